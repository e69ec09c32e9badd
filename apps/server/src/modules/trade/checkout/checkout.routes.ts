import type { FastifyInstance } from 'fastify';
import * as c from '@zay/contract';
import { registerEndpoint } from '../../../plugins/endpoints';
import * as orderCreate from './ordercreate.service';

export function checkoutRoutes(app: FastifyInstance) {
  const settings = {
    autoCloseMinutes: app.env.ORDER_AUTO_CLOSE_MINUTES,
    groupCommit: app.dbHandle.dialect === 'sqlite',
  };
  registerEndpoint(app, c.orderPaymentEndpoint, (ctx, body) => orderCreate.checkout(ctx, body));
  registerEndpoint(app, c.orderCalculateEndpoint, (ctx, body) => orderCreate.checkout(ctx, body));
  registerEndpoint(app, c.orderCreateEndpoint, (ctx, body) => orderCreate.createOrders(ctx, body, settings));
}
