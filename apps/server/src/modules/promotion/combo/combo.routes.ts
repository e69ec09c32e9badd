import type { FastifyInstance } from 'fastify';
import * as c from '@zay/contract';
import { addonGate } from '../../site';
import { registerEndpoint } from '../../../plugins/endpoints';
import { requireStaff } from '../../../plugins/seller-auth';
import { checkout, createOrders } from '../../trade';
import { registerOrderKind } from '../../trade';
import { plugSkuLocks } from '../sku-locks';
import { comboOrder } from './combo-kind';
import * as bundling from './combo.service';

/**
 * The bundling addon's calls (API-SHAPES-MORE §5.4). Without `bundling` installed (ADR 091) every call under
 * `/bundling/api/` answers BUNDLING_PLUGIN_NOT_INSTALLED, before any sign-in check, and
 * addon/addonisexit reports 0.
 */
export function comboRoutes(app: FastifyInstance) {
  registerOrderKind(comboOrder());
  addonGate(app, 'bundling', ['/bundling/api/'], 'BUNDLING_PLUGIN_NOT_INSTALLED');
  // What its SKUs keep while it is on (ADR 090); every promotion plugs the same four sources in.
  plugSkuLocks();
  const settings = {
    autoCloseMinutes: app.env.ORDER_AUTO_CLOSE_MINUTES,
    groupCommit: app.dbHandle.dialect === 'sqlite',
  };
  registerEndpoint(app, c.bundlingListsEndpoint, (ctx, body) => bundling.packagesOfSku(ctx, body.sku_id));
  registerEndpoint(app, c.bundlingDetailEndpoint, (ctx, body) => bundling.packageDetail(ctx, body.bl_id));
  const kind = (body: c.BundlingOrderInput) => comboOrder(body.bl_id);
  registerEndpoint(app, c.bundlingOrderPaymentEndpoint, (ctx, body) => checkout(ctx, body, kind(body)));
  registerEndpoint(app, c.bundlingOrderCalculateEndpoint, (ctx, body) => checkout(ctx, body, kind(body)));
  registerEndpoint(app, c.bundlingOrderCreateEndpoint, (ctx, body) => createOrders(ctx, body, settings, kind(body)));

  // The shop console's packages (ADR 071).
  registerEndpoint(app, c.sellerBundlingListEndpoint, (ctx, body, req) =>
    bundling.sellerPackages(ctx, requireStaff(req, 'promotions'), body),
  );
  registerEndpoint(app, c.sellerBundlingSaveEndpoint, (ctx, body, req) =>
    bundling.savePackage(ctx, requireStaff(req, 'promotions'), body),
  );
  registerEndpoint(app, c.sellerBundlingStatusEndpoint, (ctx, body, req) =>
    bundling.setPackageStatus(ctx, requireStaff(req, 'promotions'), body.bl_id, body.status),
  );
}
