import type { FastifyRequest } from 'fastify';
import type { RequestContext } from './context';

/**
 * One action of the platform's staff, for the action log (issue 31): what was done to what, with
 * the before and after of what changed. Who and from where come from the request.
 */
export interface PlatformAction {
  /** e.g. `category.save`, `member.freeze`, `member.adjust`. */
  action: string;
  /** What it was done to, e.g. `category:12`, `member:7`. */
  target: string;
  before?: unknown;
  after?: unknown;
}

/**
 * Records an action; services call it inside the transaction of the change, after the change, so a
 * failed change logs nothing. A service takes one from its route (`platformAudit(req)`).
 */
export type Audit = (ctx: RequestContext, action: PlatformAction) => Promise<void>;

/**
 * The audit of a platform console call: the staff member and address of `req`. Until the action
 * log's table lands (issue 31, "site settings and the platform action log") it writes the app's
 * log; joining it with that table is replacing this body.
 */
export function platformAudit(req: FastifyRequest): Audit {
  return async (_ctx, action) => {
    req.log.info({ platform_action: { ...action, staff_id: req.staff?.id ?? 0, ip: req.ip } }, 'platform action');
  };
}

/** An audit that records nothing: for services called outside a console request (tests, the seed). */
export const noAudit: Audit = async () => {};
