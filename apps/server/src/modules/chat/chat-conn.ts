import { randomBytes } from 'node:crypto';
import type { WebSocket } from 'ws';
import type { Target } from './chat-bus';

/** Open sockets per member or servicer on one process: tabs and devices, not thousands. */
export const SOCKETS_PER_USER = 8;

/** Who opened a socket, as its upgrade's session said. */
export interface SocketOwner {
  readonly role: Target['role'];
  readonly id: number;
  /** The servicer's shop; null for a member. */
  readonly siteId: number | null;
  /**
   * The session (its token's row, in member_token or servicer_token by role), so that logging
   * out closes that session's sockets and not those of the same user's other devices.
   */
  readonly session: number;
  /**
   * When the session's token expires (unix seconds). Nothing re-checks the token after the
   * upgrade, so the ping sweep closes the socket once this has passed.
   */
  readonly expireTime: number;
}

/** The member whose bind claims an anonymous socket, with the session of the bind's token. */
export interface Claimant {
  readonly memberId: number;
  readonly session: number;
  readonly expireTime: number;
}

/** One open socket on this process. */
export interface Conn {
  readonly clientId: string;
  readonly ws: WebSocket;
  readonly role: Target['role'];
  /** The member or servicer; 0 while an anonymous socket waits for a bind to claim it. */
  userId: number;
  /** See `SocketOwner.session` (a claimed socket: the bind's session). */
  session: number;
  /** See `SocketOwner.expireTime` (Infinity while unclaimed: the unbound timer ends it). */
  expireTime: number;
  /** The client's address; anonymous sockets are capped per address. */
  readonly ip: string;
  /** Closes an anonymous socket that no bind claims in time. */
  unboundTimer: NodeJS.Timeout | null;
  /** The servicer's shop; for a member the shop it is bound to (null before bind). */
  siteId: number | null;
  /** For a member: the servicer serving it (0 while none). */
  servicerId: number;
  /** Answered the last protocol ping (or sent anything) since the previous sweep. */
  alive: boolean;
  /** Which slice of the ping sweep this socket is in. */
  readonly slot: number;
}

/** A new socket's record: its owner's, or an anonymous member socket's waiting for a bind. */
export function newConn(ws: WebSocket, owner: SocketOwner | null, ip: string, slot: number): Conn {
  return {
    clientId: randomBytes(16).toString('base64url'),
    ws,
    role: owner?.role ?? 'member',
    userId: owner?.id ?? 0,
    session: owner?.session ?? 0,
    expireTime: owner?.expireTime ?? Infinity,
    siteId: owner?.siteId ?? null,
    ip,
    servicerId: 0,
    alive: true,
    slot,
    unboundTimer: null,
  };
}
