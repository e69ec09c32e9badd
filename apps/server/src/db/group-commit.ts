import { sql } from 'kysely';
import { openedOn } from '../lib/context';
import type { Db } from './database';

interface Job {
  run(trx: Db): Promise<unknown>;
  resolve(value: unknown): void;
  reject(err: unknown): void;
}

/**
 * Group commit for SQLite (ADR 013). With synchronous=FULL every COMMIT waits for the disk
 * (~2–3 ms here), which caps one-transaction-per-order at a few hundred orders a second. Jobs
 * that arrive within `windowMs` of each other run together in one transaction, each inside its
 * own SAVEPOINT — a job that fails rolls back to its savepoint and nothing else — and every job
 * is answered only after the shared COMMIT has reached the disk. better-sqlite3 blocks the event
 * loop while it commits, so jobs cannot gather during a commit: the short window (like
 * PostgreSQL's commit_delay) is what lets concurrent requests finish their reads and join.
 */
export class GroupCommit {
  private queue: Job[] = [];
  private running = false;
  private timer: NodeJS.Timeout | null = null;
  /** Transactions committed or attempted so far (for tests and metrics). */
  commits = 0;

  constructor(
    private readonly db: Db,
    private readonly windowMs = 2,
    private readonly maxBatch = 64,
  ) {}

  /** Runs `run` atomically and durably; resolves after its commit. */
  submit<T>(run: (trx: Db) => Promise<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      this.queue.push({ run, resolve: resolve as (v: unknown) => void, reject });
      if (this.running) return;
      if (this.queue.length >= this.maxBatch) this.start();
      else this.timer ??= setTimeout(() => this.start(), this.windowMs);
    });
  }

  private start() {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    if (!this.running) void this.drain();
  }

  private async drain() {
    this.running = true;
    while (this.queue.length > 0) await this.commitBatch(this.queue.splice(0, this.maxBatch));
    this.running = false;
  }

  private async commitBatch(batch: Job[]) {
    const done: { job: Job; value: unknown; committed: (() => void)[] }[] = [];
    const settled = new Set<Job>();
    this.commits++;
    try {
      await this.db.transaction().execute(async (trx) => {
        // What a job asks to run after commit (lib/context.ts afterCommit) runs only if it kept its work.
        const collected = openedOn(trx, this.db);
        for (const job of batch) {
          await sql`savepoint order_job`.execute(trx);
          try {
            const value = await job.run(trx);
            done.push({ job, value, committed: collected() });
          } catch (err) {
            await sql`rollback to savepoint order_job`.execute(trx);
            collected();
            settled.add(job);
            job.reject(err);
          }
          await sql`release savepoint order_job`.execute(trx);
        }
      });
      for (const d of done) for (const then of d.committed) then();
      for (const d of done) d.job.resolve(d.value);
    } catch (err) {
      // The shared transaction failed: nothing of this batch was committed.
      for (const job of batch) if (!settled.has(job)) job.reject(err);
    }
  }
}

const committers = new WeakMap<Db, GroupCommit>();

/** The process's committer for a database. */
export function groupCommitFor(db: Db, windowMs?: number): GroupCommit {
  let c = committers.get(db);
  if (!c) committers.set(db, (c = new GroupCommit(db, windowMs)));
  return c;
}
