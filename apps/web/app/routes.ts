import { index, layout, route, type RouteConfig } from '@react-router/dev/routes';

// The URL map of SPEC §2, layout by layout. React Router matches whole segments only (ADR 005),
// so a prefixed path (`/cms/help-7`, `/promotion/topic-goods-3`) is matched by its area's
// `:page` route, whose module holds the area's table of prefixes (ADR 041).

export default [
  index('routes/home-redirect.ts'),
  route('closed', 'routes/closed/route.tsx'),

  layout('routes/layouts/main.tsx', [
    route('index', 'routes/index/route.tsx'),
    route('change_city', 'routes/city/route.tsx'),
    route('coupon', 'routes/coupon/route.tsx'),
    route('cart', 'routes/cart/route.tsx'),
    route('brand', 'routes/brand/route.tsx'),
    route('category', 'routes/category/route.tsx'),
    route('list', 'routes/list/route.tsx'),
    route('street', 'routes/street/route.tsx'),
    // /shop/live, /shop/live-N
    route('shop/live', 'routes/shop/live-list.tsx'),
    route('shop/:page', 'routes/shop/live-detail.tsx'),
    // /cms/notice, /cms/help, /cms/notice-N, /cms/help-N, /cms/help/listother-N
    route('cms/notice', 'routes/cms/notice-list.tsx'),
    route('cms/help', 'routes/cms/help-index.tsx'),
    route('cms/:page', 'routes/cms/detail.tsx'),
    route('cms/help/:page', 'routes/cms/help-class.tsx'),
    // /promotion/seckill …, /promotion/{combo,seckill,groupbuy,topic,topic-goods}-N, the checkouts
    route('promotion/seckill', 'routes/promotion/seckill.tsx'),
    route('promotion/groupbuy', 'routes/promotion/groupbuy.tsx'),
    route('promotion/topic', 'routes/promotion/topic.tsx'),
    route('promotion/:page', 'routes/promotion/detail.tsx'),
    // The promotion checkouts: one module, its table of kinds in `routes/promotion/payment.server.ts`.
    ...['seckill_payment', 'groupbuy_payment', 'combo_payment', 'topic_payment'].map((p) =>
      route(`promotion/${p}`, 'routes/promotion/payment.tsx', { id: `promotion/${p}` }),
    ),
    // Any other path of two or more segments: a 404 inside the main layout.
    route('*', 'routes/not-found.tsx'),
  ]),

  layout('routes/layouts/member.tsx', [
    route('member', 'routes/member/redirect.ts'),
    route('member/index', 'routes/member/index/route.tsx'),
    route('member/info', 'routes/member/info/route.tsx'),
    route('member/security', 'routes/member/security/route.tsx'),
    route('member/delivery_address', 'routes/member/address/address-list.tsx'),
    route('member/address_edit', 'routes/member/address/address-edit.tsx'),
    route('member/collection', 'routes/member/collection/route.tsx'),
    route('member/my_coupon', 'routes/member/my-coupon/route.tsx'),
    route('member/footprint', 'routes/member/footprint/route.tsx'),
    route('member/order_list', 'routes/member/order-list/route.tsx'),
    // One detail page per order kind (API-SHAPES-MORE §3.1), one module.
    ...['order_detail', 'order_detail_pickup', 'order_detail_local_delivery', 'order_detail_virtual'].map((p) =>
      route(`member/${p}`, 'routes/member/order-detail/route.tsx', { id: `member/${p}` }),
    ),
    route('member/verification', 'routes/member/verification/route.tsx'),
    route('member/verification_detail', 'routes/member/verification-detail/route.tsx'),
    route('member/verification_list', 'routes/member/verification-list/route.tsx'),
    route('member/logistics', 'routes/member/logistics/route.tsx'),
    // The member's money (issue 16, ADR 055/056).
    route('member/account', 'routes/member/account/route.tsx'),
    route('member/my_point', 'routes/member/my-point/route.tsx'),
    route('member/level', 'routes/member/level/route.tsx'),
    route('member/signin', 'routes/member/signin/route.tsx'),
    route('member/account_list', 'routes/member/account-list/route.tsx'),
    route('member/account_edit', 'routes/member/account-edit/route.tsx'),
    route('member/apply_withdrawal', 'routes/member/apply-withdrawal/route.tsx'),
    route('member/withdrawal', 'routes/member/withdrawal/route.tsx'),
    route('member/withdrawal_detail', 'routes/member/withdrawal-detail/route.tsx'),
    // After-sale (issue 15, ADR 058).
    route('member/refund', 'routes/member/refund/route.tsx'),
    route('member/refund_detail', 'routes/member/refund-detail/route.tsx'),
    route('member/activist', 'routes/member/activist/route.tsx'),
    route('member/complain', 'routes/member/complain/route.tsx'),
    route('member/recharge_list', 'routes/member/recharge-list/route.tsx'),
    route('member/recharge_detail', 'routes/member/recharge-detail/route.tsx'),
    route('member/recharge_order', 'routes/member/recharge-order/route.tsx'),
    // Joining the marketplace (issue 30, ADR 089).
    route('shop_apply', 'routes/shop-apply/route.tsx'),
    route('evaluate', 'routes/evaluate/route.tsx'),
    route('payment', 'routes/payment/route.tsx'),
    route('pay', 'routes/pay/route.tsx'),
    route('result', 'routes/result/route.tsx'),
  ]),

  layout('routes/layouts/shop.tsx', [route('shop_list', 'routes/shop-list/route.tsx')]),

  layout('routes/layouts/auth.tsx', [
    route('login', 'routes/auth/login.tsx'),
    route('register', 'routes/auth/register.tsx'),
    route('find_pass', 'routes/auth/find-pass.tsx'),
  ]),
  // The header's log-out form posts here.
  route('logout', 'routes/logout.ts'),

  // The customer-service workbench for shop staff: its own chrome and login (issue 6).
  layout('routes/servicer/layout.tsx', [
    route('servicer', 'routes/servicer/route.tsx'),
    route('servicer/login', 'routes/servicer/login.tsx'),
  ]),

  // The shop console: its own chrome, login and session (issue 14, ADR 049).
  layout('routes/seller/layout.tsx', [
    route('seller', 'routes/seller/orders.tsx'),
    route('seller/login', 'routes/seller/login.tsx'),
    route('seller/order', 'routes/seller/order-detail.tsx'),
    route('seller/reviews', 'routes/seller/reviews.tsx'),
    route('seller/refunds', 'routes/seller/refunds.tsx'),
    route('seller/refund', 'routes/seller/refund.tsx'),
    route('seller/settlement', 'routes/seller/settlement.tsx'),
    route('seller/coupons', 'routes/seller/coupons.tsx'),
    route('seller/coupon_edit', 'routes/seller/coupon-edit.tsx'),
    route('seller/seckill', 'routes/seller/seckill.tsx'),
    route('seller/combos', 'routes/seller/combos.tsx'),
    route('seller/groupbuy', 'routes/seller/groupbuy.tsx'),
    route('seller/live', 'routes/seller/live.tsx'),
    // The shop's own profile and categories (issue 30, ADR 089).
    route('seller/shop', 'routes/seller/shop.tsx'),
    route('seller/categories', 'routes/seller/categories.tsx'),
    route('seller/delivery', 'routes/seller/delivery.tsx'),
    route('seller/staff', 'routes/seller/staff.tsx'),
    route('seller/finance', 'routes/seller/finance.tsx'),
    route('seller/goods', 'routes/seller/goods.tsx'),
    route('seller/goods_edit', 'routes/seller/goods-edit.tsx'),
    route('seller/goods_import', 'routes/seller/goods-import.tsx'),
  ]),

  // The platform console: its own chrome, login and session (issue 16, ADR 060). A page adds a
  // route here and an entry to `routes/platform/menu.ts`.
  layout('routes/platform/layout.tsx', [
    route('platform', 'routes/platform/index.tsx'),
    route('platform/login', 'routes/platform/login.tsx'),
    route('platform/withdraw', 'routes/platform/withdraw.tsx'),
    route('platform/withdraw_detail', 'routes/platform/withdraw-detail.tsx'),
    route('platform/complain', 'routes/platform/complain.tsx'),
    route('platform/complain_detail', 'routes/platform/complain-detail.tsx'),
    route('platform/topics', 'routes/platform/topics.tsx'),
    route('platform/topic_edit', 'routes/platform/topic-edit.tsx'),
    route('platform/seckill', 'routes/platform/seckill.tsx'),
    // Platform coupon types: the shop console's coupon pages, serving the platform (ADR 072).
    route('platform/coupons', 'routes/seller/coupons.tsx', { id: 'platform/coupons' }),
    route('platform/coupon_edit', 'routes/seller/coupon-edit.tsx', { id: 'platform/coupon_edit' }),
    route('platform/help', 'routes/platform/help.tsx'),
    route('platform/notice', 'routes/platform/notice.tsx'),
    route('platform/decorate', 'routes/platform/decorate.tsx'),
    // One editor for help classes, help articles and notices (ADR 069).
    ...['help_edit', 'notice_edit'].map((p) =>
      route(`platform/${p}`, 'routes/platform/content-edit.tsx', { id: `platform/${p}` }),
    ),
    route('platform/live', 'routes/platform/live.tsx'),
    route('platform/settings', 'routes/platform/settings.tsx'),
    route('platform/log', 'routes/platform/log.tsx'),
    route('platform/staff', 'routes/platform/staff.tsx'),
    // The catalogue and the members (issue 31, ADR 092).
    route('platform/categories', 'routes/platform/categories.tsx'),
    route('platform/brands', 'routes/platform/brands.tsx'),
    route('platform/goods', 'routes/platform/goods.tsx'),
    route('platform/members', 'routes/platform/members.tsx'),
    route('platform/member', 'routes/platform/member-detail.tsx'),
    route('platform/shops', 'routes/platform/shops.tsx'),
    route('platform/shop', 'routes/platform/shop-detail.tsx'),
  ]),

  // /sku-N (goods, main layout) and /shop-N (a shop's home, shop layout); any other single
  // segment is a 404.
  route(':slug', 'routes/slug.tsx'),
] satisfies RouteConfig;
