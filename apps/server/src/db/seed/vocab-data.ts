import type { Group } from './categories-data';
import type { IconName } from './image-icons';

/** The same phrase in the three catalogue languages. */
export interface Phrase {
  en: string;
  zh: string;
  mm: string;
}
const p = (en: string, zh: string, mm: string): Phrase => ({ en, zh, mm });

const BEST_SELLER = p('Best Seller', '热销', 'ရောင်းအားအကောင်းဆုံး');
const NEW_ARRIVAL = p('New Arrival', '新品', 'ပစ္စည်းသစ်');
const ORIGINAL = p('Original', '正品', 'မူရင်း');
const DURABLE = p('Durable', '耐用', 'တာရှည်ခံ');
const VALUE_PACK = p('Value Pack', '超值装', 'ဈေးသက်သာထုပ်');
const FAMILY_PACK = p('Family Pack', '家庭装', 'မိသားစုထုပ်');
const SPECIAL_OFFER = p('Special Offer', '特价', 'အထူးဈေး');

/** Words put in front of a model to vary goods names; each fits every category of its group. */
export const ADJECTIVES: Record<Group, Phrase[]> = {
  tech: [
    ORIGINAL,
    p('Latest Model', '最新款', 'မော်ဒယ်သစ်'),
    p('Official Warranty', '官方保修', 'တရားဝင်အာမခံ'),
    BEST_SELLER,
  ],
  fashion: [
    p('Trendy', '时尚', 'ခေတ်ဆန်'),
    p('Premium', '优质', 'အရည်အသွေးမြင့်'),
    p('Comfortable', '舒适', 'သက်တောင့်သက်သာ'),
    NEW_ARRIVAL,
  ],
  beauty: [ORIGINAL, BEST_SELLER, NEW_ARRIVAL, SPECIAL_OFFER],
  home: [DURABLE, p('Premium', '优质', 'အရည်အသွေးမြင့်'), BEST_SELLER, NEW_ARRIVAL],
  food: [BEST_SELLER, VALUE_PACK, FAMILY_PACK, SPECIAL_OFFER],
  kids: [p('Safe', '安全', 'ဘေးကင်း'), ORIGINAL, BEST_SELLER, NEW_ARRIVAL],
  sports: [ORIGINAL, DURABLE, BEST_SELLER, NEW_ARRIVAL],
  books: [BEST_SELLER, NEW_ARRIVAL, ORIGINAL, SPECIAL_OFFER],
  health: [ORIGINAL, BEST_SELLER, SPECIAL_OFFER, p('Trusted', '放心', 'ယုံကြည်ရ')],
  auto: [ORIGINAL, DURABLE, BEST_SELLER, NEW_ARRIVAL],
};

/** One-line selling points, shown under the goods name. */
export const INTRODUCTIONS: Record<Group, Phrase[]> = {
  tech: [
    p('Genuine product with official warranty', '正品行货，官方保修', 'မူရင်းစစ်စစ်ဖြစ်ပြီး တရားဝင်အာမခံ ပါရှိသည်'),
    p('Delivered to your door across Myanmar', '全缅送货上门', 'မြန်မာနိုင်ငံတစ်ဝန်း အိမ်အရောက် ပို့ဆောင်ပေးသည်'),
    p('Great quality at a fair price', '物美价廉', 'အရည်အသွေးကောင်းပြီး ဈေးနှုန်းသင့်တင့်သည်'),
  ],
  fashion: [
    p('Trendy design, comfortable to wear', '时尚设计，穿着舒适', 'ခေတ်ဆန်သော ဒီဇိုင်း၊ ဝတ်ဆင်ရ သက်တောင့်သက်သာရှိသည်'),
    p('Size exchange within 7 days', '尺码不合适7天内可换', 'အရွယ်အစား မတော်ပါက ၇ ရက်အတွင်း လဲလှယ်နိုင်သည်'),
    p('Made from high-quality fabric', '优质面料制作', 'အရည်အသွေးမြင့် အထည်ဖြင့် ချုပ်လုပ်ထားသည်'),
  ],
  beauty: [
    p('100% genuine cosmetics', '100%正品化妆品', 'မူရင်းစစ်စစ် အလှကုန်ပစ္စည်း'),
    p('Suitable for all skin types', '适合所有肤质', 'အသားအရေ အမျိုးအစားအားလုံးအတွက် သင့်တော်သည်'),
    p('Perfect for daily use', '适合日常使用', 'နေ့စဉ် အသုံးပြုရန် သင့်တော်သည်'),
  ],
  home: [
    p('Durable and easy to use', '经久耐用，使用方便', 'တာရှည်ခံပြီး အသုံးပြုရ လွယ်ကူသည်'),
    p('A must-have for every home', '居家必备', 'အိမ်တိုင်းအတွက် မရှိမဖြစ် ပစ္စည်း'),
    p('Good quality at a reasonable price', '质量好，价格合理', 'အရည်အသွေးကောင်းပြီး ဈေးနှုန်းသင့်တင့်သည်'),
  ],
  food: [
    p('Fresh and delicious', '新鲜美味', 'လတ်ဆတ်ပြီး အရသာရှိသည်'),
    p('Made for sharing with the family', '适合全家分享', 'မိသားစုနှင့်အတူ မျှဝေစားသောက်ရန်'),
    p('Hygienically packed', '卫生包装', 'သန့်ရှင်းစွာ ထုပ်ပိုးထားသည်'),
  ],
  kids: [
    p('Made safe for children', '儿童安全设计', 'ကလေးများအတွက် ဘေးကင်းစွာ ပြုလုပ်ထားသည်'),
    p('Trusted by mothers', '妈妈们信赖之选', 'မိခင်များ ယုံကြည်ရွေးချယ်ကြသည်'),
    p('For happy, healthy growing up', '快乐健康成长', 'ပျော်ရွှင်ကျန်းမာစွာ ကြီးပြင်းစေရန်'),
  ],
  sports: [
    p('Light and tough', '轻便耐用', 'ပေါ့ပါးပြီး ကြံ့ခိုင်သည်'),
    p('Your best training partner', '运动最佳伙伴', 'လေ့ကျင့်ခန်းလုပ်ရာတွင် အကောင်းဆုံး အဖော်'),
    p('Genuine and fairly priced', '正品，价格实惠', 'မူရင်းစစ်စစ်ဖြစ်ပြီး ဈေးနှုန်းသင့်တင့်သည်'),
  ],
  books: [
    p('Great for students and offices', '适合学生和办公', 'ကျောင်းသားများနှင့် ရုံးသုံးအတွက် သင့်တော်သည်'),
    p('One of our best sellers', '畅销商品', 'ရောင်းအားအကောင်းဆုံး ပစ္စည်းများထဲမှ တစ်ခု'),
    p('Great quality at a fair price', '物美价廉', 'အရည်အသွေးကောင်းပြီး ဈေးနှုန်းသင့်တင့်သည်'),
  ],
  health: [
    p("For your family's health", '守护家人健康', 'မိသားစု ကျန်းမာရေးအတွက်'),
    p('Genuine, with a long shelf life', '正品，保质期长', 'မူရင်းစစ်စစ်ဖြစ်ပြီး သက်တမ်းရှည်သည်'),
    p('Pharmacy-grade quality', '药店级品质', 'ဆေးဆိုင်အဆင့် အရည်အသွေး'),
  ],
  auto: [
    p('Reliable for bikes and cars', '摩托和汽车的可靠之选', 'ဆိုင်ကယ်နှင့် ကားအတွက် စိတ်ချရသည်'),
    p('Genuine and long-lasting', '正品，经久耐用', 'မူရင်းစစ်စစ်ဖြစ်ပြီး တာရှည်ခံသည်'),
    p('Fast delivery in Yangon and Mandalay', '仰光和曼德勒快速配送', 'ရန်ကုန်နှင့် မန္တလေးတွင် အမြန်ပို့ဆောင်ပေးသည်'),
  ],
};

// Attribute names and values are interface text: stored in Burmese, translated (ADR 097).
const ORIGIN = p('Origin', '产地', 'ထုတ်လုပ်ရာဒေသ');
const WARRANTY = p('Warranty', '保修', 'အာမခံ');
const SHELF_LIFE = p('Shelf Life', '保质期', 'သက်တမ်း');
export const BRAND_ATTR = p('Brand', '品牌', 'အမှတ်တံဆိပ်');
const C = {
  china: p('China', '中国', 'တရုတ်'),
  vietnam: p('Vietnam', '越南', 'ဗီယက်နမ်'),
  thailand: p('Thailand', '泰国', 'ထိုင်း'),
  indonesia: p('Indonesia', '印度尼西亚', 'အင်ဒိုနီးရှား'),
  myanmar: p('Myanmar', '缅甸', 'မြန်မာ'),
  korea: p('Korea', '韩国', 'ကိုရီးယား'),
  japan: p('Japan', '日本', 'ဂျပန်'),
  france: p('France', '法国', 'ပြင်သစ်'),
  malaysia: p('Malaysia', '马来西亚', 'မလေးရှား'),
  australia: p('Australia', '澳大利亚', 'ဩစတြေးလျ'),
  usa: p('USA', '美国', 'အမေရိကန်'),
  singapore: p('Singapore', '新加坡', 'စင်ကာပူ'),
  shan: p('Shan State', '掸邦', 'ရှမ်းပြည်နယ်'),
  mandalay: p('Mandalay', '曼德勒', 'မန္တလေး'),
  ayeyarwady: p('Ayeyarwady', '伊洛瓦底', 'ဧရာဝတီ'),
  yangon: p('Yangon', '仰光', 'ရန်ကုန်'),
};
const months = (n: number) => p(`${n} Months`, `${n}个月`, `${burmeseDigits(String(n))} လ`);
const years = (n: number) => p(n === 1 ? '1 Year' : `${n} Years`, `${n}年`, `${burmeseDigits(String(n))} နှစ်`);
const NONE = p('None', '无', 'မရှိ');

/** Western digits in Burmese script. */
export function burmeseDigits(text: string): string {
  return text.replace(/[0-9]/g, (d) => String.fromCharCode(0x1040 + Number(d)));
}

/** Attribute names with the values a goods may take. */
export const ATTRIBUTES: Record<Group, [Phrase, Phrase[]][]> = {
  tech: [
    [WARRANTY, [months(6), years(1), years(2)]],
    [ORIGIN, [C.china, C.vietnam, C.thailand, C.indonesia]],
    [p('Condition', '成色', 'အခြေအနေ'), [p('New', '全新', 'အသစ်')]],
  ],
  fashion: [
    [ORIGIN, [C.myanmar, C.thailand, C.china, C.vietnam]],
    [
      p('Style', '风格', 'စတိုင်'),
      [
        p('Casual', '休闲', 'ပေါ့ပေါ့ပါးပါး'),
        p('Office', '通勤', 'ရုံးဝတ်'),
        p('Traditional', '传统', 'ရိုးရာ'),
        p('Party', '派对', 'ပွဲတက်'),
      ],
    ],
    [
      p('Season', '季节', 'ရာသီ'),
      [p('All Season', '四季', 'ရာသီမရွေး'), p('Summer', '夏季', 'နွေရာသီ'), p('Rainy Season', '雨季', 'မိုးရာသီ')],
    ],
  ],
  beauty: [
    [ORIGIN, [C.thailand, C.korea, C.japan, C.myanmar, C.france]],
    [
      p('Skin Type', '肤质', 'အသားအရေ အမျိုးအစား'),
      [
        p('All', '所有肤质', 'အားလုံး'),
        p('Oily', '油性', 'အဆီပြန်'),
        p('Dry', '干性', 'ခြောက်သွေ့'),
        p('Sensitive', '敏感', 'ထိလွယ်'),
      ],
    ],
    [SHELF_LIFE, [months(24), months(36)]],
  ],
  home: [
    [ORIGIN, [C.china, C.thailand, C.myanmar, C.malaysia]],
    [WARRANTY, [NONE, months(6), years(1)]],
  ],
  food: [
    [ORIGIN, [C.shan, C.mandalay, C.ayeyarwady, C.yangon, C.thailand]],
    [SHELF_LIFE, [months(6), months(12), months(18)]],
    [
      p('Storage', '储存方式', 'သိုလှောင်ပုံ'),
      [p('Keep in a cool, dry place', '置于阴凉干燥处', 'အေးမြခြောက်သွေ့သောနေရာတွင် ထားပါ')],
    ],
  ],
  kids: [
    [
      p('Age', '适用年龄', 'အသက်'),
      [p('0-12 Months', '0-12个月', '၀-၁၂ လ'), p('1-3 Years', '1-3岁', '၁-၃ နှစ်'), p('3+ Years', '3岁以上', '၃ နှစ်အထက်')],
    ],
    [ORIGIN, [C.japan, C.thailand, C.china, C.malaysia]],
  ],
  sports: [
    [ORIGIN, [C.vietnam, C.china, C.indonesia, C.thailand]],
    [
      p('Usage', '用途', 'အသုံးပြုပုံ'),
      [p('Training', '训练', 'လေ့ကျင့်ရန်'), p('Outdoor', '户外', 'ပြင်ပ'), p('Competition', '比赛', 'ပြိုင်ပွဲ')],
    ],
  ],
  books: [
    [ORIGIN, [C.myanmar, C.china, C.japan, C.thailand]],
    [
      p('Suitable For', '适用人群', 'သင့်တော်သူ'),
      [
        p('Students', '学生', 'ကျောင်းသား'),
        p('Office', '办公', 'ရုံးသုံး'),
        p('Home', '家用', 'အိမ်သုံး'),
        p('Artists', '画家', 'အနုပညာရှင်'),
      ],
    ],
  ],
  health: [
    [ORIGIN, [C.australia, C.thailand, C.usa, C.myanmar, C.singapore]],
    [SHELF_LIFE, [months(24), months(36)]],
  ],
  auto: [
    [ORIGIN, [C.thailand, C.japan, C.china, C.indonesia]],
    [WARRANTY, [NONE, months(3), months(6), years(1)]],
    [
      p('Fits', '适配', 'တပ်ဆင်နိုင်သည်'),
      [
        p('Universal', '通用', 'အားလုံးနှင့် ကိုက်ညီ'),
        p('Honda', 'Honda', 'Honda'),
        p('Yamaha', 'Yamaha', 'Yamaha'),
        p('Toyota', 'Toyota', 'Toyota'),
      ],
    ],
  ],
};

const UNIT_BY_ICON: Partial<Record<IconName, string>> = {
  shirt: 'ထည်',
  dress: 'ထည်',
  trousers: 'ထည်',
  longyi: 'ထည်',
  shoe: 'ရံ',
  heel: 'ရံ',
  slipper: 'ရံ',
  bottle: 'ဘူး',
  can: 'ဘူး',
  jar: 'ဘူး',
  tube: 'ဘူး',
  perfume: 'ဘူး',
  snack: 'ထုပ်',
  sack: 'အိတ်',
  leaf: 'ထုပ်',
  bowl: 'ထုပ်',
  cup: 'ထုပ်',
  motorcycle: 'စီး',
  bicycle: 'စီး',
  book: 'အုပ်',
};

/** Burmese counting word for a goods. */
export function unitFor(icon: IconName): string {
  return UNIT_BY_ICON[icon] ?? 'ခု';
}
