import { useWatch, type FieldValues, type Path, type PathValue, type UseFormReturn } from 'react-hook-form';
import type { ReactNode } from 'react';
import { useTranslation } from '~/lib/translation';
import { AgreementField } from './agreement-field';
import type { AuthConfig } from '../auth-config';
import { FormAlert, SubmitButton } from '../fields/form-parts';
import type { IssueText } from '../issue-text';
import { NewPasswordFields } from '../fields/password-fields';

interface RegisterTail extends FieldValues {
  password: string;
  confirm_password: string;
  agree: boolean;
}

interface Props<T extends RegisterTail> {
  form: UseFormReturn<T, unknown, unknown>;
  config: AuthConfig;
  issue: IssueText;
  failure: string;
  /** Keeps the two forms' checkbox ids apart. */
  idPrefix: string;
  /** Between the passwords and the terms (the username form's captcha). */
  beforeTerms?: ReactNode;
}

/** The end of both registration forms: the password pair, the terms, the refusal and the button. */
export function RegisterTailFields<T extends RegisterTail>({
  form,
  config,
  issue,
  failure,
  idPrefix,
  beforeTerms,
}: Props<T>) {
  const { t } = useTranslation();
  const name = (field: keyof RegisterTail) => field as Path<T>;
  const password = String(useWatch({ control: form.control, name: name('password') }) ?? '');
  const errors = form.formState.errors as Partial<Record<keyof RegisterTail, { message?: string }>>;
  return (
    <>
      <NewPasswordFields
        policy={config.password}
        password={form.register(name('password'))}
        confirm={form.register(name('confirm_password'))}
        value={password}
        errors={{ password: issue(errors.password), confirm: issue(errors.confirm_password) }}
      />
      {beforeTerms}
      <AgreementField
        id={`${idPrefix}-agree`}
        field={form.register(name('agree'))}
        error={issue(errors.agree)}
        title={config.agreementTitle}
        onAccept={() => form.setValue(name('agree'), true as PathValue<T, Path<T>>, { shouldValidate: true })}
      />
      <FormAlert message={failure} />
      <SubmitButton pending={form.formState.isSubmitting}>{t('auth.submitRegister')}</SubmitButton>
    </>
  );
}
