import { MEANING_STATUS, seckillDetailEndpoint, seckillGoodsPageEndpoint, seckillSlotsEndpoint } from '@zay/contract';
import { data, type AppLoadContext } from 'react-router';
import { toSeckillCard, toSeckillDetail, toSlotView } from '~/features/promotion/seckill/seckill-views';
import { dataOr, failureMeaning, serverApi } from '~/lib/api.server';
import { pageTitle } from '~/lib/page-title.server';

/**
 * /promotion/seckill: today's slots and the running slot's goods (seckill/lists, then
 * seckillgoods/page of the running slot). Without the addon the page says it is not installed.
 */
export async function loadSeckillList(request: Request, context: AppLoadContext) {
  const title = pageTitle(request, 'promotion_seckill');
  const call = serverApi(request, context);
  const errors: string[] = [];
  const slotsAnswer = await call(seckillSlotsEndpoint, {});
  const missing = !slotsAnswer.ok && slotsAnswer.error_code === 'SECKILL_PLUGIN_NOT_INSTALLED';
  const { list, time } = dataOr(slotsAnswer, { list: [], time: Math.floor(Date.now() / 1000) }, missing ? [] : errors);
  const slots = list.map(toSlotView);
  const running = slots.find((s) => s.status === 1) ?? null;
  const goods = running
    ? dataOr(await call(seckillGoodsPageEndpoint, { seckill_id: running.id, page: 1, page_size: 0 }), null, errors)
    : null;
  return {
    title,
    missing,
    slots,
    running,
    cards: goods?.list.map(toSeckillCard) ?? [],
    time,
    errors,
  };
}

/** /promotion/seckill-N (seckillgoods/detail); unknown or closed → 404; without the addon, says so. */
export async function loadSeckillDetail(request: Request, context: AppLoadContext, id: number, title: string) {
  const listTitle = pageTitle(request, 'promotion_seckill');
  const answer = await serverApi(request, context)(seckillDetailEndpoint, { seckill_id: id });
  if (answer.ok) {
    const seckill = toSeckillDetail(answer.data);
    return { title: seckill.name, listTitle, seckill, time: answer.data.goods_sku_detail.time };
  }
  if (answer.error_code === 'SECKILL_PLUGIN_NOT_INSTALLED') return { title, listTitle, seckill: null, time: 0 };
  const meaning = failureMeaning(answer);
  if (meaning === 'not-found' || meaning === 'invalid') throw data(null, { status: MEANING_STATUS['not-found'] });
  throw data({ message: answer.message }, { status: 502 });
}
