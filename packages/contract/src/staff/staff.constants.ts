import { PLATFORM_PERMISSIONS, type PlatformPermission } from '../common/endpoint';

/*
 * The shop console (`/seller`, ADR 049) and the platform console (`/platform`, ADR 060/087):
 * staff roles, what each role may do. A staff account is a row of `servicer` (site_id 0 = the
 * platform's staff).
 */

/** Console sessions live in this cookie, apart from the member's and the chat workbench's. */
export const SELLER_TOKEN_COOKIE = 'zay_seller_token';

/**
 * owner: everything (the platform's owner is its administrator); clerk: the order desk; service:
 * customer service (chat, reads orders); verifier: redeems codes; editor: the goods editor (lists and edits the shop's goods, no
 * money, no orders; ADR 090). operations and finance are the
 * platform's own roles (ADR 087): nothing in a shop's console.
 */
export const STAFF_ROLES = ['owner', 'clerk', 'service', 'verifier', 'operations', 'finance', 'editor'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/**
 * What a console call needs; each role's grants below. `reviews`: read and answer the shop's
 * reviews; `coupons`: the shop's coupon types (the platform's: platform coupons; ADR 063);
 * `promotions`: sign the shop's goods up to the platform's promotions (seckill); `shop`: the
 * shop's profile, opening and own categories (ADR 089); `shops.review`: approve or refuse shop
 * applications (ADR 089); `goods`: list, create and edit the shop's goods, their prices and stock
 * (ADR 090). The platform
 * console's (asked only of site 0's staff): `administrator` (site settings, plugins, the action
 * log), `operations` (points and member levels), `finance` (payment and withdrawal settings);
 * added minimally for the site settings (issue 31, ADR 091) until the platform's own roles land.
 * The platform's (ADR 092; only site 0's staff reach those calls): `catalogue` edits categories and
 * brands; `members.read` reads members; `members.money` adjusts their balances and points;
 * `members.freeze` freezes and unfreezes them.
 */
export type StaffPermission =
  | 'orders.read'
  | 'orders.write'
  | 'reviews'
  | 'coupons'
  | 'promotions'
  | 'goods'
  | 'administrator'
  | 'operations'
  | 'finance'
  | 'catalogue'
  | 'members.read'
  | 'members.money'
  | 'members.freeze'
  | 'shop'
  | 'shops.review';

export const ROLE_PERMISSIONS: Readonly<Record<StaffRole, readonly StaffPermission[]>> = {
  owner: [
    'orders.read',
    'orders.write',
    'reviews',
    'coupons',
    'promotions',
    'goods',
    'shop',
    'shops.review',
    'administrator',
    'operations',
    'finance',
    'catalogue',
    'members.read',
    'members.money',
    'members.freeze',
  ],
  clerk: [
    'orders.read',
    'orders.write',
    'reviews',
    'promotions',
    'shops.review',
    'catalogue',
    'members.read',
    'members.freeze',
  ],
  service: ['orders.read', 'reviews', 'members.read'],
  verifier: [],
  operations: [],
  finance: [],
  editor: ['goods'],
};

export const roleMay = (role: string, permission: StaffPermission) =>
  (ROLE_PERMISSIONS[role as StaffRole] ?? []).includes(permission);

/**
 * The platform console's grants (ADR 087): the administrator (owner) everything; operations the
 * storefront's promotions and content; finance money (withdrawals, complaint decisions, which
 * may force a refund) and reads complaints; customer service reads complaints. The order clerk
 * works the shop console's desk (every shop's transfers) and nothing here.
 */
export const PLATFORM_ROLE_PERMISSIONS: Readonly<Record<StaffRole, readonly PlatformPermission[]>> = {
  owner: PLATFORM_PERMISSIONS,
  operations: ['coupons', 'topics', 'seckill', 'content', 'live'],
  finance: ['withdrawals', 'complaints.read', 'complaints.decide'],
  service: ['complaints.read'],
  clerk: [],
  verifier: [],
  editor: [],
};

export const platformRoleMay = (role: string, permission: PlatformPermission) =>
  (PLATFORM_ROLE_PERMISSIONS[role as StaffRole] ?? []).includes(permission);
