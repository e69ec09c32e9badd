import type { FastifyInstance } from 'fastify';
import * as c from '@zay/contract';
import { systemContext } from '../../../plugins/context';
import { registerEndpoint } from '../../../plugins/endpoints';
import { orderPackages } from '../fulfilment/shipping.service';
import { repayOrders } from '../../payment';
import { plugDueOrderClose } from '../../payment';
import { memberOrdersForPlatform } from './member-orders.service';
import { closeOrder, startCloseTimer } from './order-close.service';
import * as order from './order.service';
import { extendTakeDelivery, runReceiptTimers, takeDelivery, type ReceiptSettings } from './receipt.service';

export function orderRoutes(app: FastifyInstance) {
  plugDueOrderClose((ctx, orderId) => closeOrder(ctx, orderId, 'timeout'));
  const receipt: ReceiptSettings = {
    takeDeliveryDays: app.env.ORDER_AUTO_TAKE_DELIVERY_DAYS,
    completeDays: app.env.ORDER_AUTO_COMPLETE_DAYS,
  };
  registerEndpoint(app, c.orderListsEndpoint, (ctx, body) => order.orderList(ctx, body, receipt));
  registerEndpoint(app, c.orderDetailEndpoint, async (ctx, body) => {
    const detail = await order.orderDetail(ctx, body.order_id, receipt);
    const shipped = detail.order_type === c.ORDER_TYPE.EXPRESS || detail.order_type === c.ORDER_TYPE.LOCAL;
    return shipped ? { ...detail, package_list: await orderPackages(ctx, detail.order_id) } : detail;
  });
  registerEndpoint(app, c.orderNumEndpoint, (ctx) => order.orderNum(ctx));
  registerEndpoint(app, c.orderCloseEndpoint, (ctx, body) => order.closeByBuyer(ctx, body.order_id));
  registerEndpoint(app, c.orderTakeDeliveryEndpoint, (ctx, body) => takeDelivery(ctx, body.order_id));
  registerEndpoint(app, c.orderExtendTakeDeliveryEndpoint, (ctx, body) => extendTakeDelivery(ctx, body.order_id));
  registerEndpoint(app, c.orderPayEndpoint, (ctx, body) => repayOrders(ctx, body.order_ids));
  // The platform console's member detail (ADR 092).
  registerEndpoint(app, c.platformMemberOrdersEndpoint, (ctx, body) => memberOrdersForPlatform(ctx, body));
  const stop = startCloseTimer(
    () => systemContext(app),
    app.env.ORDER_CLOSE_SWEEP_SECONDS,
    (err) => app.log.error({ err }, 'running the order timers failed'),
    (ctx) => runReceiptTimers(ctx, receipt),
  );
  app.addHook('onClose', async () => stop());
}
