import type { FastifyInstance } from 'fastify';
import { contentChanged } from '../../../lib/content-changed';
import { forgetConfig } from '../config/config.service';

/**
 * The one way a saved setting is announced (ADR 091): this process forgets its cached copies of
 * `keys` and the pages and page chrome built from them (`contentChanged`); with REDIS_URL every
 * other process is told at once (ADR 094), without it they keep theirs up to the config cache's
 * few seconds.
 */
export function settingsChanged(app: FastifyInstance, keys: readonly string[]): void {
  forgetConfig(app.db, keys);
  contentChanged(app, undefined);
}
