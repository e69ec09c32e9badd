import type { payment as en } from '../en-us/payment';

/** Payment: pay types, transfer proofs, the wallet and the bundled payment sandbox, in Burmese. */
export const payment: Record<keyof typeof en, string> = {
  PAY_TYPE_NOT_CONFIGURED: 'ရောင်းချသူသည် ငွေပေးချေမှု နည်းလမ်းကို မသတ်မှတ်ရသေးပါ',
  PAY_INFO_MISSING: 'ငွေပေးချေမှု အချက်အလက်ကို ရှာမတွေ့ပါ',
  PAY_FAILED: 'ငွေပေးချေမှု မအောင်မြင်ပါ',
  PAY_SUCCESS: 'ငွေပေးချေမှု အောင်မြင်ပါသည်',

  BALANCE_NOT_ENOUGH: 'လက်ကျန်ငွေ မလုံလောက်ပါ',

  PAY_WALLET_ONLY: 'ငွေဖြည့်ခြင်းကို မိုဘိုင်းပိုက်ဆံအိတ်ဖြင့်သာ ပေးချေနိုင်သည်',
  SELLER_PROOF_OTHER_SHOPS: 'ဤငွေပေးချေမှုတွင် အခြားဆိုင်များ၏ အော်ဒါများလည်း ပါဝင်သဖြင့် ပလက်ဖောင်းမှ အတည်ပြုပါမည်',
  PAY_CLOSED: 'ဤငွေပေးချေမှု ပိတ်သွားပါပြီ၊ သင့်အော်ဒါများမှ ပြန်လည်ပေးချေပါ',
  PAY_ALREADY_PAID: 'ဤငွေပေးချေမှုကို ပေးချေပြီးဖြစ်ပါသည်',
  PAY_PROOF_USED: 'ဤငွေလွှဲအထောက်အထားကို အခြားငွေပေးချေမှုအတွက် ပေးပို့ပြီးဖြစ်ပါသည်',
  PAY_PROOF_EXPIRED: 'ဆိုင်က ဤငွေလွှဲကို အချိန်မီ အတည်မပြုခဲ့ပါ၊ အခြားနည်းလမ်းဖြင့် ပေးချေပါ',
  PAY_AWAITING_TOO_MANY: 'ဆိုင်၏ ငွေလွှဲအတည်ပြုချက်ကို စောင့်နေသော အော်ဒါ {max} ခု ရှိနေပြီ ဖြစ်ပါသည်၊ ၎င်းတို့ကို ဦးစွာ စောင့်ပါ',
  PAY_PROOF_REQUIRED: 'ငွေပေးချေမှု အထောက်အထားကို တင်ပေးပါ',
  PAY_PROOF_SUBMITTED: 'ငွေပေးချေမှု အထောက်အထား ပေးပို့ပြီးပါပြီ၊ ဆိုင်မှ အတည်ပြုပေးပါမည်',
  PAY_TYPE_OFFLINEPAY: 'ဘဏ်ငွေလွှဲ',
  PAY_TYPE_BALANCE: 'လက်ကျန်ငွေ',

  SANDBOX_WALLET_TITLE: 'Zay စမ်းသပ် ပိုက်ဆံအိတ်',
  SANDBOX_WALLET_INTRO: 'ဤစမ်းသပ် ပိုက်ဆံအိတ်သည် ပိုက်ဆံအိတ် အက်ပ်၏ နေရာတွင် အစားထိုး လုပ်ဆောင်သည်။ ငွေအစစ် မရွေ့ပါ။',
  SANDBOX_PAY_TO: 'ငွေလက်ခံသူ',
  SANDBOX_AMOUNT: 'ငွေပမာဏ',
  SANDBOX_ORDER_NO: 'ငွေပေးချေမှု နံပါတ်',
  SANDBOX_CONFIRM: 'ငွေပေးချေမှုကို အတည်ပြုရန်',
  SANDBOX_CANCEL: 'ပယ်ဖျက်ရန်',
  SANDBOX_PAID: 'ငွေပေးချေမှု အောင်မြင်ပါသည် — ဆိုင်သို့ ပြန်သွားနိုင်ပါပြီ',
  SANDBOX_CANCELLED: 'ငွေပေးချေမှုကို ပယ်ဖျက်လိုက်ပါပြီ',
  SANDBOX_LINK_INVALID: 'ဤငွေပေးချေမှု လင့်ခ် မမှန်ကန်ပါ သို့မဟုတ် သက်တမ်းကုန်သွားပါပြီ',
  SANDBOX_BACK: 'ဆိုင်သို့ ပြန်သွားရန်',
};
