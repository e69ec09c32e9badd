import { CODES, message, type Lang, type MessageKey } from '@zay/contract';

const now = () => Math.floor(Date.now() / 1000);

export function success<T>(lang: Lang, data: T, key: MessageKey = 'SUCCESS') {
  return { code: CODES.SUCCESS, message: message(lang, key), data, timestamp: now() };
}

export function failure(
  lang: Lang,
  key: MessageKey,
  code: number,
  errorCode: string = key,
  params?: Record<string, string | number>,
) {
  return { code, message: message(lang, key, params), data: null, timestamp: now(), error_code: errorCode };
}
