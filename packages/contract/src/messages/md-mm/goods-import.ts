import type { goodsImport as en } from '../en-us/goods-import';

/** The shop console's goods import and export (ADR 108), in Burmese. */
export const goodsImport: Record<keyof typeof en, string> = {
  GOODS_IMPORT_FILE_REQUIRED: 'တင်သွင်းရန် CSV ဖိုင်ကို ရွေးပါ',
  GOODS_IMPORT_FILE_TOO_LARGE: 'ဖိုင်သည် {mb} MB ထက် ကြီးနေသည်',
  GOODS_IMPORT_TOO_MANY_ROWS: 'ဖိုင်တွင် အတန်း {max} ထက် ပိုများနေသည်။ ဖိုင်ငယ်များအဖြစ် ခွဲပါ',
  GOODS_IMPORT_EMPTY: 'ဖိုင်၏ ခေါင်းစီးအောက်တွင် ကုန်ပစ္စည်းအတန်း မရှိပါ',
  GOODS_IMPORT_MALFORMED: 'ဖိုင်ကို CSV အဖြစ် ဖတ်၍မရပါ- {reason} (အတန်း {line})',
  GOODS_IMPORT_QUOTE_UNCLOSED: 'မျက်တောင်အဖွင့်ပါသော ကွက်ကို ပိတ်မထားပါ',
  GOODS_IMPORT_QUOTE_STRAY: 'ကွက်အလယ်တွင် မျက်တောင်ပါနေသည်',
  GOODS_IMPORT_NOT_UTF8: 'UTF-8 စာသား မဟုတ်ပါ',
  GOODS_IMPORT_COLUMN_MISSING: 'ခေါင်းစီးတွင် "{column}" ကော်လံ မပါပါ',
  GOODS_IMPORT_COLUMN_UNKNOWN: 'မသိသော ကော်လံ "{column}"',
  GOODS_IMPORT_CELL_TOO_LONG: 'ကွက်သည် စာလုံး {max} ထက် ရှည်နေသည်',
  GOODS_IMPORT_WHOLE_NUMBER: '0 သို့မဟုတ် ထို့ထက်ကြီးသော ကိန်းပြည့်ကို ထည့်ပါ',
  GOODS_IMPORT_VALUE_INVALID: 'ဤတန်ဖိုး မမှန်ကန်ပါ',
  GOODS_IMPORT_GOODS_DIFFERS: 'အတန်း {line} ရှိ တူညီသော ကုန်ပစ္စည်းနှင့် မတူပါ။ ကုန်ပစ္စည်းတစ်ခု၏ ကော်လံများသည် ၎င်း၏ အတန်းအားလုံးတွင် တူရမည်',
  GOODS_IMPORT_SPEC_ROW: 'အမျိုးအစားခွဲတစ်ခုတွင် အမည်နှင့် တန်ဖိုး နှစ်ခုလုံး လိုပြီး ကုန်ပစ္စည်း၏ အတန်းတိုင်းတွင် တူညီရမည်',
  GOODS_IMPORT_SKU_TWICE: 'အတန်း {line} နှင့် အမျိုးအစားခွဲ တန်ဖိုးများ တူနေသည်',
  GOODS_IMPORT_GRID: 'ကုန်ပစ္စည်းတွင် အမျိုးအစားခွဲ တန်ဖိုးတွဲတိုင်းအတွက် အတန်းတစ်ခုစီ တိတိကျကျ လိုသည်',
  GOODS_IMPORT_NOT_CLEAN: 'ဖိုင်တွင် ပြဿနာများ ရှိသည်။ တင်သွင်းခြင်းမပြုမီ ပြင်ဆင်ပြီး ထပ်မံစစ်ဆေးပါ',
  GOODS_IMPORT_RUNNING: 'ဤဆိုင်၏ တင်သွင်းမှုတစ်ခု လုပ်ဆောင်နေဆဲဖြစ်သည်။ ပြီးဆုံးသည်အထိ စောင့်ပါ',
  GOODS_IMPORT_JOB_NOT_FOUND: 'ဤဆိုင်တွင် တင်သွင်းမှု မရှိသေးပါ',
};
