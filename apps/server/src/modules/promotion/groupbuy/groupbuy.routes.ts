import type { FastifyInstance } from 'fastify';
import * as c from '@zay/contract';
import { addonGate } from '../../site';
import { registerEndpoint } from '../../../plugins/endpoints';
import { requireStaff } from '../../../plugins/seller-auth';
import { checkout, createOrders } from '../../trade';
import { registerOrderKind } from '../../trade';
import { plugSkuLocks } from '../sku-locks';
import { groupbuyOrder } from './groupbuy-kind';
import * as seller from './groupbuy-seller.service';
import * as groupbuy from './groupbuy.service';

/**
 * The group-buy addon's calls (API-SHAPES-MORE §5.3, ADR 070). Without `groupbuy` installed (ADR 091)
 * every call under `/groupbuy/api/` answers GROUPBUY_PLUGIN_NOT_INSTALLED, before any sign-in
 * check, and addon/addonisexit reports 0.
 */
export function groupbuyRoutes(app: FastifyInstance) {
  registerOrderKind(groupbuyOrder());
  addonGate(app, 'groupbuy', ['/groupbuy/api/'], 'GROUPBUY_PLUGIN_NOT_INSTALLED');
  // What its SKUs keep while it is on (ADR 090); every promotion plugs the same four sources in.
  plugSkuLocks();
  const settings = {
    autoCloseMinutes: app.env.ORDER_AUTO_CLOSE_MINUTES,
    groupCommit: app.dbHandle.dialect === 'sqlite',
  };
  registerEndpoint(app, c.groupbuyPageEndpoint, (ctx, body) => groupbuy.runningPage(ctx, body));
  registerEndpoint(app, c.groupbuyDetailEndpoint, (ctx, body) => groupbuy.groupbuyDetail(ctx, body.groupbuy_id));
  registerEndpoint(app, c.groupbuyInfoEndpoint, (ctx, body) =>
    groupbuy.groupbuyInfo(ctx, body.groupbuy_id, body.sku_id),
  );
  registerEndpoint(app, c.groupbuyOfSkuEndpoint, (ctx, body) => groupbuy.runningGroupbuyOfSku(ctx, body.sku_id));
  const kind = (body: c.GroupbuyOrderInput) => groupbuyOrder(body.groupbuy_id);
  registerEndpoint(app, c.groupbuyOrderPaymentEndpoint, (ctx, body) => checkout(ctx, body, kind(body)));
  registerEndpoint(app, c.groupbuyOrderCalculateEndpoint, (ctx, body) => checkout(ctx, body, kind(body)));
  registerEndpoint(app, c.groupbuyOrderCreateEndpoint, (ctx, body) => createOrders(ctx, body, settings, kind(body)));

  // The shop console (ADR 070).
  registerEndpoint(app, c.sellerGroupbuyListEndpoint, (ctx, body, req) =>
    seller.sellerGroupbuys(ctx, requireStaff(req, 'promotions'), body),
  );
  registerEndpoint(app, c.sellerGroupbuyAddEndpoint, (ctx, body, req) =>
    seller.addGroupbuy(ctx, requireStaff(req, 'promotions'), body),
  );
  registerEndpoint(app, c.sellerGroupbuyEditEndpoint, (ctx, body, req) =>
    seller.editGroupbuy(ctx, requireStaff(req, 'promotions'), body),
  );
  registerEndpoint(app, c.sellerGroupbuyEndEndpoint, (ctx, body, req) =>
    seller.endShopGroupbuy(ctx, requireStaff(req, 'promotions'), body.groupbuy_id),
  );
}
