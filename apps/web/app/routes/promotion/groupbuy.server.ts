import { groupbuyDetailEndpoint, groupbuyPageEndpoint, MEANING_STATUS } from '@zay/contract';
import { data, type AppLoadContext } from 'react-router';
import { toGroupbuyCard, toGroupbuyDetail } from '~/features/promotion/groupbuy/groupbuy-views';
import { dataOr, failureMeaning, serverApi } from '~/lib/api.server';
import { pageTitle } from '~/lib/page-title.server';

/**
 * /promotion/groupbuy: the group buys running now with quota left (groupbuy/api/goods/page).
 * Without the addon the page says it is not installed.
 */
export async function loadGroupbuyList(request: Request, context: AppLoadContext) {
  const title = pageTitle(request, 'promotion_groupbuy');
  const errors: string[] = [];
  const answer = await serverApi(request, context)(groupbuyPageEndpoint, { page: 1, page_size: 0 });
  const missing = !answer.ok && answer.error_code === 'GROUPBUY_PLUGIN_NOT_INSTALLED';
  const page = dataOr(answer, null, missing ? [] : errors);
  return { title, missing, cards: page?.list.map(toGroupbuyCard) ?? [], errors };
}

/** /promotion/groupbuy-N (goods/detail): ended ones too, so the page can say so; unknown → 404; without the addon, says so. */
export async function loadGroupbuyDetail(request: Request, context: AppLoadContext, id: number, title: string) {
  const answer = await serverApi(request, context)(groupbuyDetailEndpoint, { groupbuy_id: id });
  const base = { title, listTitle: pageTitle(request, 'promotion_groupbuy'), listTo: '/promotion/groupbuy' };
  if (answer.ok) {
    const groupbuy = toGroupbuyDetail(answer.data);
    return { ...base, title: groupbuy.name, groupbuy, time: answer.data.goods_sku_detail.time, missing: false };
  }
  if (answer.error_code === 'GROUPBUY_PLUGIN_NOT_INSTALLED') return { ...base, groupbuy: null, time: 0, missing: true };
  const meaning = failureMeaning(answer);
  if (meaning === 'not-found' || meaning === 'invalid') throw data(null, { status: MEANING_STATUS['not-found'] });
  throw data({ message: answer.message }, { status: 502 });
}
