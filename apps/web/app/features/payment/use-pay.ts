import { PAY_PASSWORD_LENGTH, payPayEndpoint, type PayPayResult, type PayType } from '@zay/contract';
import { useState } from 'react';
import { api } from '~/lib/api';
import { useTranslation } from '~/lib/translation';
import { resultPath } from './pay-view';

export type Step = { kind: 'choose' } | { kind: 'next'; answer: PayPayResult };

/** pay/pay: the balance sends its password, the online wallet where to come back to. */
const callPay = (outTradeNo: string, method: PayType, password: string) =>
  api(payPayEndpoint, {
    out_trade_no: outTradeNo,
    pay_type: method,
    ...(method === 'balance' ? { pay_password: password } : {}),
    ...(method === 'alipay' ? { return_url: resultPath(outTradeNo) } : {}),
  });

/**
 * "Pay immediately" with the chosen method (pay/pay): balance pays at once and goes to the
 * result, the online wallet leaves for the provider, the others answer what they need next.
 */
export function usePay(outTradeNo: string, firstMethod: PayType | null, toResult: () => void) {
  const { t } = useTranslation();
  const [method, setMethod] = useState(firstMethod);
  const [step, setStep] = useState<Step>({ kind: 'choose' });
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState('');
  const [password, setPassword] = useState('');

  async function pay() {
    if (!method) return;
    if (method === 'balance' && password.length !== PAY_PASSWORD_LENGTH) return setFailure(t('payPassword.format'));
    setFailure('');
    setBusy(true);
    const result = await callPay(outTradeNo, method, password);
    if (!result.ok) {
      setBusy(false);
      return setFailure(result.message || t('pay.failed'));
    }
    const answer = result.data;
    if (answer.type === 'redirect') return window.location.assign(answer.redirect_url);
    setBusy(false);
    if (answer.type === 'paid') return toResult();
    setStep({ kind: 'next', answer });
  }

  return {
    method,
    choose: (type: PayType) => {
      setMethod(type);
      setFailure('');
    },
    step,
    back: () => setStep({ kind: 'choose' }),
    busy,
    failure,
    password,
    setPassword,
    pay: () => void pay(),
  };
}
