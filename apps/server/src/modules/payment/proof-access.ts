import path from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error';
import { authenticate } from '../../plugins/auth';
import { PRIVATE_UPLOADS } from '../../plugins/cache-policy';
import { authenticateSeller, sellerToken } from '../../plugins/seller-auth';
import { authenticateServicer, servicerToken } from '../../plugins/servicer-auth';
import { shopHasProof } from './payment.repository';

const PROOF = /^\/upload\/payproof\/(\d+)\/\d{6}\/[\w-]{10,64}\.(jpg|png|webp|gif)$/;

/** The request's path as the static file server will read it (decoded, dot segments resolved). */
function filePath(req: FastifyRequest) {
  const raw = req.url.split('?')[0]!;
  try {
    return path.posix.normalize(decodeURIComponent(raw));
  } catch {
    return raw;
  }
}

/** A staff member's shop from the console's or the workbench's token; null without a valid one. */
async function staffShop(req: FastifyRequest): Promise<number | null> {
  try {
    if (sellerToken(req)) {
      await authenticateSeller(req);
      return req.staff!.siteId;
    }
    if (servicerToken(req)) {
      await authenticateServicer(req);
      return req.servicer!.siteId;
    }
  } catch {
    return null;
  }
  return null;
}

/**
 * The buyer who sent it, staff of a shop whose order it pays, or the platform's staff (who confirm
 * payments spanning shops, ADR 050); false for anyone else.
 */
async function maySee(req: FastifyRequest, picPath: string, owner: number) {
  await authenticate(req, 'optional').catch(() => undefined);
  if (req.memberId === owner) return true;
  const siteId = await staffShop(req);
  if (siteId === null) return false;
  if (siteId === 0) return true;
  // Stored paths are relative (`upload/payproof/…`), the URL's is rooted.
  return shopHasProof(req.server.db, siteId, picPath.slice(1));
}

/**
 * Bank-transfer proof images (issue 19 §10) are served only to the buyer and the staff of the
 * shop it pays (the platform's back office, when it exists, joins here); anyone else gets the
 * same 404 as for a missing file. They are never cached (plugins/cache-policy.ts).
 */
export function proofAccessHook(app: FastifyInstance) {
  app.addHook('onRequest', async (req) => {
    if (!req.url.startsWith('/upload/')) return;
    const file = filePath(req);
    if (!file.startsWith(PRIVATE_UPLOADS)) return;
    const m = PROOF.exec(file);
    if (!m || !(await maySee(req, file, Number(m[1])))) throw new AppError('NOT_FOUND');
  });
}
