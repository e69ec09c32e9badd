import type { ApiResult } from './api';
import { dataOr } from './api.server';
import { pageFrom } from './page-query';
import { pageTitle } from './page-title.server';

type Paged<Row> = { list: Row[]; count: number; page_count: number };

/**
 * A member centre list page's loader data: the page asked for (`?page=`), that page of `list`
 * (an empty one when it failed, its message kept for a toast) and the page's title.
 */
export async function loadMemberList<Row>(
  request: Request,
  pageKey: string,
  list: (query: { page: number; page_size: number }) => Promise<ApiResult<Paged<Row>>>,
  pageSize = 10,
) {
  const page = pageFrom(request);
  const errors: string[] = [];
  const rows = dataOr(await list({ page, page_size: pageSize }), { list: [], count: 0, page_count: 1 }, errors);
  return { title: pageTitle(request, pageKey), rows, page, errors };
}
