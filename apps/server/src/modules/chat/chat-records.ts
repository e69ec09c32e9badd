import { fromMinor, type ChatRecord } from '@zay/contract';
import { marketMoment } from '../../lib/market-clock';
import type { RequestContext } from '../../lib/context';
import * as cards from './chat-cards.repository';
import type { MessageRow } from './chat.repository';
import { orderCards, type OrderCard } from './order-cards';
import { shopFaces } from './shop-face';
import { servicerFaces } from '../staff';

/** A Unix time on the marketplace's clock: its day (YYYY-MM-DD) and time (HH:mm:ss). */
export function chatMoment(unixSeconds: number): { create_day: string; create_time: string } {
  const { day, time } = marketMoment(unixSeconds);
  return { create_day: day, create_time: time };
}

const NO_GOODS = { goods_name: null, sku_name: null, sku_image: null, price: null, stock: null, sale_num: null };
const NO_ORDER = {
  order_no: null,
  order_name: null,
  order_money: null,
  order_status: null,
  order_status_name: null,
  delivery_type_name: null,
  order_goods: null,
};

const unique = (values: number[]) => [...new Set(values.filter((v) => v > 0))];

/**
 * Chat records for stored messages, with the buyer, servicer, shop and goods/order cards each
 * loaded once for the whole list (a constant number of queries).
 */
export async function toRecords(ctx: RequestContext, rows: MessageRow[]): Promise<ChatRecord[]> {
  if (!rows.length) return [];
  const skuIds = unique(rows.filter((r) => r.content_type === 1).map((r) => r.goods_sku_id));
  const orderRows = rows.filter((r) => r.content_type === 2 && r.order_id > 0);
  const [members, servicers, shops, goods, orders] = await Promise.all([
    cards.membersByIds(ctx.db, unique(rows.map((r) => r.member_id))),
    servicerFaces(ctx.db, unique(rows.map((r) => r.servicer_id))),
    shopFaces(ctx.db, [...new Set(rows.map((r) => r.site_id))]),
    cards.goodsCards(ctx.db, skuIds),
    orderCards(ctx, orderRows),
  ]);
  const memberOf = new Map(members.map((m) => [m.member_id, m]));
  const goodsOf = new Map(goods.map((g) => [g.sku_id, g]));
  return rows.map((r) => {
    const member = memberOf.get(r.member_id);
    const servicer = servicers.get(r.servicer_id);
    const shop = shops.get(r.site_id);
    const sku = r.content_type === 1 ? goodsOf.get(r.goods_sku_id) : undefined;
    const order: OrderCard | undefined = r.content_type === 2 ? orders.get(r.order_id) : undefined;
    const say = r.content_type === 0 || r.content_type === 3 ? r.content : '';
    return {
      id: r.id,
      site_id: r.site_id,
      shop_id: r.site_id,
      member_id: r.member_id,
      servicer_id: r.servicer_id,
      ...chatMoment(r.create_time),
      content_type: r.content_type,
      type: r.type,
      read: r.is_read,
      goods_sku_id: r.goods_sku_id,
      order_id: r.order_id,
      consumer_say: r.type === 0 ? say : '',
      servicer_say: r.type === 1 ? say : '',
      nickname: member ? member.nickname || member.username : '',
      headimg: member?.headimg ?? '',
      servicer_nickname: servicer?.nickname ?? '',
      avatar: servicer?.avatar ?? '',
      shop_name: shop?.name ?? '',
      logo: shop?.logo ?? '',
      ...(sku
        ? {
            goods_name: sku.goods_name,
            sku_name: sku.sku_name,
            sku_image: sku.sku_image || sku.goods_image.split(',')[0] || '',
            price: fromMinor(sku.discount_price),
            stock: sku.stock,
            sale_num: sku.sale_num,
          }
        : NO_GOODS),
      ...(order ?? NO_ORDER),
    };
  });
}
