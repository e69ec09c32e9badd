/* The shop console (`/seller`, ADR 049): the couriers a shop ships with, the order desk's tabs and actions. */

/**
 * Couriers that carry parcels in Myanmar (express_company_id → name). Brand names are not
 * translated; `0` is never a courier. Ids are stable: packages store them. `track`: the courier's
 * own tracking page where it has a public one (`{no}`: the waybill number), linked from the
 * buyer's logistics page (issue 35 §10); the others have none we could vouch for.
 */
export const MYANMAR_COURIERS: readonly { id: number; name: string; track?: string }[] = [
  { id: 1, name: 'Myanma Post (EMS)', track: 'https://www.ems.post/en/global-network/tracking' },
  { id: 2, name: 'Royal Express' },
  { id: 3, name: 'Ninja Van' },
  { id: 4, name: 'J&T Express' },
  { id: 5, name: 'Best Express' },
  { id: 6, name: 'Flash Express' },
  { id: 7, name: 'Marathon Myanmar' },
  { id: 8, name: 'Bee Express' },
  {
    id: 9,
    name: 'DHL Express',
    track: 'https://www.dhl.com/global-en/home/tracking/tracking-express.html?submit=1&tracking-id={no}',
  },
];

export const courierName = (id: number) => MYANMAR_COURIERS.find((c) => c.id === id)?.name ?? '';

/** The courier's page tracking waybill `no`, or '' when the courier has none. */
export function courierTrackUrl(id: number, no: string): string {
  const track = MYANMAR_COURIERS.find((c) => c.id === id)?.track;
  return track ? track.replace('{no}', encodeURIComponent(no)) : '';
}

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
