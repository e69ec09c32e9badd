import type { Clock } from '../../lib/context';
import type { Conn } from './chat-conn';
import type { PresenceEvent } from './presence';

/** What the hub tells the chat about its sockets and the cluster's presence. */
export interface HubListener {
  /** A servicer socket opened on this process (deliver what waited for them). */
  servicerConnected(conn: Conn): Promise<void>;
  /** A live socket on this process took a frame carrying these stored messages (mark them delivered). */
  messagesTaken(ids: number[]): void;
  /** Presence flipped somewhere in the cluster; every process hears it. */
  presenceChanged(events: PresenceEvent[]): void;
}

/** The chat hub's settings; every one has a default (`withDefaults`). */
export interface HubOptions {
  /** Every process says it is alive this often… */
  beatMs?: number;
  /** …and sends its whole part of the presence this often (a whole multiple of `beatMs`). */
  snapshotMs?: number;
  /** A process not heard from for this long is dead: its sockets and servicers are dropped. */
  staleMs?: number;
  /** Sockets that queue more than this (slow readers) are dropped. */
  maxBufferedBytes?: number;
  /**
   * Protocol pings; a socket that has not answered by the next one is dropped, and one whose
   * session has expired is closed. 0 = off.
   */
  pingMs?: number;
  /** An anonymous socket that no bind claims within this is closed (CHAT_CLOSE.unbound). */
  unboundMs?: number;
  /** Anonymous sockets waiting for a bind: at most this many on the process… */
  maxUnbound?: number;
  /** …and from one address. */
  maxUnboundPerIp?: number;
  /**
   * Parse every outgoing frame with the contract's union before sending. Frames are typed by
   * the contract at compile time; the run-time check is for development and tests.
   */
  validateFrames?: boolean;
  /** The app's clock, which sessions expire by. */
  clock?: Clock;
}

export function withDefaults(opts: HubOptions): Required<HubOptions> {
  return {
    beatMs: 1000,
    snapshotMs: 5000,
    staleMs: 3000,
    maxBufferedBytes: 1 << 20,
    pingMs: 30_000,
    unboundMs: 30_000,
    maxUnbound: 1000,
    maxUnboundPerIp: 16,
    validateFrames: true,
    clock: Date.now,
    ...opts,
  };
}
