import path from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CODES } from '@zay/contract';
import { AppError } from '../../lib/app-error';
import { authenticate } from '../../plugins/auth';
import { PRIVATE_UPLOADS } from '../../plugins/cache-policy';
import { authenticateServicer, servicerToken } from '../servicer/servicer-auth';
import { shopHasProof } from './pay.repository';

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

/** The buyer who sent it, or a servicer of a shop whose order it pays; false for anyone else. */
async function maySee(req: FastifyRequest, picPath: string, owner: number) {
  await authenticate(req, 'optional').catch(() => undefined);
  if (req.memberId === owner) return true;
  if (!servicerToken(req)) return false;
  try {
    await authenticateServicer(req);
  } catch {
    return false;
  }
  return shopHasProof(req.server.db, req.servicer!.siteId, picPath);
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
    if (!m || !(await maySee(req, file, Number(m[1])))) throw new AppError('NOT_FOUND', 404, CODES.ERROR);
  });
}
