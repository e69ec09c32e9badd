import {
  addressPageEndpoint,
  bundlingOrderPaymentEndpoint,
  groupbuyOrderPaymentEndpoint,
  regionListEndpoint,
  seckillOrderPaymentEndpoint,
  topicOrderPaymentEndpoint,
} from '@zay/contract';
import type { AppLoadContext } from 'react-router';
import { serverApi } from '~/lib/api.server';
import { pageTitle } from '~/lib/page-title.server';
import { requireMember } from '~/lib/session.server';

/**
 * Each promotion checkout (SPEC §2, API-SHAPES-MORE §5.7) by its page: the call that prepares it,
 * the query fields it reads (all positive integers; `num` defaults to 1), and the promotion page
 * "back" leads to — `page-{id}` of its first field, or `page` alone without one. A new kind adds a
 * row here, its calls in `payment.tsx` and its route in `routes.ts`.
 */
export const PROMOTION_CHECKOUTS = {
  seckill_payment: {
    payment: seckillOrderPaymentEndpoint,
    fields: ['seckill_id', 'sku_id', 'num'],
    back: 'seckill',
  },
  combo_payment: { payment: bundlingOrderPaymentEndpoint, fields: ['bl_id', 'num'], back: 'combo' },
  groupbuy_payment: {
    payment: groupbuyOrderPaymentEndpoint,
    fields: ['groupbuy_id', 'sku_id', 'num'],
    back: 'groupbuy',
  },
  topic_payment: { payment: topicOrderPaymentEndpoint, fields: ['topic_goods_id', 'num'], back: 'topic-goods' },
} as const;

export type PromotionCheckoutKind = keyof typeof PROMOTION_CHECKOUTS;

const positive = (v: string | null) => {
  const n = Number(v);
  return Number.isSafeInteger(n) && n > 0 ? n : 0;
};

/**
 * /promotion/{kind}_payment?…: the promotion checkout's data, the member's addresses and the states
 * for a new one. Each promotion's order-creation data stays in its own call, apart from the normal
 * checkout's (SPEC §3); the checkout's parts serve them all unchanged.
 */
export async function loadPromotionPayment(request: Request, context: AppLoadContext) {
  await requireMember(request, context);
  const url = new URL(request.url);
  const kind = url.pathname.split('/').pop() as PromotionCheckoutKind;
  const { payment, fields, back } = PROMOTION_CHECKOUTS[kind];
  const title = pageTitle(request, `promotion_${kind}`);
  const goods = Object.fromEntries(
    fields.map((f) => [f, positive(url.searchParams.get(f) ?? (f === 'num' ? '1' : null))]),
  ) as Record<(typeof fields)[number], number>;
  const id = goods[fields[0]];
  const failed = (message: string) => ({
    state: 'failed' as const,
    kind,
    title,
    message,
    back: id ? `/promotion/${back}-${id}` : `/promotion/${back}`,
  });
  if (Object.values(goods).some((v) => !v)) return failed('');
  const call = serverApi(request, context);
  const [prepared, addresses, regions] = await Promise.all([
    call(payment, goods),
    call(addressPageEndpoint, { page: 1, page_size: 0 }),
    call(regionListEndpoint, { pid: 0 }),
  ]);
  if (!prepared.ok) return failed(prepared.message);
  return {
    state: 'ready' as const,
    kind,
    title,
    goods,
    checkout: prepared.data,
    addresses: addresses.ok ? addresses.data.list : [],
    provinces: regions.ok ? regions.data : [],
  };
}
