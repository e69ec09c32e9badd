import { DESK_TABS, deskOrderListEndpoint, type DeskTab } from '@zay/contract';
import type { AppLoadContext } from 'react-router';
import { pageFrom } from '~/lib/page-query';
import { serverApi } from '~/lib/api.server';
import { listOrMessage } from '~/lib/console-list.server';
import { marketMoment } from '~/lib/format-time';
import { serverI18n } from '~/lib/i18n.server';
import { resolveLang } from '~/lib/lang';
import { requireStaff } from './seller.server';

const DAY_RE = /^\d{4}-\d{2}-\d{2}$/;

/** The first second of a market day (YYYY-MM-DD) as Unix seconds; 0 for anything else. */
export const marketDayStart = (day: string) => (DAY_RE.test(day) ? marketMoment(day) : 0);

export interface DeskFilters {
  tab: DeskTab;
  order_no: string;
  buyer: string;
  from: string;
  to: string;
  page: number;
}

export function readFilters(url: URL): DeskFilters {
  const q = url.searchParams;
  const tab = q.get('tab') ?? 'all';
  return {
    tab: (DESK_TABS as readonly string[]).includes(tab) ? (tab as DeskTab) : 'all',
    order_no: (q.get('order_no') ?? '').trim().slice(0, 40),
    buyer: (q.get('buyer') ?? '').trim().slice(0, 50),
    from: DAY_RE.test(q.get('from') ?? '') ? q.get('from')! : '',
    to: DAY_RE.test(q.get('to') ?? '') ? q.get('to')! : '',
    page: pageFrom(url),
  };
}

/** The shop's orders for the filters of the address. */
export async function loadDeskOrders(request: Request, context: AppLoadContext) {
  const staff = await requireStaff(request, context);
  const filters = readFilters(new URL(request.url));
  const title = serverI18n(resolveLang(request)).t('seller.title');
  const end = filters.to ? marketDayStart(filters.to) + 86_399 : 0;
  const result = await serverApi(request, context)(deskOrderListEndpoint, {
    tab: filters.tab,
    order_no: filters.order_no,
    buyer: filters.buyer,
    start_time: filters.from ? marketDayStart(filters.from) : 0,
    end_time: end,
    page: filters.page,
  });
  return {
    title,
    staff,
    filters,
    ...listOrMessage(result),
  };
}
