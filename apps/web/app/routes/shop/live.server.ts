import { liveDetailEndpoint, livePageEndpoint, type LiveRoom } from '@zay/contract';
import { data, redirect, type AppLoadContext } from 'react-router';
import type { LiveRoomView } from '~/features/content/live/live-types';
import { dataOr, failureMeaning, serverApi } from '~/lib/api.server';
import { imageUrl } from '~/lib/links';
import { pageFrom } from '~/lib/page-query';
import { pageTitle } from '~/lib/page-title.server';

export const LIVE_PAGE_SIZE = 12;

/** The live addon is off (not in the API's ADDONS): the pages say so instead of listing rooms. */
const isOff = (result: { ok: boolean; error_code?: string }) =>
  !result.ok && result.error_code === 'LIVE_PLUGIN_NOT_INSTALLED';

function toView(r: LiveRoom): LiveRoomView {
  return {
    id: r.id,
    name: r.name,
    cover: imageUrl(r.cover_img),
    siteId: r.site_id,
    shopName: r.site_name,
    anchor: r.anchor_name,
    status: r.live_status,
    statusName: r.status_name,
    start: r.start_time,
    playUrl: r.play_url,
    playType: r.play_type,
    goods: r.goods.map((g) => ({
      goodsId: g.goods_id,
      skuId: g.sku_id,
      name: g.goods_name,
      image: imageUrl(g.sku_image.split(',')[0]),
      price: g.discount_price,
      stock: g.stock,
    })),
  };
}

/** /shop/live: rooms, live first, then coming, then ended; paged. */
export async function loadLiveList(request: Request, context: AppLoadContext) {
  const page = pageFrom(request);
  const result = await serverApi(request, context)(livePageEndpoint, { page, page_size: LIVE_PAGE_SIZE });
  const errors: string[] = [];
  const paged = dataOr(result, { list: [], count: 0, page_count: 1 }, errors);
  return {
    title: pageTitle(request, 'shop_live'),
    rooms: paged.list.map(toView),
    page,
    pageCount: paged.page_count,
    failed: !result.ok,
    off: isOff(result),
    errors: isOff(result) ? [] : errors,
  };
}

/** /shop/live-N: the room; an unknown or unapproved one is the 404 page. */
export async function loadLiveRoom(request: Request, context: AppLoadContext, id: number) {
  const result = await serverApi(request, context)(liveDetailEndpoint, { id });
  if (isOff(result)) throw redirect('/shop/live');
  if (!result.ok) {
    const meaning = failureMeaning(result);
    if (meaning === 'not-found' || meaning === 'invalid') throw data(null, { status: 404 });
    throw data({ message: result.message }, { status: 502 });
  }
  return { room: toView(result.data), listTitle: pageTitle(request, 'shop_live') };
}
