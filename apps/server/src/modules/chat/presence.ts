/**
 * Who is connected to the chat, across every server process: each process reports its own
 * entries (a servicer online in a shop; a member bound to a shop, with the servicer serving them)
 * and this view adds them up. Changes that flip an entry on or off for the whole cluster come
 * back as events, so each process can tell its own sockets.
 */
export type PresenceEvent =
  | { kind: 'servicer'; siteId: number; servicerId: number; online: boolean }
  | { kind: 'member'; siteId: number; memberId: number; online: boolean };

export interface ProcEntries {
  /** servicerId → siteId */
  svc: Map<number, number>;
  /** `${siteId}:${memberId}` → servicerId (0 while none) */
  mem: Map<string, number>;
}

export const memberKey = (siteId: number, memberId: number) => `${siteId}:${memberId}`;
const splitKey = (key: string) => key.split(':').map(Number) as [number, number];

export class ClusterPresence {
  private readonly procs = new Map<string, ProcEntries & { seen: number }>();
  private readonly svcProcs = new Map<number, { siteId: number; n: number }>();
  private readonly svcBySite = new Map<number, Set<number>>();
  private readonly memProcs = new Map<string, number>();
  private readonly load = new Map<number, number>();

  servicersOnline(siteId: number): number[] {
    return [...(this.svcBySite.get(siteId) ?? [])].sort((a, b) => a - b);
  }

  isServicerOnline(servicerId: number): boolean {
    return this.svcProcs.has(servicerId);
  }

  memberOnline(siteId: number, memberId: number): boolean {
    return this.memProcs.has(memberKey(siteId, memberId));
  }

  /** Buyers bound to the servicer right now. */
  loadOf(servicerId: number): number {
    return this.load.get(servicerId) ?? 0;
  }

  /** The online servicer of the shop with the fewest buyers (ties: lowest id), or 0. */
  leastBusy(siteId: number): number {
    let best = 0;
    let bestLoad = Infinity;
    for (const id of this.servicersOnline(siteId)) {
      const l = this.loadOf(id);
      if (l < bestLoad) [best, bestLoad] = [id, l];
    }
    return best;
  }

  procIds(): string[] {
    return [...this.procs.keys()];
  }

  entriesOf(proc: string): ProcEntries | undefined {
    return this.procs.get(proc);
  }

  knows(proc: string): boolean {
    return this.procs.has(proc);
  }

  /** Marks a process as heard from now. */
  touch(proc: string, now = Date.now()) {
    this.proc(proc).seen = now;
  }

  /** Processes not heard from since `before`. */
  staleProcs(before: number, except: string): string[] {
    return [...this.procs].filter(([id, p]) => id !== except && p.seen < before).map(([id]) => id);
  }

  setServicer(proc: string, servicerId: number, siteId: number | null, out: PresenceEvent[] = []) {
    const p = this.proc(proc);
    const had = p.svc.get(servicerId);
    if (had === (siteId ?? undefined)) return out;
    if (had !== undefined) {
      p.svc.delete(servicerId);
      this.countServicer(servicerId, had, -1, out);
    }
    if (siteId !== null) {
      p.svc.set(servicerId, siteId);
      this.countServicer(servicerId, siteId, 1, out);
    }
    return out;
  }

  setMember(proc: string, key: string, servicerId: number | null, out: PresenceEvent[] = []) {
    const p = this.proc(proc);
    const had = p.mem.get(key);
    if (had === (servicerId ?? undefined)) return out;
    if (had !== undefined && servicerId !== null) {
      // Another servicer took over: the member stays online, only the loads move.
      p.mem.set(key, servicerId);
      this.shiftLoad(had, -1);
      this.shiftLoad(servicerId, 1);
      return out;
    }
    if (had !== undefined) {
      p.mem.delete(key);
      this.countMember(key, had, -1, out);
    }
    if (servicerId !== null) {
      p.mem.set(key, servicerId);
      this.countMember(key, servicerId, 1, out);
    }
    return out;
  }

  /** Replaces everything a process reported (its periodic snapshot). */
  replace(proc: string, next: ProcEntries): PresenceEvent[] {
    const out: PresenceEvent[] = [];
    const p = this.proc(proc);
    for (const id of [...p.svc.keys()]) if (!next.svc.has(id)) this.setServicer(proc, id, null, out);
    for (const key of [...p.mem.keys()]) if (!next.mem.has(key)) this.setMember(proc, key, null, out);
    for (const [id, site] of next.svc) this.setServicer(proc, id, site, out);
    for (const [key, svc] of next.mem) this.setMember(proc, key, svc, out);
    return out;
  }

  /** Forgets a process (it stopped or stopped answering). */
  drop(proc: string): PresenceEvent[] {
    const out = this.replace(proc, { svc: new Map(), mem: new Map() });
    this.procs.delete(proc);
    return out;
  }

  private proc(id: string) {
    let p = this.procs.get(id);
    if (!p) {
      p = { svc: new Map(), mem: new Map(), seen: Date.now() };
      this.procs.set(id, p);
    }
    return p;
  }

  private countServicer(servicerId: number, siteId: number, delta: 1 | -1, out: PresenceEvent[]) {
    const cur = this.svcProcs.get(servicerId);
    const n = (cur?.n ?? 0) + delta;
    if (n > 0) {
      this.svcProcs.set(servicerId, { siteId, n });
      if (!cur) {
        let set = this.svcBySite.get(siteId);
        if (!set) this.svcBySite.set(siteId, (set = new Set()));
        set.add(servicerId);
        out.push({ kind: 'servicer', siteId, servicerId, online: true });
      }
      return;
    }
    this.svcProcs.delete(servicerId);
    const set = this.svcBySite.get(siteId);
    set?.delete(servicerId);
    if (set && set.size === 0) this.svcBySite.delete(siteId);
    out.push({ kind: 'servicer', siteId, servicerId, online: false });
  }

  private shiftLoad(servicerId: number, delta: 1 | -1) {
    if (!servicerId) return;
    const l = (this.load.get(servicerId) ?? 0) + delta;
    if (l > 0) this.load.set(servicerId, l);
    else this.load.delete(servicerId);
  }

  private countMember(key: string, servicerId: number, delta: 1 | -1, out: PresenceEvent[]) {
    this.shiftLoad(servicerId, delta);
    const n = (this.memProcs.get(key) ?? 0) + delta;
    const [siteId, memberId] = splitKey(key);
    if (n > 0) {
      this.memProcs.set(key, n);
      if (n === 1 && delta === 1) out.push({ kind: 'member', siteId, memberId, online: true });
    } else {
      this.memProcs.delete(key);
      out.push({ kind: 'member', siteId, memberId, online: false });
    }
  }
}
