import type { chat as en } from '../en-us/chat';

/** Chat with customer service, in Burmese. */
export const chat: Record<keyof typeof en, string> = {
  // Chat
  CHAT_BLANK: 'စာသားအလွတ်ကို ပို့၍ မရပါ',
  CHAT_TOO_LONG: 'တစ်ကြိမ်လျှင် စာလုံး 150 လုံးအထိသာ ပို့နိုင်ပါသည်',
  CHAT_NOT_LOGGED_IN: 'သင် အကောင့်ဝင်ထားခြင်း မရှိပါ',
  SERVICER_OFFLINE: 'ဖောက်သည်ဝန်ဆောင်မှု အွန်လိုင်းတွင် မရှိပါ',
  SERVICER_ONLINE: 'ဖောက်သည်ဝန်ဆောင်မှု အွန်လိုင်းတွင် ရှိပါသည်',
  CHAT_IMAGE_INVALID: 'ပုံကို ရှာမတွေ့ပါ၊ ကျေးဇူးပြု၍ ပြန်လည်တင်ပါ',
  CHAT_CONNECTION_GONE: 'ချက်တင်ချိတ်ဆက်မှု ပြတ်တောက်သွားပါသည်၊ ကျေးဇူးပြု၍ ချက်တင်ကို ပြန်ဖွင့်ပါ',
  CHAT_CONVERSATION_NOT_FOUND: 'ဤစကားပြောဆိုမှု မရှိပါ',
  CHAT_ORDER_INVALID: 'ဤမှာယူမှုကို ဤချက်တင်တွင် ပို့၍ မရပါ',
};
