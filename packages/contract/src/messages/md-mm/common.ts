import type { common as en } from '../en-us/common';

/** Response codes, HTTP and request failures, field validation and the texts every domain shares, in Burmese. */
export const common: Record<keyof typeof en, string> = {
  // Response codes (common/codes.ts)
  SUCCESS: 'လုပ်ဆောင်မှု အောင်မြင်ပါသည်',
  ERROR: 'လုပ်ဆောင်မှု မအောင်မြင်ပါ',
  TOKEN_NOT_EXIST: 'အကောင့်ဝင်ရောက်မှု တိုကင် မရှိပါ',
  TOKEN_ERROR: 'အကောင့်ဝင်ရောက်မှု မှားယွင်းနေပါသည်၊ ကျေးဇူးပြု၍ ပြန်လည်ဝင်ရောက်ပါ',
  TOKEN_EXPIRE: 'အကောင့်ဝင်ရောက်မှု သက်တမ်းကုန်သွားပါပြီ၊ ကျေးဇူးပြု၍ ပြန်လည်ဝင်ရောက်ပါ',
  PARAMETER_ERROR: 'ပါရာမီတာများ မမှန်ကန်ပါ',
  REQUEST_SITE_ID: 'ဆိုင် ID မပါဝင်ပါ',
  SITE_CLOSE: 'ဝက်ဘ်ဆိုက်ကို ပိတ်ထားပါသည်',

  // Generic HTTP and request failures
  NOT_FOUND: 'တောင်းဆိုထားသော စာမျက်နှာ သို့မဟုတ် ဒေတာကို ရှာမတွေ့ပါ',
  METHOD_NOT_ALLOWED: 'ဤတောင်းဆိုမှု နည်းလမ်းကို ခွင့်မပြုပါ',
  FORBIDDEN: 'ဤလုပ်ဆောင်ချက်ကို ပြုလုပ်ရန် သင့်တွင် ခွင့်ပြုချက် မရှိပါ',
  RATE_LIMITED: 'တောင်းဆိုမှု များလွန်းနေပါသည်၊ ခဏနေမှ ထပ်မံကြိုးစားပါ',
  SERVER_ERROR: 'ဆာဗာတွင် ပြဿနာတစ်ခု ဖြစ်ပေါ်နေပါသည်၊ ထပ်မံကြိုးစားပါ',
  PAYLOAD_TOO_LARGE: 'တောင်းဆိုမှု အရွယ်အစား ကြီးလွန်းပါသည်',
  UNSUPPORTED_MEDIA_TYPE: 'ဤအကြောင်းအရာ အမျိုးအစားကို မပံ့ပိုးပါ',
  FORBIDDEN_ORIGIN: 'ဤနေရာမှ လာသော တောင်းဆိုမှုများကို ခွင့်မပြုပါ',
  INVALID_JSON: 'တောင်းဆိုမှု အကြောင်းအရာသည် မှန်ကန်သော JSON မဟုတ်ပါ',
  BAD_REQUEST: 'တောင်းဆိုမှု ပုံစံ မမှန်ကန်ပါ',
  REQUEST_TIMEOUT: 'တောင်းဆိုမှု အချိန်ကြာလွန်းသွားပါသည်၊ ထပ်မံကြိုးစားပါ',
  HEADERS_TOO_LARGE: 'တောင်းဆိုမှု ခေါင်းစီးများ ကြီးလွန်းပါသည်',
  TOO_MANY_CONNECTIONS: 'သင့်လိပ်စာမှ ချိတ်ဆက်မှုများ များလွန်းနေပါသည်၊ ခဏနေမှ ထပ်မံကြိုးစားပါ',

  // Field validation; {field} is the API field name
  VALIDATION_FIELD: '{field}: {reason}',
  FIELD_REQUIRED: '{field} ကို ဖြည့်ရန် လိုအပ်ပါသည်',
  FIELD_TOO_LONG: '{field} တွင် စာလုံး အများဆုံး {max} လုံးသာ ထည့်နိုင်ပါသည်',
  FIELD_TOO_SHORT: '{field} တွင် စာလုံး အနည်းဆုံး {min} လုံး ပါရှိရပါမည်',
  FIELD_INVALID: '{field} မမှန်ကန်ပါ',
  FIELD_NOT_INTEGER: '{field} သည် ကိန်းပြည့် ဖြစ်ရပါမည်',
  FIELD_OUT_OF_RANGE: '{field} သည် {min} နှင့် {max} ကြား ဖြစ်ရပါမည်',
  FIELD_TOO_SMALL: '{field} သည် အနည်းဆုံး {min} ဖြစ်ရပါမည်',
  FIELD_TOO_LARGE: '{field} သည် အများဆုံး {max} သာ ဖြစ်ရပါမည်',
  FIELD_TOO_FEW: '{field} တွင် အနည်းဆုံး {min} ခု ပါရှိရပါမည်',
  FIELD_TOO_MANY: '{field} တွင် အများဆုံး {max} ခုသာ ထည့်နိုင်ပါသည်',

  PLUGIN_NOT_INSTALLED: 'ပလပ်ဂင် ထည့်သွင်းထားခြင်း မရှိပါ',

  REVOKE_SUCCESS: 'ပြန်လည်ရုပ်သိမ်းခြင်း အောင်မြင်ပါသည်',
  APPLY_SUCCESS: 'လျှောက်ထားခြင်း အောင်မြင်ပါသည်',
  CANCEL_SUCCESS: 'ပယ်ဖျက်ခြင်း အောင်မြင်ပါသည်',
  FOLLOW_SUCCESS: 'စောင့်ကြည့်ခြင်း အောင်မြင်ပါသည်',
  UNFOLLOW_SUCCESS: 'စောင့်ကြည့်ခြင်းကို ရပ်ဆိုင်းပြီးပါပြီ',
};
