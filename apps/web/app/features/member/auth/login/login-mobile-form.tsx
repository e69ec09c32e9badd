import { zodResolver } from '@hookform/resolvers/zod';
import { AUTO_LOGIN_DAYS, loginMobileCodeEndpoint, loginMobileEndpoint } from '@zay/contract';
import { useForm } from 'react-hook-form';
import { useTranslation } from '~/lib/translation';
import { api } from '~/lib/api';
import type { AuthConfig } from '../auth-config';
import { CheckboxField, FormAlert, SubmitButton } from '../fields/form-parts';
import { mobileLoginSchema } from '../form-schemas';
import { useIssueText } from '../issue-text';
import { MobileCodeFields } from '../fields/mobile-code-fields';
import { useCaptcha } from '~/components/captcha/use-captcha';
import { useSignInOutcome } from '../use-signed-in';
import { useSmsCode } from '../fields/use-sms-code';

/** Mobile number and an SMS code; the captcha guards sending the code. */
export function LoginMobileForm({ config }: { config: AuthConfig }) {
  const { t } = useTranslation();
  const captcha = useCaptcha(config.captcha.registerAndSms);
  const sms = useSmsCode(loginMobileCodeEndpoint, captcha);
  const form = useForm({
    resolver: zodResolver(mobileLoginSchema),
    defaultValues: { mobile: '', captcha_code: '', code: '', auto_login: false },
  });
  const { failure, setFailure, settle } = useSignInOutcome(t('auth.loginSuccess'));
  const issue = useIssueText();

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure('');
    if (!sms.key) return form.setError('code', { message: 'SMS_CODE_NOT_SENT' });
    const autoLoginRange = values.auto_login ? AUTO_LOGIN_DAYS : 0;
    settle(await api(loginMobileEndpoint, { mobile: values.mobile, key: sms.key, code: values.code, autoLoginRange }));
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <MobileCodeFields form={form} captcha={captcha} sms={sms} issue={issue} onFailure={setFailure} />
      <CheckboxField
        id="mobile-auto"
        field={form.register('auto_login')}
        label={t('auth.autoLogin', { days: AUTO_LOGIN_DAYS, count: AUTO_LOGIN_DAYS })}
      />
      <FormAlert message={failure} />
      <SubmitButton pending={form.formState.isSubmitting}>{t('auth.submitLogin')}</SubmitButton>
    </form>
  );
}
