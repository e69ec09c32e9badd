import { PAY_TYPES, type PayType } from '@zay/contract';

/** pay/type answers the configured methods as a comma list; unknown names are left out. */
export function parsePayTypes(list: string): PayType[] {
  const wanted = new Set(list.split(',').map((s) => s.trim()));
  return PAY_TYPES.filter((type) => wanted.has(type));
}

export const resultPath = (outTradeNo: string) => `/result?out_trade_no=${encodeURIComponent(outTradeNo)}`;
