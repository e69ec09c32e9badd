import { zodResolver } from '@hookform/resolvers/zod';
import { registerUsernameEndpoint } from '@zay/contract';
import { useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextField } from '~/components/ui/text-field';
import { api } from '~/lib/api';
import { AgreementField } from './agreement-field';
import type { AuthConfig } from './auth-config';
import { CaptchaField } from './captcha-field';
import { FormAlert, SubmitButton } from './form-parts';
import { usernameRegisterSchema } from './form-schemas';
import { useIssueText } from './issue-text';
import { NewPasswordFields } from './new-password-fields';
import { useCaptcha } from './use-captcha';
import { useSignedIn } from './use-signed-in';

/** Username and password (checked against the platform's rules as typed), captcha and the terms. */
export function RegisterUsernameForm({ config }: { config: AuthConfig }) {
  const { t } = useTranslation();
  const captcha = useCaptcha(config.captcha.registerAndSms);
  const schema = useMemo(
    () => usernameRegisterSchema(config.password, captcha.enabled),
    [config.password, captcha.enabled],
  );
  const form = useForm({
    resolver: zodResolver(schema),
    defaultValues: { username: '', password: '', confirm_password: '', captcha_code: '', agree: false },
  });
  const [failure, setFailure] = useState('');
  const signedIn = useSignedIn();
  const issue = useIssueText(config.password.minLength);
  const password = useWatch({ control: form.control, name: 'password' });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure('');
    const result = await api(registerUsernameEndpoint, {
      username: values.username,
      password: values.password,
      captcha_id: captcha.currentId(),
      captcha_code: values.captcha_code,
    });
    if (result.ok) return signedIn(t('auth.registerSuccess'));
    setFailure(result.message || t('errors.network'));
    form.setValue('captcha_code', '');
    void captcha.refresh();
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <TextField
        label={t('auth.username')}
        placeholder={t('auth.usernamePlaceholder')}
        autoComplete="username"
        autoCapitalize="off"
        spellCheck={false}
        maxLength={30}
        error={issue(errors.username)}
        {...form.register('username')}
      />
      <NewPasswordFields
        policy={config.password}
        password={form.register('password')}
        confirm={form.register('confirm_password')}
        value={password}
        errors={{ password: issue(errors.password), confirm: issue(errors.confirm_password) }}
      />
      <CaptchaField captcha={captcha} field={form.register('captcha_code')} error={issue(errors.captcha_code)} />
      <AgreementField
        id="register-agree"
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
