import type { WebSocket } from 'ws';
import { CHAT_CLOSE, chatServerFrameSchema, type ChatServerFrame } from '@zay/contract';
import type { ChatBus, Envelope, Target } from './chat-bus';
import { withDefaults, type HubListener, type HubOptions } from './chat-hub-options';
import { newConn, SOCKETS_PER_USER, type Claimant, type Conn, type SocketOwner } from './chat-conn';
import { addTo, removeFrom } from './multi-map';
import { PingSweep, sweepSlot } from './ping-sweep';
import { memberKey } from './presence';
import { PresenceSync } from './presence-sync';
import { UnboundSockets } from './unbound-sockets';

/**
 * A member's or servicer's sockets counted across processes (lib/shared-limits.ts, ADR 105): a
 * seat per socket, at most SOCKETS_PER_USER; without Redis every seat is granted and this
 * process's own count is the limit.
 */
export interface SocketSeats {
  takeSeat(owner: string, holder: string, max: number): Promise<boolean>;
  releaseSeat(owner: string, holder: string): void;
}

const seatOwner = (conn: Conn) => `${conn.role}:${conn.userId}`;

/**
 * The chat's sockets on this process, its view of presence across the cluster, and the routing
 * of frames to members and servicers wherever their sockets are.
 */
export class ChatHub {
  private readonly conns = new Map<string, Conn>();
  private readonly byUser = { member: new Map<number, Set<Conn>>(), servicer: new Map<number, Set<Conn>>() };
  private readonly boundBySite = new Map<number, Set<Conn>>();
  private readonly servicersBySite = new Map<number, Set<Conn>>();
  private listener: HubListener | null = null;
  private readonly cluster: PresenceSync;
  private readonly pings: PingSweep;
  private readonly unbound: UnboundSockets;
  private readonly opts: Required<HubOptions>;

  constructor(
    readonly bus: ChatBus,
    opts: HubOptions = {},
    private readonly seats: SocketSeats | null = null,
  ) {
    this.opts = withDefaults(opts);
    this.cluster = new PresenceSync(bus, this.opts.staleMs, (events) => this.listener?.presenceChanged(events));
    this.pings = new PingSweep(() => this.conns.values(), this.opts.clock, {
      close: (conn, code) => this.close(conn, code),
      drop: (conn) => this.drop(conn),
    });
    const o = this.opts;
    const limits = { max: o.maxUnbound, maxPerIp: o.maxUnboundPerIp, waitMs: o.unboundMs };
    this.unbound = new UnboundSockets(limits, (conn) => this.close(conn, CHAT_CLOSE.unbound));
    bus.onMessage((m) => this.onBus(m));
  }

  /** Who is connected, across the cluster. */
  get presence() {
    return this.cluster.presence;
  }

  get procId() {
    return this.bus.procId;
  }

  listen(listener: HubListener) {
    this.listener = listener;
  }

  start() {
    this.pings.start(this.opts.pingMs);
    this.cluster.start(this.opts.beatMs, this.opts.snapshotMs);
  }

  async stop(code = 1001) {
    this.listener = null;
    this.cluster.stop();
    this.pings.stop();
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
    const conn = newConn(ws, owner, ip, sweepSlot());
    const { role, userId, siteId } = conn;
    // Counted at once (before any await), so parallel upgrades see each other (socketCount, hasUnboundRoom).
    this.conns.set(conn.clientId, conn);
    if (owner) addTo(this.byUser[role], userId, conn);
    else this.unbound.hold(conn);
    if (owner && !(await this.takeSeat(conn))) return conn;
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
    return this.unbound.hasRoom(ip);
  }

  detach(conn: Conn) {
    if (!this.conns.delete(conn.clientId)) return;
    if (conn.userId === 0) {
      this.unbound.release(conn);
      this.bus.forgetClient(conn.clientId);
      return;
    }
    removeFrom(this.byUser[conn.role], conn.userId, conn);
    this.seats?.releaseSeat(seatOwner(conn), conn.clientId);
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

  /**
   * Sends a frame to every socket of a member or servicer, on every process. `msgs`: the stored
   * messages it carries; each process whose open socket takes the frame reports them delivered.
   */
  push(to: Target, frame: ChatServerFrame, except?: string, msgs?: number[]) {
    const text = this.serialize(frame);
    this.deliver(to, text, except, msgs);
    this.bus.publish({ k: 'push', to, frame: text, except, msgs });
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
    this.unbound.release(conn);
    conn.userId = who.memberId;
    conn.session = who.session;
    conn.expireTime = who.expireTime;
    addTo(this.byUser.member, conn.userId, conn);
    void this.bus.rememberClient(conn.clientId, conn.userId);
    // Other processes' sockets of the member count too: past the cap this one closes right after.
    void this.takeSeat(conn);
    return true;
  }

  /** The socket's seat among its owner's sockets on every process; closed when there is none. */
  private async takeSeat(conn: Conn): Promise<boolean> {
    if (!this.seats) return true;
    const owner = seatOwner(conn);
    if (await this.seats.takeSeat(owner, conn.clientId, SOCKETS_PER_USER)) {
      // Closed while Redis answered: its seat goes back at once.
      if (this.conns.get(conn.clientId) !== conn) this.seats.releaseSeat(owner, conn.clientId);
      return true;
    }
    this.close(conn, CHAT_CLOSE.tooManySockets);
    return false;
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

  /** Ends a socket without a close handshake (it stopped answering or reading). */
  private drop(conn: Conn) {
    this.detach(conn);
    conn.ws.terminate();
  }

  /** Reports this process's state of one servicer to the cluster view (and the other processes). */
  private syncServicer(servicerId: number, siteId: number) {
    const here = (this.byUser.servicer.get(servicerId)?.size ?? 0) > 0 ? siteId : null;
    this.cluster.setServicer(servicerId, here);
  }

  private syncMember(siteId: number, memberId: number) {
    const bound = this.memberConns(memberId).filter((c) => c.siteId === siteId);
    const here = bound.length ? Math.max(...bound.map((c) => c.servicerId)) : null;
    this.cluster.setMember(memberKey(siteId, memberId), here);
  }

  private deliver(to: Target, text: string, except?: string, msgs?: number[]) {
    let taken = false;
    for (const c of [...(this.byUser[to.role].get(to.id) ?? [])]) {
      if (c.clientId !== except && this.send(c, text)) taken = true;
    }
    if (taken && msgs?.length) this.listener?.messagesTaken(msgs);
  }

  /** Whether an open socket took the frame. */
  private send(conn: Conn, text: string): boolean {
    if (conn.ws.readyState !== conn.ws.OPEN) return false;
    if (conn.ws.bufferedAmount > this.opts.maxBufferedBytes) {
      this.drop(conn);
      return false;
    }
    conn.ws.send(text);
    return true;
  }

  private serialize(frame: ChatServerFrame): string {
    return JSON.stringify(this.opts.validateFrames ? chatServerFrameSchema.parse(frame) : frame);
  }

  // --- other processes ---------------------------------------------------------------------

  private onBus(m: Envelope) {
    if (this.cluster.receive(m)) return;
    switch (m.k) {
      case 'push':
        return this.deliver(m.to, m.frame, m.except, m.msgs);
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
}
