import type { Conn } from './chat-conn';
import { addTo, removeFrom } from './multi-map';

export interface UnboundLimits {
  /** Anonymous sockets waiting for a bind: at most this many on the process… */
  readonly max: number;
  /** …and from one address. */
  readonly maxPerIp: number;
  /** How long one waits for a bind before `expire` ends it. */
  readonly waitMs: number;
}

/**
 * Anonymous member sockets waiting for a bind to claim them: capped on the process and per
 * address, and ended by `expire` when no bind claims them in time.
 */
export class UnboundSockets {
  private readonly byIp = new Map<string, Set<Conn>>();
  private count = 0;

  constructor(
    private readonly limits: UnboundLimits,
    private readonly expire: (conn: Conn) => void,
  ) {}

  /** Whether one more anonymous socket from `ip` may wait for a bind. */
  hasRoom(ip: string) {
    const o = this.limits;
    return this.count < o.max && (this.byIp.get(ip)?.size ?? 0) < o.maxPerIp;
  }

  hold(conn: Conn) {
    addTo(this.byIp, conn.ip, conn);
    this.count++;
    conn.unboundTimer = setTimeout(() => this.expire(conn), this.limits.waitMs);
    conn.unboundTimer.unref();
  }

  /** The socket was claimed or closed: it no longer waits (nothing to do if it never did). */
  release(conn: Conn) {
    if (!conn.unboundTimer) return;
    clearTimeout(conn.unboundTimer);
    conn.unboundTimer = null;
    removeFrom(this.byIp, conn.ip, conn);
    this.count--;
  }
}
