import type { FastifyInstance } from 'fastify';
import * as c from '@zay/contract';
import { registerEndpoint } from '../../plugins/endpoints';
import { siteConfig } from '../site';
import { clearServicerCookie, requireServicer, servicerToken, setServicerCookie } from '../../plugins/servicer-auth';
import * as servicers from './servicer.service';

/** Servicer sessions; the workbench calls are chat's (chat/workbench.routes.ts). */
export function servicerRoutes(app: FastifyInstance) {
  const platform = () => siteConfig(app.db, 'site_info');

  registerEndpoint(app, c.servicerLoginEndpoint, async (ctx, body, req, reply) => {
    const s = await servicers.login(ctx, body.username, body.password, req.ip);
    setServicerCookie(reply, s.token, s.maxAge);
    return { token: s.token, servicer: await servicers.servicerInfo(ctx, s.servicerId, platform) };
  });
  registerEndpoint(app, c.servicerLogoutEndpoint, async (ctx, _body, req, reply) => {
    const presented = servicerToken(req);
    const ended = presented ? await servicers.logout(ctx, presented.token) : null;
    // Only this session's sockets close: the servicer's other devices stay signed in.
    if (ended) app.chatHub.kick({ role: 'servicer', id: ended.servicerId }, c.CHAT_CLOSE.sessionEnded, ended.sessionId);
    clearServicerCookie(reply);
    return {};
  });
  registerEndpoint(app, c.servicerInfoEndpoint, (ctx, _body, req) =>
    servicers.servicerInfo(ctx, requireServicer(req).id, platform),
  );
}
