import {
  MYANMAR_BANKS,
  WALLET_WITHDRAW_TYPES,
  WITHDRAW_TYPES,
  sellerBankAccountAddEndpoint,
  sellerBankAccountDeleteEndpoint,
  sellerWithdrawApplyEndpoint,
  type BankAccount,
  type ShopFinanceInfo,
  type ShopWithdrawRow,
  type WithdrawType,
} from '@zay/contract';
import { Landmark } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { BUTTON, FORM_INPUT, FORM_LABEL, RowButton, SELECT, formText } from '~/components/console/console-ui';
import { useConsoleCall } from '~/components/console/use-console-call';
import { ColumnHeads, type Column } from '~/components/ui/column-heads';
import { Price } from '~/components/ui/price';
import { StatusPanel } from '~/components/ui/status-panel';
import { useAskFirst } from '~/components/ui/use-ask-first';
import { formatDateTime } from '~/lib/format-time';
import { useTranslation } from '~/lib/translation';

/* `/seller/finance` (issue 30, ADR 102): the shop owner's balance, withdrawal form, bank accounts and withdrawals. */

/** Withdrawable, pending, on its way out and sent. */
export function FinanceCards({ info }: { info: ShopFinanceInfo }) {
  const { t } = useTranslation();
  const cards: [string, string, string][] = [
    [t('sellerFinance.balance'), info.balance, t('sellerFinance.balanceHint')],
    [t('sellerFinance.pending'), info.pending, t('sellerFinance.pendingHint', { rate: info.commission_rate })],
    [t('sellerFinance.withdrawing'), info.withdrawing, ''],
    [t('sellerFinance.withdrawn'), info.withdrawn, ''],
  ];
  return (
    <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
      {cards.map(([label, amount, hint], i) => (
        <div key={label} className="bg-white p-4" data-testid={i === 0 ? 'finance-balance' : undefined}>
          <dt className="text-[13px] leading-tight-text text-muted">{label}</dt>
          <dd className="mt-2 text-lg">
            <Price amount={amount} className={i === 0 ? '' : 'text-ink'} />
          </dd>
          {hint && <p className="mt-1 text-[12px] leading-normal text-subtle">{hint}</p>}
        </div>
      ))}
    </dl>
  );
}

const accountLabel = (a: BankAccount) =>
  `${a.withdraw_type === 'bank' ? a.branch_bank_name : a.withdraw_type_name} · ${a.bank_account} · ${a.realname}`;

/** The withdrawal form: one of the shop's accounts and an amount between the minimum and the balance. */
export function WithdrawForm({ info, accounts }: { info: ShopFinanceInfo; accounts: BankAccount[] }) {
  const { t } = useTranslation();
  const desk = useConsoleCall();
  const offered = accounts.filter((a) => info.config.transfer_type.split(',').includes(a.withdraw_type));
  if (!info.config.is_use)
    return <p className="bg-white p-4 text-[13px] text-muted">{t('sellerFinance.withdrawClosed')}</p>;
  if (offered.length === 0)
    return (
      <p className="bg-white p-4 text-[13px] text-muted">
        {t('sellerFinance.noAccount')}{' '}
        <a href="/seller/finance?tab=accounts" className="text-brand underline">
          {t('sellerFinance.addAccount')}
        </a>
      </p>
    );
  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = e.currentTarget;
    const text = formText(new FormData(form));
    const done = await desk.run(sellerWithdrawApplyEndpoint, {
      account_id: Number(text('account_id')),
      apply_money: text('apply_money'),
    });
    if (done) form.reset();
  }
  return (
    <form
      onSubmit={(e) => void submit(e)}
      className="grid gap-3 bg-white p-4 sm:grid-cols-[1fr_200px_auto] sm:items-end"
      data-testid="withdraw-form"
    >
      <label className={FORM_LABEL}>
        {t('sellerFinance.toAccount')}
        <select name="account_id" className={SELECT} required>
          {offered.map((a) => (
            <option key={a.id} value={a.id}>
              {accountLabel(a)}
            </option>
          ))}
        </select>
      </label>
      <label className={FORM_LABEL}>
        {t('sellerFinance.amount')}
        <input name="apply_money" inputMode="decimal" required maxLength={16} className={FORM_INPUT} />
      </label>
      <button type="submit" className={BUTTON} disabled={desk.busy}>
        {t('sellerFinance.apply')}
      </button>
      <p className="text-[12px] leading-normal text-subtle sm:col-span-3">
        {t('sellerFinance.rules', { min: info.config.min, rate: info.config.rate })}
      </p>
    </form>
  );
}

const ACCOUNT_COLUMNS: Column[] = [
  { label: 'sellerFinance.colMethod', className: 'px-4 py-2 font-normal' },
  { label: 'sellerFinance.colAccount', className: 'px-4 py-2 font-normal' },
  { label: 'sellerFinance.colHolder', className: 'px-4 py-2 font-normal' },
  { label: 'sellerFinance.colActions', className: 'w-[14%] px-4 py-2 font-normal' },
];

/** The shop's bank accounts and wallets, and the form that adds one. */
export function AccountsPanel({ accounts }: { accounts: BankAccount[] }) {
  const { t } = useTranslation();
  const desk = useConsoleCall();
  const { ask, dialog } = useAskFirst();
  const [type, setType] = useState<WithdrawType>('bank');
  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = e.currentTarget;
    const text = formText(new FormData(form));
    const done = await desk.run(sellerBankAccountAddEndpoint, {
      realname: text('realname'),
      mobile: text('mobile'),
      withdraw_type: type,
      branch_bank_name: type === 'bank' ? text('branch_bank_name') : '',
      bank_account: text('bank_account'),
    });
    if (done) form.reset();
  }
  return (
    <div className="grid gap-3">
      {dialog}
      {accounts.length === 0 ? (
        <StatusPanel
          icon={Landmark}
          compact
          title={t('sellerFinance.accountsEmpty')}
          description={t('sellerFinance.accountsEmptyText')}
        />
      ) : (
        <table className="w-full bg-white text-left text-[13px]">
          <ColumnHeads columns={ACCOUNT_COLUMNS} className="bg-page text-muted" />
          <tbody>
            {accounts.map((a) => (
              <tr key={a.id} className="border-b border-line">
                <td className="px-4 py-2.5 text-ink">
                  {a.withdraw_type_name}
                  {a.withdraw_type === 'bank' && <span className="block text-muted">{a.branch_bank_name}</span>}
                </td>
                <td className="px-4 py-2.5 break-all text-body">{a.bank_account}</td>
                <td className="px-4 py-2.5 break-words text-body">
                  {a.realname}
                  <span className="block text-muted">{a.mobile}</span>
                </td>
                <td className="px-4 py-2.5">
                  <RowButton
                    disabled={desk.busy}
                    onClick={() =>
                      ask({
                        title: t('sellerFinance.deleteTitle'),
                        description: accountLabel(a),
                        confirmLabel: t('sellerFinance.delete'),
                        run: () => desk.run(sellerBankAccountDeleteEndpoint, { id: a.id }),
                      })
                    }
                  >
                    {t('sellerFinance.delete')}
                  </RowButton>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <form
        onSubmit={(e) => void submit(e)}
        className="grid gap-3 bg-white p-4 sm:grid-cols-2"
        data-testid="account-form"
      >
        <h2 className="text-[15px] font-semibold text-ink sm:col-span-2">{t('sellerFinance.addAccount')}</h2>
        <label className={FORM_LABEL}>
          {t('sellerFinance.method')}
          <select value={type} onChange={(e) => setType(e.target.value as WithdrawType)} className={SELECT}>
            {WITHDRAW_TYPES.map((w) => (
              <option key={w} value={w}>
                {w === 'bank' ? t('sellerFinance.methodBank') : WALLET_WITHDRAW_TYPES[w]}
              </option>
            ))}
          </select>
        </label>
        {type === 'bank' && (
          <label className={FORM_LABEL}>
            {t('sellerFinance.bankName')}
            <input name="branch_bank_name" list="finance-banks" required maxLength={50} className={FORM_INPUT} />
            <datalist id="finance-banks">
              {MYANMAR_BANKS.map((b) => (
                <option key={b} value={b} />
              ))}
            </datalist>
          </label>
        )}
        <label className={FORM_LABEL}>
          {type === 'bank' ? t('sellerFinance.accountNumber') : t('sellerFinance.walletNumber')}
          <input name="bank_account" required maxLength={30} autoComplete="off" className={FORM_INPUT} />
        </label>
        <label className={FORM_LABEL}>
          {t('sellerFinance.holder')}
          <input name="realname" required maxLength={30} className={FORM_INPUT} />
        </label>
        <label className={FORM_LABEL}>
          {t('sellerFinance.mobile')}
          <input name="mobile" required inputMode="tel" maxLength={15} className={FORM_INPUT} />
        </label>
        <div className="sm:col-span-2">
          <button type="submit" className={BUTTON} disabled={desk.busy}>
            {t('sellerFinance.save')}
          </button>
        </div>
      </form>
    </div>
  );
}

const WITHDRAW_COLUMNS: Column[] = [
  { label: 'sellerFinance.colNo', className: 'px-4 py-2 font-normal' },
  { label: 'sellerFinance.colAccount', className: 'px-4 py-2 font-normal' },
  { label: 'sellerFinance.colAmount', className: 'px-4 py-2 text-right font-normal' },
  { label: 'sellerFinance.colState', className: 'px-4 py-2 font-normal' },
  { label: 'sellerFinance.colTime', className: 'px-4 py-2 font-normal' },
];

/** The shop's withdrawals, newest first, with the fee, what arrives and a refusal's reason. */
export function WithdrawalTable({ rows }: { rows: ShopWithdrawRow[] }) {
  const { t } = useTranslation();
  return (
    <table className="w-full bg-white text-left text-[13px]">
      <ColumnHeads columns={WITHDRAW_COLUMNS} className="bg-page text-muted" />
      <tbody>
        {rows.map((r) => (
          <tr key={r.id} className="border-b border-line align-top">
            <td className="px-4 py-2.5 break-all text-body">{r.withdraw_no}</td>
            <td className="px-4 py-2.5 break-words text-body">
              {r.transfer_type === 'bank' ? r.bank_name : r.transfer_type_name} · {r.account_number}
              <span className="block text-muted">{r.realname}</span>
            </td>
            <td className="px-4 py-2.5 text-right tabular-nums">
              <span className="text-ink">{r.apply_money} Ks</span>
              <span className="block text-[12px] text-muted">
                {t('sellerFinance.feeAndNet', { fee: r.service_money, net: r.money })}
              </span>
            </td>
            <td className="px-4 py-2.5 text-ink">
              {r.status_name}
              {r.refuse_reason && <span className="block break-words text-muted">{r.refuse_reason}</span>}
            </td>
            <td className="px-4 py-2.5 text-muted">{formatDateTime(r.apply_time)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
