import type { catalog as en } from '../en-us/catalog';

/** The catalogue: goods, categories, search and the goods page's service promises, in Simplified Chinese. */
export const catalog: Record<keyof typeof en, string> = {
  GOODS_NOT_FOUND: '商品不存在或已下架',
  CATEGORY_NOT_FOUND: '商品分类不存在',
  AFTERSALE_SHIP_WITHIN: '付款后{hours}小时内发货',
  AFTERSALE_SHIP_WITHIN_ONE: '付款后{hours}小时内发货',
  AFTERSALE_NO_REASON_RETURN: '支持{days}天无理由退货',
  AFTERSALE_PACKAGE_POSTAGE: '套餐商品退货邮费由买家承担',
  KEYWORD_TOO_LONG: '搜索关键词最多50个字符',
  VIDEO_UNAVAILABLE: '该视频暂时无法播放',
  CATALOGUE_NAME_INVALID: '请输入不超过 {max} 个字符的名称，且不能包含 < 或 >',
  CATALOGUE_IMAGE_INVALID: '图片必须是已上传的图片或 https:// 地址',
  COMMISSION_RATE_INVALID: '佣金比例必须在 0% 到 100% 之间',
  CATEGORY_PARENT_INVALID: '分类不能移到自身、自己的下级分类或不存在的分类下',
  CATEGORY_TOO_DEEP: '分类最多三级，此次移动会产生第四级',
  CATEGORY_HAS_CHILDREN: '该分类下有 {count} 个子分类，请先移走或删除',
  CATEGORY_HAS_GOODS: '该分类下有 {count} 件商品（{shops}），请先把它们移到其他分类',
  BRAND_NOT_FOUND: '品牌不存在',
  BRAND_HAS_GOODS: '有 {count} 件商品使用该品牌（{shops}），请先修改它们的品牌',
};
