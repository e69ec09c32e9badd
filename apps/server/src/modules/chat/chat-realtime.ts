import type { FastifyBaseLogger } from 'fastify';
import type { RequestContext } from '../../lib/context';
import type { ChatHub } from './chat-hub';
import type { Conn } from './chat-conn';
import type { HubListener } from './chat-hub-options';
import { toRecords } from './chat-records';
import { messageFrame } from './chat.service';
import * as repo from './chat.repository';
import type { GroupCommit } from '../../db/group-commit';
import type { PresenceEvent } from './presence';
import { servicerFaces } from '../staff';

/** Conversations with waiting messages claimed per servicer connection. */
const CLAIM_BATCH = 50;

/**
 * Reacts to sockets and presence: a servicer coming online receives what buyers sent while no
 * one was there; buyers bound to a shop hear `connect` when its customer service comes or goes;
 * servicers hear `presence` when a buyer opens or leaves their shop's chat.
 */
export class ChatRealtime implements HubListener {
  constructor(
    private readonly hub: ChatHub,
    /** Without a member: the realtime side acts for the chat itself. */
    private readonly ctx: RequestContext,
    private readonly writes: GroupCommit,
    private readonly log: FastifyBaseLogger,
  ) {}

  async servicerConnected(conn: Conn) {
    if (conn.siteId === null) return;
    try {
      await this.deliverWaiting(conn.userId, conn.siteId);
    } catch (err) {
      this.log.error({ err }, 'chat: delivering waiting messages failed');
    }
  }

  messagesTaken(ids: number[]) {
    this.writes
      .submit((tx) => repo.markDelivered(tx, ids))
      .catch((err: unknown) => this.log.error({ err }, 'chat: marking messages delivered failed'));
  }

  presenceChanged(events: PresenceEvent[]) {
    const sites = new Set<number>();
    for (const e of events) {
      if (e.kind === 'member') {
        const frame = {
          type: 'presence' as const,
          data: { site_id: e.siteId, shop_id: e.siteId, member_id: e.memberId, online: e.online ? 1 : 0 },
        };
        this.hub.pushLocal(this.hub.servicerConnsOf(e.siteId), frame);
      } else sites.add(e.siteId);
    }
    for (const siteId of sites) {
      this.reassign(siteId).catch((err: unknown) => this.log.error({ err }, 'chat: reassigning buyers failed'));
    }
  }

  private async deliverWaiting(servicerId: number, siteId: number) {
    const ids = await repo.undeliveredConversations(this.ctx.db, siteId, CLAIM_BATCH);
    for (const id of ids) {
      const conv = await repo.findConversationById(this.ctx.db, id);
      if (!conv) continue;
      const owner = conv.servicer_id;
      if (owner && owner !== servicerId && this.hub.presence.isServicerOnline(owner)) continue;
      const rows = await this.writes.submit(async (tx) => {
        const claimed = await repo.claimUndelivered(tx, id);
        if (claimed.length && owner !== servicerId) await repo.setConversationServicer(tx, id, servicerId);
        return claimed;
      });
      if (!rows.length) continue;
      for (const record of await toRecords(this.ctx, rows)) {
        this.hub.push({ role: 'servicer', id: servicerId }, messageFrame(record));
      }
    }
  }

  /** Buyers on this process bound to the shop whose servicer went away (or who had none) get another or none. */
  private async reassign(siteId: number) {
    const presence = this.hub.presence;
    for (const conn of this.hub.memberConnsBoundTo(siteId)) {
      if (conn.servicerId && presence.isServicerOnline(conn.servicerId)) continue;
      const next = presence.leastBusy(siteId);
      if (next === conn.servicerId) continue;
      this.hub.setServicerOf(conn, next);
      if (!next) {
        this.hub.pushLocal([conn], {
          type: 'connect',
          data: { site_id: siteId, shop_id: siteId, servicer_id: 0, nickname: '', avatar: '' },
        });
        continue;
      }
      await this.writes.submit((tx) => repo.setServicerOfMember(tx, conn.userId, siteId, next));
      const face = (await servicerFaces(this.ctx.db, [next])).get(next);
      const data = {
        site_id: siteId,
        shop_id: siteId,
        servicer_id: next,
        nickname: face?.nickname ?? '',
        avatar: face?.avatar ?? '',
      };
      this.hub.pushLocal([conn], { type: 'connect', data });
    }
  }
}
