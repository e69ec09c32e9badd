import { PayPasswordInput, PayPasswordSetup } from '~/components/ui/pay-password-setup';
import { Price } from '~/components/ui/price';
import { useTranslation } from '~/lib/translation';

export interface Account {
  balance: string;
  is_pay_password: number;
}

interface Props {
  account: Account;
  password: string;
  onPassword: (value: string) => void;
  onPasswordSet: () => void;
}

/** Paying from the balance: what is available and the payment password (set here when missing). */
export function BalancePay({ account, password, onPassword, onPasswordSet }: Props) {
  const { t } = useTranslation();
  return (
    <div className="grid gap-3 rounded bg-[#fafafa] p-4 text-[13px]">
      <p className="text-body">
        {t('pay.balanceAvailable')} <Price amount={account.balance} className="font-normal" />
      </p>
      {account.is_pay_password === 0 ? (
        <PayPasswordSetup onDone={onPasswordSet} />
      ) : (
        <PayPasswordInput value={password} onChange={onPassword} />
      )}
    </div>
  );
}
