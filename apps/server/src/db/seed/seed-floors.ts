import type { Trx } from './insert';
import type { SeedPlan } from './plan';
import { at } from './random';
import type { CategoryIds } from './seed-catalogue';
import { bestSellers, brandIdsByName, topListUrl } from './seed-content';

interface FloorDef {
  style: 1 | 2 | 3;
  tops: number[];
  title: string;
  subTitle: string;
  brands: string[];
}

/** Home-page floors; titles are Burmese, the site's default language. */
const FLOORS: FloorDef[] = [
  {
    style: 1,
    tops: [0],
    title: 'ဖုန်းနှင့် အီလက်ထရောနစ်',
    subTitle: 'နောက်ဆုံးပေါ် စမတ်ဖုန်းနှင့် ဆက်စပ်ပစ္စည်းများ',
    brands: ['Samsung', 'Xiaomi', 'Oppo', 'Vivo', 'Huawei', 'Sony'],
  },
  { style: 2, tops: [1], title: 'အမျိုးသမီးဖက်ရှင်', subTitle: 'ရာသီသစ် ဝတ်စုံများ', brands: [] },
  {
    style: 3,
    tops: [4, 11],
    title: 'အိမ်နှင့် မီးဖိုချောင်',
    subTitle: 'အိမ်တိုင်းအတွက် မရှိမဖြစ်',
    brands: ['Panasonic', 'Philips', 'Midea', 'Tefal', 'Sharp', 'Lock & Lock'],
  },
  {
    style: 1,
    tops: [3],
    title: 'အလှကုန်နှင့် ကိုယ်ပိုင်စောင့်ရှောက်မှု',
    subTitle: 'မူရင်းအလှကုန်များ',
    brands: ['Unilever', 'Nivea', "L'Oréal", 'Colgate', "Johnson's", 'Dettol'],
  },
  { style: 2, tops: [5], title: 'အစားအသောက်', subTitle: 'မြန်မာ့အရသာ စစ်စစ်', brands: [] },
];

const textSlot = (text: string, color: string, url: string) => ({
  type: 'text',
  value: { text, color, link: { url } },
});
const imgSlot = (url: string, to: string) => ({ type: 'img', value: { url, link: { url: to } } });
const goodsSlot = (goodsIds: number[]) => ({ type: 'goods', value: { goodsIds } });
const brandSlot = (brandIds: number[]) => ({ type: 'brand', value: { brandIds } });

function midIds(cats: CategoryIds, tops: number[], count: number): number[] {
  return tops.flatMap((t) => at(cats.mid, t)).slice(0, count);
}

interface FloorIds {
  cats: CategoryIds;
  brands: number[];
  goods: number[];
}

function floorValue(f: FloorDef, i: number, plan: SeedPlan, ids: FloorIds): Record<string, unknown> {
  const url = topListUrl(ids.cats, at(f.tops, 0));
  const head = { title: textSlot(f.title, '#333333', url), subTitle: textSlot(f.subTitle, '#666666', url) };
  const goods = (n: number) => bestSellers(plan, ids.goods, f.tops, n);
  const left = imgSlot(at(plan.content.floorLeft, i), url);
  if (f.style === 1)
    return {
      ...head,
      leftImg: left,
      goodsList: goodsSlot(goods(8)),
      brandList: brandSlot(brandIdsByName(ids.brands, f.brands)),
    };
  if (f.style === 2)
    return { ...head, goodsList: goodsSlot(goods(10)), bottomImg: imgSlot(at(plan.content.floorBottom, i), url) };
  const list = goods(13);
  return {
    ...head,
    leftImg: left,
    categoryList: { type: 'category', value: { categoryIds: midIds(ids.cats, f.tops, 6) } },
    goodsList: goodsSlot(list.slice(0, 4)),
    rightGoodsList: goodsSlot(list.slice(4, 8)),
    bottomGoodsList: goodsSlot(list.slice(8, 13)),
    brandList: brandSlot(brandIdsByName(ids.brands, f.brands)),
  };
}

export async function insertFloors(trx: Trx, plan: SeedPlan, ids: FloorIds): Promise<void> {
  await trx
    .insertInto('floor')
    .values(
      FLOORS.map((f, i) => ({
        title: f.title,
        block_name: `floor-style-${f.style}`,
        block_title: `Floor style ${f.style}`,
        value: JSON.stringify(floorValue(f, i, plan, ids)),
        state: 1,
        sort: i + 1,
      })),
    )
    .execute();
}
