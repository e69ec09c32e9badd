import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import { PAY_PROOF_IMAGES_MAX, PAY_PROOF_MAX_BYTES, payProofUpload } from '@zay/contract';
import { AppError } from '../../lib/app-error';
import { authenticate } from '../../plugins/auth';
import { requestContext } from '../../plugins/context';
import { success } from '../../plugins/envelope';
import { resolveLang } from '../../plugins/lang';
import { enforceLimits } from '../site';
import { readUpload, reencodeFor, sniffImage, storeImage } from '../../lib/image-upload';
import { proofFolder } from './offline.service';

/** The bank-transfer proof image: sniffed by its bytes, re-encoded by sharp, stored under the member's folder. */
export async function proofUploadRoutes(app: FastifyInstance) {
  await app.register(async (scope) => {
    if (!scope.hasContentTypeParser('multipart/form-data')) await scope.register(multipart);
    scope.post(payProofUpload.path, async (req) => {
      await authenticate(req, 'required');
      const memberId = req.memberId!;
      await enforceLimits(requestContext(req), [{ key: `payproof:${memberId}`, windowSec: 3600, max: 30 }]);
      const bytes = await readUpload(req, PAY_PROOF_MAX_BYTES, payProofUpload.field);
      const kind = bytes.length ? sniffImage(bytes) : null;
      if (!kind) throw new AppError(bytes.length ? 'UPLOAD_TYPE_INVALID' : 'UPLOAD_REQUIRED');
      const picPath = await storeImage(
        app.storage,
        proofFolder(memberId),
        await reencodeFor({ key: `m:${memberId}`, batch: PAY_PROOF_IMAGES_MAX }, bytes, kind),
        kind,
      );
      return success(resolveLang(req), payProofUpload.response.parse({ pic_path: picPath }));
    });
  });
}
