import type { EvaluateCounts, GoodsView } from '~/features/catalog/goods/goods-types';

const absolute = (origin: string, path: string) => (/^https?:/i.test(path) ? path : `${origin}${path}`);

/**
 * schema.org Product for search engines. The evaluation count call gives good (4–5 stars), middle
 * and bad counts but no mean score, so the rating is the share of good reviews on a 0–100 scale.
 */
export function goodsJsonLd(goods: GoodsView, counts: EvaluateCounts, origin: string) {
  const url = `${origin}/sku-${goods.skuId}`;
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: goods.name,
    description: goods.introduction || goods.name,
    sku: String(goods.skuId),
    image: goods.images.map((i) => absolute(origin, i)),
    url,
    offers: {
      '@type': 'Offer',
      url,
      price: goods.salePrice,
      priceCurrency: 'MMK',
      availability: goods.stock > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      ...(goods.promotion ? { priceValidUntil: new Date(goods.promotion.end * 1000).toISOString().slice(0, 10) } : {}),
    },
    ...(counts.all > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: Math.round((100 * counts.good) / counts.all),
            bestRating: 100,
            worstRating: 0,
            ratingCount: counts.all,
          },
        }
      : {}),
  };
}
