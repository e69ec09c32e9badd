import type { shop as en } from '../en-us/shop';

/** Shops, in Simplified Chinese. */
export const shop: Record<keyof typeof en, string> = {
  SHOP_NOT_FOUND: '店铺不存在',
  SHOP_CLOSED: '店铺已关闭',
};
