import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from '~/lib/translation';
import type { PasswordPolicyView } from './auth-config';
import { PasswordChecklist } from './password-checklist';
import { PasswordInput } from './password-input';

interface Props {
  policy: PasswordPolicyView;
  password: UseFormRegisterReturn;
  confirm: UseFormRegisterReturn;
  /** The password as typed, for the live checklist. */
  value: string;
  errors: { password?: string; confirm?: string };
  /** "New password" on the recovery page. */
  label?: string;
}

/** A new password under the platform's rules, with its checklist, and the confirmation that must match. */
export function NewPasswordFields({ policy, password, confirm, value, errors, label }: Props) {
  const { t } = useTranslation();
  return (
    <>
      <PasswordInput
        label={label ?? t('auth.password')}
        placeholder={t('auth.newPasswordPlaceholder', { min: policy.minLength })}
        autoComplete="new-password"
        error={errors.password}
        hint={<PasswordChecklist policy={policy} value={value} />}
        {...password}
      />
      <PasswordInput
        label={t('auth.confirmPassword')}
        placeholder={t('auth.confirmPasswordPlaceholder')}
        autoComplete="new-password"
        error={errors.confirm}
        {...confirm}
      />
    </>
  );
}
