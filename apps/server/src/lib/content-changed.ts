import type { FastifyInstance } from 'fastify';
import { signalsOf } from './signals';

/**
 * Tells the app's listeners (the web host's page micro-cache, ADR 011; the layout's
 * contentVersion) that the platform changed what visitors' pages show — on every process when
 * REDIS_URL joins them (ADR 094); answers `result`, so a call's handler can end with it.
 */
export function contentChanged<T>(app: FastifyInstance, result: T): T {
  signalsOf(app.db).changed('content');
  return result;
}
