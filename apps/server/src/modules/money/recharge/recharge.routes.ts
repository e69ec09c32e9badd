import type { FastifyInstance } from 'fastify';
import type { ZodType } from 'zod';
import * as c from '@zay/contract';
import { AppError } from '../../../lib/app-error';
import { registerEndpoint, type Handler } from '../../../plugins/endpoints';
import { addonOn } from '../../site';
import * as recharge from './recharge.service';

/**
 * The `memberrecharge` addon's calls; while the addon is not installed (the platform's setting,
 * else ADDONS; ADR 091) each answers PLUGIN_NOT_INSTALLED. Paid recharges are always credited:
 * one bought before the addon was switched off is still the member's.
 */
export function rechargeRoutes(app: FastifyInstance) {
  recharge.listenForRechargePayments();
  const addon =
    <B extends ZodType, R extends ZodType>(handler: Handler<B, R>): Handler<B, R> =>
    async (...args) => {
      if (!(await addonOn(app.db, app.env.ADDONS, 'memberrecharge'))) throw new AppError('PLUGIN_NOT_INSTALLED');
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
