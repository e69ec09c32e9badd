import type { FastifyInstance } from 'fastify';
import { isApiPath } from '../lib/api-paths';
import { QRCODE_DIR } from '../lib/qrcode';
import { TOKEN_COOKIE } from './auth';

/** Paths whose files belong to one member and the people serving them (modules/pay/proof-access.ts). */
export const PRIVATE_UPLOADS = '/upload/payproof/';
/** QR code pictures, named by what they hold (lib/qrcode.ts): a name's file never changes. */
const QRCODE_UPLOADS = `/upload/${QRCODE_DIR}/`;

/**
 * Personal answers are never stored by a browser or a shared cache (issue 19 §10): every API
 * answer that does not say otherwise (the login answer carries a token), member pages, any page
 * rendered for a session, and bank-transfer proof images.
 */
export function registerCachePolicy(app: FastifyInstance) {
  app.addHook('onSend', async (req, reply, payload) => {
    const url = req.url;
    if (isApiPath(url)) {
      if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    } else if (url.startsWith(PRIVATE_UPLOADS)) {
      reply.header('cache-control', 'private, no-store');
    } else if (url.startsWith(QRCODE_UPLOADS) && reply.statusCode === 200) {
      reply.header('cache-control', 'public, max-age=31536000, immutable');
    } else if (/^\/member(\/|\?|$)/.test(url)) {
      reply.header('cache-control', 'private, no-store');
    } else if (req.cookies?.[TOKEN_COOKIE] !== undefined) {
      // A page rendered for a session shows the member (name, cart); static files keep their own policy.
      if (String(reply.getHeader('content-type') ?? '').startsWith('text/html'))
        reply.header('cache-control', 'private, no-store');
    }
    return payload;
  });
}
