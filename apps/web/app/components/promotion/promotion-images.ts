import { imageUrls } from '~/lib/links';

/**
 * The pictures of a promotion's page (seckill, group buy, topic goods): the SKU's, else the
 * goods', else the one picture its tile shows.
 */
export function promotionImages(g: { sku_images: string; goods_image: string }, tileImage: string): string[] {
  const images = imageUrls(g.sku_images || g.goods_image);
  return images.length ? images : [tileImage];
}
