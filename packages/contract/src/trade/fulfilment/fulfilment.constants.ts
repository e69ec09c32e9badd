/*
 * The shop console (`/seller`, ADR 049): staff roles, what each role may do, the couriers a
 * shop ships with. A staff account is a row of `servicer` (site_id 0 = the platform's staff).
 */

/** Console sessions live in this cookie, apart from the member's and the chat workbench's. */
export const SELLER_TOKEN_COOKIE = 'zay_seller_token';

/** owner: everything; clerk: the order desk; service: customer service (chat, reads orders); verifier: redeems codes. */
export const STAFF_ROLES = ['owner', 'clerk', 'service', 'verifier'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/**
 * What a console call needs; each role's grants below. `reviews`: read and answer the shop's
 * reviews; `coupons`: the shop's coupon types (the platform's: platform coupons; ADR 063);
 * `promotions`: sign the shop's goods up to the platform's promotions (seckill).
 */
export type StaffPermission = 'orders.read' | 'orders.write' | 'reviews' | 'coupons' | 'promotions';

export const ROLE_PERMISSIONS: Readonly<Record<StaffRole, readonly StaffPermission[]>> = {
  owner: ['orders.read', 'orders.write', 'reviews', 'coupons', 'promotions'],
  clerk: ['orders.read', 'orders.write', 'reviews', 'promotions'],
  service: ['orders.read', 'reviews'],
  verifier: [],
};

export const roleMay = (role: string, permission: StaffPermission) =>
  (ROLE_PERMISSIONS[role as StaffRole] ?? []).includes(permission);

/**
 * Couriers that carry parcels in Myanmar (express_company_id → name). Brand names are not
 * translated; `0` is never a courier. Ids are stable: packages store them.
 */
export const MYANMAR_COURIERS = [
  { id: 1, name: 'Myanma Post (EMS)' },
  { id: 2, name: 'Royal Express' },
  { id: 3, name: 'Ninja Van' },
  { id: 4, name: 'J&T Express' },
  { id: 5, name: 'Best Express' },
  { id: 6, name: 'Flash Express' },
  { id: 7, name: 'Marathon Myanmar' },
  { id: 8, name: 'Bee Express' },
  { id: 9, name: 'DHL Express' },
] as const;

export const courierName = (id: number) => MYANMAR_COURIERS.find((c) => c.id === id)?.name ?? '';

/** Order desk tabs: `waitproof` holds orders whose bank-transfer proof waits for the shop. */
export const DESK_TABS = [
  'all',
  'waitpay',
  'waitproof',
  'waitsend',
  'shipped',
  'received',
  'completed',
  'closed',
] as const;
export type DeskTab = (typeof DESK_TABS)[number];

/** What the desk may do with an order now; the console shows one control each. */
export const DESK_ACTIONS = [
  'confirmProof',
  'rejectProof',
  'adjustPrice',
  'ship',
  'dispatch',
  'readyPickup',
  'addTrace',
] as const;
export type DeskAction = (typeof DESK_ACTIONS)[number];

export const DESK_PAGE_SIZE = 20;
/** Packages of one express order at most. */
export const MAX_PACKAGES = 20;
