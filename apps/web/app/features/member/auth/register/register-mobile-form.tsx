import { zodResolver } from '@hookform/resolvers/zod';
import { registerMobileCodeEndpoint, registerMobileEndpoint } from '@zay/contract';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '~/lib/translation';
import { api } from '~/lib/api';
import type { AuthConfig } from '../auth-config';
import { mobileRegisterSchema } from '../form-schemas';
import { useIssueText } from '../issue-text';
import { MobileCodeFields } from '../fields/mobile-code-fields';
import { RegisterTailFields } from './register-fields';
import { useCaptcha } from '~/components/captcha/use-captcha';
import { useSignInOutcome } from '../use-signed-in';
import { useSmsCode } from '../fields/use-sms-code';

/**
 * Mobile number proven by an SMS code. A password is set too, so the member can later log in
 * either way (the API takes it as optional).
 */
export function RegisterMobileForm({ config }: { config: AuthConfig }) {
  const { t } = useTranslation();
  const captcha = useCaptcha(config.captcha.registerAndSms);
  const sms = useSmsCode(registerMobileCodeEndpoint, captcha);
  const schema = useMemo(() => mobileRegisterSchema(config.password), [config.password]);
  const form = useForm({
    resolver: zodResolver(schema),
    defaultValues: { mobile: '', captcha_code: '', code: '', password: '', confirm_password: '', agree: false },
  });
  const { failure, setFailure, settle } = useSignInOutcome(t('auth.registerSuccess'));
  const issue = useIssueText(config.password.minLength);

  const onSubmit = form.handleSubmit(async ({ mobile, code, password }) => {
    setFailure('');
    if (!sms.key) return form.setError('code', { message: 'SMS_CODE_NOT_SENT' });
    settle(await api(registerMobileEndpoint, { mobile, key: sms.key, code, password }));
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <MobileCodeFields form={form} captcha={captcha} sms={sms} issue={issue} onFailure={setFailure} />
      <RegisterTailFields form={form} config={config} issue={issue} failure={failure} idPrefix="register-mobile" />
    </form>
  );
}
