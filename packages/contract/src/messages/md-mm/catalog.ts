import type { catalog as en } from '../en-us/catalog';

/** The catalogue: goods, categories, search and the goods page's service promises, in Burmese. */
export const catalog: Record<keyof typeof en, string> = {
  GOODS_NOT_FOUND: 'ဤကုန်ပစ္စည်း မရှိပါ သို့မဟုတ် ရောင်းချခြင်း ရပ်ဆိုင်းထားပါသည်',
  CATEGORY_NOT_FOUND: 'ဤကုန်ပစ္စည်း အမျိုးအစား မရှိပါ',
  AFTERSALE_SHIP_WITHIN: 'ငွေပေးချေပြီး {hours} နာရီအတွင်း ပို့ဆောင်ပေးပါသည်',
  AFTERSALE_SHIP_WITHIN_ONE: 'ငွေပေးချေပြီး {hours} နာရီအတွင်း ပို့ဆောင်ပေးပါသည်',
  AFTERSALE_NO_REASON_RETURN: '{days} ရက်အတွင်း အကြောင်းပြချက် မလိုဘဲ ပစ္စည်း ပြန်အပ်နိုင်ပါသည်',
  AFTERSALE_PACKAGE_POSTAGE: 'ပက်ကေ့ချ် ပစ္စည်းများအတွက် ပြန်ပို့ခကို ဝယ်သူက ကျခံရပါမည်',
  KEYWORD_TOO_LONG: 'ရှာဖွေမည့် စကားလုံးတွင် စာလုံး အများဆုံး 50 လုံးသာ ထည့်နိုင်ပါသည်',
  VIDEO_UNAVAILABLE: 'ဤဗီဒီယိုကို လောလောဆယ် ကြည့်ရှု၍ မရနိုင်ပါ',
  CATALOGUE_NAME_INVALID: 'စာလုံး {max} လုံးအထိ အမည်ကို < သို့မဟုတ် > မပါဘဲ ထည့်ပါ',
  CATALOGUE_IMAGE_INVALID: 'ပုံသည် တင်ထားသော ပုံ သို့မဟုတ် https:// လိပ်စာ ဖြစ်ရပါမည်',
  COMMISSION_RATE_INVALID: 'ကော်မရှင်နှုန်းသည် 0% မှ 100% အတွင်း ဖြစ်ရပါမည်',
  CATEGORY_PARENT_INVALID: 'အမျိုးအစားကို ၎င်းကိုယ်တိုင်၊ ၎င်း၏ အမျိုးအစားခွဲ သို့မဟုတ် မရှိသော အမျိုးအစားအောက်သို့ ရွှေ့၍ မရပါ',
  CATEGORY_TOO_DEEP: 'အမျိုးအစားများသည် အဆင့်သုံးဆင့်အထိသာ ရှိနိုင်သည်၊ ဤရွှေ့ခြင်းက စတုတ္ထအဆင့် ဖြစ်စေပါမည်',
  CATEGORY_HAS_CHILDREN: 'ဤအမျိုးအစားတွင် အမျိုးအစားခွဲ {count} ခု ရှိသည်၊ ၎င်းတို့ကို ဦးစွာ ရွှေ့ပါ သို့မဟုတ် ဖျက်ပါ',
  CATEGORY_HAS_GOODS: 'ဤအမျိုးအစားတွင် ကုန်ပစ္စည်း {count} ခု ({shops}) ရှိသည်၊ ၎င်းတို့ကို အခြားအမျိုးအစားသို့ ဦးစွာ ရွှေ့ပါ',
  BRAND_NOT_FOUND: 'ဤအမှတ်တံဆိပ် မရှိပါ',
  BRAND_HAS_GOODS: 'ကုန်ပစ္စည်း {count} ခု ({shops}) က ဤအမှတ်တံဆိပ်ကို သုံးနေသည်၊ ၎င်းတို့၏ အမှတ်တံဆိပ်ကို ဦးစွာ ပြောင်းပါ',
};
