import type { FastifyInstance } from 'fastify';
import * as c from '@zay/contract';
import { AppError } from '../../../lib/app-error';
import { registerEndpoint } from '../../../plugins/endpoints';
import { requireStaff } from '../../../plugins/seller-auth';
import * as admin from './coupon-admin.service';
import { setRechargeGifts } from '../../money';
import * as centre from './coupon-centre.service';
import { couponCount } from './coupon.service';
import { plugCheckoutDiscounts } from '../checkout-discounts';

/**
 * The coupon addons' calls (`/coupon/api/`, `/platformcoupon/api/`) and the console's coupon
 * types. An addon left out of ADDONS answers "plugin not installed" (SPEC §8) and
 * addon/addonisexit says 0 for it.
 */
export function couponRoutes(app: FastifyInstance) {
  plugCheckoutDiscounts();
  const installed = new Set(app.env.ADDONS.split(',').map((a) => a.trim()));
  const store = () => {
    if (!installed.has('coupon')) throw new AppError('COUPON_PLUGIN_NOT_INSTALLED');
  };
  const platform = () => {
    if (!installed.has('platformcoupon')) throw new AppError('PLATFORMCOUPON_PLUGIN_NOT_INSTALLED');
  };

  // A paid recharge package's platform coupons go to the member (money/recharge/recharge-gifts.ts).
  setRechargeGifts('coupons', centre.giveCoupons);
  // member/couponnum: the member's store and platform coupons, whichever addon is installed.
  registerEndpoint(app, c.couponNumEndpoint, (ctx, body) => couponCount(ctx, body.state));

  registerEndpoint(app, c.couponTypePageEndpoint, (ctx, body) => (store(), centre.storeTypePage(ctx, body)));
  registerEndpoint(app, c.goodsCouponListEndpoint, (ctx, body) => (store(), centre.goodsCoupons(ctx, body.site_id)));
  registerEndpoint(
    app,
    c.couponReceiveEndpoint,
    (ctx, body) => (store(), centre.receive(ctx, 'store', body.coupon_type_id)),
  );
  registerEndpoint(app, c.memberCouponPageEndpoint, (ctx, body) => (store(), centre.storeMemberPage(ctx, body)));
  registerEndpoint(app, c.storeCouponNumEndpoint, (ctx, body) => (store(), centre.storeCouponNum(ctx, body.state)));
  registerEndpoint(
    app,
    c.couponReceivedNumEndpoint,
    (ctx, body) => (store(), centre.receivedNum(ctx, body.coupon_type_id)),
  );

  registerEndpoint(
    app,
    c.platformCouponTypePageEndpoint,
    (ctx, body) => (platform(), centre.platformTypePage(ctx, body)),
  );
  registerEndpoint(
    app,
    c.platformCouponReceiveEndpoint,
    (ctx, body) => (platform(), centre.receive(ctx, 'platform', body.platformcoupon_type_id)),
  );
  registerEndpoint(
    app,
    c.memberPlatformCouponPageEndpoint,
    (ctx, body) => (platform(), centre.platformMemberPage(ctx, body)),
  );

  // The console: a shop's owner its store coupons, the platform's owner the platform coupons.
  const staff = (req: Parameters<typeof requireStaff>[0]) => {
    const s = requireStaff(req, 'coupons');
    if (s.siteId === 0) platform();
    else store();
    return s;
  };
  registerEndpoint(app, c.sellerCouponPageEndpoint, (ctx, body, req) => admin.ownTypes(ctx, staff(req), body));
  registerEndpoint(app, c.sellerCouponInfoEndpoint, (ctx, body, req) =>
    admin.typeInfo(ctx, staff(req), body.coupon_type_id),
  );
  registerEndpoint(app, c.sellerCouponAddEndpoint, (ctx, body, req) => admin.addType(ctx, staff(req), body));
  registerEndpoint(app, c.sellerCouponEditEndpoint, (ctx, body, req) =>
    admin.editType(ctx, staff(req), body.coupon_type_id, body),
  );
  registerEndpoint(app, c.sellerCouponCloseEndpoint, (ctx, body, req) =>
    admin.closeType(ctx, staff(req), body.coupon_type_id),
  );

  // The platform console's platform coupon types (ADR 072): auth 'platform' has made the caller
  // the platform's staff (site 0), so the types are the platform's.
  const platformStaff = (req: Parameters<typeof requireStaff>[0]) => (platform(), requireStaff(req));
  registerEndpoint(app, c.platformCouponPageEndpoint, (ctx, body, req) =>
    admin.ownTypes(ctx, platformStaff(req), body),
  );
  registerEndpoint(app, c.platformCouponInfoEndpoint, (ctx, body, req) =>
    admin.typeInfo(ctx, platformStaff(req), body.coupon_type_id),
  );
  registerEndpoint(app, c.platformCouponAddEndpoint, (ctx, body, req) => admin.addType(ctx, platformStaff(req), body));
  registerEndpoint(app, c.platformCouponEditEndpoint, (ctx, body, req) =>
    admin.editType(ctx, platformStaff(req), body.coupon_type_id, body),
  );
  registerEndpoint(app, c.platformCouponCloseEndpoint, (ctx, body, req) =>
    admin.closeType(ctx, platformStaff(req), body.coupon_type_id),
  );
}
