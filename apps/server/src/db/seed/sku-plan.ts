import { skuSpecText } from '@zay/contract';
import type { GoodsSource } from './goods-sources';
import { PRICE_HINTS } from './prices-data';
import type { Random } from './random';
import { COLOUR, type SpecDef, type SpecValue } from './specs-data';

/** One spec of a goods (colour, storage…) with the values its SKUs combine. */
export interface Dimension {
  spec: SpecDef;
  values: SpecValue[];
}

export interface SkuPlan {
  /** Burmese, as stored; `names` holds its translations (ADR 097). */
  name: string;
  names: { en: string; zh: string };
  no: string;
  specFormat: string;
  price: number;
  marketPrice: number;
  discountPrice: number;
  promotionType: number;
  startTime: number;
  endTime: number;
  stock: number;
  saleNum: number;
  image: string;
  images: string;
  weight: number;
}

interface Choice {
  spec: SpecDef;
  value: SpecValue;
  index: number;
}

const MINOR = 100;
const DAY = 86_400;

/** Rounds a Kyat amount to the steps shops actually use (50, 100, 500, 5,000, 50,000 Ks). */
export function niceKs(ks: number): number {
  const step = ks < 1000 ? 50 : ks < 10_000 ? 100 : ks < 100_000 ? 500 : ks < 1_000_000 ? 5000 : 50_000;
  return Math.max(step, Math.round(ks / step) * step);
}

function combinations(dims: Dimension[]): Choice[][] {
  let out: Choice[][] = [[]];
  for (const { spec, values } of dims) {
    out = out.flatMap((prefix) => values.map((value, index) => [...prefix, { spec, value, index }]));
  }
  return out;
}

function basePriceKs(src: GoodsSource, rng: Random): number {
  const hint = PRICE_HINTS[src.model];
  if (hint) return hint * (0.94 + rng.next() * 0.12);
  const [min, max] = src.ref.leaf.price;
  return Math.exp(Math.log(min) + rng.next() * (Math.log(max) - Math.log(min)));
}

function imagesFor(choices: Choice[], src: GoodsSource): { image: string; images: string } {
  const colour = choices.find((c) => c.spec === COLOUR);
  const own = (colour ? src.images[colour.index] : src.images[0]) ?? '';
  const list = [own, ...src.images.filter((i) => i !== own)].slice(0, 4);
  return { image: own, images: list.join(',') };
}

export interface SkuInput {
  index: number;
  src: GoodsSource;
  names: { en: string; zh: string; mm: string };
  dims: Dimension[];
  rng: Random;
  now: number;
  promoted: boolean;
  weight: number;
}

export function planSkus(input: SkuInput): SkuPlan[] {
  const { index, src, names, dims, rng, now, promoted } = input;
  const base = basePriceKs(src, rng);
  const markup = 1.1 + rng.next() * 0.25;
  const discount = 0.75 + rng.next() * 0.15;
  const start = now - rng.int(1, 5) * DAY;
  const end = now + rng.int(3, 20) * DAY;
  return combinations(dims).map((choices, k) => {
    const factor = choices.reduce((f, c) => f * c.value.factor, 1);
    const priceKs = niceKs(base * factor);
    const discountKs = promoted ? Math.min(niceKs(priceKs * discount), priceKs - 50) : priceKs;
    return {
      name: [names.mm, ...choices.map((c) => c.value.mm)].join(' '),
      names: {
        en: [names.en, ...choices.map((c) => c.value.name)].join(' '),
        zh: [names.zh, ...choices.map((c) => c.value.zh)].join(' '),
      },
      no: `ZAY-${String(index + 1).padStart(5, '0')}-${k + 1}`,
      specFormat: skuSpecText.encode(
        choices.map((c) => ({
          spec_id: c.spec.id,
          spec_name: c.spec.mm,
          spec_value_id: c.value.id,
          spec_value_name: c.value.mm,
        })),
      ),
      price: priceKs * MINOR,
      marketPrice: niceKs(priceKs * markup) * MINOR,
      discountPrice: discountKs * MINOR,
      promotionType: promoted ? 1 : 0,
      startTime: promoted ? start : 0,
      endTime: promoted ? end : 0,
      stock: rng.chance(0.05) ? 0 : rng.int(3, 500),
      saleNum: Math.floor(rng.next() ** 3 * 1500),
      ...imagesFor(choices, src),
      weight: Math.round(input.weight * Math.max(1, factor)),
    };
  });
}
