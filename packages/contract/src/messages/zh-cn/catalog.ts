import type { catalog as en } from '../en-us/catalog';

/** The catalogue: goods, categories, search and the goods page's service promises, in Simplified Chinese. */
export const catalog: Record<keyof typeof en, string> = {
  GOODS_NOT_FOUND: '商品不存在或已下架',
  CATEGORY_NOT_FOUND: '商品分类不存在',
  AFTERSALE_SHIP_WITHIN: '付款后{hours}小时内发货',
  AFTERSALE_NO_REASON_RETURN: '支持{days}天无理由退货',
  AFTERSALE_PACKAGE_POSTAGE: '套餐商品退货邮费由买家承担',
  KEYWORD_TOO_LONG: '搜索关键词最多50个字符',
  VIDEO_UNAVAILABLE: '该视频暂时无法播放',
};
