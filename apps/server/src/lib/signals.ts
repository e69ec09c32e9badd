import type { Db } from '../db/database';
import { afterCommit, rootDb } from './context';

/**
 * What a cache may hold out of date (ADR 094): `content` what visitors' pages show (the page
 * micro-cache, the layout's contentVersion), `config` settings (by key), `seckill` sold-out marks
 * (by seckill id).
 */
export const CACHE_TOPICS = ['content', 'config', 'seckill'] as const;
export type CacheTopic = (typeof CACHE_TOPICS)[number];
/** Business events counted for the metrics: orders created, payments made, refunds paid. */
export type Tally = 'order' | 'payment' | 'refund';

type Listener = (arg: string | undefined) => void;

/**
 * What changes tell the app they happened in. Each cache topic has a version, raised by every
 * change: a cache fill notes the version it read at and is dropped if it moved meanwhile, so a
 * read that began before a change cannot put old data back. With REDIS_URL a change is also sent
 * to the other processes (`remote`, lib/signals-redis.ts), which apply it as their own.
 */
export class Signals {
  private readonly versions = new Map<CacheTopic, number>();
  private readonly listeners = new Map<CacheTopic, Set<Listener>>();
  private readonly counters = new Set<(what: Tally, n: number) => void>();
  /** Tells the other processes; null while this process is alone. */
  remote: ((topic: CacheTopic, arg: string | undefined) => void) | null = null;

  version(topic: CacheTopic): number {
    return this.versions.get(topic) ?? 0;
  }

  /** Calls `listener` on every change of `topic` (here or told); answers a function that stops it. */
  on(topic: CacheTopic, listener: Listener): () => void {
    let set = this.listeners.get(topic);
    if (!set) this.listeners.set(topic, (set = new Set()));
    set.add(listener);
    return () => set.delete(listener);
  }

  /** This process changed `topic` (`arg`: which entry, when one): forgotten here now, and on the others. */
  changed(topic: CacheTopic, arg?: string): void {
    this.apply(topic, arg);
    this.remote?.(topic, arg);
  }

  /** Another process changed `topic`. */
  received(topic: CacheTopic, arg: string | undefined): void {
    this.apply(topic, arg);
  }

  /** Anything may have changed (news from the others may have been missed): every cache forgets. */
  receivedAll(): void {
    for (const topic of CACHE_TOPICS) this.apply(topic, undefined);
  }

  onTally(count: (what: Tally, n: number) => void): () => void {
    this.counters.add(count);
    return () => this.counters.delete(count);
  }

  tally(what: Tally, n = 1): void {
    for (const count of this.counters) count(what, n);
  }

  private apply(topic: CacheTopic, arg: string | undefined) {
    this.versions.set(topic, this.version(topic) + 1);
    for (const listener of this.listeners.get(topic) ?? []) listener(arg);
  }
}

const byDb = new WeakMap<Db, Signals>();

/**
 * The signals of the app on `db`. Services know only `ctx.db`, so signals are found by the
 * database handle (a transaction's by the handle it was opened on); each app has its own handle.
 */
export function signalsOf(db: Db): Signals {
  const root = rootDb(db);
  let signals = byDb.get(root);
  if (!signals) byDb.set(root, (signals = new Signals()));
  return signals;
}

/** `topic` changed: caches forget it once the change is committed, on every process. */
export function cacheChanged(db: Db, topic: CacheTopic, arg?: string): void {
  afterCommit(db, () => signalsOf(db).changed(topic, arg));
}

/** Counts a business event once its transaction has committed. */
export function tally(db: Db, what: Tally, n = 1): void {
  afterCommit(db, () => signalsOf(db).tally(what, n));
}

/**
 * State kept per app (per database handle), made on first use by `make`, which may subscribe to
 * the app's signals: e.g. a cache that forgets on a topic.
 */
export function perApp<T>(make: (signals: Signals) => T): (db: Db) => T {
  const made = new WeakMap<Db, T>();
  return (db) => {
    const root = rootDb(db);
    let value = made.get(root);
    if (value === undefined) made.set(root, (value = make(signalsOf(root))));
    return value;
  };
}
