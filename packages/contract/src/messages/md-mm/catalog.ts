import type { catalog as en } from '../en-us/catalog';

/** The catalogue: goods, categories, search and the goods page's service promises, in Burmese. */
export const catalog: Record<keyof typeof en, string> = {
  GOODS_NOT_FOUND: 'ဤကုန်ပစ္စည်း မရှိပါ သို့မဟုတ် ရောင်းချခြင်း ရပ်ဆိုင်းထားပါသည်',
  CATEGORY_NOT_FOUND: 'ဤကုန်ပစ္စည်း အမျိုးအစား မရှိပါ',
  AFTERSALE_SHIP_WITHIN: 'ငွေပေးချေပြီး {hours} နာရီအတွင်း ပို့ဆောင်ပေးပါသည်',
  AFTERSALE_NO_REASON_RETURN: '{days} ရက်အတွင်း အကြောင်းပြချက် မလိုဘဲ ပစ္စည်း ပြန်အပ်နိုင်ပါသည်',
  AFTERSALE_PACKAGE_POSTAGE: 'ပက်ကေ့ချ် ပစ္စည်းများအတွက် ပြန်ပို့ခကို ဝယ်သူက ကျခံရပါမည်',
  KEYWORD_TOO_LONG: 'ရှာဖွေမည့် စကားလုံးတွင် စာလုံး အများဆုံး 50 လုံးသာ ထည့်နိုင်ပါသည်',
  VIDEO_UNAVAILABLE: 'ဤဗီဒီယိုကို လောလောဆယ် ကြည့်ရှု၍ မရနိုင်ပါ',
};
