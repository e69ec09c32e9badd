import { addressPageEndpoint, regionListEndpoint, seckillOrderPaymentEndpoint } from '@zay/contract';
import type { AppLoadContext } from 'react-router';
import { serverApi } from '~/lib/api.server';
import { pageTitle } from '~/lib/page-title.server';
import { requireMember } from '~/lib/session.server';

const positive = (v: string | null) => {
  const n = Number(v);
  return Number.isSafeInteger(n) && n > 0 ? n : 0;
};

/**
 * /promotion/seckill_payment?seckill_id=&sku_id=&num=: the seckill checkout's data
 * (seckill/api/ordercreate/payment), the member's addresses and the states for a new one. The
 * seckill's order-creation data stays in its own address, apart from the normal checkout's (SPEC §3).
 */
export async function loadSeckillPayment(request: Request, context: AppLoadContext) {
  await requireMember(request, context);
  const title = pageTitle(request, 'promotion_seckill_payment');
  const params = new URL(request.url).searchParams;
  const goods = {
    seckill_id: positive(params.get('seckill_id')),
    sku_id: positive(params.get('sku_id')),
    num: positive(params.get('num') ?? '1'),
  };
  if (!goods.seckill_id || !goods.sku_id || !goods.num) return { state: 'failed' as const, title, message: '' };
  const call = serverApi(request, context);
  const [payment, addresses, regions] = await Promise.all([
    call(seckillOrderPaymentEndpoint, goods),
    call(addressPageEndpoint, { page: 1, page_size: 0 }),
    call(regionListEndpoint, { pid: 0 }),
  ]);
  if (!payment.ok) return { state: 'failed' as const, title, message: payment.message, seckillId: goods.seckill_id };
  return {
    state: 'ready' as const,
    title,
    goods,
    checkout: payment.data,
    addresses: addresses.ok ? addresses.data.list : [],
    provinces: regions.ok ? regions.data : [],
  };
}
