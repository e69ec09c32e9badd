import type { SpecKind } from './categories-data';

export interface SpecValue {
  id: number;
  name: string;
  /** Price multiplier against the goods' base price. */
  factor: number;
  hex?: string;
}
export interface SpecDef {
  id: number;
  name: string;
  values: SpecValue[];
  /** Colours are picked freely; ordered dimensions (sizes, weights) take a run of neighbours. */
  ordered: boolean;
}

const spec = (id: number, name: string, ordered: boolean, values: [string, number, string?][]): SpecDef => ({
  id,
  name,
  ordered,
  values: values.map(([n, factor, hex], i) => ({ id: id * 100 + i + 1, name: n, factor, ...(hex ? { hex } : {}) })),
});

export const COLOUR = spec(1, 'Colour', false, [
  ['Black', 1, '#222222'],
  ['White', 1, '#eeeeee'],
  ['Silver', 1, '#b8bec6'],
  ['Gold', 1, '#c9a227'],
  ['Blue', 1, '#1e5bd8'],
  ['Navy', 1, '#1f2d6b'],
  ['Red', 1, '#d32f2f'],
  ['Pink', 1, '#e85d9a'],
  ['Green', 1, '#2e7d32'],
  ['Mint', 1, '#5fbf8f'],
  ['Purple', 1, '#7b3fb2'],
  ['Grey', 1, '#6b7280'],
  ['Brown', 1, '#7a4e2d'],
  ['Beige', 1, '#cdb48a'],
  ['Yellow', 1, '#e8b020'],
  ['Orange', 1, '#ef7d22'],
]);
const SIZE = spec(2, 'Size', true, [
  ['S', 1],
  ['M', 1],
  ['L', 1],
  ['XL', 1.05],
  ['XXL', 1.1],
]);
const STORAGE = spec(3, 'Storage', true, [
  ['64GB', 0.9],
  ['128GB', 1],
  ['256GB', 1.18],
  ['512GB', 1.4],
]);
const SHOE = spec(4, 'Shoe Size', true, [
  ['38', 1],
  ['39', 1],
  ['40', 1],
  ['41', 1],
  ['42', 1],
  ['43', 1],
  ['44', 1],
]);
const WEIGHT = spec(5, 'Weight', true, [
  ['250g', 1],
  ['500g', 1.9],
  ['1kg', 3.6],
]);
const BULK = spec(6, 'Bag Size', true, [
  ['1kg', 1],
  ['5kg', 4.7],
  ['10kg', 9],
]);
const LITRE = spec(7, 'Bottle Size', true, [
  ['1L', 1],
  ['2L', 1.9],
  ['5L', 4.5],
]);
const VOLUME = spec(8, 'Volume', true, [
  ['100ml', 1],
  ['200ml', 1.8],
  ['400ml', 3.2],
]);
const SCENT = spec(11, 'Size', true, [
  ['30ml', 0.45],
  ['50ml', 0.65],
  ['100ml', 1],
]);
const PACK = spec(9, 'Pack', true, [
  ['1 pc', 1],
  ['Pack of 3', 2.85],
  ['Pack of 6', 5.4],
]);
const AGE = spec(10, 'Age', true, [
  ['1-2Y', 1],
  ['3-4Y', 1.05],
  ['5-6Y', 1.1],
  ['7-8Y', 1.15],
]);

/** Each dimension with how many of its values a goods offers (min, max); the product stays ≤ 6 SKUs. */
export const SPEC_DIMENSIONS: Record<SpecKind, [SpecDef, number, number][]> = {
  phone: [
    [COLOUR, 1, 3],
    [STORAGE, 1, 2],
  ],
  apparel: [
    [COLOUR, 1, 2],
    [SIZE, 2, 3],
  ],
  shoe: [
    [COLOUR, 1, 2],
    [SHOE, 2, 3],
  ],
  kids: [
    [COLOUR, 1, 2],
    [AGE, 2, 3],
  ],
  size: [[SIZE, 2, 4]],
  colour: [[COLOUR, 2, 4]],
  weight: [[WEIGHT, 1, 3]],
  bulk: [[BULK, 1, 3]],
  litre: [[LITRE, 1, 3]],
  volume: [[VOLUME, 1, 3]],
  scent: [[SCENT, 1, 3]],
  pack: [[PACK, 1, 3]],
  none: [],
};
