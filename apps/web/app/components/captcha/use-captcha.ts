import { captchaEndpoint } from '@zay/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { api } from '~/lib/api';

export interface CaptchaImage {
  id: string;
  img: string;
}

export interface CaptchaState {
  enabled: boolean;
  image: CaptchaImage | null;
  failed: boolean;
  /** A new picture; the old one is discarded on the server. Every check uses a captcha up, so forms call this after each try. */
  refresh: () => Promise<void>;
  /** The id the typed code belongs to. */
  currentId: () => string;
}

/** A single-use captcha, fetched in the browser once the form is on screen. */
export function useCaptcha(enabled: boolean): CaptchaState {
  const [image, setImage] = useState<CaptchaImage | null>(null);
  const [failed, setFailed] = useState(false);
  const id = useRef('');

  const refresh = useCallback(async () => {
    if (!enabled) return;
    const result = await api(captchaEndpoint, id.current ? { captcha_id: id.current } : {});
    if (!result.ok) {
      setFailed(true);
      return;
    }
    id.current = result.data.id;
    setImage(result.data);
    setFailed(false);
  }, [enabled]);

  useEffect(() => {
    void refresh();
  }, [refresh]);

  const currentId = useCallback(() => id.current, []);
  return { enabled, image, failed, refresh, currentId };
}
