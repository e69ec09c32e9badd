import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import * as c from '@zay/contract';
import { AppError } from '../../../lib/app-error';
import { readUpload, reencodeFor, sniffImage, storeImage } from '../../../lib/image-upload';
import { authenticate } from '../../../plugins/auth';
import { requestContext } from '../../../plugins/context';
import { registerEndpoint } from '../../../plugins/endpoints';
import { success } from '../../../plugins/envelope';
import { resolveLang } from '../../../plugins/lang';
import { requireStaff } from '../../../plugins/seller-auth';
import { enforceLimits } from '../../site';
import { addEvaluate, againEvaluate, evaluateInfo, recordUpload } from './review.service';
import { replyToReview, shopReviews } from './reply.service';

/** Review images a member may upload an hour (a review has at most 6 per goods line). */
const UPLOADS_PER_HOUR = 60;
/**
 * And how fast (issue 35 §4): a whole review's pictures picked at once (REVIEW_IMAGES_MAX, SPEC
 * §9) twice over, then one a second; the encoder takes a batch of REVIEW_IMAGES_MAX at once.
 */
const UPLOAD_BURST = 2 * c.REVIEW_IMAGES_MAX;
const UPLOADS_PER_SECOND = 1;

export async function reviewRoutes(app: FastifyInstance) {
  const uploads = app.limits.buckets('evaluateimg', UPLOADS_PER_SECOND, UPLOAD_BURST);
  registerEndpoint(app, c.evaluateInfoEndpoint, (ctx, body) => evaluateInfo(ctx, body.order_id));
  registerEndpoint(app, c.evaluateAddEndpoint, (ctx, body) => addEvaluate(ctx, body));
  registerEndpoint(app, c.evaluateAgainEndpoint, (ctx, body) => againEvaluate(ctx, body));
  registerEndpoint(app, c.shopEvaluateReplyEndpoint, (ctx, body, req) =>
    replyToReview(ctx, requireStaff(req, 'reviews'), body.evaluate_id, body.content),
  );
  registerEndpoint(app, c.shopEvaluatePageEndpoint, (ctx, body, req) =>
    shopReviews(ctx, requireStaff(req, 'reviews'), body),
  );
  await app.register(async (scope) => {
    if (!scope.hasContentTypeParser('multipart/form-data')) await scope.register(multipart);
    scope.post(c.evaluateImageUpload.path, async (req) => {
      await authenticate(req, 'required');
      const memberId = req.memberId!;
      const ctx = requestContext(req);
      if (!(await uploads.take(`m:${memberId}`))) throw new AppError('RATE_LIMITED');
      await enforceLimits(ctx, [{ key: `evaluateimg:${memberId}`, windowSec: 3600, max: UPLOADS_PER_HOUR }]);
      const bytes = await readUpload(req, c.EVALUATE_IMAGE_MAX_BYTES, c.evaluateImageUpload.field);
      const kind = bytes.length ? sniffImage(bytes) : null;
      if (!kind) throw new AppError(bytes.length ? 'UPLOAD_TYPE_INVALID' : 'UPLOAD_REQUIRED');
      const picPath = await storeImage(
        app.storage,
        'evaluate',
        await reencodeFor({ key: `m:${memberId}`, batch: c.REVIEW_IMAGES_MAX }, bytes, kind),
        kind,
      );
      await recordUpload(ctx, picPath);
      return success(resolveLang(req), c.evaluateImageUpload.response.parse({ pic_path: picPath }));
    });
  });
}
