import type { FastifyInstance } from 'fastify';
import * as c from '@zay/contract';
import { AppError } from '../../../lib/app-error';
import { addonOn } from '../../site';
import { registerEndpoint } from '../../../plugins/endpoints';
import { requireStaff } from '../../../plugins/seller-auth';
import * as admin from './coupon-admin.service';
import { setRechargeGifts } from '../../money';
import * as centre from './coupon-centre.service';
import { couponCount } from './coupon.service';
import { plugCheckoutDiscounts } from '../checkout-discounts';

/**
 * The coupon addons' calls (`/coupon/api/`, `/platformcoupon/api/`) and the console's coupon
 * types. An addon not installed (the platform's setting, else ADDONS; ADR 091) answers "plugin not installed" (SPEC §8) and
 * addon/addonisexit says 0 for it.
 */
export function couponRoutes(app: FastifyInstance) {
  plugCheckoutDiscounts();
  // Installed or not is read on each call: the platform switches plugins at run time (ADR 091).
  const store = async () => {
    if (!(await addonOn(app.db, app.env.ADDONS, 'coupon'))) throw new AppError('COUPON_PLUGIN_NOT_INSTALLED');
  };
  const platform = async () => {
    if (!(await addonOn(app.db, app.env.ADDONS, 'platformcoupon')))
      throw new AppError('PLATFORMCOUPON_PLUGIN_NOT_INSTALLED');
  };

  // A paid recharge package's platform coupons go to the member (money/recharge/recharge-gifts.ts).
  setRechargeGifts('coupons', centre.giveCoupons);
  // member/couponnum: the member's store and platform coupons, whichever addon is installed.
  registerEndpoint(app, c.couponNumEndpoint, (ctx, body) => couponCount(ctx, body.state));

  registerEndpoint(app, c.couponTypePageEndpoint, async (ctx, body) => (await store(), centre.storeTypePage(ctx, body)));
  registerEndpoint(app, c.goodsCouponListEndpoint, async (ctx, body) => (await store(), centre.goodsCoupons(ctx, body.site_id)));
  registerEndpoint(
    app,
    c.couponReceiveEndpoint,
    async (ctx, body) => (await store(), centre.receive(ctx, 'store', body.coupon_type_id)),
  );
  registerEndpoint(app, c.memberCouponPageEndpoint, async (ctx, body) => (await store(), centre.storeMemberPage(ctx, body)));
  registerEndpoint(app, c.storeCouponNumEndpoint, async (ctx, body) => (await store(), centre.storeCouponNum(ctx, body.state)));
  registerEndpoint(
    app,
    c.couponReceivedNumEndpoint,
    async (ctx, body) => (await store(), centre.receivedNum(ctx, body.coupon_type_id)),
  );

  registerEndpoint(
    app,
    c.platformCouponTypePageEndpoint,
    async (ctx, body) => (await platform(), centre.platformTypePage(ctx, body)),
  );
  registerEndpoint(
    app,
    c.platformCouponReceiveEndpoint,
    async (ctx, body) => (await platform(), centre.receive(ctx, 'platform', body.platformcoupon_type_id)),
  );
  registerEndpoint(
    app,
    c.memberPlatformCouponPageEndpoint,
    async (ctx, body) => (await platform(), centre.platformMemberPage(ctx, body)),
  );

  // The console: a shop's owner its store coupons, the platform's owner the platform coupons.
  const staff = async (req: Parameters<typeof requireStaff>[0]) => {
    const s = requireStaff(req, 'coupons');
    if (s.siteId === 0) await platform();
    else await store();
    return s;
  };
  registerEndpoint(app, c.sellerCouponPageEndpoint, async (ctx, body, req) => admin.ownTypes(ctx, await staff(req), body));
  registerEndpoint(app, c.sellerCouponInfoEndpoint, async (ctx, body, req) =>
    admin.typeInfo(ctx, await staff(req), body.coupon_type_id),
  );
  registerEndpoint(app, c.sellerCouponAddEndpoint, async (ctx, body, req) => admin.addType(ctx, await staff(req), body));
  registerEndpoint(app, c.sellerCouponEditEndpoint, async (ctx, body, req) =>
    admin.editType(ctx, await staff(req), body.coupon_type_id, body),
  );
  registerEndpoint(app, c.sellerCouponCloseEndpoint, async (ctx, body, req) =>
    admin.closeType(ctx, await staff(req), body.coupon_type_id),
  );

  // The platform console's platform coupon types (ADR 072): auth 'platform' has made the caller
  // the platform's staff (site 0), so the types are the platform's.
  const platformStaff = async (req: Parameters<typeof requireStaff>[0]) => (await platform(), requireStaff(req));
  registerEndpoint(app, c.platformCouponPageEndpoint, async (ctx, body, req) =>
    admin.ownTypes(ctx, await platformStaff(req), body),
  );
  registerEndpoint(app, c.platformCouponInfoEndpoint, async (ctx, body, req) =>
    admin.typeInfo(ctx, await platformStaff(req), body.coupon_type_id),
  );
  registerEndpoint(app, c.platformCouponAddEndpoint, async (ctx, body, req) => admin.addType(ctx, await platformStaff(req), body));
  registerEndpoint(app, c.platformCouponEditEndpoint, async (ctx, body, req) =>
    admin.editType(ctx, await platformStaff(req), body.coupon_type_id, body),
  );
  registerEndpoint(app, c.platformCouponCloseEndpoint, async (ctx, body, req) =>
    admin.closeType(ctx, await platformStaff(req), body.coupon_type_id),
  );
}
