import type { FastifyInstance } from 'fastify';
import * as c from '@zay/contract';
import { contentChanged } from '../../../lib/content-changed';
import { registerEndpoint } from '../../../plugins/endpoints';
import { platformAudit } from '../../site';
import { requireStaff } from '../../../plugins/seller-auth';
import { goodsEditInfo, goodsEditOptions, saveGoods } from './goods-edit.service';
import { registerGoodsReviewSettings } from './goods-review-settings';
import { platformGoodsPage, takedownGoods } from './platform-goods.service';
import { goodsBatch, sellerGoodsPage, verifyGoods } from './seller-goods.service';

/**
 * The shop console's goods (`/seller/api/goods/*`, ADR 090) and the platform's review of goods
 * (`/platform/api/goods/*`, ADR 099).
 * Every write tells the storefront's caches at once (`contentChanged`): the catalogue answers and
 * the page micro-cache of this process are emptied, so the next request reads the new goods.
 */
export function goodsEditRoutes(app: FastifyInstance) {
  const staff = (req: Parameters<typeof requireStaff>[0]) => requireStaff(req, 'goods');
  registerEndpoint(app, c.sellerGoodsPageEndpoint, (ctx, body, req) => sellerGoodsPage(ctx, staff(req), body));
  registerEndpoint(app, c.sellerGoodsInfoEndpoint, (ctx, body, req) => goodsEditInfo(ctx, staff(req), body.goods_id));
  registerEndpoint(app, c.sellerGoodsOptionsEndpoint, (ctx, _body, req) => goodsEditOptions(ctx, staff(req)));
  registerEndpoint(app, c.sellerGoodsSaveEndpoint, async (ctx, body, req) =>
    contentChanged(app, await saveGoods(ctx, staff(req), body, platformAudit(req))),
  );
  registerEndpoint(app, c.sellerGoodsBatchEndpoint, async (ctx, body, req) =>
    contentChanged(app, await goodsBatch(ctx, staff(req), body, platformAudit(req))),
  );
  registerGoodsReviewSettings();
  // The platform's calls: `permission` is checked before the handler runs (ADR 087).
  registerEndpoint(app, c.platformGoodsPageEndpoint, (ctx, body) => platformGoodsPage(ctx, body));
  registerEndpoint(app, c.platformGoodsTakedownEndpoint, async (ctx, body, req) =>
    contentChanged(app, await takedownGoods(ctx, body, platformAudit(req))),
  );
  registerEndpoint(app, c.platformGoodsVerifyEndpoint, async (ctx, body, req) =>
    contentChanged(app, await verifyGoods(ctx, requireStaff(req), body, platformAudit(req))),
  );
}
