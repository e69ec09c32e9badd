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
 * customer service (chat, reads orders); verifier: redeems codes; editor: the goods editor (lists
 * and edits the shop's goods, no money, no orders; ADR 090). operations and finance are the
 * platform's own roles (ADR 087): nothing in a shop's console.
 */
export const STAFF_ROLES = ['owner', 'clerk', 'service', 'verifier', 'operations', 'finance', 'editor'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/**
 * What a shop console call needs; each role's grants below. `reviews`: read and answer the shop's
 * reviews; `coupons`: the shop's coupon types (ADR 063); `promotions`: sign the shop's goods up
 * to the platform's promotions (seckill); `shop`: the shop's profile, opening and own categories
 * (ADR 089); `goods`: list, create and edit the shop's goods, their prices and stock (ADR 090);
 * `staff`: the shop's staff accounts and its action log (ADR 098); `money`: the shop's balance,
 * bank accounts and withdrawals (ADR 102).
 * The platform console's calls name a `PlatformPermission` instead (ADR 087).
 */
export type StaffPermission =
  'orders.read' | 'orders.write' | 'reviews' | 'coupons' | 'promotions' | 'shop' | 'goods' | 'staff' | 'money';

export const ROLE_PERMISSIONS: Readonly<Record<StaffRole, readonly StaffPermission[]>> = {
  owner: ['orders.read', 'orders.write', 'reviews', 'coupons', 'promotions', 'shop', 'goods', 'staff', 'money'],
  clerk: ['orders.read', 'orders.write', 'reviews', 'promotions'],
  service: ['orders.read', 'reviews'],
  verifier: [],
  operations: [],
  finance: [],
  editor: ['goods'],
};

export const roleMay = (role: string, permission: StaffPermission) =>
  (ROLE_PERMISSIONS[role as StaffRole] ?? []).includes(permission);

/**
 * The platform console's grants (ADR 087): the administrator (owner) everything, alone the site's
 * own settings, its images and the action log (`administrator`); operations the storefront's
 * promotions and content, the catalogue, shop applications, reading and freezing members, and the
 * points and levels settings; finance money (withdrawals, complaint decisions, which may force a
 * refund, members' balances and points, the payment and withdrawal settings), reads complaints
 * and members; customer service reads complaints and members. `settings` goes to every role that
 * owns a settings group. The order clerk works the shop console's desk (every shop's transfers)
 * and nothing here. Every platform role reads the dashboard (`dashboard`, ADR 107).
 */
export const PLATFORM_ROLE_PERMISSIONS: Readonly<Record<StaffRole, readonly PlatformPermission[]>> = {
  owner: PLATFORM_PERMISSIONS,
  operations: [
    'coupons',
    'topics',
    'seckill',
    'content',
    'live',
    'catalogue',
    'shops.review',
    'members.read',
    'members.freeze',
    'operations',
    'settings',
    'dashboard',
  ],
  finance: [
    'withdrawals',
    'complaints.read',
    'complaints.decide',
    'members.read',
    'members.money',
    'finance',
    'settings',
    'dashboard',
  ],
  service: ['complaints.read', 'members.read', 'dashboard'],
  clerk: [],
  verifier: [],
  editor: [],
};

export const platformRoleMay = (role: string, permission: PlatformPermission) =>
  (PLATFORM_ROLE_PERMISSIONS[role as StaffRole] ?? []).includes(permission);
