import { z } from 'zod';

// The home page's floors (`pc/floors`): styled blocks of goods, brands, categories, text and images.

/** Goods as the floors and lists show them (prices are money strings). */
export const floorGoodsSchema = z.object({
  goods_id: z.number().int(),
  sku_id: z.number().int(),
  goods_name: z.string(),
  sku_name: z.string(),
  sku_image: z.string(),
  price: z.string(),
  market_price: z.string(),
  discount_price: z.string(),
  sale_num: z.number().int(),
  introduction: z.string(),
});
export const floorBrandSchema = z.object({ brand_id: z.number().int(), brand_name: z.string(), image_url: z.string() });
export const floorCategorySchema = z.object({
  category_id: z.number().int(),
  category_name: z.string(),
  category_name1: z.string(),
  category_name2: z.string(),
  level: z.number().int(),
  image: z.string(),
});

const floorSlotSchema = z.object({ type: z.string(), value: z.record(z.string(), z.unknown()) });

export const FLOOR_STYLES = ['floor-style-1', 'floor-style-2', 'floor-style-3'] as const;
export type FloorStyle = (typeof FLOOR_STYLES)[number];
/** A slot's kind: text and image slots hold their value, list slots `value.list`. */
export type FloorSlotKind = 'text' | 'img' | 'goods' | 'brand' | 'category';
/**
 * The slots each floor style declares, as this family's clients read them (`data.value.bottomImg.value.url`
 * on a floor-style-1 throws when the slot is missing): `pc/floors` answers every one of them.
 */
export const FLOOR_STYLE_SLOTS: Record<FloorStyle, Record<string, FloorSlotKind>> = {
  'floor-style-1': { title: 'text', leftImg: 'img', goodsList: 'goods', bottomImg: 'img' },
  'floor-style-2': { title: 'text', subTitle: 'text', goodsList: 'goods', bottomImg: 'img' },
  'floor-style-3': {
    title: 'text',
    categoryList: 'category',
    leftImg: 'img',
    rightGoodsList: 'goods',
    bottomGoodsList: 'goods',
    brandList: 'brand',
  },
};
export const floorSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  block_name: z.enum(FLOOR_STYLES),
  block_title: z.string(),
  value: z.record(z.string(), floorSlotSchema),
});
export type Floor = z.infer<typeof floorSchema>;
export type FloorGoods = z.infer<typeof floorGoodsSchema>;
export type FloorBrand = z.infer<typeof floorBrandSchema>;
export type FloorCategory = z.infer<typeof floorCategorySchema>;
