import {
  browsePageEndpoint,
  collectPageEndpoint,
  couponNumEndpoint,
  fromMinor,
  memberAccountEndpoint,
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
  const [coupons, counts, orders, footprints, goods, shops, account] = await Promise.all([
    call(couponNumEndpoint, { state: 1 }),
    call(orderNumEndpoint, {}),
    call(orderListsEndpoint, { order_status: 'all', page: 1, page_size: 3 }),
    call(browsePageEndpoint, { page: 1, page_size: 6 }),
    call(collectPageEndpoint, { page: 1, page_size: 1 }),
    call(memberShopPageEndpoint, { page: 1, page_size: 1 }),
    call(memberAccountEndpoint, { account_type: 'balance,balance_money' }),
  ]);
  const accounts = dataOr(
    account,
    { balance: member.balance, balance_money: member.balance_money, is_pay_password: 0 },
    errors,
  );
  return {
    title: pageTitle(request, 'member_index'),
    member: {
      nickname: member.nickname || member.username || member.mobile,
      headimg: member.headimg,
      levelName: member.member_level_name,
      growth: member.growth,
      point: member.point,
    },
    // What the family shows: both balances together (withdrawable or not).
    balance: fromMinor(toMinor(accounts.balance ?? '0.00') + toMinor(accounts.balance_money ?? '0.00')),
    couponCount: dataOr(coupons, 0, errors),
    follows: { goods: dataOr(goods, EMPTY_PAGE, errors).count, shops: dataOr(shops, EMPTY_PAGE, errors).count },
    counts: dataOr(counts, { waitpay: 0, waitsend: 0, waitconfirm: 0, waitrate: 0, refunding: 0 }, errors),
    orders: dataOr(orders, EMPTY_PAGE, errors).list,
    footprints: dataOr(footprints, EMPTY_PAGE, errors).list,
    errors,
  };
}

export type MemberIndexData = Awaited<ReturnType<typeof loadMemberIndex>>;
