import type { BodyOf, Endpoint, orderGoodsIdBodySchema } from '@zay/contract';
import type { AppLoadContext } from 'react-router';
import { serverApi } from '~/lib/api.server';
import { pageTitle } from '~/lib/page-title.server';

/**
 * The loader data of a member's after-sale page (apply, refund detail, complaint): its title and
 * the API's answer for the order goods of `?order_goods_id=`, or null when the id is missing or
 * malformed (no call) or the call failed.
 */
export async function loadOrderGoodsPage<E extends Endpoint<typeof orderGoodsIdBodySchema>>(
  request: Request,
  context: AppLoadContext,
  pageKey: string,
  endpoint: E,
) {
  const id = Math.trunc(Number(new URL(request.url).searchParams.get('order_goods_id')));
  // The endpoint takes the order goods' body (its type's constraint); TypeScript cannot resolve
  // `BodyOf` of a type parameter.
  const body = { order_goods_id: id } as BodyOf<E>;
  const found = id > 0 ? await serverApi(request, context)(endpoint, body) : null;
  return { title: pageTitle(request, pageKey), detail: found?.ok ? found.data : null };
}
