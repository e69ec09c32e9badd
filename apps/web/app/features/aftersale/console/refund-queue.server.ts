import type { ApiResult } from '~/lib/api';
import { serverI18n } from '~/lib/i18n.server';
import { resolveLang } from '~/lib/lang';
import { queueFilters } from './queue-tabs';
import type { RefundQueueData, RefundQueueKind } from './refund-queue-page';

type Query<T> = { tab: T; page: number; page_size: number };

/** A queue page's loader data: the tab and page asked for, ten rows of it from `list`, and the title. */
export async function loadRefundQueue<T extends string>(
  request: Request,
  kind: RefundQueueKind<T>,
  list: (query: Query<T>) => Promise<ApiResult<NonNullable<RefundQueueData<T>['list']>>>,
): Promise<RefundQueueData<T> & { title: string }> {
  const filters = queueFilters(request, kind.tabs);
  const result = await list({ ...filters, page_size: 10 });
  return {
    title: serverI18n(resolveLang(request)).t(kind.title),
    filters,
    list: result.ok ? result.data : null,
    message: result.ok ? '' : result.message,
  };
}
