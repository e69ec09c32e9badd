import {
  browsePageEndpoint,
  collectPageEndpoint,
  couponNumEndpoint,
  fromMinor,
  memberShopPageEndpoint,
  orderListsEndpoint,
  orderNumEndpoint,
  toMinor,
} from '@zay/contract';
import type { AppLoadContext } from 'react-router';
import { dataOr, serverApi } from '~/lib/api.server';
import { pageTitle } from '~/lib/page-title.server';
import { requireMember } from '~/lib/session.server';

const EMPTY_PAGE = { list: [], count: 0, page_count: 1 };

/** The member centre's welcome page (API-SHAPES-MORE §1.2): every part asked for at once. */
export async function loadMemberIndex(request: Request, context: AppLoadContext) {
  const member = await requireMember(request, context);
  const call = serverApi(request, context);
  const errors: string[] = [];
  const [coupons, counts, orders, footprints, goods, shops] = await Promise.all([
    call(couponNumEndpoint, { state: 1 }),
    call(orderNumEndpoint, {}),
    call(orderListsEndpoint, { order_status: 'all', page: 1, page_size: 3 }),
    call(browsePageEndpoint, { page: 1, page_size: 6 }),
    call(collectPageEndpoint, { page: 1, page_size: 1 }),
    call(memberShopPageEndpoint, { page: 1, page_size: 1 }),
  ]);
  return {
    title: pageTitle(request, 'member_index'),
    member: {
      nickname: member.nickname || member.username || member.mobile,
      headimg: member.headimg,
      levelName: member.member_level_name,
      growth: member.growth,
      point: member.point,
    },
    // What the family shows: both balances together (withdrawable or not). member/info answers
    // both accounts, read in this request like memberaccount/info would (one call fewer).
    balance: fromMinor(toMinor(member.balance) + toMinor(member.balance_money)),
    couponCount: dataOr(coupons, 0, errors),
    follows: { goods: dataOr(goods, EMPTY_PAGE, errors).count, shops: dataOr(shops, EMPTY_PAGE, errors).count },
    counts: dataOr(counts, { waitpay: 0, waitsend: 0, waitconfirm: 0, waitrate: 0, refunding: 0 }, errors),
    orders: dataOr(orders, EMPTY_PAGE, errors).list,
    footprints: dataOr(footprints, EMPTY_PAGE, errors).list,
    errors,
  };
}

export type MemberIndexData = Awaited<ReturnType<typeof loadMemberIndex>>;
