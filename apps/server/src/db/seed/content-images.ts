import type { IconName } from './image-icons';
import { bannerSvg, hsl, placeholderSvg, stripSvg, tileSvg, wordmarkSvg } from './image-templates';
import type { ImageSet } from './images';
import { at } from './random';

export interface AdvertDef {
  keyword: string;
  title: string;
  art: string;
  subtitle: string;
  /** Index of the top category the advert links to, or a fixed URL. */
  link: number | string;
  hue: number;
  icons: IconName[];
}

export const AD_POSITIONS: [keyword: string, name: string, width: number, height: number][] = [
  ['NS_PC_INDEX', 'Home carousel', 1210, 450],
  ['NS_PC_INDEX_MID_LEFT', 'Home middle left', 590, 200],
  ['NS_PC_INDEX_MID_RIGHT', 'Home middle right', 590, 200],
  ['NS_PC_TOP_BANNER', 'Top banner', 1920, 80],
];

export const ADVERTS: AdvertDef[] = [
  {
    keyword: 'NS_PC_INDEX',
    title: 'စမတ်ဖုန်း အပတ်',
    art: 'SMARTPHONE WEEK',
    subtitle: 'Up to 20% off Samsung, Xiaomi & Oppo',
    link: 0,
    hue: 222,
    icons: ['phone', 'headphones', 'watch'],
  },
  {
    keyword: 'NS_PC_INDEX',
    title: 'ပိုးထည်နှင့် ဖက်ရှင်',
    art: 'SILK & STYLE',
    subtitle: 'New season htamein and dresses',
    link: 1,
    hue: 330,
    icons: ['dress', 'longyi', 'bag'],
  },
  {
    keyword: 'NS_PC_INDEX',
    title: 'မြန်မာ့အရသာ',
    art: 'TASTE OF MYANMAR',
    subtitle: 'Laphet, coffee mix and snacks',
    link: 5,
    hue: 130,
    icons: ['leaf', 'cup', 'snack'],
  },
  {
    keyword: 'NS_PC_INDEX',
    title: 'အိမ်သုံးလျှပ်စစ်ပစ္စည်း ပွဲတော်',
    art: 'HOME APPLIANCE FAIR',
    subtitle: 'Fridges, fans and solar at fair prices',
    link: 11,
    hue: 190,
    icons: ['fridge', 'fan', 'solar'],
  },
  {
    keyword: 'NS_PC_INDEX_MID_LEFT',
    title: 'အလှအပ နေ့ရက်များ',
    art: 'BEAUTY DAYS',
    subtitle: 'Genuine cosmetics',
    link: 3,
    hue: 340,
    icons: ['lipstick', 'perfume'],
  },
  {
    keyword: 'NS_PC_INDEX_MID_RIGHT',
    title: 'ကျောင်းပြန်ဖွင့်ချိန်',
    art: 'BACK TO SCHOOL',
    subtitle: 'Books, pens and bags',
    link: 8,
    hue: 32,
    icons: ['book', 'pen'],
  },
  {
    keyword: 'NS_PC_TOP_BANNER',
    title: 'အခမဲ့ ပို့ဆောင်ပေးခြင်း',
    art: 'FREE DELIVERY ON ORDERS OVER 50,000 Ks',
    subtitle: '',
    link: '/coupon',
    hue: 8,
    icons: [],
  },
];

const DEFAULTS: [key: string, size: [number, number], icon: IconName][] = [
  ['default_goods_img', [800, 800], 'image'],
  ['default_headimg', [200, 200], 'person'],
  ['default_shop_img', [200, 200], 'store'],
  ['default_city_img', [400, 400], 'city'],
  ['default_supply_img', [200, 200], 'box'],
  ['default_store_img', [200, 200], 'store'],
  ['default_category_img', [200, 200], 'image'],
  ['default_brand_img', [240, 120], 'star'],
];

export interface ContentImages {
  adverts: { def: AdvertDef; image: string; background: string }[];
  /** The topic activities' banners (seed-topic.ts), in their order there. */
  topicBanners: string[];
  floorLeft: string[];
  floorBottom: string[];
  defaults: Record<string, string>;
  logo: string;
  float: string;
}

/** The home carousel's 1210 px image shows between the 234 px category menu and the 248 px welcome panel. */
const HOME_CAROUSEL_SAFE = { left: 270, right: 950 };

/**
 * Adverts, floor pictures and banners carry no words (ADR 097): one picture serves every language,
 * and the renderer may have no Burmese font. `art` and `subtitle` stay as the designer's brief.
 */
function advertImage(images: ImageSet, def: AdvertDef, i: number): string {
  const [, , w, h] = AD_POSITIONS.find(([k]) => k === def.keyword) ?? at(AD_POSITIONS, 0);
  const svg =
    h <= 100
      ? () => stripSvg(w, h, def.hue, i, '')
      : () =>
          bannerSvg(
            w,
            h,
            def.hue,
            i + 100,
            '',
            '',
            def.icons,
            def.keyword === 'NS_PC_INDEX' ? HOME_CAROUSEL_SAFE : undefined,
          );
  return images.add('adv', `adv-${i + 1}`, [w, h], svg);
}

/** Summer specials, then home and family (seed-topic.ts). */
const TOPIC_ART: [IconName[], number][] = [
  [['fan', 'cup', 'hat'], 28],
  [['pot', 'pillow', 'lamp'], 200],
];

export function planContentImages(images: ImageSet): ContentImages {
  const floorArt: [IconName, string, number][] = [
    ['phone', 'NEW PHONES', 220],
    ['dress', 'NEW SEASON', 330],
    ['pot', 'HOME', 28],
    ['lipstick', 'BEAUTY', 340],
    ['cup', 'TASTE', 130],
  ];
  return {
    adverts: ADVERTS.map((def, i) => ({ def, image: advertImage(images, def, i), background: hsl(def.hue, 70, 62) })),
    floorLeft: floorArt.map(([icon, , hue], i) =>
      images.add('floor', `left-${i + 1}`, [232, 540], () => tileSvg(232, 540, hue, icon, '')),
    ),
    floorBottom: floorArt.map(([icon, , hue], i) =>
      images.add('floor', `bottom-${i + 1}`, [1210, 120], () => bannerSvg(1210, 120, hue, i + 50, '', '', [icon])),
    ),
    defaults: Object.fromEntries(
      DEFAULTS.map(([key, size, icon]) => [
        key,
        images.add('default', key, size, () => placeholderSvg(size[0], size[1], icon)),
      ]),
    ),
    logo: images.add('default', 'logo', [240, 60], () => wordmarkSvg(240, 60)),
    float: images.add('adv', 'float', [400, 400], () => tileSvg(400, 400, 8, 'star', '')),
    topicBanners: TOPIC_ART.map(([icons, hue], i) =>
      images.add('adv', `topic-${i + 1}`, [1210, 450], () => bannerSvg(1210, 450, hue, i + 300, '', '', icons)),
    ),
  };
}
