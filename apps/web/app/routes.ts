import { index, layout, route, type RouteConfig } from '@react-router/dev/routes';

/** A page whose feature is not built yet: the shared placeholder, inside the page's real layout. */
const soon = (path: string) => route(path, 'routes/coming-soon.tsx', { id: `soon:${path}` });

/** A promotion checkout: login needed (SPEC §2), the checkout itself still to come. */
const checkout = (page: string) =>
  route(`promotion/${page}`, 'routes/checkout-soon.tsx', { id: `checkout:promotion/${page}` });

// SPEC §2: every member page needs login; each one is its own path under /member.
const MEMBER_PAGES = `
  index security account delivery_address address_edit collection my_coupon footprint info level signin
  my_point activist refund refund_detail complain order_detail_local_delivery
  order_detail_pickup order_detail_virtual logistics verification verification_list verification_detail
  account_list account_edit apply_withdrawal withdrawal withdrawal_detail recharge_list recharge_detail
  recharge_order
`
  .trim()
  .split(/\s+/);

export default [
  index('routes/home-redirect.ts'),
  route('closed', 'routes/closed/route.tsx'),

  layout('routes/layouts/main.tsx', [
    route('index', 'routes/index/route.tsx'),
    ...['change_city', 'coupon'].map(soon),
    route('cart', 'routes/cart/route.tsx'),
    route('brand', 'routes/brand/route.tsx'),
    route('category', 'routes/category/route.tsx'),
    route('list', 'routes/list/route.tsx'),
    route('street', 'routes/street/route.tsx'),
    ...['shop/live', 'cms/notice', 'cms/help'].map(soon),
    ...['seckill', 'groupbuy', 'topic'].map((p) => soon(`promotion/${p}`)),
    ...['combo_payment', 'seckill_payment', 'groupbuy_payment', 'topic_payment'].map(checkout),
    // /shop/live-2, /cms/help-7, /promotion/seckill-3 …, else a 404 inside the main layout.
    route('*', 'routes/prefixed.tsx'),
  ]),

  layout('routes/layouts/member.tsx', [
    route('member', 'routes/member/redirect.ts'),
    ...MEMBER_PAGES.map((p) => soon(`member/${p}`)),
    route('member/order_list', 'routes/member/order-list/route.tsx'),
    route('member/order_detail', 'routes/member/order-detail/route.tsx'),
    soon('evaluate'),
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

  // /sku-12 (main layout) and /shop-5 (shop layout); any other single segment is a 404.
  route(':slug', 'routes/slug.tsx'),
] satisfies RouteConfig;
