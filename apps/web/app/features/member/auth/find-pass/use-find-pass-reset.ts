import { zodResolver } from '@hookform/resolvers/zod';
import { findPasswordEndpoint } from '@zay/contract';
import { useEffect, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '~/lib/translation';
import { api } from '~/lib/api';
import type { PasswordPolicyView } from '../auth-config';
import { resetPasswordSchema } from '../form-schemas';
import type { SmsCode } from '../fields/use-sms-code';

/** Step 2's form state and submit: the code goes with the number and key step 1 sent it for. */
export function useFindPassResetForm(policy: PasswordPolicyView, sms: SmsCode, onDone: () => void) {
  const { t } = useTranslation();
  const schema = useMemo(() => resetPasswordSchema(policy), [policy]);
  const form = useForm({
    resolver: zodResolver(schema),
    defaultValues: { code: '', password: '', confirm_password: '' },
  });
  const [failure, setFailure] = useState('');

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
  return { form, failure, onSubmit };
}
