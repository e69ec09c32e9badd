import type { FastifyInstance, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import * as c from '@zay/contract';
import { AppError } from '../../../lib/app-error';
import { contentChanged } from '../../../lib/content-changed';
import { readUploads } from '../../../lib/image-upload';
import { requestContext, systemContext } from '../../../plugins/context';
import { registerEndpoint } from '../../../plugins/endpoints';
import { success } from '../../../plugins/envelope';
import { authenticateSeller, requireStaff } from '../../../plugins/seller-auth';
import { logAction, platformAudit } from '../../site';
import { checkImport, exportGoods, importJob, startImport, type ImportRunner } from './goods-import.service';

/**
 * The shop console's goods import and export (`/seller/api/goods/{export,import/*}`, ADR 108):
 * the goods form's `goods` permission, the caller's own shop. The export answers a CSV file; the
 * dry run and the apply take the file as multipart field `file` and, optionally, a zip of the
 * pictures its cells name as field `images`; the job's progress is polled.
 */
export async function goodsImportRoutes(app: FastifyInstance) {
  const running = new Set<Promise<void>>();
  // A closing app waits for its imports (tests and restarts; a killed process leaves a job that goes stale).
  app.addHook('onClose', async () => {
    await Promise.allSettled([...running]);
  });
  const staffOf = async (req: FastifyRequest) => {
    await authenticateSeller(req);
    const staff = requireStaff(req, 'goods');
    if (staff.siteId <= 0) throw new AppError('SELLER_FORBIDDEN');
    return staff;
  };
  const { field, zipField } = c.sellerGoodsImportCheck;
  const file = async (req: FastifyRequest) => {
    const parts = await readUploads(req, {
      [field]: c.GOODS_IMPORT_MAX_BYTES,
      [zipField]: c.GOODS_IMPORT_ZIP_MAX_BYTES,
    });
    return { csv: parts[field]!, zip: parts[zipField] };
  };

  await app.register(async (scope) => {
    if (!scope.hasContentTypeParser('multipart/form-data')) await scope.register(multipart);
    scope.post(c.sellerGoodsExport.path, async (req, reply) => {
      const staff = await staffOf(req);
      const csv = await exportGoods(requestContext(req), staff, platformAudit(req));
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="goods-${staff.siteId}.csv"`)
        .header('cache-control', 'no-store')
        .send(csv);
    });
    scope.post(c.sellerGoodsImportCheck.path, async (req) => {
      const staff = await staffOf(req);
      const ctx = requestContext(req);
      const check = await checkImport(ctx, staff, await file(req), platformAudit(req));
      return success(ctx.lang, c.sellerGoodsImportCheck.response.parse(check));
    });
    scope.post(c.sellerGoodsImportApply.path, async (req) => {
      const staff = await staffOf(req);
      const ctx = requestContext(req);
      const ip = req.ip;
      const runner: ImportRunner = {
        context: () => systemContext(app),
        storage: app.storage,
        audit: (tx, action) => logAction(tx, staff, ip, action),
        changed: () => contentChanged(app, null),
        failed: (err) => app.log.error({ err, siteId: staff.siteId }, 'goods import stopped'),
        track: (run) => {
          running.add(run);
          void run.finally(() => running.delete(run));
        },
      };
      const job = await startImport(ctx, staff, await file(req), runner);
      return success(ctx.lang, c.sellerGoodsImportApply.response.parse(job));
    });
  });
  registerEndpoint(app, c.sellerGoodsImportJobEndpoint, (ctx, body, req) =>
    importJob(ctx, requireStaff(req, 'goods'), body.job_id),
  );
}
