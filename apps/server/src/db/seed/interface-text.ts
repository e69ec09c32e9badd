import { CATEGORIES } from './categories-data';
import { ALL_SPECS } from './specs-data';
import { ATTRIBUTES, BRAND_ATTR, type Phrase } from './vocab-data';

/**
 * Text the interface owns that the seed writes in Burmese, with its Chinese and English, keyed
 * by the Burmese (ADR 097): shops' main business and level, promotion and coupon names, topic
 * lines, live rooms' names. The seed test fails when one it writes has no entry here.
 */
const p = (mm: string, zh: string, en: string): [string, Phrase] => [mm, { mm, zh, en }];

export const SHOP_LEVELS = ['စိန်အဆင့် ဆိုင်', 'ရွှေအဆင့် ဆိုင်', 'ငွေအဆင့် ဆိုင်'];

export const INTERFACE_TEXT: Map<string, Phrase> = new Map([
  ...CATEGORIES.map((t) => p(t.mm, t.zh, t.en)),
  p('ဘက်စုံ', '综合', 'General store'),
  p('မိခင်နှင့် ကလေး', '母婴', 'Mother & baby'),
  p('လက်မှုပစ္စည်း', '手工艺品', 'Handicrafts'),
  p('အစားအသောက်နှင့် အိမ်သုံးပစ္စည်း', '食品和家居用品', 'Food & household'),
  p('အလှကုန်နှင့် ကျန်းမာရေး', '美妆和健康', 'Beauty & health'),
  p('အားကစားပစ္စည်း', '运动用品', 'Sports goods'),
  p('အမျိုးသားဖက်ရှင်', '男装', "Men's fashion"),
  p('အိမ်နှင့် မီးဖိုချောင်', '家居厨房', 'Home & kitchen'),
  p('ဆိုင်ကယ်နှင့် ကားပစ္စည်း', '摩托和汽车用品', 'Motorbike & car parts'),
  p('စာအုပ်နှင့် စာရေးကိရိယာ', '图书文具', 'Books & stationery'),
  p('ဖုန်းနှင့် အီလက်ထရောနစ်', '手机数码', 'Phones & electronics'),
  p('အမျိုးသမီးဖက်ရှင်', '女装', "Women's fashion"),
  p(SHOP_LEVELS[0]!, '钻石店铺', 'Diamond shop'),
  p(SHOP_LEVELS[1]!, '金牌店铺', 'Gold shop'),
  p(SHOP_LEVELS[2]!, '银牌店铺', 'Silver shop'),
  // Spend & save (manjian)
  p('ဈေးဝယ်လေ သက်သာလေ', '多买多省', 'Spend & save'),
  p('စနေ၊ တနင်္ဂနွေ အထူးဈေး', '周末特惠', 'Weekend deal'),
  p('သင်္ကြန် အထူးလျှော့ဈေး', '泼水节特惠', 'Thingyan deals'),
  // Coupons
  p('Zay ၅၀,၀၀၀ ကျပ်ဖိုး ဝယ်လျှင် ၅,၀၀၀ ကျပ် လျှော့', 'Zay 满50,000缅币减5,000缅币', 'Zay 5,000 Ks off from 50,000 Ks'),
  p('Zay ၁၀၀,၀၀၀ ကျပ်ဖိုး ဝယ်လျှင် ၁၀,၀၀၀ ကျပ် လျှော့', 'Zay 满100,000缅币减10,000缅币', 'Zay 10,000 Ks off from 100,000 Ks'),
  p('၂၀,၀၀၀ ကျပ်ဖိုး ဝယ်လျှင် ၂,၀၀၀ ကျပ် လျှော့', '满20,000缅币减2,000缅币', '2,000 Ks off from 20,000 Ks'),
  p('Zay ၁,၀၀၀ ကျပ် ကြိုဆိုကူပွန်', 'Zay 1,000缅币新人券', 'Zay 1,000 Ks welcome coupon'),
  p('ပမာဏမရွေး ၅၀၀ ကျပ် လျှော့', '无门槛减500缅币', '500 Ks off, any amount'),
  p('၁၀% လျှော့ (အများဆုံး ၂၀,၀၀၀ ကျပ်)', '9折（最多减20,000缅币）', '10% off (up to 20,000 Ks)'),
  // Topic lines
  p('ရွေးချယ်ထားသော ပစ္စည်းများ အထူးဈေးဖြင့်', '精选商品特价', 'Selected goods at special prices'),
  p('အိမ်သုံးပစ္စည်း အထူးဈေး', '居家用品特价', 'Household goods at special prices'),
  // Live rooms
  p('ပစ္စည်းသစ်များ တိုက်ရိုက်ပြသခြင်း', '新品直播', 'New arrivals live'),
  p('သင်္ကြန် အထူးလျှော့ဈေး', '泼水节特惠', 'Thingyan deals'),
  p('ဖုန်းအသစ် မိတ်ဆက်ပွဲ', '新机发布会回放', 'Phone launch replay'),
  p('ရာသီစာ ချက်ပြုတ်နည်း', '时令美食烹饪', 'Seasonal cooking'),
]);

/** Spec and attribute names and values: the glossary (kind `term`), keyed by the Burmese. */
export function glossary(): Map<string, Phrase> {
  const out = new Map<string, Phrase>();
  const add = (ph: Phrase) => {
    if (ph.mm !== ph.en || ph.mm !== ph.zh) out.set(ph.mm, ph);
  };
  for (const s of ALL_SPECS) {
    add({ mm: s.mm, zh: s.zh, en: s.name });
    for (const v of s.values) add({ mm: v.mm, zh: v.zh, en: v.name });
  }
  add(BRAND_ATTR);
  for (const list of Object.values(ATTRIBUTES))
    for (const [name, values] of list) {
      add(name);
      values.forEach(add);
    }
  return out;
}
