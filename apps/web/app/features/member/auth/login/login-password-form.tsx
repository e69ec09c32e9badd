import { AUTO_LOGIN_DAYS } from '@zay/contract';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from '~/lib/translation';
import { Link } from 'react-router';
import { TextField } from '~/components/ui/text-field';
import type { AuthConfig } from '../auth-config';
import { CaptchaField } from '~/components/captcha/captcha-field';
import { CheckboxField, FormAlert, SubmitButton } from '../fields/form-parts';
import { useIssueText } from '../issue-text';
import { PasswordInput } from '../fields/password-fields';
import { useLoginPasswordForm } from './use-login-password';

/** "Auto login for 7 days" and the way to recover a forgotten password. */
function RememberRow({ field }: { field: UseFormRegisterReturn }) {
  const { t } = useTranslation();
  return (
    <div className="flex items-start justify-between gap-4">
      <CheckboxField
        id="login-auto"
        field={field}
        label={t('auth.autoLogin', { days: AUTO_LOGIN_DAYS, count: AUTO_LOGIN_DAYS })}
      />
      <Link to="/find_pass" className="shrink-0 text-[13px] leading-tight-text text-brand hover:underline">
        {t('auth.forgotPassword')}
      </Link>
    </div>
  );
}

/** Username, mobile or e-mail with the password; a captcha when the platform asks for one. */
export function LoginPasswordForm({ config }: { config: AuthConfig }) {
  const { t } = useTranslation();
  const { captcha, form, failure, onSubmit } = useLoginPasswordForm(config);
  const issue = useIssueText();
  const { errors } = form.formState;

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <TextField
        label={t('auth.account')}
        placeholder={t('auth.accountPlaceholder')}
        autoComplete="username"
        error={issue(errors.account)}
        {...form.register('account')}
      />
      <PasswordInput
        label={t('auth.password')}
        placeholder={t('auth.passwordPlaceholder')}
        autoComplete="current-password"
        error={issue(errors.password)}
        {...form.register('password')}
      />
      <CaptchaField captcha={captcha} field={form.register('captcha_code')} error={issue(errors.captcha_code)} />
      <RememberRow field={form.register('auto_login')} />
      <FormAlert message={failure} />
      <SubmitButton pending={form.formState.isSubmitting}>{t('auth.submitLogin')}</SubmitButton>
    </form>
  );
}
