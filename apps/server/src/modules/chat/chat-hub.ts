import { randomBytes } from 'node:crypto';
import type { WebSocket } from 'ws';
import { CHAT_CLOSE, chatServerFrameSchema, type ChatServerFrame } from '@zay/contract';
import type { Clock } from '../../lib/context';
import type { BusMessage, ChatBus, Envelope, Target } from './chat-bus';
import { addTo, removeFrom } from './multi-map';
import { ClusterPresence, memberKey, type PresenceEvent } from './presence';

/** The ping interval is swept in this many slices. */
const SWEEP_SLOTS = 10;
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

export interface HubListener {
  /** A servicer socket opened on this process (deliver what waited for them). */
  servicerConnected(conn: Conn): Promise<void>;
  /** Presence flipped somewhere in the cluster; every process hears it. */
  presenceChanged(events: PresenceEvent[]): void;
}

export interface HubOptions {
  snapshotMs?: number;
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

/**
 * The chat's sockets on this process, its view of presence across the cluster, and the routing
 * of frames to members and servicers wherever their sockets are.
 */
export class ChatHub {
  readonly presence = new ClusterPresence();
  private readonly conns = new Map<string, Conn>();
  private readonly byUser = { member: new Map<number, Set<Conn>>(), servicer: new Map<number, Set<Conn>>() };
  private readonly boundBySite = new Map<number, Set<Conn>>();
  private readonly servicersBySite = new Map<number, Set<Conn>>();
  private readonly unboundByIp = new Map<string, Set<Conn>>();
  private unboundCount = 0;
  private listener: HubListener | null = null;
  private timer: NodeJS.Timeout | null = null;
  private pinger: NodeJS.Timeout | null = null;
  private sweepSlot = 0;
  private readonly opts: Required<HubOptions>;

  constructor(
    readonly bus: ChatBus,
    opts: HubOptions = {},
  ) {
    this.opts = {
      snapshotMs: 5000,
      staleMs: 15_000,
      maxBufferedBytes: 1 << 20,
      pingMs: 30_000,
      unboundMs: 30_000,
      maxUnbound: 1000,
      maxUnboundPerIp: 16,
      validateFrames: true,
      clock: Date.now,
      ...opts,
    };
    bus.onMessage((m) => this.onBus(m));
  }

  get procId() {
    return this.bus.procId;
  }

  listen(listener: HubListener) {
    this.listener = listener;
  }

  start() {
    this.presence.touch(this.procId);
    if (this.opts.pingMs > 0) {
      this.pinger = setInterval(() => this.sweep(), this.opts.pingMs / SWEEP_SLOTS);
      this.pinger.unref();
    }
    if (!this.bus.shared) return;
    this.bus.publish({ k: 'hello' });
    this.publishSnapshot();
    this.timer = setInterval(() => this.heartbeat(), this.opts.snapshotMs);
    this.timer.unref();
  }

  async stop(code = 1001) {
    this.listener = null;
    if (this.timer) clearInterval(this.timer);
    if (this.pinger) clearInterval(this.pinger);
    for (const conn of [...this.conns.values()]) this.close(conn, code);
    await this.bus.close();
  }

  get size() {
    return this.conns.size;
  }

  /**
   * Registers a socket and sends it `init`. Without an owner it is an anonymous member socket:
   * it receives nothing until a bind claims it, and is closed if none does within `unboundMs`.
   */
  async attach(ws: WebSocket, owner: SocketOwner | null, ip = ''): Promise<Conn> {
    const clientId = randomBytes(16).toString('base64url');
    const conn: Conn = {
      clientId,
      ws,
      role: owner?.role ?? 'member',
      userId: owner?.id ?? 0,
      session: owner?.session ?? 0,
      expireTime: owner?.expireTime ?? Infinity,
      siteId: owner?.siteId ?? null,
      ip,
      servicerId: 0,
      alive: true,
      slot: Math.floor(Math.random() * SWEEP_SLOTS),
      unboundTimer: null,
    };
    const { role, userId, siteId } = conn;
    // Counted at once (before any await), so parallel upgrades see each other (socketCount, hasUnboundRoom).
    this.conns.set(conn.clientId, conn);
    if (owner) addTo(this.byUser[role], userId, conn);
    else this.holdUnbound(conn);
    if (role === 'member') {
      try {
        // 0: any member's bind may claim it (through another process too).
        await this.bus.rememberClient(conn.clientId, userId);
      } catch (err) {
        this.detach(conn);
        throw err;
      }
    }
    if (role === 'servicer' && siteId !== null) {
      addTo(this.servicersBySite, siteId, conn);
      this.syncServicer(userId, siteId);
    }
    this.send(conn, this.serialize({ type: 'init', data: { client_id: conn.clientId } }));
    if (role === 'servicer') await this.listener?.servicerConnected(conn);
    return conn;
  }

  /** This process's open sockets of a member or servicer. */
  socketCount(role: Conn['role'], userId: number) {
    return this.byUser[role].get(userId)?.size ?? 0;
  }

  /** Whether one more anonymous socket from `ip` may wait for a bind. */
  hasUnboundRoom(ip: string) {
    const o = this.opts;
    return this.unboundCount < o.maxUnbound && (this.unboundByIp.get(ip)?.size ?? 0) < o.maxUnboundPerIp;
  }

  detach(conn: Conn) {
    if (!this.conns.delete(conn.clientId)) return;
    if (conn.userId === 0) {
      this.releaseUnbound(conn);
      this.bus.forgetClient(conn.clientId);
      return;
    }
    removeFrom(this.byUser[conn.role], conn.userId, conn);
    if (conn.role === 'member') {
      this.bus.forgetClient(conn.clientId);
      if (conn.siteId !== null) this.unbindConn(conn);
    } else if (conn.siteId !== null) {
      removeFrom(this.servicersBySite, conn.siteId, conn);
      this.syncServicer(conn.userId, conn.siteId);
    }
  }

  /**
   * Ties a member's socket (by client id, on any process) to a shop and servicer, claiming it
   * first when it is anonymous; false if it is another member's (or gone).
   */
  async bind(clientId: string, who: Claimant, siteId: number, servicerId: number): Promise<boolean> {
    const local = this.conns.get(clientId);
    if (local) return this.bindLocal(clientId, who, siteId, servicerId);
    if (!this.bus.shared) return false;
    const owner = await this.bus.clientOwner(clientId);
    if (owner !== who.memberId && owner !== 0) return false;
    this.bus.publish({ k: 'bind', clientId, ...who, siteId, servicerId });
    return true;
  }

  /** Changes the servicer serving a bound member socket. */
  setServicerOf(conn: Conn, servicerId: number) {
    if (conn.siteId === null || conn.servicerId === servicerId) return;
    conn.servicerId = servicerId;
    this.syncMember(conn.siteId, conn.userId);
  }

  /** The member left the shop's chat (bye): every socket of theirs bound to it is unbound. */
  unbind(memberId: number, siteId: number) {
    this.unbindLocal(memberId, siteId);
    this.bus.publish({ k: 'unbind', memberId, siteId });
  }

  /** Sends a frame to every socket of a member or servicer, on every process. */
  push(to: Target, frame: ChatServerFrame, except?: string) {
    const text = this.serialize(frame);
    this.deliver(to, text, except);
    this.bus.publish({ k: 'push', to, frame: text, except });
  }

  /** Sends a frame to this process's sockets of a member or servicer only. */
  pushLocal(conns: Iterable<Conn>, frame: ChatServerFrame) {
    const text = this.serialize(frame);
    for (const c of conns) this.send(c, text);
  }

  /**
   * Closes the sockets of a member or servicer, on every process: all of them (password reset),
   * or only those opened with one session (that session's logout).
   */
  kick(to: Target, code: number, session?: number) {
    this.kickLocal(to, code, session);
    this.bus.publish({ k: 'kick', to, code, session });
  }

  memberConnsBoundTo(siteId: number): Conn[] {
    return [...(this.boundBySite.get(siteId) ?? [])];
  }

  servicerConnsOf(siteId: number): Conn[] {
    return [...(this.servicersBySite.get(siteId) ?? [])];
  }

  memberConns(memberId: number): Conn[] {
    return [...(this.byUser.member.get(memberId) ?? [])];
  }

  // --- local state -------------------------------------------------------------------------

  private bindLocal(clientId: string, who: Claimant, siteId: number, servicerId: number): boolean {
    const conn = this.conns.get(clientId);
    if (!conn || conn.role !== 'member') return false;
    if (conn.userId === 0 && !this.claim(conn, who)) return false;
    const memberId = who.memberId;
    if (conn.userId !== memberId) return false;
    if (conn.siteId !== null && conn.siteId !== siteId) this.unbindConn(conn);
    conn.siteId = siteId;
    conn.servicerId = servicerId;
    addTo(this.boundBySite, siteId, conn);
    this.syncMember(siteId, memberId);
    return true;
  }

  /** An anonymous socket becomes the member's, under the bind's session; refused past SOCKETS_PER_USER. */
  private claim(conn: Conn, who: Claimant): boolean {
    if (this.socketCount('member', who.memberId) >= SOCKETS_PER_USER) {
      this.close(conn, CHAT_CLOSE.tooManySockets);
      return false;
    }
    this.releaseUnbound(conn);
    conn.userId = who.memberId;
    conn.session = who.session;
    conn.expireTime = who.expireTime;
    addTo(this.byUser.member, conn.userId, conn);
    void this.bus.rememberClient(conn.clientId, conn.userId);
    return true;
  }

  private holdUnbound(conn: Conn) {
    addTo(this.unboundByIp, conn.ip, conn);
    this.unboundCount++;
    conn.unboundTimer = setTimeout(() => this.close(conn, CHAT_CLOSE.unbound), this.opts.unboundMs);
    conn.unboundTimer.unref();
  }

  private releaseUnbound(conn: Conn) {
    if (!conn.unboundTimer) return;
    clearTimeout(conn.unboundTimer);
    conn.unboundTimer = null;
    removeFrom(this.unboundByIp, conn.ip, conn);
    this.unboundCount--;
  }

  private unbindConn(conn: Conn) {
    const siteId = conn.siteId!;
    removeFrom(this.boundBySite, siteId, conn);
    conn.siteId = null;
    conn.servicerId = 0;
    this.syncMember(siteId, conn.userId);
  }

  private unbindLocal(memberId: number, siteId: number) {
    for (const c of this.memberConns(memberId)) if (c.siteId === siteId) this.unbindConn(c);
  }

  private kickLocal(to: Target, code: number, session?: number) {
    for (const c of [...(this.byUser[to.role].get(to.id) ?? [])]) {
      if (session === undefined || c.session === session) this.close(c, code);
    }
  }

  private close(conn: Conn, code: number) {
    this.detach(conn);
    conn.ws.close(code);
  }

  /** Reports this process's state of one servicer to the cluster view (and the other processes). */
  private syncServicer(servicerId: number, siteId: number) {
    const here = (this.byUser.servicer.get(servicerId)?.size ?? 0) > 0 ? siteId : null;
    if ((this.presence.entriesOf(this.procId)?.svc.get(servicerId) ?? null) === here) return;
    this.emit(this.presence.setServicer(this.procId, servicerId, here));
    this.bus.publish({ k: 'delta-svc', servicerId, siteId: here });
  }

  private syncMember(siteId: number, memberId: number) {
    const bound = this.memberConns(memberId).filter((c) => c.siteId === siteId);
    const here = bound.length ? Math.max(...bound.map((c) => c.servicerId)) : null;
    const key = memberKey(siteId, memberId);
    if ((this.presence.entriesOf(this.procId)?.mem.get(key) ?? null) === here) return;
    this.emit(this.presence.setMember(this.procId, key, here));
    this.bus.publish({ k: 'delta-mem', key, servicerId: here });
  }

  private emit(events: PresenceEvent[]) {
    if (events.length) this.listener?.presenceChanged(events);
  }

  private deliver(to: Target, text: string, except?: string) {
    for (const c of this.byUser[to.role].get(to.id) ?? []) if (c.clientId !== except) this.send(c, text);
  }

  private send(conn: Conn, text: string) {
    if (conn.ws.readyState !== conn.ws.OPEN) return;
    if (conn.ws.bufferedAmount > this.opts.maxBufferedBytes) {
      this.detach(conn);
      conn.ws.terminate();
      return;
    }
    conn.ws.send(text);
  }

  private serialize(frame: ChatServerFrame): string {
    return JSON.stringify(this.opts.validateFrames ? chatServerFrameSchema.parse(frame) : frame);
  }

  /**
   * Closes sockets of this slice whose session has expired, drops those that did not answer the
   * last ping and pings the rest. Slices spread 10,000 pings over the interval instead of
   * sending them in one burst.
   */
  private sweep() {
    const slot = this.sweepSlot++ % SWEEP_SLOTS;
    const now = this.opts.clock() / 1000;
    for (const conn of [...this.conns.values()]) {
      if (conn.slot !== slot) continue;
      if (conn.expireTime <= now) {
        this.close(conn, CHAT_CLOSE.sessionEnded);
        continue;
      }
      if (!conn.alive) {
        this.detach(conn);
        conn.ws.terminate();
        continue;
      }
      conn.alive = false;
      if (conn.ws.readyState === conn.ws.OPEN) conn.ws.ping();
    }
  }

  // --- other processes ---------------------------------------------------------------------

  private onBus(m: Envelope) {
    this.presence.touch(m.origin);
    switch (m.k) {
      case 'push':
        return this.deliver(m.to, m.frame, m.except);
      case 'delta-svc':
        return this.emit(this.presence.setServicer(m.origin, m.servicerId, m.siteId));
      case 'delta-mem':
        return this.emit(this.presence.setMember(m.origin, m.key, m.servicerId));
      case 'snap':
        return this.emit(this.presence.replace(m.origin, { svc: new Map(m.svc), mem: new Map(m.mem) }));
      case 'hello':
        return this.publishSnapshot();
      case 'bind': {
        const who = { memberId: m.memberId, session: m.session, expireTime: m.expireTime };
        return void this.bindLocal(m.clientId, who, m.siteId, m.servicerId);
      }
      case 'unbind':
        return this.unbindLocal(m.memberId, m.siteId);
      case 'kick':
        return this.kickLocal(m.to, m.code, m.session);
    }
  }

  private publishSnapshot() {
    const mine = this.presence.entriesOf(this.procId);
    const msg: BusMessage = { k: 'snap', svc: [...(mine?.svc ?? [])], mem: [...(mine?.mem ?? [])] };
    this.bus.publish(msg);
  }

  private heartbeat() {
    this.presence.touch(this.procId);
    this.publishSnapshot();
    for (const proc of this.presence.staleProcs(Date.now() - this.opts.staleMs, this.procId)) {
      this.emit(this.presence.drop(proc));
    }
  }
}
