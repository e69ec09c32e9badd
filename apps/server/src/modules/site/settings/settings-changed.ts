import type { FastifyInstance } from 'fastify';
import { contentChanged } from '../../../lib/content-changed';
import { forgetConfig } from '../config/config.service';

/**
 * The one way a saved setting is announced (ADR 091): this process forgets its cached copies of
 * `keys` and the pages and page chrome built from them (`contentChanged`). Other processes keep
 * theirs up to the config cache's few seconds; a Redis channel published here would reach them
 * at once (issue 31's several-processes part).
 */
export function settingsChanged(app: FastifyInstance, keys: readonly string[]): void {
  forgetConfig(keys);
  contentChanged(app, undefined);
}
