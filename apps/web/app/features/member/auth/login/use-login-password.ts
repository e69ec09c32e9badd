import { zodResolver } from '@hookform/resolvers/zod';
import { AUTO_LOGIN_DAYS, loginEndpoint } from '@zay/contract';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '~/lib/translation';
import { api } from '~/lib/api';
import type { AuthConfig } from '../auth-config';
import { passwordLoginSchema } from '../form-schemas';
import { useCaptcha } from '~/components/captcha/use-captcha';
import { useSignInOutcome } from '../use-signed-in';

/**
 * The password login's form state and submit; a refused try takes a fresh captcha. Once the
 * account's budget of tries is spent (RATE_LIMITED) a captcha lets the member in anyway (ADR 087),
 * so the form asks for one from then on even where the site turned the login captcha off.
 */
export function useLoginPasswordForm(config: AuthConfig) {
  const { t } = useTranslation();
  const [limited, setLimited] = useState(false);
  const captcha = useCaptcha(config.captcha.login || limited);
  const schema = useMemo(() => passwordLoginSchema(captcha.enabled), [captcha.enabled]);
  const form = useForm({
    resolver: zodResolver(schema),
    defaultValues: { account: '', password: '', captcha_code: '', auto_login: false },
  });
  const { failure, setFailure, settle } = useSignInOutcome(t('auth.loginSuccess'));

  const onSubmit = form.handleSubmit(async ({ account, password, captcha_code, auto_login }) => {
    setFailure('');
    const autoLoginRange = auto_login ? AUTO_LOGIN_DAYS : 0;
    const body = { username: account, password, captcha_id: captcha.currentId(), captcha_code, autoLoginRange };
    const result = await api(loginEndpoint, body);
    if (settle(result)) return;
    if (!result.ok && result.error_code === 'RATE_LIMITED') setLimited(true);
    form.setValue('captcha_code', '');
    void captcha.refresh();
  });
  return { captcha, form, failure, onSubmit };
}
