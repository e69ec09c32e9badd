import type { FastifyRequest } from 'fastify';
import { DEFAULT_LANG, LANG_COOKIE, isLang, langFromAcceptLanguage, type Lang } from '@zay/contract';

/** Body `lang`, else the `zay_lang` cookie, else Accept-Language, else Burmese. */
export function resolveLang(req: FastifyRequest): Lang {
  const body = req.body as { lang?: unknown } | undefined;
  if (body && typeof body === 'object' && isLang(body.lang)) return body.lang;
  const cookie = req.cookies?.[LANG_COOKIE];
  if (isLang(cookie)) return cookie;
  return langFromAcceptLanguage(req.headers['accept-language']) ?? DEFAULT_LANG;
}
