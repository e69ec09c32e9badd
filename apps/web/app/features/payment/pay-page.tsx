import { PAY_STATUS, type PayInfo, type PayPayResult, type PayType, type PayTypes } from '@zay/contract';
import { CircleAlert } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate, useRevalidator } from 'react-router';
import { useTranslation } from '~/lib/translation';
import { BalancePay, type Account } from './balance-pay';
import { BankTransfer } from './bank-transfer';
import { OrderInfo } from './order-info';
import { PayMethods } from './pay-methods';
import { resultPath } from './pay-view';
import { usePay } from './use-pay';
import { WaitingPanel } from './waiting-panel';
import { WalletQr } from './wallet-qr';

export type { Account } from './balance-pay';

interface Props {
  info: PayInfo;
  types: PayType[];
  wallets: PayTypes['wallets'];
  account: Account | null;
}

const LINK = 'text-[13px] text-muted hover:text-brand hover:underline';

function Links() {
  const { t } = useTranslation();
  return (
    <>
      <Link to="/index" className={LINK}>
        {t('pay.backHome')}
      </Link>
      <Link to="/member/order_list" className={LINK}>
        {t('pay.myOrders')}
      </Link>
    </>
  );
}

type Payment = ReturnType<typeof usePay>;

/** The methods to choose from, or why there are none. */
function Methods({
  types,
  wallets,
  payment,
  locked,
}: Pick<Props, 'types' | 'wallets'> & { payment: Payment; locked: boolean }) {
  const { t } = useTranslation();
  if (types.length === 0)
    return (
      <p role="alert" className="flex items-center gap-2 text-[14px] text-brand">
        <CircleAlert size={18} aria-hidden />
        {t('pay.notConfigured')}
      </p>
    );
  return (
    <PayMethods
      types={types}
      wallets={wallets}
      value={payment.method}
      disabled={payment.busy || locked}
      onChange={payment.choose}
    />
  );
}

interface NextStepProps {
  payment: Payment;
  chosen: PayPayResult | null;
  account: Account | null;
  onAccount: (account: Account) => void;
  outTradeNo: string;
  toResult: () => void;
}

/** What the method needs: the balance's password before paying, the bank or the wallet's QR after. */
function NextStep({ payment, chosen, account, onAccount, outTradeNo, toResult }: NextStepProps) {
  const revalidator = useRevalidator();
  return (
    <>
      {payment.method === 'balance' && !chosen && account && (
        <BalancePay
          account={account}
          password={payment.password}
          onPassword={payment.setPassword}
          onPasswordSet={() => onAccount({ ...account, is_pay_password: 1 })}
        />
      )}
      {chosen?.type === 'offline' && (
        <BankTransfer account={chosen} outTradeNo={outTradeNo} onSent={() => void revalidator.revalidate()} />
      )}
      {chosen?.type === 'qrcode' && <WalletQr qr={chosen} outTradeNo={outTradeNo} onPaid={toResult} />}
    </>
  );
}

interface ActionsProps {
  payment: Payment;
  chosen: PayPayResult | null;
  canPay: boolean;
  noPassword: boolean;
}

/** "Pay immediately" (or back to the methods once one answered), and the ways out. */
function Actions({ payment, chosen, canPay, noPassword }: ActionsProps) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-wrap items-center gap-4">
      {!chosen && canPay && (
        <button
          type="button"
          onClick={payment.pay}
          disabled={payment.busy || !payment.method || noPassword}
          className="h-11 min-w-40 rounded bg-brand px-8 text-[15px] font-semibold text-white hover:bg-brand-dark disabled:cursor-not-allowed disabled:bg-[#b0b0b0]"
        >
          {payment.busy ? t('pay.paying') : t('pay.payNow')}
        </button>
      )}
      {chosen && (
        <button type="button" onClick={payment.back} className={LINK}>
          {t('pay.otherMethod')}
        </button>
      )}
      <Links />
    </div>
  );
}

/** SPEC §2 payment page: amount, orders, methods, "pay immediately", and what the method needs next. */
export function PayPage({ info, types, wallets, account: firstAccount }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [account, setAccount] = useState(firstAccount);
  const outTradeNo = info.out_trade_no;
  const toResult = () => void navigate(resultPath(outTradeNo), { replace: true });
  const payment = usePay(outTradeNo, types[0] ?? null, toResult);
  const chosen = payment.step.kind === 'next' ? payment.step.answer : null;
  const noPassword = payment.method === 'balance' && account?.is_pay_password === 0;

  if (info.pay_status === PAY_STATUS.PAYING || info.pay_status === PAY_STATUS.CLOSED)
    return (
      <>
        <OrderInfo info={info} />
        <WaitingPanel info={info} />
      </>
    );

  const step = { payment, chosen, account, onAccount: setAccount, outTradeNo, toResult };
  return (
    <>
      <OrderInfo info={info} />
      <section aria-label={t('pay.method')} className="mt-3 grid gap-5 bg-white p-6">
        <Methods types={types} wallets={wallets} payment={payment} locked={chosen !== null} />
        <NextStep {...step} />
        {payment.failure && (
          <p role="alert" className="text-[14px] text-brand">
            {payment.failure}
          </p>
        )}
        <Actions payment={payment} chosen={chosen} canPay={types.length > 0} noPassword={noPassword} />
      </section>
    </>
  );
}
