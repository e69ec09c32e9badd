import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as c from '@zay/contract';
import { AppError } from '../../lib/app-error';
import { registerEndpoint } from '../../plugins/endpoints';
import { requireStaff } from '../../plugins/seller-auth';
import { actionPage, platformAudit } from '../site';
import * as shopStaff from './shop-staff.service';

/**
 * `/seller/api/staff/*` and `/seller/api/log/page` (issue 30, ADR 098): a shop owner's staff
 * accounts and the shop's own action log, for roles with the `staff` permission (the owner).
 * Disabling an account or resetting its password also closes its chat workbench sockets.
 */
export function shopStaffRoutes(app: FastifyInstance) {
  const owner = (req: FastifyRequest) => {
    const staff = requireStaff(req, 'staff');
    if (staff.siteId <= 0) throw new AppError('SELLER_FORBIDDEN');
    return staff;
  };
  const kick = (id: number) => app.chatHub.kick({ role: 'servicer', id }, c.CHAT_CLOSE.sessionEnded);

  registerEndpoint(app, c.sellerStaffListEndpoint, (ctx, _body, req) => shopStaff.listShopStaff(ctx, owner(req)));
  registerEndpoint(app, c.sellerStaffAddEndpoint, (ctx, body, req) =>
    shopStaff.addShopStaff(ctx, owner(req), body, platformAudit(req)),
  );
  registerEndpoint(app, c.sellerStaffEditEndpoint, (ctx, body, req) =>
    shopStaff.editShopStaff(ctx, owner(req), body, platformAudit(req)),
  );
  registerEndpoint(app, c.sellerStaffStatusEndpoint, async (ctx, body, req) => {
    const done = await shopStaff.setShopStaffStatus(ctx, owner(req), body, platformAudit(req));
    if (body.status === 0) kick(done.staff_id);
    return done;
  });
  registerEndpoint(app, c.sellerStaffPasswordEndpoint, async (ctx, body, req) => {
    const done = await shopStaff.resetShopStaffPassword(ctx, owner(req), body, platformAudit(req));
    kick(done.staff_id);
    return done;
  });
  registerEndpoint(app, c.sellerActionLogEndpoint, (ctx, body, req) => actionPage(ctx, owner(req), body));
}
