import { formatKs, toMinor, withdrawApplyEndpoint, type BankAccount } from '@zay/contract';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useRevalidator } from 'react-router';
import { PayPasswordInput, PayPasswordSetup } from '~/components/ui/pay-password-setup';
import { INPUT_CLASS } from '~/components/ui/text-field';
import { api } from '~/lib/api';
import { notifySuccess } from '~/lib/notify';
import { FormEnd } from '~/components/ui/form-end';
import { useTranslation } from '~/lib/translation';

interface Props {
  account: BankAccount | null;
  /** Minor units. */
  withdrawable: number;
  min: number;
  /** Percent. */
  rate: number;
  hasPayPassword: boolean;
}

const toMinorOrNaN = (text: string) => {
  try {
    return toMinor(text);
  } catch {
    return Number.NaN;
  }
};

/** The amount (at least the minimum, at most the withdrawable balance), its fee, and the payment password. */
export function WithdrawForm({ account, withdrawable, min, rate, hasPayPassword }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const [amount, setAmount] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const minor = toMinorOrNaN(amount.trim());
  const fee = minor > 0 ? Math.round((minor * rate) / 100) : 0;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!account) return setError(t('money.addAccountFirst'));
    if (!amount.trim()) return setError(t('money.enterAmount'));
    if (!(minor > 0)) return setError(t('money.amountInvalid'));
    if (minor > withdrawable) return setError(t('money.aboveBalance'));
    if (minor < min) return setError(t('money.belowMin'));
    setBusy(true);
    const result = await api(withdrawApplyEndpoint, {
      apply_money: amount.trim(),
      transfer_type: account.withdraw_type as 'bank',
      realname: account.realname,
      mobile: account.mobile,
      bank_name: account.branch_bank_name,
      account_number: account.bank_account,
      pay_password: password,
    });
    setBusy(false);
    if (!result.ok) return setError(result.message);
    void notifySuccess(t('money.applied'));
    void navigate('/member/withdrawal');
  };

  if (!hasPayPassword) return <PayPasswordSetup onDone={() => void revalidator.revalidate()} />;
  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="flex max-w-[520px] flex-col gap-4 text-[14px]">
      <div className="flex items-center gap-3">
        <span className="text-muted">{t('money.withdrawTo')}</span>
        {account ? (
          <span className="text-ink">
            {account.withdraw_type_name} · {account.branch_bank_name ? `${account.branch_bank_name} · ` : ''}
            {account.bank_account} · {account.realname}
          </span>
        ) : null}
        <Link className="text-link hover:text-brand" to="/member/account_list?back=/member/apply_withdrawal">
          {account ? t('money.change') : t('money.chooseAccount')}
        </Link>
      </div>
      <label className="flex flex-col gap-1">
        <span className="text-muted">{t('money.withdrawAmount')}</span>
        <div className="flex items-center gap-3">
          <input
            className={INPUT_CLASS}
            name="apply_money"
            inputMode="decimal"
            value={amount}
            onChange={(e) => setAmount(e.target.value)}
          />
          <button
            type="button"
            className="whitespace-nowrap text-link hover:text-brand"
            onClick={() => setAmount((withdrawable / 100).toFixed(2))}
          >
            {t('money.withdrawAll')}
          </button>
        </div>
      </label>
      <p className="text-[13px] text-muted">
        {t('money.withdrawableIs', { amount: formatKs(withdrawable) })} ·{' '}
        {t('money.minAndFee', { min: formatKs(min), rate: String(rate) })}
        {fee > 0 ? ` · ${t('money.feeIs', { fee: formatKs(fee) })}` : ''}
      </p>
      <PayPasswordInput value={password} onChange={setPassword} />
      <FormEnd error={error} busy={busy} label={t('money.applyWithdraw')} />
    </form>
  );
}
