import type { BusMessage, ChatBus, Envelope } from './chat-bus';
import { ClusterPresence, type PresenceEvent } from './presence';

/**
 * This process's part in the cluster's presence: it reports its own entries to the other
 * processes (a delta as each changes, a snapshot every few beats and for a newcomer's hello),
 * beats every `beatMs`, applies theirs, and drops processes silent for `staleMs` — a process
 * killed with its sockets is forgotten within `staleMs + beatMs` (ADR 110). Changes that flip
 * presence go to `changed`.
 */
export class PresenceSync {
  readonly presence = new ClusterPresence();
  private timer: NodeJS.Timeout | null = null;
  private beats = 0;

  constructor(
    private readonly bus: ChatBus,
    private readonly staleMs: number,
    private readonly changed: (events: PresenceEvent[]) => void,
  ) {}

  private get procId() {
    return this.bus.procId;
  }

  /** Joins the cluster: says hello, sends a first snapshot, then beats every `beatMs` with a snapshot every `snapshotMs`. */
  start(beatMs: number, snapshotMs: number) {
    this.presence.touch(this.procId);
    if (!this.bus.shared) return;
    this.bus.publish({ k: 'hello' });
    this.publishSnapshot();
    const snapEvery = Math.max(1, Math.round(snapshotMs / beatMs));
    this.timer = setInterval(() => this.heartbeat(++this.beats % snapEvery === 0), beatMs);
    this.timer.unref();
  }

  stop() {
    if (this.timer) clearInterval(this.timer);
  }

  /** Reports where a servicer is on this process: their shop, or null when no socket of theirs is here. */
  setServicer(servicerId: number, here: number | null) {
    if ((this.presence.entriesOf(this.procId)?.svc.get(servicerId) ?? null) === here) return;
    this.emit(this.presence.setServicer(this.procId, servicerId, here));
    this.bus.publish({ k: 'delta-svc', servicerId, siteId: here });
  }

  /** Reports a member's binding to a shop on this process: the servicer serving it, or null when unbound. */
  setMember(key: string, here: number | null) {
    if ((this.presence.entriesOf(this.procId)?.mem.get(key) ?? null) === here) return;
    this.emit(this.presence.setMember(this.procId, key, here));
    this.bus.publish({ k: 'delta-mem', key, servicerId: here });
  }

  /**
   * Takes another process's message: every one shows its sender alive; those about presence are
   * applied here (true), the others are left to the hub (false).
   */
  receive(m: Envelope): boolean {
    // One dropped as silent (Redis was away, or it stalled) or not yet known: everyone re-sends its part.
    if (!this.presence.knows(m.origin) && m.k !== 'snap' && m.k !== 'hello') this.bus.publish({ k: 'hello' });
    this.presence.touch(m.origin);
    switch (m.k) {
      case 'beat':
        return true;
      case 'delta-svc':
        this.emit(this.presence.setServicer(m.origin, m.servicerId, m.siteId));
        return true;
      case 'delta-mem':
        this.emit(this.presence.setMember(m.origin, m.key, m.servicerId));
        return true;
      case 'snap':
        this.emit(this.presence.replace(m.origin, { svc: new Map(m.svc), mem: new Map(m.mem) }));
        return true;
      case 'hello':
        this.publishSnapshot();
        return true;
      default:
        return false;
    }
  }

  private emit(events: PresenceEvent[]) {
    if (events.length) this.changed(events);
  }

  private publishSnapshot() {
    const mine = this.presence.entriesOf(this.procId);
    const msg: BusMessage = { k: 'snap', svc: [...(mine?.svc ?? [])], mem: [...(mine?.mem ?? [])] };
    this.bus.publish(msg);
  }

  private heartbeat(withSnapshot: boolean) {
    this.presence.touch(this.procId);
    if (withSnapshot) this.publishSnapshot();
    else this.bus.publish({ k: 'beat' });
    for (const proc of this.presence.staleProcs(Date.now() - this.staleMs, this.procId)) {
      this.emit(this.presence.drop(proc));
    }
  }
}
