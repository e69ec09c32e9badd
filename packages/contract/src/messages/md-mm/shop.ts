import type { shop as en } from '../en-us/shop';

/** Shops, in Burmese. */
export const shop: Record<keyof typeof en, string> = {
  SHOP_NOT_FOUND: 'ဤဆိုင် မရှိပါ',
  SHOP_CLOSED: 'ဤဆိုင်ကို ပိတ်ထားပါသည်',
};
