import { courierName, message, type Lang, type OrderPackage } from '@zay/contract';
import { marketDateTime } from '../../../lib/market-clock';
import type { PackageGoodsRow, PackageRow, TraceRow } from './package.repository';

/**
 * One package as API-SHAPES-MORE §3.5 names it. Its tracking is what the shop recorded, oldest
 * first (the family's clients reverse it); none is `success: false` with the family's reason.
 */
export function packageView(lang: Lang, p: PackageRow, goods: PackageGoodsRow[], traces: TraceRow[]): OrderPackage {
  const mine = goods.filter((g) => g.package_id === p.id);
  const list = traces
    .filter((t) => t.package_id === p.id)
    .map((t) => ({ datetime: marketDateTime(t.trace_time), time: t.trace_time, remark: t.remark }));
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
    trace: {
      success: list.length > 0,
      reason: list.length > 0 ? '' : message(lang, 'TRACE_NONE'),
      status: list.length > 0 ? 2 : 0,
      status_name: message(lang, list.length > 0 ? 'TRACE_STATUS_TRANSIT' : 'TRACE_STATUS_NONE'),
      shipper_code: '',
      logistic_code: p.delivery_no,
      list,
    },
  };
}
