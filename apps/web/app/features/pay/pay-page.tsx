import {
  PAY_PASSWORD_LENGTH,
  PAY_STATUS,
  payPayEndpoint,
  type PayInfo,
  type PayPayResult,
  type PayType,
} from '@zay/contract';
import { CircleAlert } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate, useRevalidator } from 'react-router';
import { PayPasswordInput, PayPasswordSetup } from '~/components/ui/pay-password-setup';
import { Price } from '~/components/ui/price';
import { api } from '~/lib/api';
import { useTranslation } from '~/lib/translation';
import { BankTransfer } from './bank-transfer';
import { OrderInfo } from './order-info';
import { PayMethods } from './pay-methods';
import { resultPath } from './pay-view';
import { WaitingPanel } from './waiting-panel';
import { WalletQr } from './wallet-qr';

export interface Account {
  balance: string;
  is_pay_password: number;
}

interface Props {
  info: PayInfo;
  types: PayType[];
  account: Account | null;
}

type Step = { kind: 'choose' } | { kind: 'next'; answer: PayPayResult };

/** SPEC §2 payment page: amount, orders, methods, "pay immediately", and what the method needs next. */
export function PayPage({ info, types, account: firstAccount }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const [method, setMethod] = useState<PayType | null>(types[0] ?? null);
  const [step, setStep] = useState<Step>({ kind: 'choose' });
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState('');
  const [account, setAccount] = useState(firstAccount);
  const [password, setPassword] = useState('');
  const outTradeNo = info.out_trade_no;
  const toResult = () => navigate(resultPath(outTradeNo), { replace: true });

  if (info.pay_status === PAY_STATUS.PAYING || info.pay_status === PAY_STATUS.CLOSED)
    return (
      <>
        <OrderInfo info={info} />
        <WaitingPanel info={info} />
      </>
    );

  async function pay() {
    if (!method) return;
    if (method === 'balance' && password.length !== PAY_PASSWORD_LENGTH) return setFailure(t('payPassword.format'));
    setFailure('');
    setBusy(true);
    const result = await api(payPayEndpoint, {
      out_trade_no: outTradeNo,
      pay_type: method,
      ...(method === 'balance' ? { pay_password: password } : {}),
      ...(method === 'onlinewallet' ? { return_url: resultPath(outTradeNo) } : {}),
    });
    if (!result.ok) {
      setBusy(false);
      return setFailure(result.message || t('pay.failed'));
    }
    const answer = result.data;
    if (answer.type === 'redirect') return window.location.assign(answer.redirect_url);
    setBusy(false);
    if (answer.type === 'paid') return void toResult();
    setStep({ kind: 'next', answer });
  }

  const chosen = step.kind === 'next' ? step.answer : null;
  return (
    <>
      <OrderInfo info={info} />
      <section aria-label={t('pay.method')} className="mt-3 grid gap-5 bg-white p-6">
        {types.length === 0 ? (
          <p role="alert" className="flex items-center gap-2 text-[14px] text-brand">
            <CircleAlert size={18} aria-hidden />
            {t('pay.notConfigured')}
          </p>
        ) : (
          <PayMethods
            types={types}
            value={method}
            disabled={busy || chosen !== null}
            onChange={(type) => {
              setMethod(type);
              setFailure('');
            }}
          />
        )}
        {method === 'balance' && !chosen && account && (
          <div className="grid gap-3 rounded bg-[#fafafa] p-4 text-[13px]">
            <p className="text-body">
              {t('pay.balanceAvailable')} <Price amount={account.balance} className="font-normal" />
            </p>
            {account.is_pay_password === 0 ? (
              <PayPasswordSetup onDone={() => setAccount({ ...account, is_pay_password: 1 })} />
            ) : (
              <PayPasswordInput value={password} onChange={setPassword} />
            )}
          </div>
        )}
        {chosen?.type === 'offline' && (
          <BankTransfer account={chosen} outTradeNo={outTradeNo} onSent={() => void revalidator.revalidate()} />
        )}
        {chosen?.type === 'qrcode' && <WalletQr qr={chosen} outTradeNo={outTradeNo} onPaid={() => void toResult()} />}
        {failure && (
          <p role="alert" className="text-[14px] text-brand">
            {failure}
          </p>
        )}
        <div className="flex flex-wrap items-center gap-4">
          {!chosen && types.length > 0 && (
            <button
              type="button"
              onClick={() => void pay()}
              disabled={busy || !method || (method === 'balance' && account?.is_pay_password === 0)}
              className="h-11 min-w-40 rounded bg-brand px-8 text-[15px] font-semibold text-white hover:bg-brand-dark disabled:cursor-not-allowed disabled:bg-[#b0b0b0]"
            >
              {busy ? t('pay.paying') : t('pay.payNow')}
            </button>
          )}
          {chosen && (
            <button
              type="button"
              onClick={() => setStep({ kind: 'choose' })}
              className="text-[13px] text-muted hover:text-brand hover:underline"
            >
              {t('pay.otherMethod')}
            </button>
          )}
          <Link to="/index" className="text-[13px] text-muted hover:text-brand hover:underline">
            {t('pay.backHome')}
          </Link>
          <Link to="/member/order_list" className="text-[13px] text-muted hover:text-brand hover:underline">
            {t('pay.myOrders')}
          </Link>
        </div>
      </section>
    </>
  );
}
