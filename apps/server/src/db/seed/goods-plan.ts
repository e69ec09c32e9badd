import { goodsAttrText, goodsSpecText } from '@zay/contract';
import { BRANDS } from './brands-data';
import type { IconName } from './image-icons';
import { escapeXml } from './image-templates';
import { at, type Random } from './random';
import { englishName, type GoodsSource } from './goods-sources';
import { COLOUR, SPEC_DIMENSIONS } from './specs-data';
import { ADJECTIVES, ATTRIBUTES, BRAND_ATTR, INTRODUCTIONS, unitFor, type Phrase } from './vocab-data';
import { planSkus, type Dimension, type SkuPlan } from './sku-plan';

/** A goods' text in another language: the seed's translations of it (ADR 097). */
export type GoodsText = {
  goods_name: string;
  introduction: string;
  goods_content: string;
  unit: string;
};

export interface GoodsPlan {
  index: number;
  source: GoodsSource;
  shop: number;
  /** Burmese, as the shops write; `translations` in Chinese and English. */
  name: string;
  translations: { en: GoodsText; zh: GoodsText };
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
/** The counting word in Chinese and English; Burmese has one per kind of goods (`unitFor`). */
const UNITS: Partial<Record<Lang, string>> = { en: 'pcs', zh: '件' };
function nameForms(src: GoodsSource, adj: Phrase | undefined): Phrase {
  const { leaf } = src.ref;
  const join = (...parts: (string | undefined)[]) => parts.filter(Boolean).join(' ');
  return {
    mm: join(src.model, leaf.mm, adj?.mm),
    en: join(adj?.en, englishName(src.model, leaf.noun)),
    zh: join(src.model, `${adj?.zh ?? ''}${leaf.zh}`),
  };
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
      spec_name: spec.mm,
      value: values.map((v, i) => ({
        spec_value_id: v.id,
        spec_value_name: v.mm,
        image: spec === COLOUR ? (src.images[i] ?? '') : '',
      })),
    })),
  );
}

type Attr = { attr_name: string; attr_value_name: string };

/** The goods' attributes as phrases (a brand's name is the same in every language). */
function attributes(src: GoodsSource, rng: Random): [Phrase, Phrase][] {
  const brandName = src.brand >= 0 ? at(BRANDS, src.brand).name : '';
  const brand: [Phrase, Phrase][] = brandName ? [[BRAND_ATTR, { en: brandName, zh: brandName, mm: brandName }]] : [];
  return [
    ...brand,
    ...ATTRIBUTES[src.ref.top.group].map(([name, values]): [Phrase, Phrase] => [name, rng.pick(values)]),
  ];
}

const attrsIn = (attrs: [Phrase, Phrase][], lang: Lang): Attr[] =>
  attrs.map(([name, value]) => ({ attr_name: name[lang], attr_value_name: value[lang] }));

function content(intro: string, name: string, attrs: Attr[], images: string[]): string {
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
  const forms = nameForms(src, rng.chance(0.6) ? rng.pick(ADJECTIVES[group]) : undefined);
  const intro = rng.pick(INTRODUCTIONS[group]);
  const attrs = attributes(src, rng);
  const text = (lang: Lang): GoodsText => ({
    goods_name: forms[lang],
    introduction: intro[lang],
    goods_content: content(intro[lang], forms[lang], attrsIn(attrs, lang), src.images),
    unit: UNITS[lang] ?? unitFor(src.ref.leaf.icon),
  });
  const dims = dimensions(src, rng);
  const createTime = now - rng.int(0, 90 * DAY);
  const weight = weightOf(src.ref.leaf.icon);
  const skus = planSkus({ index, src, names: forms, dims, rng, now, promoted: rng.chance(0.15), weight });
  const mm = text('mm');
  return {
    index,
    source: src,
    shop,
    name: mm.goods_name,
    translations: { en: text('en'), zh: text('zh') },
    // Search finds the goods by its English and Chinese names too.
    keywords: [forms.en, forms.zh].join(' / '),
    introduction: mm.introduction,
    unit: unitFor(src.ref.leaf.icon),
    content: mm.goods_content,
    attrFormat: goodsAttrText.encode(attrsIn(attrs, 'mm')),
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
