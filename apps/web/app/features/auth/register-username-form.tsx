import { zodResolver } from '@hookform/resolvers/zod';
import { registerUsernameEndpoint } from '@zay/contract';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '~/lib/translation';
import { TextField } from '~/components/ui/text-field';
import { api } from '~/lib/api';
import type { AuthConfig } from './auth-config';
import { CaptchaField } from './captcha-field';
import { usernameRegisterSchema } from './form-schemas';
import { useIssueText } from './issue-text';
import { RegisterTailFields } from './register-fields';
import { useCaptcha } from './use-captcha';
import { useSignInOutcome } from './use-signed-in';

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
  const { failure, setFailure, settle } = useSignInOutcome(t('auth.registerSuccess'));
  const issue = useIssueText(config.password.minLength);
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async ({ username, password, captcha_code }) => {
    setFailure('');
    const body = { username, password, captcha_id: captcha.currentId(), captcha_code };
    if (settle(await api(registerUsernameEndpoint, body))) return;
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
      <RegisterTailFields
        form={form}
        config={config}
        issue={issue}
        failure={failure}
        idPrefix="register"
        beforeTerms={
          <CaptchaField captcha={captcha} field={form.register('captcha_code')} error={issue(errors.captcha_code)} />
        }
      />
    </form>
  );
}
