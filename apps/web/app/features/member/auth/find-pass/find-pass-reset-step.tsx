import { useWatch } from 'react-hook-form';
import { useTranslation } from '~/lib/translation';
import type { PasswordPolicyView } from '../auth-config';
import { FormAlert, SubmitButton } from '../fields/form-parts';
import { useIssueText } from '../issue-text';
import { NewPasswordFields } from '../fields/password-fields';
import { SmsCodeField } from '../fields/sms-code-field';
import { useFindPassResetForm } from './use-find-pass-reset';
import type { SmsCode } from '../fields/use-sms-code';

interface Props {
  policy: PasswordPolicyView;
  sms: SmsCode;
  onDone: () => void;
  /** Back to step 1, to resend the code or correct the number. */
  onBack: () => void;
}

function SentTo({ mobile, onChange }: { mobile: string; onChange: () => void }) {
  const { t } = useTranslation();
  return (
    <p className="text-[13px] leading-text text-muted">
      {t('auth.codeSent', { mobile })}{' '}
      <button type="button" onClick={onChange} className="text-brand hover:underline">
        {t('auth.find.changeMobile')}
      </button>
    </p>
  );
}

/** Step 2: the SMS code and the new password (the API refuses the old one). */
export function FindPassResetStep({ policy, sms, onDone, onBack }: Props) {
  const { t } = useTranslation();
  const { form, failure, onSubmit } = useFindPassResetForm(policy, sms, onDone);
  const issue = useIssueText(policy.minLength);
  const password = useWatch({ control: form.control, name: 'password' });
  const { errors, isSubmitting } = form.formState;

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <SentTo mobile={sms.sentTo} onChange={onBack} />
      <SmsCodeField
        sms={sms}
        field={form.register('code')}
        error={issue(errors.code)}
        onSend={onBack}
        showSentTo={false}
      />
      <NewPasswordFields
        policy={policy}
        label={t('auth.find.newPassword')}
        password={form.register('password')}
        confirm={form.register('confirm_password')}
        value={password}
        errors={{ password: issue(errors.password), confirm: issue(errors.confirm_password) }}
      />
      <FormAlert message={failure} />
      <SubmitButton pending={isSubmitting}>{t('auth.find.submit')}</SubmitButton>
    </form>
  );
}
