import {
  deliveryTypeName,
  fromMinor,
  ORDER_STATUS,
  ORDER_TYPE,
  orderStatusName,
  PAY_STATUS,
  orderTypeName,
  promotionTypeName,
  payTypeName,
  roleMay,
  type DeskAction,
  type DeskOrder,
  type Lang,
  type PayTypes,
} from '@zay/contract';
import { allows, ORDER, PAY } from '../../../lib/order-state-machine';
import type { DeskGoodsRow, DeskListRow } from './fulfilment.repository';

/** What the desk may do with the order now, for a staff member of `role` (ADR 050). */
export function deskActions(o: Pick<DeskListRow, 'order_status' | 'pay_status' | 'order_type'>, role: string) {
  if (!roleMay(role, 'orders.write')) return [];
  const actions: DeskAction[] = [];
  const unpaid = o.order_status === ORDER_STATUS.UNPAID;
  if (unpaid && o.pay_status === PAY_STATUS.UNPAID) actions.push('adjustPrice');
  if (unpaid && allows(PAY.moves.confirmProof, o.pay_status)) actions.push('confirmProof', 'rejectProof');
  if (o.order_type === ORDER_TYPE.EXPRESS && allows(ORDER.moves.ship, o.order_status)) actions.push('ship');
  if (o.order_type === ORDER_TYPE.STORE && allows(ORDER.moves.readyForPickup, o.order_status))
    actions.push('readyPickup');
  if (o.order_type === ORDER_TYPE.LOCAL && allows(ORDER.moves.ship, o.order_status)) actions.push('dispatch');
  if (o.order_status === ORDER_STATUS.SHIPPED) actions.push('addTrace');
  return actions;
}

/** A transfer proof waiting for the shop: when it was sent and when its window ends (ADR 087). */
export type ProofWait = { proof_time: number; proof_expire_time: number };
const NO_PROOF_WAIT: ProofWait = { proof_time: 0, proof_expire_time: 0 };

export function deskOrderView(
  lang: Lang,
  o: DeskListRow,
  goods: DeskGoodsRow[],
  wallets: PayTypes['wallets'],
  role: string,
  proof: ProofWait = NO_PROOF_WAIT,
): DeskOrder {
  return {
    order_id: o.order_id,
    order_no: o.order_no,
    out_trade_no: o.out_trade_no,
    site_id: o.site_id,
    site_name: o.site_name,
    member_id: o.member_id,
    buyer_name: o.nickname || o.username || '',
    order_type: o.order_type,
    order_type_name: orderTypeName(lang, o.order_type),
    promotion_type: o.promotion_type,
    promotion_type_name: promotionTypeName(lang, o.promotion_type),
    order_status: o.order_status,
    order_status_name: orderStatusName(lang, o),
    pay_status: o.pay_status,
    pay_type_name: payTypeName(lang, o.pay_type, wallets),
    delivery_type: o.delivery_type,
    delivery_type_name: deliveryTypeName(lang, o.delivery_type),
    name: o.name,
    mobile: o.mobile,
    goods_num: o.goods_num,
    order_money: fromMinor(o.order_money),
    adjust_money: fromMinor(o.adjust_money),
    pay_money: fromMinor(o.pay_money),
    create_time: o.create_time,
    pay_time: o.pay_time,
    ...proof,
    order_goods: goods
      .filter((g) => g.order_id === o.order_id)
      .map((g) => ({
        order_goods_id: g.order_goods_id,
        goods_id: g.goods_id,
        sku_id: g.sku_id,
        sku_name: g.sku_name,
        sku_image: g.sku_image,
        price: fromMinor(g.price),
        num: g.num,
        goods_money: fromMinor(g.goods_money),
        delivery_status: g.delivery_status,
        package_id: Number(g.package_id),
        refund_status: g.refund_status,
      })),
    desk_action: deskActions(o, role),
  };
}
