import { zodResolver } from '@hookform/resolvers/zod';
import { registerUsernameEndpoint } from '@zay/contract';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '~/lib/translation';
import { api } from '~/lib/api';
import type { AuthConfig } from '../auth-config';
import { usernameRegisterSchema } from '../form-schemas';
import { useCaptcha } from '~/components/captcha/use-captcha';
import { useSignInOutcome } from '../use-signed-in';

/** The username registration's form state and submit; a refused try takes a fresh captcha. */
export function useRegisterUsernameForm(config: AuthConfig) {
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

  const onSubmit = form.handleSubmit(async ({ username, password, captcha_code }) => {
    setFailure('');
    const body = { username, password, captcha_id: captcha.currentId(), captcha_code };
    if (settle(await api(registerUsernameEndpoint, body))) return;
    form.setValue('captcha_code', '');
    void captcha.refresh();
  });
  return { captcha, form, failure, onSubmit };
}
