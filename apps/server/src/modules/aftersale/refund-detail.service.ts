import { COMPLAIN_STATUS, mayComplain, REFUND_STATUS } from '@zay/contract';
import type { RequestContext } from '../../lib/context';
import { shopReturnAddress } from '../shop';
import type { AfterSaleRow } from './aftersale-list.repository';
import { autoExecuteTime, type AfterSaleSettings } from './aftersale-settings';
import { logView, partView, refundGoodsView } from './aftersale.view';
import * as repo from './refund.repository';

/** A goods' after-sale in full: its record, the return address while goods go back, how it was paid back. */
export async function detailView(ctx: RequestContext, row: AfterSaleRow, s: AfterSaleSettings) {
  const refund = (await repo.findRefund(ctx.db, row.order_goods_id))!;
  const waitsForReturn =
    row.refund_status === REFUND_STATUS.WAIT_BUYER_RETURN || row.refund_status === REFUND_STATUS.WAIT_SHOP_RECEIVE;
  return {
    ...refundGoodsView(ctx.lang, row),
    complain_action:
      mayComplain(row.refund_status, row.order_status) && row.complain_status !== COMPLAIN_STATUS.APPLIED ? 1 : 0,
    refund_log_list: (await repo.findLogs(ctx.db, row.order_goods_id)).map((l) => logView(ctx.lang, l)),
    shop_address: waitsForReturn ? row.refund_address || (await shopReturnAddress(ctx, row.site_id)) : '',
    refund_parts: (await repo.findParts(ctx.db, refund.refund_no)).map(partView),
    auto_execute_time: autoExecuteTime(s, row),
  };
}
