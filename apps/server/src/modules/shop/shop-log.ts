import type { RequestContext } from '../../lib/context';
import { insertShopLog } from './shop-log.repository';

/** Who did a shop's or an application's action: a staff member (of a shop or the platform) or a member, and from where. */
export interface ShopActor {
  staffId: number;
  memberId: number;
  ip: string;
}

/** A member acting on their own application. */
export const memberActor = (memberId: number, ip: string): ShopActor => ({ staffId: 0, memberId, ip });

/** A console's staff member. */
export const staffActor = (staffId: number, ip: string): ShopActor => ({ staffId, memberId: 0, ip });

/**
 * Writes an action into the shop's action log (ADR 089), in the caller's transaction when it has
 * one: the action's name, what it acted on, and the values before and after (JSON; {} for none).
 */
export function logShopAction(
  ctx: RequestContext,
  actor: ShopActor,
  entry: { siteId: number; action: string; targetId: number; before?: object; after?: object },
) {
  return insertShopLog(ctx.db, {
    site_id: entry.siteId,
    staff_id: actor.staffId,
    member_id: actor.memberId,
    action: entry.action,
    target_id: entry.targetId,
    before_value: JSON.stringify(entry.before ?? {}),
    after_value: JSON.stringify(entry.after ?? {}),
    ip: actor.ip.slice(0, 64),
    create_time: ctx.now(),
  });
}
