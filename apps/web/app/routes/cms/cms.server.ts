import {
  helpClassListEndpoint,
  helpInfoEndpoint,
  helpPageEndpoint,
  noticeInfoEndpoint,
  noticePageEndpoint,
} from '@zay/contract';
import { data, redirect, type AppLoadContext } from 'react-router';
import type { ApiResult } from '~/lib/api';
import { dataOr, failureMeaning, serverApi } from '~/lib/api.server';
import { pageFrom } from '~/lib/page-query';
import { pageTitle } from '~/lib/page-title.server';

export const NOTICE_PAGE_SIZE = 10;
export const HELP_PAGE_SIZE = 15;

/** The data of a detail call; an unknown id is the 404 page, any other failure a 502. */
function found<T>(result: ApiResult<T>): T {
  if (result.ok) return result.data;
  const meaning = failureMeaning(result);
  if (meaning === 'not-found' || meaning === 'invalid') throw data(null, { status: 404 });
  throw data({ message: result.message }, { status: 502 });
}

/** /cms/help: the first help class's list (SPEC §2); the help centre's empty state when there is none. */
export async function firstHelpClass(request: Request, context: AppLoadContext) {
  const classes = dataOr(await serverApi(request, context)(helpClassListEndpoint, {}), []);
  if (classes[0]) throw redirect(`/cms/help/listother-${classes[0].class_id}`);
  return { title: pageTitle(request, 'cms_help') };
}

/** /cms/help/listother-N: the class's articles, paged, beside every class. Unknown class → 404. */
export async function loadHelpClass(request: Request, context: AppLoadContext, classId: number) {
  const call = serverApi(request, context);
  const page = pageFrom(request);
  const [classes, articles] = await Promise.all([
    call(helpClassListEndpoint, {}),
    call(helpPageEndpoint, { class_id: classId, page, page_size: HELP_PAGE_SIZE }),
  ]);
  const list = found(classes).map(({ class_id, class_name }) => ({ class_id, class_name }));
  const current = list.find((c) => c.class_id === classId);
  if (!current) throw data(null, { status: 404 });
  const errors: string[] = [];
  const paged = dataOr(articles, { list: [], count: 0, page_count: 1 }, errors);
  return { classes: list, current, articles: paged.list, page, pageCount: paged.page_count, errors };
}

export async function loadHelpArticle(request: Request, context: AppLoadContext, id: number) {
  const call = serverApi(request, context);
  const [article, classes] = await Promise.all([call(helpInfoEndpoint, { id }), call(helpClassListEndpoint, {})]);
  const list = dataOr(classes, []).map(({ class_id, class_name }) => ({ class_id, class_name }));
  return { kind: 'help' as const, article: found(article), classes: list };
}

export async function loadNotice(request: Request, context: AppLoadContext, id: number) {
  return { kind: 'notice' as const, notice: found(await serverApi(request, context)(noticeInfoEndpoint, { id })) };
}

export async function loadNotices(request: Request, context: AppLoadContext) {
  const page = pageFrom(request);
  const result = await serverApi(request, context)(noticePageEndpoint, { page, page_size: NOTICE_PAGE_SIZE });
  const errors: string[] = [];
  const paged = dataOr(result, { list: [], count: 0, page_count: 1 }, errors);
  return { notices: paged.list, page, pageCount: paged.page_count, title: pageTitle(request, 'cms_notice'), errors };
}
