import { modifyPasswordEndpoint, passwordMobileCodeEndpoint } from '@zay/contract';
import { useState } from 'react';
import { CaptchaField } from '~/components/captcha/captcha-field';
import { useCaptcha } from '~/components/captcha/use-captcha';
import { api } from '~/lib/api';
import { useTranslation } from '~/lib/translation';
import { FormEnd } from '~/components/ui/form-end';
import { SecretField, SmsCodeField, useSecuritySubmit } from './security-parts';

/**
 * With a login password: the old one and a new one twice. Without one (registered by SMS): a
 * code to the bound mobile instead of the old one. The server applies the platform's rules.
 */
export function PasswordForm({
  hasPassword,
  captchaOn,
  close,
}: {
  hasPassword: boolean;
  captchaOn: boolean;
  close: () => void;
}) {
  const { t } = useTranslation();
  const captcha = useCaptcha(captchaOn && !hasPassword);
  const [v, setV] = useState({ old: '', next: '', again: '', captcha: '', code: '', key: '' });
  const set = (k: keyof typeof v) => (value: string) => setV((prev) => ({ ...prev, [k]: value }));
  const { error, busy, submit } = useSecuritySubmit(close);
  const check = () => {
    if (hasPassword && !v.old) return t('memberCentre.oldPasswordRequired');
    if (!hasPassword && !v.key) return t('memberCentre.codeNotSent');
    if (!v.next) return t('memberCentre.newPasswordRequired');
    if (hasPassword && v.next === v.old) return t('memberCentre.passwordSame');
    return v.next === v.again ? '' : t('memberCentre.passwordMismatch');
  };
  const run = () =>
    api(
      modifyPasswordEndpoint,
      hasPassword ? { old_password: v.old, new_password: v.next } : { new_password: v.next, key: v.key, code: v.code },
    );
  const sendCode = async () => {
    const result = await api(passwordMobileCodeEndpoint, { captcha_id: captcha.currentId(), captcha_code: v.captcha });
    void captcha.refresh();
    if (result.ok) set('key')(result.data.key);
    return result;
  };
  return (
    <form onSubmit={submit(check, run, t('memberCentre.passwordChanged'))} noValidate className="flex flex-col gap-4">
      {hasPassword ? (
        <SecretField label={t('memberCentre.oldPassword')} name="old_password" value={v.old} onChange={set('old')} />
      ) : (
        <>
          <CaptchaField
            captcha={captcha}
            field={{ name: 'captcha_code', value: v.captcha, onChange: (e) => set('captcha')(e.target.value) }}
          />
          <SmsCodeField value={v.code} onChange={set('code')} send={sendCode} />
        </>
      )}
      <SecretField label={t('memberCentre.newPassword')} name="new_password" value={v.next} onChange={set('next')} />
      <SecretField
        label={t('memberCentre.confirmPassword')}
        name="confirm_password"
        value={v.again}
        onChange={set('again')}
      />
      <FormEnd error={error} busy={busy} label={t('memberCentre.save')} />
    </form>
  );
}
