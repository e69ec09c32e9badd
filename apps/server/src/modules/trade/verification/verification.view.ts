import { marketDateTime } from '../../../lib/market-clock';
import {
  formatKs,
  fromMinor,
  message,
  type Lang,
  type MessageKey,
  type VerifyRow,
  type VerifyType,
} from '@zay/contract';
import { CODE_STATE } from '../../../lib/order-state-machine';
import type { CodeLine, findOrderFacts, VerifyRowData } from './verification.repository';

type OrderFacts = NonNullable<Awaited<ReturnType<typeof findOrderFacts>>>;

export interface StoredItem {
  img: string;
  name: string;
  price: number;
  num: number;
}

/** "2026-11-24 21:05:00" in the marketplace's time zone (ADR 032); '' for no time. */
const timeText = (unix: number) => (unix > 0 ? marketDateTime(unix) : '');

export const verifyTypeName = (lang: Lang, type: string) =>
  message(lang, type === 'pickup' ? 'VERIFY_TYPE_PICKUP' : 'VERIFY_TYPE_VIRTUALGOODS');

function items(json: string): StoredItem[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? (value as StoredItem[]) : [];
  } catch {
    return [];
  }
}

/** The order lines the desk shows (API-SHAPES-MORE §4: pickup adds the store and address). */
function remarks(lang: Lang, type: string, o: OrderFacts | undefined) {
  if (!o) return [];
  const rows: [MessageKey, string][] = [
    ['VERIFY_REMARK_ORDER_MONEY', formatKs(o.order_money)],
    ['VERIFY_REMARK_ORDER_NO', o.order_no],
    ['VERIFY_REMARK_CREATE_TIME', timeText(o.create_time)],
    ['VERIFY_REMARK_PAY_TIME', timeText(o.pay_time)],
  ];
  if (type === 'pickup') {
    const address = o.full_address.includes(o.address) ? o.full_address : `${o.full_address} ${o.address}`.trim();
    if (address) rows.push(['VERIFY_REMARK_ADDRESS', address]);
    rows.push(['VERIFY_REMARK_STORE', o.delivery_store_name]);
  }
  return rows.map(([key, value]) => ({ title: message(lang, key), value }));
}

/** The API's `is_verify`: 1 used, 0 otherwise (frozen and void are the server's, ADR 093). */
export const usedFlag = (state: number) => (state === CODE_STATE.USED ? 1 : 0);

/** The goods a code hands over (unused: its live goods) or handed over (used: its received goods), as the desk shows them. */
export const lineItems = (lines: readonly CodeLine[]): StoredItem[] =>
  lines.map((l) => ({ img: l.sku_image, name: l.sku_name, price: l.price, num: l.num }));

export function verifyRowView(
  lang: Lang,
  r: VerifyRowData,
  order: OrderFacts | undefined,
  worth?: StoredItem[],
): VerifyRow {
  return {
    id: r.id,
    site_id: r.site_id,
    site_name: r.site_name,
    verify_code: r.verify_code,
    verify_type: r.verify_type as VerifyType,
    verify_type_name: verifyTypeName(lang, r.verify_type),
    verifier_id: r.verifier_id,
    verifier_name: r.verifier_name,
    is_verify: usedFlag(r.is_verify),
    create_time: r.create_time,
    verify_time: r.verify_time,
    relate_id: r.relate_id,
    item_array: (worth ?? items(r.item_array)).map((i) => ({ ...i, price: fromMinor(i.price), remark_array: [] })),
    remark_array: remarks(lang, r.verify_type, order),
  };
}
