import type { FastifyInstance } from 'fastify';
import * as c from '@zay/contract';
import { registerEndpoint } from '../../../plugins/endpoints';
import { clearSellerCookie, requireStaff, setSellerCookie } from '../../../plugins/seller-auth';
import { presentedToken } from '../../../plugins/auth';
import * as servicers from '../servicer.service';
import { siteConfig } from '../../site';

/**
 * The platform console's calls (ADR 060): its staff are the staff accounts of site 0, with their
 * own cookie; every call but login passes `authenticatePlatform` (auth: 'platform'). Its review
 * of withdrawals is money's (money/withdrawal/withdrawal-review.routes.ts).
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
}
