import type { SettingsValues } from '@zay/contract';
import {
  CheckField,
  FieldRow,
  GroupForm,
  ImageField,
  NumberField,
  TextField,
  useGroupForm,
} from '~/components/console/settings-form';
import { useTranslation } from '~/lib/translation';

type Payment = SettingsValues['payment'];
const flag = (on: boolean) => (on ? 1 : 0) as 0 | 1;

/** The payment methods offered, the bank account shown for transfers, and the wallets' names. */
export function PaymentForm({ initial }: { initial: Payment }) {
  const { t } = useTranslation();
  const form = useGroupForm('payment', initial);
  const { value: v, patch } = form;
  const bank = (change: Partial<Payment['offlinepay']>) => patch({ offlinepay: { ...v.offlinepay, ...change } });
  const method = (m: 'balance' | 'offlinepay' | 'wechatpay' | 'alipay') => t(`platformSettings.pay_${m}`);
  return (
    <GroupForm group="payment" form={form}>
      <div className="flex flex-wrap gap-x-6 gap-y-2">
        <CheckField
          label={t('platformSettings.payOffered', { method: method('balance') })}
          checked={!!v.balance.enabled}
          onChange={(on) => patch({ balance: { enabled: flag(on) } })}
        />
        <CheckField
          label={t('platformSettings.payOffered', { method: method('offlinepay') })}
          checked={!!v.offlinepay.enabled}
          onChange={(on) => bank({ enabled: flag(on) })}
        />
        {(['wechatpay', 'alipay'] as const).map((w) => (
          <CheckField
            key={w}
            label={t('platformSettings.payOffered', { method: method(w) })}
            checked={!!v[w].enabled}
            onChange={(on) => patch({ [w]: { ...v[w], enabled: flag(on) } })}
          />
        ))}
      </div>
      <fieldset className="grid gap-3 rounded border border-line p-4">
        <legend className="px-1 text-[13px] text-muted">{t('platformSettings.bankAccount')}</legend>
        <FieldRow>
          <TextField
            label={t('platformSettings.bankName')}
            value={v.offlinepay.bank_name}
            maxLength={60}
            onChange={(bank_name) => bank({ bank_name })}
          />
          <TextField
            label={t('platformSettings.accountBank')}
            value={v.offlinepay.account_bank}
            maxLength={100}
            onChange={(account_bank) => bank({ account_bank })}
          />
          <TextField
            label={t('platformSettings.accountNumber')}
            value={v.offlinepay.account_number}
            maxLength={40}
            onChange={(account_number) => bank({ account_number })}
          />
          <TextField
            label={t('platformSettings.accountName')}
            value={v.offlinepay.account_name}
            maxLength={60}
            onChange={(account_name) => bank({ account_name })}
          />
        </FieldRow>
        <FieldRow>
          <NumberField
            label={t('platformSettings.proofHours')}
            value={v.offlinepay.proof_hours}
            onChange={(proof_hours) => bank({ proof_hours })}
          />
          <NumberField
            label={t('platformSettings.reopenMinutes')}
            value={v.offlinepay.reopen_minutes}
            onChange={(reopen_minutes) => bank({ reopen_minutes })}
          />
          <NumberField
            label={t('platformSettings.maxAwaiting')}
            value={v.offlinepay.max_awaiting}
            onChange={(max_awaiting) => bank({ max_awaiting })}
          />
        </FieldRow>
      </fieldset>
      {(['wechatpay', 'alipay'] as const).map((w) => (
        <FieldRow key={w}>
          <TextField
            label={t('platformSettings.walletName', { method: method(w) })}
            value={v[w].name}
            maxLength={40}
            onChange={(name) => patch({ [w]: { ...v[w], name } })}
          />
          <ImageField
            label={t('platformSettings.walletLogo', { method: method(w) })}
            value={v[w].logo}
            onChange={(logo) => patch({ [w]: { ...v[w], logo } })}
          />
        </FieldRow>
      ))}
    </GroupForm>
  );
}
