import type { FastifyInstance } from 'fastify';
import * as c from '@zay/contract';
import { registerEndpoint } from '../../plugins/endpoints';
import type { ChatDeps } from '../chat/chat.service';
import * as wb from '../chat/workbench.service';
import { siteConfig } from '../site/site-config.service';
import { clearServicerCookie, requireServicer, servicerToken, setServicerCookie } from '../../plugins/servicer-auth';
import * as servicers from './servicer.service';

/** Servicer sessions and the workbench calls. */
export function servicerRoutes(app: FastifyInstance, deps: ChatDeps) {
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
    if (ended) deps.hub.kick({ role: 'servicer', id: ended.servicerId }, c.CHAT_CLOSE.sessionEnded, ended.sessionId);
    clearServicerCookie(reply);
    return {};
  });
  registerEndpoint(app, c.servicerInfoEndpoint, (ctx, _body, req) =>
    servicers.servicerInfo(ctx, requireServicer(req).id, platform),
  );
  registerEndpoint(app, c.workbenchChatListEndpoint, (ctx, body, req) =>
    wb.workbenchList(ctx, deps, requireServicer(req), body.page, body.page_size),
  );
  registerEndpoint(app, c.workbenchDialogsEndpoint, (ctx, body, req) =>
    wb.workbenchDialogs(ctx, requireServicer(req), body.member_id, body.page, body.limit),
  );
  registerEndpoint(app, c.workbenchSayEndpoint, (ctx, body, req) => {
    const { member_id, ...content } = body;
    return wb.workbenchSay(ctx, deps, requireServicer(req), member_id, content);
  });
  registerEndpoint(app, c.workbenchSetReadEndpoint, (ctx, body, req) =>
    wb.workbenchSetRead(ctx, deps, requireServicer(req), body.member_id),
  );
  registerEndpoint(app, c.workbenchOrdersEndpoint, (ctx, body, req) =>
    wb.workbenchOrders(ctx, requireServicer(req), body.member_id, body.page, body.page_size),
  );
}
