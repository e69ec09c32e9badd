import type { AppLoadContext } from 'react-router';
import type { ApiResult } from './api';
import { serverApi, type ServerApi } from './api.server';
import type { TranslationKey } from './i18n';
import { serverI18n } from './i18n.server';
import { resolveLang } from './lang';
import { pageFrom } from './page-query';

/** A console list as `PagedRows` takes it: the API's answer, or null and the API's message when it did not load. */
export function listOrMessage<T>(result: ApiResult<T>): { list: T | null; message: string } {
  return result.ok ? { list: result.data, message: '' } : { list: null, message: result.message };
}

/**
 * The loader data of a console list read by `?page=` alone (docs/duplicates.md): the staff member checked
 * (`requireStaff` redirects to the console's login), the page's title, the page asked for and
 * that page of `list` (`listOrMessage`).
 */
export async function loadConsolePage<T>(
  request: Request,
  context: AppLoadContext,
  requireStaff: (request: Request, context: AppLoadContext) => Promise<unknown>,
  titleKey: TranslationKey,
  list: (call: ServerApi, page: number) => Promise<ApiResult<T>>,
) {
  await requireStaff(request, context);
  const page = pageFrom(request);
  const result = await list(serverApi(request, context), page);
  return { title: serverI18n(resolveLang(request)).t(titleKey), page, ...listOrMessage(result) };
}
