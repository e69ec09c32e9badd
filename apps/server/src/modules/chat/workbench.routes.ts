import type { FastifyInstance } from 'fastify';
import * as c from '@zay/contract';
import { registerEndpoint } from '../../plugins/endpoints';
import { requireServicer } from '../../plugins/servicer-auth';
import type { ChatDeps } from './chat.service';
import * as wb from './workbench.service';

/** The servicer's workbench calls: the members who wrote, their dialogs, replies and orders. */
export function workbenchRoutes(app: FastifyInstance, deps: ChatDeps) {
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
