import { bindMobileCodeEndpoint, modifyMobileEndpoint } from '@zay/contract';
import { useState } from 'react';
import { CaptchaField } from '~/components/captcha/captcha-field';
import { useCaptcha } from '~/components/captcha/use-captcha';
import { TextField } from '~/components/ui/text-field';
import { api } from '~/lib/api';
import { useTranslation } from '~/lib/translation';
import { FormEnd } from '~/components/ui/form-end';
import { SmsCodeField, useSecuritySubmit } from './security-parts';

/** A new mobile number, proven by the code sent to it. */
export function MobileForm({ captchaOn, close }: { captchaOn: boolean; close: () => void }) {
  const { t } = useTranslation();
  const captcha = useCaptcha(captchaOn);
  const [v, setV] = useState({ mobile: '', captcha: '', code: '', key: '', sentTo: '' });
  const set = (k: keyof typeof v) => (value: string) => setV((prev) => ({ ...prev, [k]: value }));
  const { error, busy, submit } = useSecuritySubmit(close);
  const sendCode = async () => {
    const result = await api(bindMobileCodeEndpoint, {
      mobile: v.mobile,
      captcha_id: captcha.currentId(),
      captcha_code: v.captcha,
    });
    void captcha.refresh();
    if (result.ok) setV((prev) => ({ ...prev, key: result.data.key, sentTo: prev.mobile }));
    return result;
  };
  const check = () => (v.key ? '' : t('memberCentre.codeNotSent'));
  const run = () => api(modifyMobileEndpoint, { mobile: v.sentTo, key: v.key, code: v.code });
  return (
    <form onSubmit={submit(check, run, t('memberCentre.mobileChanged'))} noValidate className="flex flex-col gap-4">
      <TextField
        label={t('memberCentre.newMobile')}
        name="mobile"
        inputMode="tel"
        autoComplete="tel"
        maxLength={20}
        value={v.mobile}
        onChange={(e) => set('mobile')(e.target.value)}
      />
      <CaptchaField
        captcha={captcha}
        field={{ name: 'captcha_code', value: v.captcha, onChange: (e) => set('captcha')(e.target.value) }}
      />
      <SmsCodeField value={v.code} onChange={set('code')} send={sendCode} />
      <FormEnd error={error} busy={busy} label={t('memberCentre.save')} />
    </form>
  );
}
