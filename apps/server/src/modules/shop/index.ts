// The shop domain's face: all that another domain may use of it (ADR 085).
export { addShopScores } from './shop-score.service';
export { shopCategoriesOf, shopInfo, shopReturnAddress } from './shop.service';
export { isSubscribed } from './shop-member.service';
export { shopDetail } from './platform/platform-shop.service';
