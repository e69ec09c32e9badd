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
};
