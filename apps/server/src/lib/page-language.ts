import type { FastifyInstance } from 'fastify';

/**
 * Pages speak the shopper's chosen language or Burmese, never the browser's Accept-Language
 * (ADR 030). The web app already ignores the header; dropping it from page requests (those the
 * web host renders: GET or HEAD that no API route matched) keeps the page micro-cache's key,
 * which still reads it, from filing a Burmese page under the browser's language and serving it
 * to a shopper who chose that language (or the other way round).
 */
export function registerPageLanguage(app: FastifyInstance): void {
  app.addHook('onRequest', (req, _reply, done) => {
    if (req.is404 && (req.method === 'GET' || req.method === 'HEAD')) delete req.headers['accept-language'];
    done();
  });
}
