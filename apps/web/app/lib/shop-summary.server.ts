import {
  LIVE_STATUS,
  liveInfoEndpoint,
  MEANING_STATUS,
  shopInfoEndpoint,
  shopIsSubscribeEndpoint,
  type ShopInfo,
} from '@zay/contract';
import { data, type AppLoadContext } from 'react-router';
import type { ShopSummary } from '~/components/layout/shop-layout';
import { dataOr, failureMeaning, serverApi } from './api.server';
import { readCookie } from './lang';
import { imageUrl } from './links';
import { TOKEN_COOKIE } from './session.server';

/** A follow state needs a member; without the session cookie the answer is known without asking. */
export async function isFollowingShop(request: Request, context: AppLoadContext, siteId: number): Promise<boolean> {
  if (!siteId || !readCookie(request.headers.get('cookie'), TOKEN_COOKIE)) return false;
  const result = await serverApi(request, context)(shopIsSubscribeEndpoint, { site_id: siteId });
  return result.ok && result.data === 1;
}

/** The shop info's fields that the shop header and the goods page's shop card both show. */
export type ShopFactsInfo = Pick<
  ShopInfo,
  | 'site_id'
  | 'site_name'
  | 'avatar'
  | 'logo'
  | 'is_own'
  | 'shop_desccredit'
  | 'shop_servicecredit'
  | 'shop_deliverycredit'
  | 'sub_num'
>;

/** Who the shop is and how it is rated: its id, name, logo (the avatar first), own-shop tag, ratings and followers. */
export function shopFacts(info: ShopFactsInfo) {
  return {
    siteId: info.site_id,
    name: info.site_name,
    logo: imageUrl(info.avatar || info.logo),
    own: info.is_own === 1,
    scores: { desc: info.shop_desccredit, service: info.shop_servicecredit, delivery: info.shop_deliverycredit },
    followers: info.sub_num,
  };
}

export function toShopSummary(info: ShopInfo, following: boolean, live: ShopSummary['live'] = null): ShopSummary {
  return { ...shopFacts(info), following, live };
}

/**
 * The shop shown in the shop layout's header. A missing id is the API's REQUEST_SITE_ID, shown as
 * a page of its own (400, as any refused id); an unknown or closed shop is a 404. Other failures keep the page and
 * report the server's message in a toast (SPEC §8).
 */
export async function loadShopSummary(
  request: Request,
  context: AppLoadContext,
  siteId: number,
): Promise<{ shop: ShopSummary; info: ShopInfo | null; errors: string[] }> {
  const call = serverApi(request, context);
  const [result, following, room] = await Promise.all([
    call(shopInfoEndpoint, { site_id: siteId || undefined }),
    isFollowingShop(request, context, siteId),
    // The shop's room live now or coming next (none without the live addon).
    siteId ? call(liveInfoEndpoint, { site_id: siteId }).then((r) => dataOr(r, null)) : null,
  ]);
  const meaning = result.ok ? undefined : failureMeaning(result);
  if (!result.ok && meaning === 'invalid')
    throw data({ reason: result.error_code, message: result.message }, { status: MEANING_STATUS[meaning] });
  if (meaning === 'not-found') throw data(null, { status: MEANING_STATUS[meaning] });
  const errors: string[] = [];
  const info = dataOr(result, null, errors);
  const live = room ? { id: room.id, now: room.live_status === LIVE_STATUS.LIVE } : null;
  const shop = info ? toShopSummary(info, following, live) : { siteId, name: '', logo: '' };
  return { shop, info, errors };
}
