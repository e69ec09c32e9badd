import { BRANDS, brandMatches } from './brands-data';
import { CATEGORIES, type LeafDef, type TopDef } from './categories-data';
import { hsl, productSvg } from './image-templates';
import type { ImageSet } from './images';
import type { Random } from './random';
import { COLOUR, SPEC_DIMENSIONS, type SpecValue } from './specs-data';

export interface LeafRef {
  t: number;
  m: number;
  l: number;
  top: TopDef;
  leaf: LeafDef;
}

/** One product (a category's model) with its colours and pictures; goods are made from sources. */
export interface GoodsSource {
  index: number;
  ref: LeafRef;
  model: string;
  brand: number;
  colours: SpecValue[];
  /** Image per colour (same order as colours), or the main picture first when there are no colours. */
  images: string[];
}

export const LEAVES: LeafRef[] = CATEGORIES.flatMap((top, t) =>
  top.mids.flatMap((mid, m) => mid.leaves.map((leaf, l) => ({ t, m, l, top, leaf }))),
);

export function brandOf(model: string): number {
  return BRANDS.findIndex((b) => brandMatches(b, model));
}

const PLAIN = new Set(['Black', 'White', 'Silver', 'Gold', 'Blue', 'Navy', 'Red', 'Green', 'Grey', 'Beige', 'Brown']);
const PLAIN_GROUPS = new Set(['tech', 'auto', 'home', 'health', 'books']);

function pickColours(ref: LeafRef, rng: Random): SpecValue[] {
  const dim = SPEC_DIMENSIONS[ref.leaf.spec].find(([spec]) => spec === COLOUR);
  if (!dim) return [];
  const palette = PLAIN_GROUPS.has(ref.top.group) ? COLOUR.values.filter((c) => PLAIN.has(c.name)) : COLOUR.values;
  return rng.sample(palette, rng.int(dim[1], dim[2]));
}

/** "Floral Maxi" + "Maxi Dress" → "Floral Maxi Dress": noun words the model already has are not repeated. */
export function englishName(model: string, noun: string): string {
  const have = new Set(model.toLowerCase().split(' '));
  const words = noun.split(' ');
  if (have.has(words[words.length - 1]?.toLowerCase() ?? '')) return model;
  while (words.length > 1 && have.has(words[0]?.toLowerCase() ?? '')) words.shift();
  return [model, ...words].join(' ');
}

function imageLabel(src: Omit<GoodsSource, 'images'>, brand: string): string {
  const model = brand && src.model.startsWith(brand) ? src.model.slice(brand.length).trim() || src.model : src.model;
  const full = englishName(model, src.ref.leaf.noun);
  return full.length > 24 ? model : full;
}

function sourceImages(src: Omit<GoodsSource, 'images'>, rng: Random, images: ImageSet): string[] {
  const hue = Math.round((src.index * 137.508) % 360);
  const brand = src.brand >= 0 ? (BRANDS[src.brand]?.name ?? '') : '';
  const model = imageLabel(src, brand);
  const base = `g${src.ref.t + 1}-${src.ref.m + 1}-${src.ref.l + 1}-${src.index + 1}`;
  const art = (variant: string, accent: string, tag: string, alternate: boolean, shift: number) =>
    images.add(
      'goods',
      `${base}-${variant}`,
      [800, 800],
      () =>
        productSvg({
          seed: src.index * 31 + shift,
          hue: (hue + shift * 23) % 360,
          icon: src.ref.leaf.icon,
          accent,
          brand,
          model,
          tag,
          alternate,
        }),
      { quality: 70 },
    );
  // No colour word on the picture: it would be in one language only (ADR 097).
  const out = src.colours.map((c, i) => art(c.name.toLowerCase(), c.hex ?? '#888888', '', false, i));
  if (out.length === 0) out.push(art('main', hsl((hue + 180) % 360, 55, 45), '', false, 0));
  if (out.length === 1 && rng.chance(0.5))
    out.push(art('detail', src.colours[0]?.hex ?? hsl((hue + 180) % 360, 55, 45), '', true, 5));
  return out;
}

export function planSources(rng: Random, images: ImageSet): GoodsSource[] {
  const sources: GoodsSource[] = [];
  for (const ref of LEAVES) {
    for (const model of ref.leaf.models) {
      const partial = { index: sources.length, ref, model, brand: brandOf(model), colours: pickColours(ref, rng) };
      sources.push({ ...partial, images: sourceImages(partial, rng, images) });
    }
  }
  return sources;
}
