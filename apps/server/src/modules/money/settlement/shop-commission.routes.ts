import type { FastifyInstance } from 'fastify';
import * as c from '@zay/contract';
import { registerEndpoint } from '../../../plugins/endpoints';
import { shopDetail } from '../../shop';
import { platformAudit } from '../../site';
import { setShopCommission, settlementTotals, shopCommission } from './settlement.service';

/**
 * A shop as the platform runs it (issue 31, ADR 103): its detail with the settlement totals and
 * commission rates, and the shop's own rate (`shops.review`, named by the contract).
 */
export function shopCommissionRoutes(app: FastifyInstance) {
  registerEndpoint(app, c.platformShopDetailEndpoint, async (ctx, body) => {
    const shop = await shopDetail(ctx, body.site_id);
    const [commission, settlement] = await Promise.all([
      shopCommission(ctx, body.site_id),
      settlementTotals(ctx, body.site_id),
    ]);
    return { ...shop, commission, settlement };
  });
  registerEndpoint(app, c.platformShopCommissionEndpoint, (ctx, body, req) =>
    setShopCommission(ctx, body.site_id, body.commission_rate, platformAudit(req)),
  );
}
