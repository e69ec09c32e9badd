import { courierName, message, type Lang, type OrderPackage } from '@zay/contract';
import { marketDateTime } from '../../../lib/market-clock';
import type { PackageGoodsRow, PackageRow, TraceRow } from './package.repository';

const event = (time: number, remark: string) => ({ datetime: marketDateTime(time), time, remark });

/**
 * A package's tracking, oldest first (the family's clients reverse it), in the reader's language
 * (issue 35 §10): the shipment itself (courier and waybill, or the shop's own courier), what the
 * shop recorded since, and the buyer's receipt once the order is received. Status: 1 picked up
 * while the shipment is all there is, 2 in transit, 3 delivered.
 */
function traceOf(lang: Lang, p: PackageRow, traces: TraceRow[]) {
  const local = p.delivery_type === 0;
  const list = [];
  if (p.delivery_time > 0)
    list.push(
      event(
        p.delivery_time,
        local
          ? message(lang, 'TRACE_DISPATCHED', { courier: p.courier_name, phone: p.courier_phone }).trim()
          : message(lang, 'TRACE_SHIPPED', { courier: courierName(p.express_company_id), no: p.delivery_no }),
      ),
    );
  for (const t of traces) if (t.package_id === p.id) list.push(event(t.trace_time, t.remark));
  if (p.sign_time > 0) list.push(event(p.sign_time, message(lang, 'TRACE_RECEIVED')));
  list.sort((a, b) => a.time - b.time);
  const status = list.length === 0 ? 0 : p.sign_time > 0 ? 3 : list.length === 1 ? 1 : 2;
  const statusName = (
    ['TRACE_STATUS_NONE', 'TRACE_STATUS_COLLECTED', 'TRACE_STATUS_TRANSIT', 'TRACE_STATUS_SIGNED'] as const
  )[status]!;
  return {
    success: list.length > 0,
    reason: list.length > 0 ? '' : message(lang, 'TRACE_NONE'),
    status,
    status_name: message(lang, statusName),
    shipper_code: '',
    logistic_code: p.delivery_no,
    list,
  };
}

/** One package as API-SHAPES-MORE §3.5 names it; its tracking: traceOf. */
export function packageView(lang: Lang, p: PackageRow, goods: PackageGoodsRow[], traces: TraceRow[]): OrderPackage {
  const mine = goods.filter((g) => g.package_id === p.id);
  const local = p.delivery_type === 0;
  return {
    id: p.id,
    order_id: p.order_id,
    order_goods_id_array: mine.map((g) => g.order_goods_id).join(','),
    goods_id_array: mine.map((g) => g.goods_id).join(','),
    package_name: local ? message(lang, 'PACKAGE_LOCAL') : message(lang, 'PACKAGE_NAME', { n: p.package_no }),
    delivery_type: p.delivery_type,
    express_company_id: p.express_company_id,
    express_company_name: local ? p.courier_name : courierName(p.express_company_id),
    express_company_image: '',
    delivery_no: p.delivery_no,
    delivery_time: p.delivery_time,
    courier_name: p.courier_name,
    courier_phone: p.courier_phone,
    member_id: p.member_id,
    member_name: p.member_name ?? '',
    type: 'manual',
    goods_list: mine.map((g) => ({ sku_id: g.sku_id, num: g.num, sku_name: g.sku_name, sku_image: g.sku_image })),
    trace: traceOf(lang, p, traces),
  };
}
