import type { FastifyInstance } from 'fastify';
import * as c from '@zay/contract';
import { registerEndpoint } from '../../plugins/endpoints';
import * as chat from './chat.service';
import { workbenchRoutes } from './workbench.routes';

/** Shared by the buyer's and the servicer's calls: the hub, where images live, the send limit. */
export function chatDeps(app: FastifyInstance): chat.ChatDeps {
  return {
    hub: app.chatHub,
    writes: app.chatWrites,
    storage: app.storage,
    says: app.limits.buckets('say', c.CHAT_SAYS_PER_SECOND, c.CHAT_SAY_BURST),
  };
}

/** The buyer's chat calls and the servicer's workbench (workbench.routes.ts). */
export function chatRoutes(app: FastifyInstance, deps: chat.ChatDeps) {
  registerEndpoint(app, c.chatSayEndpoint, (ctx, body) => {
    const { site_id, ...content } = body;
    return chat.say(ctx, deps, site_id, content);
  });
  registerEndpoint(app, c.chatSetReadEndpoint, (ctx, body) => chat.setRead(ctx, deps, body.site_id));
  registerEndpoint(app, c.chatBindEndpoint, (ctx, body, req) =>
    chat.bind(ctx, deps, req.memberSession!, body.client_id, body.site_id),
  );
  registerEndpoint(app, c.chatDialogsEndpoint, (ctx, body) => chat.dialogs(ctx, body.site_id, body.page, body.limit));
  registerEndpoint(app, c.chatHasServicersEndpoint, (_ctx, body) => chat.hasServicers(deps, body.site_id));
  registerEndpoint(app, c.servicerGroupListEndpoint, (ctx, body) => chat.servicerGroups(ctx, deps, body.site_id));
  registerEndpoint(app, c.chatListEndpoint, (ctx, body) => chat.chatList(ctx, deps, body.page_size));
  registerEndpoint(app, c.chatByeEndpoint, (ctx, body) => chat.bye(ctx, deps, body.site_id));
  workbenchRoutes(app, deps);
}
