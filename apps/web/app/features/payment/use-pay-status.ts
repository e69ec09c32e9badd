import { PAY_STATUS, payStatusEndpoint } from '@zay/contract';
import { useEffect, useRef } from 'react';
import { api } from '~/lib/api';

export const POLL_MS = 2000;

/** While `active`, asks pay/status every 2 s and calls `onPaid` once the payment is made. */
export function usePayStatus(outTradeNo: string, active: boolean, onPaid: () => void) {
  const paid = useRef(onPaid);
  useEffect(() => {
    paid.current = onPaid;
  });
  useEffect(() => {
    if (!active) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout>;
    const tick = async () => {
      const result = await api(payStatusEndpoint, { out_trade_no: outTradeNo });
      if (stopped) return;
      if (result.ok && result.data.pay_status === PAY_STATUS.PAID) return paid.current();
      timer = setTimeout(() => void tick(), POLL_MS);
    };
    timer = setTimeout(() => void tick(), POLL_MS);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [outTradeNo, active]);
}

/** One look at the payment's status, for "I have completed payment". */
export async function isPaid(outTradeNo: string): Promise<boolean> {
  const result = await api(payStatusEndpoint, { out_trade_no: outTradeNo });
  return result.ok && result.data.pay_status === PAY_STATUS.PAID;
}
