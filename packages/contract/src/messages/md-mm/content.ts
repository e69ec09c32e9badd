import type { content as en } from '../en-us/content';

/** Content: notices, help and live rooms, in Burmese. */
export const content: Record<keyof typeof en, string> = {
  NOTICE_NOT_FOUND: 'ဤကြေညာချက် မရှိပါ',
  HELP_NOT_FOUND: 'ဤအကူအညီ ဆောင်းပါး မရှိပါ',
  LIVE_ROOM_NOT_FOUND: 'ဤတိုက်ရိုက်ထုတ်လွှင့်ခန်း မရှိပါ',
  LIVE_STATUS_101: 'တိုက်ရိုက်ထုတ်လွှင့်နေသည်',
  LIVE_STATUS_102: 'မစတင်သေးပါ',
  LIVE_STATUS_103: 'ပြီးဆုံးပါပြီ',
  LIVE_STATUS_104: 'ပိတ်ပင်ထားသည်',
  LIVE_STATUS_105: 'ခေတ္တရပ်ထားသည်',
  LIVE_STATUS_106: 'ချို့ယွင်းနေသည်',
  LIVE_STATUS_107: 'သက်တမ်းကုန်ပါပြီ',
  HELP_CLASS_NOT_FOUND: 'ဤအကူအညီ အမျိုးအစား မရှိပါ',
  LIVE_REVIEW_STATE_CHANGED: 'စစ်ဆေးရန် စောင့်ဆိုင်းနေသော ထုတ်လွှင့်ခန်းကိုသာ အတည်ပြုခြင်း သို့မဟုတ် ငြင်းပယ်ခြင်း ပြုလုပ်နိုင်ပါသည်',
  HELP_CLASS_NOT_EMPTY: 'ဤအမျိုးအစားရှိ ဆောင်းပါးများကို ဦးစွာ ရွှေ့ပါ သို့မဟုတ် ဖျက်ပါ',
  CONTENT_TITLE_REQUIRED: 'ခေါင်းစဉ် ထည့်ပါ',
  LIVE_AUDIT_PENDING: 'စစ်ဆေးရန် စောင့်ဆိုင်းနေသည်',
  LIVE_AUDIT_APPROVED: 'အတည်ပြုပြီး',
  LIVE_AUDIT_REFUSED: 'ငြင်းပယ်ထားသည်',

  LIVE_PLUGIN_NOT_INSTALLED: 'တိုက်ရိုက်ထုတ်လွှင့်မှု ပလပ်ဂင် ထည့်သွင်းထားခြင်း မရှိပါ',
  // The decoration of the home page (ADR 104)
  DECORATE_TEXT_INVALID: 'စာသားသည် တစ်ကြောင်းတည်း ဖြစ်ပြီး စာလုံး {max} လုံးထက် မပိုရပါ',
  DECORATE_TITLE_REQUIRED: 'မြန်မာ ခေါင်းစဉ် ထည့်ပါ',
  DECORATE_LINK_INVALID: 'လင့်ခ်သည် ဤဆိုက်၏ စာမျက်နှာ (/…) သို့မဟုတ် http(s):// လိပ်စာ ဖြစ်ရပါမည်',
  DECORATE_IMAGE_INVALID: 'ပုံသည် တင်ထားသော ပုံ သို့မဟုတ် https:// လိပ်စာ ဖြစ်ရပါမည်',
  DECORATE_IMAGE_REQUIRED: 'ပုံ တင်ပါ',
  DECORATE_WINDOW_INVALID: 'ပြီးဆုံးချိန်သည် စတင်ချိန်ထက် နောက်ကျရပါမည်',
  DECORATE_TOO_MANY: 'အရေအတွက် များလွန်းပါသည်',
  DECORATE_POSITION_NOT_FOUND: 'ဤကြော်ငြာနေရာ မရှိပါ',
  DECORATE_ITEM_NOT_FOUND: 'ဤအရာ မရှိတော့ပါ၊ စာမျက်နှာကို ပြန်ဖွင့်ပါ',
  DECORATE_NO_DRAFT: 'ထုတ်ပြန်ရန် မူကြမ်း မရှိပါ',
  DECORATE_PREVIEW_EXPIRED: 'ဤအစမ်းကြည့် လင့်ခ် သက်တမ်းကုန်သွားပါပြီ၊ စီမံခန့်ခွဲမှုမှ ပြန်ဖွင့်ပါ',
};
