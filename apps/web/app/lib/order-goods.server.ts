import type { BodyOf, Endpoint, orderGoodsIdBodySchema, ResponseOf } from '@zay/contract';
import type { AppLoadContext } from 'react-router';
import { serverApi } from './api.server';

/**
 * The API's answer for the order goods of `?order_goods_id=` (an after-sale's detail or apply
 * data, for the member or a console), or null when the id is missing or malformed (no call) or
 * the API refused it.
 */
export async function orderGoodsRecord<E extends Endpoint<typeof orderGoodsIdBodySchema>>(
  request: Request,
  context: AppLoadContext,
  endpoint: E,
): Promise<ResponseOf<E> | null> {
  const id = Math.trunc(Number(new URL(request.url).searchParams.get('order_goods_id')));
  if (!(id > 0)) return null;
  // The endpoint takes the order goods' body (the type's constraint); TypeScript cannot resolve
  // `BodyOf` of a type parameter.
  const found = await serverApi(request, context)(endpoint, { order_goods_id: id } as BodyOf<E>);
  return found.ok ? found.data : null;
}
