import type { FastifyInstance, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import { CHAT_IMAGE_MAX_BYTES, CODES, chatImageUploadEndpoint } from '@zay/contract';
import { AppError, badRequest } from '../../lib/app-error';
import { authenticate } from '../../plugins/auth';
import { success } from '../../plugins/envelope';
import { resolveLang } from '../../plugins/lang';
import { TokenBuckets } from '../chat/token-bucket';
import { authenticateServicer } from '../servicer/servicer-auth';
import { enforceLimits } from '../auth/rate-limit.service';
import { readUpload, reencodeFor, sniffImage, storeImage } from './image-upload';

/** Uploads per uploader: one a second on average, bursts of 10. */
const UPLOADS_PER_SECOND = 1;
const UPLOAD_BURST = 10;
/** And at most this many an hour, across processes. */
const UPLOADS_PER_HOUR = 120;

/** A member or a servicer (the workbench sends images too). */
async function uploader(req: FastifyRequest): Promise<string> {
  await authenticate(req, 'optional');
  if (req.memberId) return `m:${req.memberId}`;
  await authenticateServicer(req);
  return `s:${req.servicer!.id}`;
}

/** `/api/upload/chatimg`: multipart field `file`; jpeg/png/webp/gif by bytes, re-encoded, stored. */
export async function uploadRoutes(app: FastifyInstance) {
  const uploads = new TokenBuckets(UPLOADS_PER_SECOND, UPLOAD_BURST);
  await app.register(async (scope) => {
    // Another module may have registered multipart for the whole app already.
    if (!scope.hasContentTypeParser('multipart/form-data')) await scope.register(multipart);
    scope.post(chatImageUploadEndpoint.path, async (req) => {
      const who = await uploader(req);
      if (!uploads.take(who)) throw new AppError('RATE_LIMITED', 429, CODES.ERROR);
      await enforceLimits(app.db, [{ key: `chatimg:${who}`, windowSec: 3600, max: UPLOADS_PER_HOUR }]);
      const bytes = await readUpload(req, CHAT_IMAGE_MAX_BYTES);
      if (!bytes.length) throw badRequest('UPLOAD_REQUIRED');
      const kind = sniffImage(bytes);
      if (!kind) throw badRequest('UPLOAD_TYPE_INVALID');
      const picPath = await storeImage(app.env.UPLOAD_DIR, 'chat', await reencodeFor(who, bytes, kind), kind);
      return success(resolveLang(req), chatImageUploadEndpoint.response.parse({ pic_path: picPath }));
    });
  });
}
