import type { FastifyInstance, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import { CODES, PAY_PROOF_MAX_BYTES, payProofUpload } from '@zay/contract';
import { AppError, badRequest } from '../../lib/app-error';
import { authenticate } from '../../plugins/auth';
import { success } from '../../plugins/envelope';
import { resolveLang } from '../../plugins/lang';
import { enforceLimits } from '../auth/rate-limit.service';
import { reencode, sniffImage, storeImage } from '../upload/image-upload';
import { proofFolder } from './offline.service';

async function readFile(req: FastifyRequest): Promise<Buffer> {
  if (!req.isMultipart()) throw badRequest('UPLOAD_REQUIRED');
  const part = await req.file({ limits: { fileSize: PAY_PROOF_MAX_BYTES, files: 1, fields: 10, parts: 12 } });
  if (!part || part.fieldname !== payProofUpload.field) throw badRequest('UPLOAD_REQUIRED');
  try {
    return await part.toBuffer();
  } catch (err) {
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw new AppError('UPLOAD_TOO_LARGE', 413, CODES.ERROR, { max: PAY_PROOF_MAX_BYTES / 1024 / 1024 });
    throw err;
  }
}

/** The bank-transfer proof image: sniffed by its bytes, re-encoded by sharp, stored under the member's folder. */
export async function proofUploadRoutes(app: FastifyInstance) {
  await app.register(async (scope) => {
    if (!scope.hasContentTypeParser('multipart/form-data')) await scope.register(multipart);
    scope.post(payProofUpload.path, async (req) => {
      await authenticate(req, 'required');
      const memberId = req.memberId!;
      await enforceLimits(app.db, [{ key: `payproof:${memberId}`, windowSec: 3600, max: 30 }]);
      const bytes = await readFile(req);
      const kind = bytes.length ? sniffImage(bytes) : null;
      if (!kind) throw badRequest(bytes.length ? 'UPLOAD_TYPE_INVALID' : 'UPLOAD_REQUIRED');
      const picPath = await storeImage(app.env.UPLOAD_DIR, proofFolder(memberId), await reencode(bytes, kind), kind);
      return success(resolveLang(req), payProofUpload.response.parse({ pic_path: picPath }));
    });
  });
}
