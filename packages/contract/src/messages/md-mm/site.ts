import type { site as en } from '../en-us/site';

/** The marketplace's own settings (the platform console's site settings), in Burmese. */
export const site: Record<keyof typeof en, string> = {
  SETTINGS_SAVED: 'ဆက်တင်များ သိမ်းဆည်းပြီးပါပြီ',
  SETTINGS_IMAGE_INVALID: 'ပုံသည် တင်ထားသော ဖိုင် သို့မဟုတ် http(s) လိပ်စာ ဖြစ်ရပါမည်',
  SETTINGS_LINK_INVALID: 'လင့်ခ်သည် http:// သို့မဟုတ် https:// ဖြင့် စရပါမည်',
  SETTINGS_TITLE_REQUIRED: 'ဝက်ဘ်ဆိုက် ခေါင်းစဉ် ထည့်ပါ',
  SETTINGS_PHONE_INVALID: 'ဖုန်းနံပါတ်တွင် ဂဏန်း၊ ကွက်လပ်၊ +၊ - နှင့် ကွင်းများသာ ပါနိုင်ပါသည်',
  SETTINGS_LOGIN_REQUIRED: 'အကောင့်ဝင်နည်း အနည်းဆုံး တစ်ခု ထားပါ',
  SETTINGS_SERVICE_LINK: 'ပြင်ပ ဖောက်သည်ဝန်ဆောင်မှု လင့်ခ် (http:// သို့မဟုတ် https://) ထည့်ပါ',
  SETTINGS_ACCOUNT_NUMBER: 'အကောင့်နံပါတ်တွင် ဂဏန်း၊ ကွက်လပ်နှင့် - သာ ပါနိုင်ပါသည်',
  SETTINGS_PAY_NONE: 'ငွေပေးချေနည်း အနည်းဆုံး တစ်ခု ဖွင့်ထားပါ',
  SETTINGS_BANK_REQUIRED: 'ဘဏ်လွှဲငွေအတွက် အကောင့်နံပါတ်နှင့် အကောင့်အမည် လိုအပ်ပါသည်',
  SETTINGS_TRANSFER_REQUIRED: 'ငွေထုတ်ယူနည်း အနည်းဆုံး တစ်ခု ရွေးပါ',
  SETTINGS_REWARD_DAYS: 'ဆုလာဘ်ရက်များသည် အတန်းတစ်ခုထက် တစ်ခု များရပါမည်',
  SETTINGS_LEVELS_ORDER: 'ပထမအဆင့်၏ ကြီးထွားမှုတန်ဖိုးသည် 0 ဖြစ်ရပြီး နောက်အဆင့်တိုင်းသည် ယခင်အဆင့်ထက် များရပါမည်',
};
