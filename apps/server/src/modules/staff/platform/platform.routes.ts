import type { FastifyInstance } from 'fastify';
import * as c from '@zay/contract';
import { registerEndpoint } from '../../../plugins/endpoints';
import { clearSellerCookie, requireStaff, setSellerCookie } from '../../../plugins/seller-auth';
import { presentedToken } from '../../../plugins/auth';
import * as servicers from '../servicer.service';
import { siteConfig } from '../../site/site-config.service';
import * as review from '../../money/withdrawal/withdrawal-review.service';

/**
 * The platform console's calls (ADR 060): its staff are the staff accounts of site 0, with their
 * own cookie; every call but login passes `authenticatePlatform` (auth: 'platform').
 */
export function platformRoutes(app: FastifyInstance) {
  const platform = () => siteConfig(app.db, 'site_info');
  const cookie = c.PLATFORM_TOKEN_COOKIE;

  registerEndpoint(app, c.platformLoginEndpoint, async (ctx, body, req, reply) => {
    const s = await servicers.login(ctx, body.username, body.password, req.ip, true);
    setSellerCookie(reply, s.token, s.maxAge, cookie);
    return { token: s.token, staff: await servicers.staffInfo(ctx, s.servicerId, platform) };
  });
  registerEndpoint(app, c.platformLogoutEndpoint, async (ctx, _body, req, reply) => {
    const presented = presentedToken(req, cookie);
    if (presented) await servicers.logout(ctx, presented.token);
    clearSellerCookie(reply, cookie);
    return {};
  });
  registerEndpoint(app, c.platformInfoEndpoint, (ctx, _body, req) =>
    servicers.staffInfo(ctx, requireStaff(req).id, platform),
  );

  registerEndpoint(app, c.platformWithdrawListEndpoint, (ctx, body) => review.reviewList(ctx, body));
  registerEndpoint(app, c.platformWithdrawDetailEndpoint, (ctx, body) => review.reviewDetail(ctx, body.id));
  registerEndpoint(app, c.platformWithdrawApproveEndpoint, async (ctx, body, req) => {
    await review.approveWithdrawal(ctx, body.id, requireStaff(req).id);
    return {};
  });
  registerEndpoint(app, c.platformWithdrawTransferEndpoint, async (ctx, body, req) => {
    await review.transferWithdrawal(ctx, body, requireStaff(req).id);
    return {};
  });
  registerEndpoint(app, c.platformWithdrawRefuseEndpoint, async (ctx, body, req) => {
    await review.refuseWithdrawal(ctx, body.id, body.reason, requireStaff(req).id);
    return {};
  });
}
