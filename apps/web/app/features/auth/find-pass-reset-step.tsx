import { zodResolver } from '@hookform/resolvers/zod';
import { findPasswordEndpoint } from '@zay/contract';
import { useEffect, useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextField } from '~/components/ui/text-field';
import { api } from '~/lib/api';
import type { PasswordPolicyView } from './auth-config';
import { FormAlert, SubmitButton } from './form-parts';
import { resetPasswordSchema } from './form-schemas';
import { useIssueText } from './issue-text';
import { NewPasswordFields } from './new-password-fields';
import type { SmsCode } from './use-sms-code';

interface Props {
  policy: PasswordPolicyView;
  sms: SmsCode;
  onDone: () => void;
  /** Back to step 1, to resend the code or correct the number. */
  onBack: () => void;
}

/** Step 2: the SMS code and the new password (the API refuses the old one). */
export function FindPassResetStep({ policy, sms, onDone, onBack }: Props) {
  const { t } = useTranslation();
  const schema = useMemo(() => resetPasswordSchema(policy), [policy]);
  const form = useForm({ resolver: zodResolver(schema), defaultValues: { code: '', password: '', confirm_password: '' } });
  const [failure, setFailure] = useState('');
  const issue = useIssueText(policy.minLength);
  const password = useWatch({ control: form.control, name: 'password' });
  const { errors, isSubmitting } = form.formState;

  useEffect(() => form.setFocus('code'), [form]);

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure('');
    const result = await api(findPasswordEndpoint, {
      mobile: sms.sentTo,
      key: sms.key,
      code: values.code,
      password: values.password,
    });
    if (result.ok) onDone();
    else setFailure(result.message || t('errors.network'));
  });

  const resend = (
    <button
      type="button"
      onClick={onBack}
      disabled={sms.seconds > 0}
      className="h-11 min-w-[118px] shrink-0 rounded border border-brand px-3 text-[13px] whitespace-nowrap text-brand hover:bg-brand-soft disabled:cursor-not-allowed disabled:border-[#d4d4d4] disabled:bg-[#fafafa] disabled:text-subtle"
    >
      {sms.seconds > 0 ? t('auth.resendIn', { seconds: sms.seconds }) : t('auth.resend')}
    </button>
  );

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <p className="text-[13px] leading-text text-muted">
        {t('auth.codeSent', { mobile: sms.sentTo })}{' '}
        <button type="button" onClick={onBack} className="text-brand hover:underline">
          {t('auth.find.changeMobile')}
        </button>
      </p>
      <TextField
        label={t('auth.smsCode')}
        placeholder={t('auth.smsCodePlaceholder')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        error={issue(errors.code)}
        beside={resend}
        {...form.register('code')}
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
