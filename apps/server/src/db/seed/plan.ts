import { BRANDS } from './brands-data';
import { CATEGORIES } from './categories-data';
import { planContentImages, type ContentImages } from './content-images';
import { planGoods, type GoodsPlan } from './goods-plan';
import { planSources, type GoodsSource } from './goods-sources';
import { brandSvg, tileSvg } from './image-templates';
import { createImageSet, type ImageSet } from './images';
import { at, createRandom, type Random } from './random';
import { planShops, type ShopPlan } from './shop-plan';
import { SHOPS } from './shops-data';

export type SeedSize = 'demo' | 'large';

export interface SeedPlan {
  images: ImageSet;
  shops: ShopPlan[];
  sources: GoodsSource[];
  goods: GoodsPlan[];
  topImages: string[];
  midImages: string[][];
  brandLogos: string[];
  content: ContentImages;
}

/** `goods: 0` makes one goods per catalogue model; the named shops come first in both sizes. */
const SIZES: Record<SeedSize, { shops: number; goods: number; closedGoods: number }> = {
  demo: { shops: SHOPS.length, goods: 0, closedGoods: 6 },
  large: { shops: 50, goods: 10_000, closedGoods: 20 },
};

function catalogueImages(images: ImageSet) {
  const topImages = CATEGORIES.map((top, t) =>
    images.add('category', `c${t + 1}`, [200, 200], () => tileSvg(200, 200, (t * 30) % 360, top.icon, top.short)),
  );
  const midImages = CATEGORIES.map((top, t) =>
    top.mids.map((mid, m) =>
      images.add('category', `c${t + 1}-${m + 1}`, [200, 200], () =>
        tileSvg(200, 200, (t * 30 + m * 9) % 360, mid.icon, ''),
      ),
    ),
  );
  const brandLogos = BRANDS.map((b, i) =>
    images.add('brand', `b${i + 1}`, [240, 120], () => brandSvg(240, 120, (i * 53) % 360, b.name)),
  );
  return { topImages, midImages, brandLogos };
}

function shopFor(top: number, shops: ShopPlan[], rng: Random): number {
  const official = shops.findIndex((s) => s.isOwn);
  const candidates = shops.flatMap((s, i) => (!s.isOwn && !s.closed && s.tops.includes(top) ? [i] : []));
  if (candidates.length === 0 || (official >= 0 && rng.chance(0.12))) return Math.max(official, 0);
  return rng.pick(candidates);
}

function planAllGoods(
  size: SeedSize,
  sources: GoodsSource[],
  shops: ShopPlan[],
  rng: Random,
  now: number,
): GoodsPlan[] {
  const total = Math.max(SIZES[size].goods, sources.length);
  const goods: GoodsPlan[] = [];
  for (let i = 0; i < total; i++) {
    const src = at(sources, i % sources.length);
    goods.push(planGoods(i, src, shopFor(src.ref.t, shops, rng), rng, now));
  }
  const closed = shops.findIndex((s) => s.closed);
  if (closed < 0) return goods;
  const closedTop = at(shops, closed).tops[0];
  const pool = goods.filter((g) => g.source.ref.t === closedTop && !shops[g.shop]?.isOwn);
  const step = Math.max(1, Math.floor(pool.length / SIZES[size].closedGoods));
  for (let k = 0; k < SIZES[size].closedGoods && k * step < pool.length; k++) at(pool, k * step).shop = closed;
  return goods;
}

export function buildPlan(size: SeedSize, now: number): SeedPlan {
  const rng = createRandom(20_260_101);
  const images = createImageSet();
  const catalogue = catalogueImages(images);
  const shops = planShops(SIZES[size].shops, rng, images, now);
  const sources = planSources(rng, images);
  const goods = planAllGoods(size, sources, shops, rng, now);
  return { images, shops, sources, goods, ...catalogue, content: planContentImages(images) };
}
