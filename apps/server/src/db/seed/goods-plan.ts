import { goodsAttrText, goodsSpecText } from '@zay/contract';
import { BRANDS } from './brands-data';
import type { IconName } from './image-icons';
import { escapeXml } from './image-templates';
import { at, type Random } from './random';
import { englishName, type GoodsSource } from './goods-sources';
import { COLOUR, SPEC_DIMENSIONS } from './specs-data';
import { ADJECTIVES, ATTRIBUTES, INTRODUCTIONS, unitFor, type Phrase } from './vocab-data';
import { planSkus, type Dimension, type SkuPlan } from './sku-plan';

export interface GoodsPlan {
  index: number;
  source: GoodsSource;
  shop: number;
  name: string;
  keywords: string;
  introduction: string;
  unit: string;
  content: string;
  attrFormat: string;
  specFormat: string;
  skus: SkuPlan[];
  state: number;
  freeShipping: number;
  minBuy: number;
  maxBuy: number;
  clickNum: number;
  collectNum: number;
  evaluate: number;
  createTime: number;
}

type Lang = keyof Phrase;
function nameForms(src: GoodsSource, adj: Phrase | undefined): Phrase {
  const { leaf } = src.ref;
  const join = (...parts: (string | undefined)[]) => parts.filter(Boolean).join(' ');
  return {
    mm: join(src.model, leaf.mm, adj?.mm),
    en: join(adj?.en, englishName(src.model, leaf.noun)),
    zh: join(src.model, `${adj?.zh ?? ''}${leaf.zh}`),
  };
}

function pickLang(rng: Random): Lang {
  const r = rng.next();
  return r < 0.72 ? 'mm' : r < 0.92 ? 'en' : 'zh';
}

function dimensions(src: GoodsSource, rng: Random): Dimension[] {
  return SPEC_DIMENSIONS[src.ref.leaf.spec].map(([spec, min, max]) => {
    if (spec === COLOUR) return { spec, values: src.colours };
    const count = Math.min(rng.int(min, max), spec.values.length);
    const start = spec.ordered ? rng.int(0, spec.values.length - count) : 0;
    return { spec, values: spec.values.slice(start, start + count) };
  });
}

function specFormat(dims: Dimension[], src: GoodsSource): string {
  return goodsSpecText.encode(
    dims.map(({ spec, values }) => ({
      spec_id: spec.id,
      spec_name: spec.name,
      value: values.map((v, i) => ({
        spec_value_id: v.id,
        spec_value_name: v.name,
        image: spec === COLOUR ? (src.images[i] ?? '') : '',
      })),
    })),
  );
}

function attributes(src: GoodsSource, rng: Random): { attr_name: string; attr_value_name: string }[] {
  const brand = src.brand >= 0 ? [{ attr_name: 'Brand', attr_value_name: at(BRANDS, src.brand).name }] : [];
  return [
    ...brand,
    ...ATTRIBUTES[src.ref.top.group].map(([name, values]) => ({ attr_name: name, attr_value_name: rng.pick(values) })),
  ];
}

function content(
  intro: string,
  name: string,
  attrs: { attr_name: string; attr_value_name: string }[],
  images: string[],
): string {
  const items = attrs.map((a) => `<li>${escapeXml(a.attr_name)}: ${escapeXml(a.attr_value_name)}</li>`).join('');
  const pictures = images
    .slice(0, 2)
    .map((src) => `<p><img src="${src}" alt="${escapeXml(name)}" width="800" height="800"></p>`)
    .join('');
  return `<p>${escapeXml(intro)}</p><ul>${items}</ul>${pictures}`;
}

const DAY = 86_400;

function counters(skus: SkuPlan[], rng: Random) {
  const evaluate = Math.floor(skus.reduce((s, k) => s + k.saleNum, 0) * (0.15 + rng.next() * 0.2));
  const clickNum = evaluate * rng.int(8, 30) + rng.int(20, 900);
  return { evaluate, clickNum, collectNum: Math.floor(clickNum * (0.02 + rng.next() * 0.06)) };
}

/** Builds one goods with its SKUs from a source; `shop` is the index of the selling shop. */
export function planGoods(index: number, src: GoodsSource, shop: number, rng: Random, now: number): GoodsPlan {
  const group = src.ref.top.group;
  const lang = pickLang(rng);
  const forms = nameForms(src, rng.chance(0.6) ? rng.pick(ADJECTIVES[group]) : undefined);
  const others = (['mm', 'en', 'zh'] as const).filter((l) => l !== lang).map((l) => forms[l]);
  const introduction = rng.pick(INTRODUCTIONS[group])[lang];
  const attrs = attributes(src, rng);
  const dims = dimensions(src, rng);
  const createTime = now - rng.int(0, 90 * DAY);
  const weight = weightOf(src.ref.leaf.icon);
  const skus = planSkus({ index, src, name: forms[lang], dims, rng, now, promoted: rng.chance(0.15), weight });
  return {
    index,
    source: src,
    shop,
    name: forms[lang],
    keywords: others.join(' / '),
    introduction,
    unit: unitFor(src.ref.leaf.icon, lang === 'en'),
    content: content(introduction, forms[lang], attrs, src.images),
    attrFormat: goodsAttrText.encode(attrs),
    specFormat: specFormat(dims, src),
    skus,
    state: rng.chance(0.02) ? 0 : 1,
    freeShipping: rng.chance(0.4) ? 1 : 0,
    minBuy: rng.chance(0.5) ? 1 : 0,
    maxBuy: skus[0]?.promotionType || rng.chance(0.08) ? rng.pick([2, 5, 10]) : 0,
    ...counters(skus, rng),
    createTime,
  };
}

const WEIGHTS: Partial<Record<IconName, number>> = {
  phone: 200,
  tablet: 500,
  laptop: 1800,
  monitor: 4500,
  tv: 9000,
  camera: 700,
  gamepad: 3500,
  fridge: 45_000,
  washer: 55_000,
  aircon: 30_000,
  motorcycle: 100_000,
  bicycle: 14_000,
  generator: 25_000,
  sack: 1000,
  wardrobe: 40_000,
  table: 15_000,
  chair: 6000,
  solar: 6000,
  heater: 4000,
  vacuum: 3000,
  tyre: 3000,
  shirt: 250,
  dress: 300,
  trousers: 450,
  shoe: 800,
  heel: 600,
  slipper: 300,
  longyi: 300,
  pen: 20,
  book: 350,
};

function weightOf(icon: IconName): number {
  return WEIGHTS[icon] ?? 500;
}
