import { z } from 'zod';
import { moneySchema } from '../common/money';
import { pageQuerySchema } from '../common/paging';
import { idFilterSchema, orderSchema, sortSchema } from '../catalog/filters';
import { keywordSchema } from '../validation/text.rules';

const int = z.number().int();

/** `site_id` is checked by the server so that a missing one answers REQUEST_SITE_ID (-10007). */
export const shopIdBodySchema = z.object({ site_id: idFilterSchema });

export const shopInfoSchema = z.object({
  site_id: int,
  site_name: z.string(),
  is_own: int,
  shop_status: int,
  logo: z.string(),
  avatar: z.string(),
  banner: z.string(),
  seo_description: z.string(),
  telephone: z.string(),
  shop_desccredit: z.number(),
  shop_servicecredit: z.number(),
  shop_deliverycredit: z.number(),
  workingtime: z.string(),
  shop_sales: int,
  address: z.string(),
  full_address: z.string(),
  longitude: z.string(),
  latitude: z.string(),
  sub_num: int,
  level_name: z.string(),
  category_name: z.string(),
});
export type ShopInfo = z.infer<typeof shopInfoSchema>;

/** A shop the member follows (shopmember/membershoppages); `subscribe_time` when they followed it. */
export const followedShopSchema = shopInfoSchema
  .pick({
    site_id: true,
    site_name: true,
    is_own: true,
    logo: true,
    telephone: true,
    sub_num: true,
    seo_description: true,
    shop_desccredit: true,
    shop_servicecredit: true,
    shop_deliverycredit: true,
    shop_sales: true,
    full_address: true,
  })
  .extend({ subscribe_time: int });
export type FollowedShop = z.infer<typeof followedShopSchema>;

/** Follow state and the shop's follower count after a follow or unfollow. */
export const subscribeCountSchema = z.object({ sub_num: int });

export interface ShopCategoryNode {
  category_id: number;
  site_id: number;
  pid: number;
  level: number;
  category_name: string;
  sort: number;
  child_list?: ShopCategoryNode[];
}
export const shopCategoryNodeSchema: z.ZodType<ShopCategoryNode> = z.lazy(() =>
  z.object({
    category_id: int,
    site_id: int,
    pid: int,
    level: int,
    category_name: z.string(),
    sort: int,
    child_list: z.array(shopCategoryNodeSchema).optional(),
  }),
);

export const SHOP_ORDERS = ['sales', 'credit'] as const;

/** Shop street: search by shop name or main business; order integrated (default), sales or credit. */
export const shopPageBodySchema = pageQuerySchema.extend({
  keyword: keywordSchema.optional().transform((k) => k ?? ''),
  /** The chosen city site: only its shops (ADR 067); 0 or absent is all Myanmar. */
  website_id: idFilterSchema,
  order: orderSchema(SHOP_ORDERS),
  sort: sortSchema,
});

export const streetGoodsSchema = z.object({
  goods_id: int,
  sku_id: int,
  goods_name: z.string(),
  sku_image: z.string(),
  price: moneySchema,
  discount_price: moneySchema,
  sale_num: int,
});

export const streetShopSchema = z.object({
  site_id: int,
  site_name: z.string(),
  is_own: int,
  logo: z.string(),
  avatar: z.string(),
  seo_description: z.string(),
  shop_desccredit: z.number(),
  shop_servicecredit: z.number(),
  shop_deliverycredit: z.number(),
  shop_credit: int,
  shop_sales: int,
  sub_num: int,
  /** Main business. */
  category_name: z.string(),
  level_name: z.string(),
  /** The shop's best-selling goods (up to 4). */
  goods_list: z.array(streetGoodsSchema),
});
export type StreetShop = z.infer<typeof streetShopSchema>;
