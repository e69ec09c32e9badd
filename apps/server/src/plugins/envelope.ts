import {
  CODES,
  errorMessage,
  errorSpec,
  message,
  type ErrorKey,
  type Lang,
  type MessageKey,
  type MessageParams,
} from '@zay/contract';

const now = () => Math.floor(Date.now() / 1000);

export function success<T>(lang: Lang, data: T, key: MessageKey = 'SUCCESS') {
  return { code: CODES.SUCCESS, message: message(lang, key), data, timestamp: now() };
}

/** The envelope of the failure `key`: its code, `error_code` and text from the contract's error table. */
export function failure(lang: Lang, key: ErrorKey, params?: MessageParams) {
  const spec = errorSpec(key);
  return {
    code: spec.code,
    message: errorMessage(lang, key, params),
    data: null,
    timestamp: now(),
    error_code: spec.errorCode,
  };
}
