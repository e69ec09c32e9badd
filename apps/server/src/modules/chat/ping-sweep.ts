import { CHAT_CLOSE } from '@zay/contract';
import type { Clock } from '../../lib/context';
import type { Conn } from './chat-conn';

/** The ping interval is swept in this many slices. */
const SWEEP_SLOTS = 10;

/** The slice of the ping sweep a new socket joins. */
export const sweepSlot = () => Math.floor(Math.random() * SWEEP_SLOTS);

/** How the sweep ends a socket: closed with a code, or dropped without a close handshake. */
export interface SweepEnds {
  close(conn: Conn, code: number): void;
  drop(conn: Conn): void;
}

/**
 * Protocol pings: a socket that has not answered by the next one is dropped, and one whose
 * session has expired is closed.
 */
export class PingSweep {
  private timer: NodeJS.Timeout | null = null;
  private slot = 0;

  constructor(
    private readonly conns: () => Iterable<Conn>,
    private readonly clock: Clock,
    private readonly ends: SweepEnds,
  ) {}

  /** Sweeps one slice every `pingMs / SWEEP_SLOTS`; 0 = off. */
  start(pingMs: number) {
    if (pingMs <= 0) return;
    this.timer = setInterval(() => this.sweep(), pingMs / SWEEP_SLOTS);
    this.timer.unref();
  }

  stop() {
    if (this.timer) clearInterval(this.timer);
  }

  /**
   * Closes sockets of this slice whose session has expired, drops those that did not answer the
   * last ping and pings the rest. Slices spread 10,000 pings over the interval instead of
   * sending them in one burst.
   */
  private sweep() {
    const slot = this.slot++ % SWEEP_SLOTS;
    const now = this.clock() / 1000;
    for (const conn of [...this.conns()]) {
      if (conn.slot !== slot) continue;
      if (conn.expireTime <= now) {
        this.ends.close(conn, CHAT_CLOSE.sessionEnded);
        continue;
      }
      if (!conn.alive) {
        this.ends.drop(conn);
        continue;
      }
      conn.alive = false;
      if (conn.ws.readyState === conn.ws.OPEN) conn.ws.ping();
    }
  }
}
