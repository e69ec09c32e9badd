import type { SpecKind } from './categories-data';

/** Spec names and values are interface text: stored in Burmese (`mm`), translated (ADR 097). */
export interface SpecValue {
  id: number;
  /** English, the key the seed's pictures and palettes use. */
  name: string;
  mm: string;
  zh: string;
  /** Price multiplier against the goods' base price. */
  factor: number;
  hex?: string;
}
export interface SpecDef {
  id: number;
  name: string;
  mm: string;
  zh: string;
  values: SpecValue[];
  /** Colours are picked freely; ordered dimensions (sizes, weights) take a run of neighbours. */
  ordered: boolean;
}

/** Words of spec values other than numbers and sizes, [English, Chinese, Burmese]. */
const VALUE_WORDS: Record<string, [string, string]> = {
  Black: ['黑色', 'အနက်'],
  White: ['白色', 'အဖြူ'],
  Silver: ['银色', 'ငွေရောင်'],
  Gold: ['金色', 'ရွှေရောင်'],
  Blue: ['蓝色', 'အပြာ'],
  Navy: ['藏青色', 'နက်ပြာ'],
  Red: ['红色', 'အနီ'],
  Pink: ['粉色', 'ပန်းရောင်'],
  Green: ['绿色', 'အစိမ်း'],
  Mint: ['薄荷绿', 'စိမ်းနုရောင်'],
  Purple: ['紫色', 'ခရမ်းရောင်'],
  Grey: ['灰色', 'မီးခိုးရောင်'],
  Brown: ['棕色', 'အညို'],
  Beige: ['米色', 'နို့နှစ်ရောင်'],
  Yellow: ['黄色', 'အဝါ'],
  Orange: ['橙色', 'လိမ္မော်ရောင်'],
  '1 pc': ['1件', '၁ ခု'],
  'Pack of 3': ['3件装', '၃ ခုတွဲ'],
  'Pack of 6': ['6件装', '၆ ခုတွဲ'],
  '1-2Y': ['1-2岁', '၁-၂ နှစ်'],
  '3-4Y': ['3-4岁', '၃-၄ နှစ်'],
  '5-6Y': ['5-6岁', '၅-၆ နှစ်'],
  '7-8Y': ['7-8岁', '၇-၈ နှစ်'],
};

const spec = (
  id: number,
  [name, zh, mm]: [string, string, string],
  ordered: boolean,
  values: [string, number, string?][],
): SpecDef => ({
  id,
  name,
  zh,
  mm,
  ordered,
  values: values.map(([n, factor, hex], i) => {
    const [vzh, vmm] = VALUE_WORDS[n] ?? [n, n];
    return { id: id * 100 + i + 1, name: n, zh: vzh, mm: vmm, factor, ...(hex ? { hex } : {}) };
  }),
});

/** Every spec, for the glossary of their names and values. */
export const ALL_SPECS: SpecDef[] = [];
const add = (s: SpecDef) => (ALL_SPECS.push(s), s);

export const COLOUR = add(
  spec(1, ['Colour', '颜色', 'အရောင်'], false, [
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
  ]),
);
const SIZE = add(
  spec(2, ['Size', '尺码', 'အရွယ်အစား'], true, [
    ['S', 1],
    ['M', 1],
    ['L', 1],
    ['XL', 1.05],
    ['XXL', 1.1],
  ]),
);
const STORAGE = add(
  spec(3, ['Storage', '存储容量', 'သိုလှောင်မှု'], true, [
    ['64GB', 0.9],
    ['128GB', 1],
    ['256GB', 1.18],
    ['512GB', 1.4],
  ]),
);
const SHOE = add(
  spec(4, ['Shoe Size', '鞋码', 'ဖိနပ်အရွယ်'], true, [
    ['38', 1],
    ['39', 1],
    ['40', 1],
    ['41', 1],
    ['42', 1],
    ['43', 1],
    ['44', 1],
  ]),
);
const WEIGHT = add(
  spec(5, ['Weight', '重量', 'အလေးချိန်'], true, [
    ['250g', 1],
    ['500g', 1.9],
    ['1kg', 3.6],
  ]),
);
const BULK = add(
  spec(6, ['Bag Size', '袋装规格', 'အိတ်အရွယ်'], true, [
    ['1kg', 1],
    ['5kg', 4.7],
    ['10kg', 9],
  ]),
);
const LITRE = add(
  spec(7, ['Bottle Size', '瓶装规格', 'ပုလင်းအရွယ်'], true, [
    ['1L', 1],
    ['2L', 1.9],
    ['5L', 4.5],
  ]),
);
const VOLUME = add(
  spec(8, ['Volume', '容量', 'ပမာဏ'], true, [
    ['100ml', 1],
    ['200ml', 1.8],
    ['400ml', 3.2],
  ]),
);
const SCENT = add(
  spec(11, ['Size', '尺码', 'အရွယ်အစား'], true, [
    ['30ml', 0.45],
    ['50ml', 0.65],
    ['100ml', 1],
  ]),
);
const PACK = add(
  spec(9, ['Pack', '包装', 'အထုပ်'], true, [
    ['1 pc', 1],
    ['Pack of 3', 2.85],
    ['Pack of 6', 5.4],
  ]),
);
const AGE = add(
  spec(10, ['Age', '年龄', 'အသက်'], true, [
    ['1-2Y', 1],
    ['3-4Y', 1.05],
    ['5-6Y', 1.1],
    ['7-8Y', 1.15],
  ]),
);

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
