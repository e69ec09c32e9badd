import type { FastifyInstance } from 'fastify';
import * as c from '@zay/contract';
import { registerEndpoint } from '../../../plugins/endpoints';
import { requireStaff } from '../../../plugins/seller-auth';
import { platformAudit } from '../../site';
import * as review from './withdrawal-review.service';

/**
 * The platform console's review of withdrawals (ADR 060): every call passes `authenticatePlatform`
 * (auth: 'platform'), so the caller is the platform's staff.
 */
export function withdrawalReviewRoutes(app: FastifyInstance) {
  registerEndpoint(app, c.platformWithdrawListEndpoint, (ctx, body) => review.reviewList(ctx, body));
  registerEndpoint(app, c.platformWithdrawDetailEndpoint, (ctx, body) => review.reviewDetail(ctx, body.id));
  registerEndpoint(app, c.platformWithdrawApproveEndpoint, async (ctx, body, req) => {
    await review.approveWithdrawal(ctx, body.id, requireStaff(req).id, platformAudit(req));
    return {};
  });
  registerEndpoint(app, c.platformWithdrawTransferEndpoint, async (ctx, body, req) => {
    await review.transferWithdrawal(ctx, body, requireStaff(req).id, platformAudit(req));
    return {};
  });
  registerEndpoint(app, c.platformWithdrawRefuseEndpoint, async (ctx, body, req) => {
    await review.refuseWithdrawal(ctx, body.id, body.reason, requireStaff(req).id, platformAudit(req));
    return {};
  });
}
