import type { FastifyInstance } from 'fastify';
import * as c from '@zay/contract';
import { registerEndpoint } from '../../../plugins/endpoints';
import { requireStaff } from '../../../plugins/seller-auth';
import { platformAudit } from '../../site';
import * as platformStaff from './platform-staff.service';

/**
 * `/platform/api/staff/*` (issue 31, ADR 103): the platform's staff accounts, for the
 * administrator (`administrator`, named by the contract). Disabling an account or resetting its
 * password also closes its chat workbench sockets.
 */
export function platformStaffRoutes(app: FastifyInstance) {
  const kick = (id: number) => app.chatHub.kick({ role: 'servicer', id }, c.CHAT_CLOSE.sessionEnded);
  registerEndpoint(app, c.platformStaffListEndpoint, (ctx) => platformStaff.listPlatformStaff(ctx));
  registerEndpoint(app, c.platformStaffAddEndpoint, (ctx, body, req) =>
    platformStaff.addPlatformStaff(ctx, body, platformAudit(req)),
  );
  registerEndpoint(app, c.platformStaffEditEndpoint, (ctx, body, req) =>
    platformStaff.editPlatformStaff(ctx, body, platformAudit(req)),
  );
  registerEndpoint(app, c.platformStaffStatusEndpoint, async (ctx, body, req) => {
    const done = await platformStaff.setPlatformStaffStatus(ctx, requireStaff(req), body, platformAudit(req));
    if (body.status === 0) kick(done.staff_id);
    return done;
  });
  registerEndpoint(app, c.platformStaffPasswordEndpoint, async (ctx, body, req) => {
    const done = await platformStaff.resetPlatformStaffPassword(ctx, body, platformAudit(req));
    kick(done.staff_id);
    return done;
  });
}
