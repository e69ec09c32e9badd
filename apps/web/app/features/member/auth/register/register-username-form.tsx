import { useTranslation } from '~/lib/translation';
import { TextField } from '~/components/ui/text-field';
import type { AuthConfig } from '../auth-config';
import { CaptchaField } from '~/components/captcha/captcha-field';
import { useIssueText } from '../issue-text';
import { RegisterTailFields } from './register-fields';
import { useRegisterUsernameForm } from './use-register-username';

/** Username and password (checked against the platform's rules as typed), captcha and the terms. */
export function RegisterUsernameForm({ config }: { config: AuthConfig }) {
  const { t } = useTranslation();
  const { captcha, form, failure, onSubmit } = useRegisterUsernameForm(config);
  const issue = useIssueText(config.password.minLength);
  const { errors } = form.formState;

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
