import {
  bankAccountAddEndpoint,
  bankAccountEditEndpoint,
  MYANMAR_BANKS,
  WALLET_WITHDRAW_TYPES,
  WITHDRAW_TYPES,
  type BankAccount,
  type WithdrawType,
} from '@zay/contract';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { INPUT_CLASS, TextField } from '~/components/ui/text-field';
import { api } from '~/lib/api';
import { notifySuccess } from '~/lib/notify';
import { FormEnd } from '~/components/ui/form-end';
import { useTranslation } from '~/lib/translation';

/** Adds or edits a withdrawal account: a Myanmar bank or mobile wallet, holder, number and mobile. */
export function BankAccountForm({ account, back }: { account: BankAccount | null; back: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [type, setType] = useState<WithdrawType>((account?.withdraw_type as WithdrawType) ?? 'kbzpay');
  const [realname, setRealname] = useState(account?.realname ?? '');
  const [mobile, setMobile] = useState(account?.mobile ?? '');
  const [bank, setBank] = useState(account?.branch_bank_name || MYANMAR_BANKS[0]);
  const [number, setNumber] = useState(account?.bank_account ?? '');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const body = {
      realname,
      mobile,
      withdraw_type: type,
      branch_bank_name: type === 'bank' ? bank : '',
      bank_account: number,
    };
    setBusy(true);
    const result = account
      ? await api(bankAccountEditEndpoint, { ...body, id: account.id })
      : await api(bankAccountAddEndpoint, body);
    setBusy(false);
    if (!result.ok) return setError(result.message);
    void notifySuccess(t('money.accountSaved'));
    void navigate(back);
  };

  const typeName = (w: WithdrawType) => (w === 'bank' ? t('money.bankCard') : WALLET_WITHDRAW_TYPES[w]);
  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="flex max-w-[440px] flex-col gap-4">
      <label className="flex flex-col gap-1 text-[14px] text-body">
        {t('money.accountType')}
        <select
          className={INPUT_CLASS}
          value={type}
          onChange={(e) => setType(e.target.value as WithdrawType)}
          name="withdraw_type"
        >
          {WITHDRAW_TYPES.map((w) => (
            <option key={w} value={w}>
              {typeName(w)}
            </option>
          ))}
        </select>
      </label>
      {type === 'bank' && (
        <label className="flex flex-col gap-1 text-[14px] text-body">
          {t('money.bankName')}
          <select
            className={INPUT_CLASS}
            value={bank}
            onChange={(e) => setBank(e.target.value)}
            name="branch_bank_name"
          >
            {MYANMAR_BANKS.map((b) => (
              <option key={b}>{b}</option>
            ))}
          </select>
        </label>
      )}
      <TextField
        label={t('money.realname')}
        name="realname"
        value={realname}
        maxLength={30}
        onChange={(e) => setRealname(e.target.value)}
        autoComplete="name"
      />
      <TextField
        label={t('money.mobile')}
        name="mobile"
        value={mobile}
        maxLength={20}
        inputMode="tel"
        onChange={(e) => setMobile(e.target.value)}
        autoComplete="tel"
      />
      <TextField
        label={t('money.accountNumber')}
        name="bank_account"
        value={number}
        maxLength={40}
        onChange={(e) => setNumber(e.target.value)}
      />
      <FormEnd error={error} busy={busy} label={t('money.save')} />
    </form>
  );
}
