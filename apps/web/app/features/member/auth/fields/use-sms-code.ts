import { SMS_RESEND_SECONDS, type loginMobileCodeEndpoint } from '@zay/contract';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from '~/lib/translation';
import { api } from '~/lib/api';
import { notifySuccess } from '~/lib/notify';
import type { CaptchaState } from '~/components/captcha/use-captcha';

/** `/api/register/mobileCode`, `/api/login/mobileCode` and `/api/findpassword/mobilecode` share one shape. */
export type CodeEndpoint = typeof loginMobileCodeEndpoint;

export interface SmsCode {
  /** What the code is checked against; empty until a code was sent. */
  key: string;
  /** The number the last code went to. */
  sentTo: string;
  /** Seconds until another code may be asked for (SPEC: resend after 60 s). */
  seconds: number;
  sending: boolean;
  /** Sends a code; answers the failure's text, or '' when it was sent. */
  request: (mobile: string, captchaCode: string) => Promise<string>;
}

/** Whole seconds left until a deadline, re-rendering each second; `start(n)` sets a new deadline. */
function useCountdown(): [number, (seconds: number) => void] {
  const [deadline, setDeadline] = useState(0);
  const [now, setNow] = useState(0);
  const left = Math.max(0, Math.ceil((deadline - now) / 1000));

  useEffect(() => {
    if (left <= 0) return;
    const timer = setTimeout(() => setNow(Date.now()), 1000);
    return () => clearTimeout(timer);
  }, [left, now]);

  const start = useCallback((seconds: number) => {
    const at = Date.now();
    setNow(at);
    setDeadline(at + seconds * 1000);
  }, []);

  return [left, start];
}

export function useSmsCode(endpoint: CodeEndpoint, captcha: CaptchaState): SmsCode {
  const { t } = useTranslation();
  const [key, setKey] = useState('');
  const [sentTo, setSentTo] = useState('');
  const [sending, setSending] = useState(false);
  const [seconds, startCountdown] = useCountdown();

  const request = useCallback(
    async (mobile: string, captchaCode: string) => {
      setSending(true);
      const result = await api(endpoint, { mobile, captcha_id: captcha.currentId(), captcha_code: captchaCode });
      setSending(false);
      // The check used the captcha up, right or wrong.
      void captcha.refresh();
      if (!result.ok) return result.message || t('errors.network');
      setKey(result.data.key);
      setSentTo(mobile);
      startCountdown(SMS_RESEND_SECONDS);
      void notifySuccess(t('auth.codeSentToast'));
      return '';
    },
    [endpoint, captcha, startCountdown, t],
  );

  return { key, sentTo, seconds, sending, request };
}
