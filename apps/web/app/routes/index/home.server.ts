import {
  floorBrandSchema,
  floorCategorySchema,
  floorGoodsSchema,
  seckillGoodsPageEndpoint,
  seckillSlotsEndpoint,
  type FloatLayer,
  type Floor,
  type Lang,
} from '@zay/contract';
import { z } from 'zod';
import type { FloatLayerView, FloorGoods, FloorImage, FloorText, FloorView } from '~/features/content/home/floor-types';
import type { SeckillFloorData } from '~/features/promotion/seckill/seckill-floor';
import { toSeckillCard, toSlotView } from '~/features/promotion/seckill/seckill-views';
import type { ServerApi } from '~/lib/api.server';
import { categoryName } from '~/lib/lang';
import { parseJsonLink } from '~/lib/layout-data.server';
import { imageUrl, safeUrl } from '~/lib/links';

// Slot values are free-form JSON set up by the platform; anything malformed reads as empty.
const linkSchema = z.object({ url: z.string() }).partial().catch({});
const textSchema = z.object({ text: z.string().catch(''), color: z.string().catch(''), link: linkSchema }).partial();
const imageSchema = z.object({ url: z.string().catch(''), link: linkSchema }).partial();
const listOf = <T extends z.ZodType>(item: T) => z.object({ list: z.array(item).catch([]) }).partial();

type Slots = Floor['value'];

function slotValue(slots: Slots, name: string): unknown {
  return slots[name]?.value ?? {};
}

function readText(slots: Slots, name: string): FloorText {
  const v = textSchema.safeParse(slotValue(slots, name)).data ?? {};
  return { text: v.text ?? '', color: v.color ?? '', url: safeUrl(v.link?.url) };
}

function readImage(slots: Slots, name: string): FloorImage | null {
  const v = imageSchema.safeParse(slotValue(slots, name)).data ?? {};
  return v.url ? { image: imageUrl(v.url), url: safeUrl(v.link?.url) } : null;
}

function readGoods(slots: Slots, name: string): FloorGoods[] {
  const list = listOf(floorGoodsSchema).safeParse(slotValue(slots, name)).data?.list ?? [];
  return list.map((g) => ({
    skuId: g.sku_id,
    name: g.sku_name || g.goods_name,
    image: imageUrl(g.sku_image),
    introduction: g.introduction,
    price: g.discount_price || g.price,
    marketPrice: g.market_price,
    saleNum: g.sale_num,
  }));
}

const STYLES = { 'floor-style-1': 1, 'floor-style-2': 2, 'floor-style-3': 3 } as const;

export function toFloorView(floor: Floor, lang: Lang): FloorView {
  const slots = floor.value;
  const brands = listOf(floorBrandSchema).safeParse(slotValue(slots, 'brandList')).data?.list ?? [];
  const categories = listOf(floorCategorySchema).safeParse(slotValue(slots, 'categoryList')).data?.list ?? [];
  const title = readText(slots, 'title');
  return {
    id: floor.id,
    style: STYLES[floor.block_name],
    title: { ...title, text: title.text || floor.title },
    subTitle: readText(slots, 'subTitle'),
    leftImg: readImage(slots, 'leftImg'),
    bottomImg: readImage(slots, 'bottomImg'),
    goods: readGoods(slots, 'goodsList'),
    rightGoods: readGoods(slots, 'rightGoodsList'),
    bottomGoods: readGoods(slots, 'bottomGoodsList'),
    brands: brands.map((b) => ({ id: b.brand_id, name: b.brand_name, image: imageUrl(b.image_url) })),
    categories: categories.map((c) => ({ id: c.category_id, name: categoryName(c, lang), level: c.level })),
  };
}

export function toFloatLayer(layer: FloatLayer | null): FloatLayerView | null {
  if (!layer?.is_show || !layer.img_url) return null;
  return {
    title: layer.title,
    image: imageUrl(layer.img_url),
    url: parseJsonLink(layer.url),
    version: layer.number || '1',
  };
}

/** The home floor of seckills: the running slot and its first five goods; null when none runs (or the addon is off). */
export async function loadSeckillFloor(call: ServerApi): Promise<SeckillFloorData | null> {
  const slots = await call(seckillSlotsEndpoint, {});
  const running = slots.ok ? slots.data.list.find((s) => s.status === 1) : undefined;
  if (!slots.ok || !running) return null;
  const goods = await call(seckillGoodsPageEndpoint, { seckill_id: running.id, page: 1, page_size: 5 });
  if (!goods.ok || goods.data.list.length === 0) return null;
  return { slot: toSlotView(running), cards: goods.data.list.map(toSeckillCard), time: slots.data.time };
}
