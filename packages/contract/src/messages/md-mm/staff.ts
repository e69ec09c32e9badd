import type { staff as en } from '../en-us/staff';

/** Shop and platform staff: console access and staff roles, in Burmese. */
export const staff: Record<keyof typeof en, string> = {
  SELLER_FORBIDDEN: 'သင့်ဝန်ထမ်းရာထူးဖြင့် ဤလုပ်ဆောင်ချက်ကို ပြုလုပ်ခွင့်မရှိပါ',
  PLATFORM_STAFF_ONLY: 'ပလက်ဖောင်း ဝန်ထမ်းများသာ ပလက်ဖောင်း စီမံခန့်ခွဲမှုကို အသုံးပြုနိုင်သည်။ ဆိုင်ဝန်ထမ်းများ ဆိုင်စီမံခန့်ခွဲမှုသို့ ဝင်ရောက်ပါ',
  STAFF_ROLE_OWNER: 'ဆိုင်ပိုင်ရှင်',
  STAFF_ROLE_CLERK: 'အော်ဒါစာရေး',
  STAFF_ROLE_SERVICE: 'ဖောက်သည်ဝန်ဆောင်မှု',
  STAFF_ROLE_VERIFIER: 'ကုဒ်စစ်ဆေးသူ',
  STAFF_ROLE_ADMIN: 'စီမံခန့်ခွဲသူ',
  STAFF_ROLE_OPERATIONS: 'လုပ်ငန်းလည်ပတ်မှု',
  STAFF_ROLE_FINANCE: 'ငွေစာရင်း',
  STAFF_ROLE_EDITOR: 'ကုန်ပစ္စည်း တည်းဖြတ်သူ',
  STAFF_NOT_FOUND: 'သင့်ဆိုင်တွင် ဤဝန်ထမ်း မရှိပါ',
  STAFF_OWNER_PROTECTED: 'ဆိုင်ပိုင်ရှင်၏ ကိုယ်ပိုင်အကောင့်ကို ဤနေရာတွင် ပြင်ဆင်ခြင်း၊ ပိတ်ခြင်း သို့မဟုတ် လွှဲပေးခြင်း မပြုနိုင်ပါ',
  STAFF_ROLE_INVALID: 'ရာထူးတစ်ခု ရွေးပါ- အော်ဒါစာရေး၊ ဖောက်သည်ဝန်ဆောင်မှု၊ ကုဒ်စစ်ဆေးသူ သို့မဟုတ် ကုန်ပစ္စည်း တည်းဖြတ်သူ',
  STAFF_USERNAME_TAKEN: 'ဤအသုံးပြုသူအမည်ကို အခြားအကောင့်က အသုံးပြုပြီးဖြစ်သည်။ အခြားအမည်တစ်ခု ရွေးပါ',
  STAFF_SAVED: 'ဝန်ထမ်းကို သိမ်းဆည်းပြီးပါပြီ',
  STAFF_PASSWORD_RESET: 'စကားဝှက်ကို ပြန်သတ်မှတ်ပြီးပါပြီ။ ၎င်း၏ ဝင်ရောက်မှုများ ပြီးဆုံးသွားပါပြီ',
  PLATFORM_STAFF_SELF: 'သင့်ကိုယ်ပိုင်အကောင့်ကို ပိတ်၍မရပါ',
  PLATFORM_STAFF_LAST_ADMIN: 'ပလက်ဖောင်းတွင် ဖွင့်ထားသော စီမံခန့်ခွဲသူ အနည်းဆုံး တစ်ဦး ရှိရပါမည်',
};
