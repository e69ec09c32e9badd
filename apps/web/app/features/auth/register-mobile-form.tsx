import { zodResolver } from '@hookform/resolvers/zod';
import { registerMobileCodeEndpoint, registerMobileEndpoint } from '@zay/contract';
import { useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextField } from '~/components/ui/text-field';
import { api } from '~/lib/api';
import { AgreementField } from './agreement-field';
import type { AuthConfig } from './auth-config';
import { CaptchaField } from './captcha-field';
import { FormAlert, SubmitButton } from './form-parts';
import { mobileRegisterSchema } from './form-schemas';
import { useIssueText } from './issue-text';
import { NewPasswordFields } from './new-password-fields';
import { SmsCodeField } from './sms-code-field';
import { useCaptcha } from './use-captcha';
import { useSendCode } from './use-send-code';
import { useSignedIn } from './use-signed-in';
import { useSmsCode } from './use-sms-code';

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
  const [failure, setFailure] = useState('');
  const signedIn = useSignedIn();
  const issue = useIssueText(config.password.minLength);
  const sendCode = useSendCode(form, captcha, sms, setFailure);
  const password = useWatch({ control: form.control, name: 'password' });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure('');
    if (!sms.key) return form.setError('code', { message: 'SMS_CODE_NOT_SENT' });
    const result = await api(registerMobileEndpoint, {
      mobile: values.mobile,
      key: sms.key,
      code: values.code,
      password: values.password,
    });
    if (result.ok) return signedIn(t('auth.registerSuccess'));
    setFailure(result.message || t('errors.network'));
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <TextField
        label={t('auth.mobile')}
        placeholder={t('auth.mobilePlaceholder')}
        type="tel"
        autoComplete="tel-national"
        error={issue(errors.mobile)}
        {...form.register('mobile')}
      />
      <CaptchaField captcha={captcha} field={form.register('captcha_code')} error={issue(errors.captcha_code)} />
      <SmsCodeField sms={sms} field={form.register('code')} error={issue(errors.code)} onSend={() => void sendCode()} />
      <NewPasswordFields
        policy={config.password}
        password={form.register('password')}
        confirm={form.register('confirm_password')}
        value={password}
        errors={{ password: issue(errors.password), confirm: issue(errors.confirm_password) }}
      />
      <AgreementField
        id="register-mobile-agree"
        field={form.register('agree')}
        error={issue(errors.agree)}
        title={config.agreementTitle}
        onAccept={() => form.setValue('agree', true, { shouldValidate: true })}
      />
      <FormAlert message={failure} />
      <SubmitButton pending={isSubmitting}>{t('auth.submitRegister')}</SubmitButton>
    </form>
  );
}
