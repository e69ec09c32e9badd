import type { SeckillDetail, SeckillGoods, SeckillSlot } from '@zay/contract';
import { clockOfDay as hm } from '~/lib/format-time';
import { promotionImages } from '~/components/promotion/promotion-images';
import { imageUrl } from '~/lib/links';
import type { SeckillCardView, SeckillDetailView, SlotView } from './seckill-types';

export function toSlotView(s: SeckillSlot): SlotView {
  return {
    id: s.id,
    name: s.name,
    hours: `${hm(s.seckill_start_time)}–${hm(s.seckill_end_time)}`,
    status: s.status,
    start: s.start_time,
    end: s.end_time,
  };
}

export function toSeckillCard(g: SeckillGoods): SeckillCardView {
  return {
    id: g.id,
    skuId: g.sku_id,
    name: g.goods_name,
    image: imageUrl(g.goods_image),
    seckillPrice: g.seckill_price,
    price: g.price,
    stock: g.stock,
    sold: g.sale_num,
    maxBuy: g.max_buy,
  };
}

export function toSeckillDetail(d: SeckillDetail): SeckillDetailView {
  const g = d.goods_sku_detail;
  const images = promotionImages(g, imageUrl(g.sku_image));
  const slots = g.slots.map(toSlotView);
  return {
    ...toSeckillCard(g),
    name: g.sku_name || g.goods_name,
    image: imageUrl(g.sku_image) || images[0] || '',
    images,
    shopName: d.shop_info.site_name,
    siteId: d.shop_info.site_id,
    unit: g.unit,
    end: g.slot_end_time,
    nextStart: g.status === 1 ? (slots.find((s) => s.status === 0)?.start ?? 0) : 0,
    slots,
  };
}
