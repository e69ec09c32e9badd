import { modifyPayPasswordEndpoint, payPasswordCodeEndpoint } from '@zay/contract';
import { useState } from 'react';
import { api } from '~/lib/api';
import { useTranslation } from '~/lib/translation';
import { FormEnd } from '~/components/ui/form-end';
import { SecretField, SmsCodeField, useSecuritySubmit } from './security-parts';

/** The 6-digit payment password, set or changed with a code sent to the bound mobile. */
export function PayPasswordForm({ close }: { close: () => void }) {
  const { t } = useTranslation();
  const [v, setV] = useState({ code: '', key: '', password: '', again: '' });
  const set = (k: keyof typeof v) => (value: string) => setV((prev) => ({ ...prev, [k]: value }));
  const { error, busy, submit } = useSecuritySubmit(close);
  const sendCode = async () => {
    const result = await api(payPasswordCodeEndpoint, {});
    if (result.ok) set('key')(result.data.key);
    return result;
  };
  const check = () => {
    if (!v.key) return t('memberCentre.codeNotSent');
    if (!/^\d{6}$/.test(v.password)) return t('memberCentre.payPasswordFormat');
    return v.password === v.again ? '' : t('memberCentre.passwordMismatch');
  };
  const run = () => api(modifyPayPasswordEndpoint, { key: v.key, code: v.code, password: v.password });
  return (
    <form
      onSubmit={submit(check, run, t('memberCentre.payPasswordChanged'))}
      noValidate
      className="flex flex-col gap-4"
    >
      <SmsCodeField value={v.code} onChange={set('code')} send={sendCode} />
      <SecretField
        label={t('memberCentre.payPassword')}
        name="pay_password"
        digits
        value={v.password}
        onChange={set('password')}
      />
      <SecretField
        label={t('memberCentre.confirmPassword')}
        name="confirm_pay_password"
        digits
        value={v.again}
        onChange={set('again')}
      />
      <FormEnd error={error} busy={busy} label={t('memberCentre.save')} />
    </form>
  );
}
