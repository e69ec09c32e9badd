// The catalog domain's face: all that another domain may use of it (ADR 085).
export { brandsByIds } from './brand.service';
export { categoriesByIds, categoryTree } from './category.service';
export { countNewReviews, evaluateCount, maskName } from './evaluate.service';
export { goodsDetail } from './goods-detail.service';
export { isCollect } from './member-goods.service';
export { type GoodsPromotionSource, registerGoodsPromotion } from './goods-promotions';
export { goodsByIds, visibleGoodsByIds } from './goods.service';
export { translateGoods, translateOneGoods } from './goods-translation';
export { returnStock, type StockLine, takeStock } from './stock.service';
export { registerSkuLocks, type SkuLockSource } from './goods-edit/sku-locks';
export { saveGoods } from './goods-edit/goods-edit.service';
