import type { FastifyRequest } from 'fastify';
import type { RequestContext } from '../../../lib/context';
import { logAction, type LoggedAction } from './action-log.service';

/**
 * Records an action of the platform's staff; services call it inside the transaction of the
 * change, after the change, so a failed change logs nothing. A service takes one from its route
 * (`platformAudit(req)`), so the services of lower domains (catalog, member) log without knowing
 * the request.
 */
export type Audit = (ctx: RequestContext, action: LoggedAction) => Promise<void>;

/** The audit of a platform console call: the action log, with the staff member and address of `req`. */
export function platformAudit(req: FastifyRequest): Audit {
  return async (ctx, action) => {
    if (!req.staff) throw new Error('a console action ran without a staff member');
    await logAction(ctx, req.staff, req.ip, action);
  };
}

/** An audit that records nothing: for services called outside a console request (tests, the seed). */
export const noAudit: Audit = async () => {};
