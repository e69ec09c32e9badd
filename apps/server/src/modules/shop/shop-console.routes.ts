import type { FastifyInstance } from 'fastify';
import * as c from '@zay/contract';
import { contentChanged } from '../../lib/content-changed';
import { registerEndpoint } from '../../plugins/endpoints';
import { requireStaff } from '../../plugins/seller-auth';
import * as applications from './application/application.service';
import * as own from './console/shop-console.service';
import * as platformShops from './platform/platform-shop.service';
import { platformAudit } from '../site';
import { memberActor, staffActor } from './shop-log';

/**
 * Joining the marketplace and the shop's own console pages (issue 30, ADR 089): the member's
 * application, the platform's review (`shops.review`: its administrators and operations, named by the
 * contract, ADR 087) and the
 * owner's profile and categories (`shop`). A change shoppers see clears the page and catalogue caches.
 */
export function shopConsoleRoutes(app: FastifyInstance) {
  registerEndpoint(app, c.shopApplyInfoEndpoint, (ctx) => applications.applyInfo(ctx));
  registerEndpoint(app, c.shopApplyEndpoint, (ctx, body, req) =>
    applications.apply(ctx, memberActor(ctx.memberId!, req.ip), body),
  );
  registerEndpoint(app, c.shopResubmitEndpoint, (ctx, { apply_id, ...body }, req) =>
    applications.resubmit(ctx, memberActor(ctx.memberId!, req.ip), apply_id, body),
  );

  const reviewer = (req: Parameters<typeof requireStaff>[0]) => staffActor(requireStaff(req).id, req.ip);
  registerEndpoint(app, c.platformApplyListEndpoint, (ctx, body) => applications.applicationQueue(ctx, body));
  registerEndpoint(app, c.platformApplyApproveEndpoint, (ctx, body, req) =>
    applications.approve(ctx, reviewer(req), body.apply_id),
  );
  registerEndpoint(app, c.platformApplyRefuseEndpoint, (ctx, body, req) =>
    applications.refuse(ctx, reviewer(req), body.apply_id, body.reason),
  );
  registerEndpoint(app, c.platformShopListEndpoint, (ctx, body) => applications.platformShops(ctx, body));
  // A freeze and an unfreeze change what shoppers see: the caches drop the shop's goods at once (ADR 103).
  registerEndpoint(app, c.platformShopFreezeEndpoint, async (ctx, body, req) =>
    contentChanged(app, await platformShops.freezeShop(ctx, body.site_id, body.reason, platformAudit(req))),
  );
  registerEndpoint(app, c.platformShopUnfreezeEndpoint, async (ctx, body, req) =>
    contentChanged(app, await platformShops.unfreezeShop(ctx, body.site_id, platformAudit(req))),
  );

  const owner = (req: Parameters<typeof requireStaff>[0]) => requireStaff(req, 'shop');
  registerEndpoint(app, c.sellerShopInfoEndpoint, (ctx, _body, req) => own.shopProfile(ctx, owner(req)));
  registerEndpoint(app, c.sellerShopEditEndpoint, async (ctx, body, req) =>
    contentChanged(app, await own.editShop(ctx, owner(req), req.ip, body)),
  );
  registerEndpoint(app, c.sellerShopStatusEndpoint, async (ctx, body, req) =>
    contentChanged(app, await own.setShopStatus(ctx, owner(req), req.ip, body.shop_status as 0 | 1)),
  );
  registerEndpoint(app, c.sellerShopCategoryListEndpoint, (ctx, _body, req) => own.shopCategories(ctx, owner(req)));
  registerEndpoint(app, c.sellerShopCategorySaveEndpoint, async (ctx, body, req) =>
    contentChanged(app, await own.saveCategory(ctx, owner(req), req.ip, body)),
  );
  registerEndpoint(app, c.sellerShopCategoryDeleteEndpoint, async (ctx, body, req) =>
    contentChanged(app, await own.deleteCategory(ctx, owner(req), req.ip, body.category_id)),
  );
}
