import type { FastifyInstance } from 'fastify';
import * as c from '@zay/contract';
import { registerEndpoint } from '../../plugins/endpoints';
import { repayOrders } from '../pay/repay.service';
import { startCloseTimer } from './order-close.service';
import * as order from './order.service';

export function orderRoutes(app: FastifyInstance) {
  registerEndpoint(app, c.orderListsEndpoint, (ctx, body) => order.orderList(ctx, body));
  registerEndpoint(app, c.orderDetailEndpoint, (ctx, body) => order.orderDetail(ctx, body.order_id));
  registerEndpoint(app, c.orderNumEndpoint, (ctx) => order.orderNum(ctx));
  registerEndpoint(app, c.orderCloseEndpoint, (ctx, body) => order.closeByBuyer(ctx, body.order_id));
  registerEndpoint(app, c.orderTakeDeliveryEndpoint, (ctx, body) => order.takeDelivery(ctx, body.order_id));
  registerEndpoint(app, c.orderPayEndpoint, (ctx, body) => repayOrders(ctx, body.order_ids));
  const stop = startCloseTimer(app.db, app.env.ORDER_CLOSE_SWEEP_SECONDS, (err) =>
    app.log.error({ err }, 'closing due orders failed'),
  );
  app.addHook('onClose', async () => stop());
}
