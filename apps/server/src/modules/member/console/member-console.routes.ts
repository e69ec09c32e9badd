import type { FastifyInstance } from 'fastify';
import * as c from '@zay/contract';
import { platformAudit } from '../../site';
import { registerEndpoint } from '../../../plugins/endpoints';
import { requireStaff } from '../../../plugins/seller-auth';
import * as members from './member-console.service';

/**
 * The platform console's members (issue 31, ADR 092): customer service and up read
 * (`members.read`), administrators and operations freeze (`members.freeze`), finance adjusts
 * money and points (`members.money`).
 */
export function memberConsoleRoutes(app: FastifyInstance) {
  registerEndpoint(app, c.platformMemberListEndpoint, (ctx, body, req) => {
    requireStaff(req, 'members.read');
    return members.consoleMembers(ctx, body);
  });
  registerEndpoint(app, c.platformMemberDetailEndpoint, (ctx, body, req) => {
    requireStaff(req, 'members.read');
    return members.consoleMemberDetail(ctx, body.member_id);
  });
  registerEndpoint(app, c.platformMemberLedgerEndpoint, (ctx, body, req) => {
    requireStaff(req, 'members.read');
    return members.consoleLedger(ctx, body);
  });
  registerEndpoint(app, c.platformMemberFreezeEndpoint, async (ctx, body, req) => {
    requireStaff(req, 'members.freeze');
    const answer = await members.freezeMember(ctx, body, platformAudit(req));
    // Open chat sockets end with the sessions, on every process (the hub's bus).
    if (body.frozen === 1) app.chatHub.kick({ role: 'member', id: body.member_id }, c.CHAT_CLOSE.sessionEnded);
    return answer;
  });
  registerEndpoint(app, c.platformMemberAdjustEndpoint, (ctx, body, req) => {
    const staff = requireStaff(req, 'members.money');
    return members.adjustMember(ctx, body, staff.id, platformAudit(req));
  });
}
