import type { FastifyInstance } from 'fastify';

/**
 * Tells the app's listeners (the web host's page micro-cache, ADR 011) that the platform changed
 * what visitors' pages show; answers `result`, so a call's handler can end with it.
 */
export function contentChanged<T>(app: FastifyInstance, result: T): T {
  for (const listener of app.contentChanged) listener();
  return result;
}
