import type { FastifyInstance } from 'fastify';
import * as c from '@zay/contract';
import { platformAudit } from '../../site';
import { registerEndpoint } from '../../../plugins/endpoints';
import { requireStaff } from '../../../plugins/seller-auth';
import * as members from './member-console.service';

/**
 * The platform console's members (issue 31, ADR 092): customer service, operations and finance
 * read (`members.read`), operations freeze (`members.freeze`), finance adjusts money and points
 * (`members.money`); the administrator does all. The contract names each call's permission
 * (ADR 087), checked before the handler runs.
 */
export function memberConsoleRoutes(app: FastifyInstance) {
  registerEndpoint(app, c.platformMemberListEndpoint, (ctx, body) => members.consoleMembers(ctx, body));
  registerEndpoint(app, c.platformMemberDetailEndpoint, (ctx, body) =>
    members.consoleMemberDetail(ctx, body.member_id),
  );
  registerEndpoint(app, c.platformMemberLedgerEndpoint, (ctx, body) => members.consoleLedger(ctx, body));
  registerEndpoint(app, c.platformMemberFreezeEndpoint, async (ctx, body, req) => {
    const answer = await members.freezeMember(ctx, body, platformAudit(req));
    // Open chat sockets end with the sessions, on every process (the hub's bus).
    if (body.frozen === 1) app.chatHub.kick({ role: 'member', id: body.member_id }, c.CHAT_CLOSE.sessionEnded);
    return answer;
  });
  registerEndpoint(app, c.platformMemberAdjustEndpoint, (ctx, body, req) => {
    const staff = requireStaff(req);
    return members.adjustMember(ctx, body, staff.id, platformAudit(req));
  });
}
