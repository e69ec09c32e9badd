import type { FastifyInstance } from 'fastify';
import type { ZodType } from 'zod';
import * as c from '@zay/contract';
import { AppError } from '../../../lib/app-error';
import { registerEndpoint, type Handler } from '../../../plugins/endpoints';
import * as recharge from './recharge.service';

/** The `memberrecharge` addon's calls; without the addon in ADDONS each answers PLUGIN_NOT_INSTALLED. */
export function rechargeRoutes(app: FastifyInstance) {
  const installed = app.env.ADDONS.split(',')
    .map((a) => a.trim())
    .includes('memberrecharge');
  if (installed) recharge.listenForRechargePayments();
  const addon =
    <B extends ZodType, R extends ZodType>(handler: Handler<B, R>): Handler<B, R> =>
    (...args) => {
      if (!installed) throw new AppError('PLUGIN_NOT_INSTALLED');
      return handler(...args);
    };
  registerEndpoint(
    app,
    c.rechargePageEndpoint,
    addon((ctx, body) => recharge.packagePage(ctx, body)),
  );
  registerEndpoint(
    app,
    c.rechargeInfoEndpoint,
    addon((ctx, body) => recharge.packageInfo(ctx, body.recharge_id)),
  );
  registerEndpoint(
    app,
    c.rechargeCreateEndpoint,
    addon((ctx, body) => recharge.createRechargeOrder(ctx, body.recharge_id)),
  );
  registerEndpoint(
    app,
    c.rechargeOrderPageEndpoint,
    addon((ctx, body) => recharge.paidOrderPage(ctx, body)),
  );
}
