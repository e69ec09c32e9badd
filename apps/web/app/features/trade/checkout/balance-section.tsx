import type { Checkout } from '@zay/contract';
import { Wallet } from 'lucide-react';
import { PayPasswordInput, PayPasswordSetup } from '~/components/ui/pay-password-setup';
import { Price } from '~/components/ui/price';
import { useTranslation } from '~/lib/translation';
import { LABEL, ROW } from './form-layout';
import { SectionTitle } from './section-title';

/** The password's label and box in the checkout's label and control columns, as every other row. */
const PASSWORD_ROW = { row: ROW, label: LABEL };

interface Props {
  checkout: Checkout;
  useBalance: boolean;
  onUseBalance: (use: boolean) => void;
  password: string;
  onPassword: (value: string) => void;
  passwordError?: string;
  onPasswordSet: () => void;
}

/** Pay part or all of the order from the balance; needs the payment password (set here if missing). */
export function BalanceSection(props: Props) {
  const { checkout, useBalance, onUseBalance, password, onPassword, passwordError, onPasswordSet } = props;
  const { t } = useTranslation();
  const { balance, is_pay_password } = checkout.member_account;
  const hasBalance = Number(balance) > 0;
  return (
    <section aria-labelledby="checkout-balance" className="grid gap-3 bg-white p-5">
      <SectionTitle id="checkout-balance" icon={Wallet} title={t('checkout.balanceTitle')} />
      <label
        className={`flex w-fit items-center gap-2 text-[13px] ${hasBalance ? 'cursor-pointer text-body' : 'text-subtle'}`}
      >
        <input
          type="checkbox"
          checked={useBalance}
          disabled={!hasBalance}
          onChange={(e) => onUseBalance(e.target.checked)}
          className="size-4 accent-brand"
        />
        {t('checkout.useBalance')}
        <span className="text-muted">
          ({t('checkout.available')} <Price amount={balance} className="font-normal" />)
        </span>
      </label>
      {useBalance && is_pay_password === 0 && <PayPasswordSetup onDone={onPasswordSet} />}
      {useBalance && is_pay_password === 1 && Number(checkout.balance_money) > 0 && (
        <PayPasswordInput value={password} onChange={onPassword} error={passwordError} layout={PASSWORD_ROW} />
      )}
    </section>
  );
}
