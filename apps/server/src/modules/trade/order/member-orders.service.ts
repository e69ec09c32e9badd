import { fromMinor, orderStatusName, type ConsoleMemberOrder, type Page, type PageQuery } from '@zay/contract';
import type { RequestContext } from '../../../lib/context';
import { paged } from '../../../lib/paged';
import { pageMemberOrders } from './member-orders.repository';

/** A member's orders for the platform console (issue 31, ADR 092), status named in the reader's language. */
export async function memberOrdersForPlatform(
  ctx: RequestContext,
  q: PageQuery & { member_id: number },
): Promise<Page<ConsoleMemberOrder>> {
  const page = await paged(ctx, q, (db, limit, offset) => pageMemberOrders(db, q.member_id, limit, offset));
  return {
    ...page,
    list: page.list.map((o) => ({
      order_id: o.order_id,
      order_no: o.order_no,
      site_name: o.site_name,
      order_name: o.order_name,
      order_money: fromMinor(o.order_money),
      order_status: o.order_status,
      order_status_name: orderStatusName(ctx.lang, o),
      create_time: o.create_time,
    })),
  };
}
