import type { FastifyInstance } from 'fastify';
import * as c from '@zay/contract';
import { registerEndpoint } from '../../../plugins/endpoints';
import { clearSellerCookie, requireStaff, sellerToken, setSellerCookie } from '../../../plugins/seller-auth';
import * as servicers from '../../staff';
import { platformAudit, siteConfig } from '../../site';
import * as desk from './fulfilment.service';
import * as shipping from './shipping.service';

/** The shop console's calls (ADR 049) and the buyer's packages. */
export function fulfilmentRoutes(app: FastifyInstance) {
  const platform = () => siteConfig(app.db, 'site_info');

  registerEndpoint(app, c.sellerLoginEndpoint, async (ctx, body, req, reply) => {
    const s = await servicers.login(ctx, body.username, body.password, req.ip);
    setSellerCookie(reply, s.token, s.maxAge);
    return { token: s.token, staff: await servicers.staffInfo(ctx, s.servicerId, platform) };
  });
  registerEndpoint(app, c.sellerLogoutEndpoint, async (ctx, _body, req, reply) => {
    const presented = sellerToken(req);
    if (presented) await servicers.logout(ctx, presented.token);
    clearSellerCookie(reply);
    return {};
  });
  registerEndpoint(app, c.sellerInfoEndpoint, (ctx, _body, req) =>
    servicers.staffInfo(ctx, requireStaff(req).id, platform),
  );
  registerEndpoint(app, c.deskCouriersEndpoint, () => c.MYANMAR_COURIERS.map((x) => ({ id: x.id, name: x.name })));

  registerEndpoint(app, c.deskOrderListEndpoint, (ctx, body, req) =>
    desk.deskOrders(ctx, requireStaff(req, 'orders.read'), body),
  );
  registerEndpoint(app, c.deskOrderDetailEndpoint, (ctx, body, req) =>
    desk.deskOrderDetail(ctx, requireStaff(req, 'orders.read'), body.order_id),
  );
  registerEndpoint(app, c.deskConfirmProofEndpoint, (ctx, body, req) =>
    desk.confirmTransfer(ctx, requireStaff(req, 'orders.write'), platformAudit(req), body.order_id),
  );
  registerEndpoint(app, c.deskRejectProofEndpoint, (ctx, body, req) =>
    desk.rejectTransfer(ctx, requireStaff(req, 'orders.write'), platformAudit(req), body.order_id, body.reason),
  );
  registerEndpoint(app, c.deskAdjustPriceEndpoint, (ctx, body, req) =>
    desk.adjustPrice(ctx, requireStaff(req, 'orders.write'), platformAudit(req), body),
  );
  registerEndpoint(app, c.deskShipEndpoint, (ctx, body, req) =>
    shipping.shipExpress(ctx, requireStaff(req, 'orders.write'), platformAudit(req), body),
  );
  registerEndpoint(app, c.deskDispatchEndpoint, (ctx, body, req) =>
    shipping.dispatchLocal(ctx, requireStaff(req, 'orders.write'), platformAudit(req), body),
  );
  registerEndpoint(app, c.deskReadyPickupEndpoint, (ctx, body, req) =>
    shipping.markPickupReady(ctx, requireStaff(req, 'orders.write'), platformAudit(req), body.order_id),
  );
  registerEndpoint(app, c.deskAddTraceEndpoint, (ctx, body, req) =>
    shipping.addTrace(ctx, requireStaff(req, 'orders.write'), platformAudit(req), body),
  );

  registerEndpoint(app, c.orderPackageEndpoint, (ctx, body) => shipping.memberPackages(ctx, body.order_id));
}
