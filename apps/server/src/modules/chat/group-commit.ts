import type { Transaction } from 'kysely';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';

type Job<T> = { run: (tx: Transaction<Database>) => Promise<T>; resolve: (v: T) => void; reject: (e: unknown) => void };

/** Jobs written in one transaction at most. */
const MAX_BATCH = 256;
/** Bounds of the wait that gathers a batch: about twice the last commit, so commits take at most half the time. */
const MIN_WAIT_MS = 1;
const MAX_WAIT_MS = 20;

/**
 * Group commit for the chat's small writes. A commit costs one fsync (several ms on a real disk,
 * with SQLite's synchronous=FULL the whole process waits for it); jobs that arrive while one
 * batch commits share the next transaction, so 1,000 messages a second need tens of commits,
 * not a thousand. The first job of a batch waits about twice as long as the last commit took
 * (1–20 ms) for others to join. Every job is still committed before its promise resolves. If a
 * batch fails, each of its jobs is retried in a transaction of its own, so one bad job fails alone.
 */
export class GroupCommit {
  private queue: Job<unknown>[] = [];
  private running = false;
  private lastCommitMs = 0;

  constructor(private readonly db: Db) {}

  run<T>(job: (tx: Transaction<Database>) => Promise<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      this.queue.push({ run: job, resolve, reject } as Job<unknown>);
      if (!this.running) {
        this.running = true;
        const wait = Math.min(MAX_WAIT_MS, Math.max(MIN_WAIT_MS, this.lastCommitMs * 2));
        setTimeout(() => void this.drain(), wait);
      }
    });
  }

  private async drain() {
    while (this.queue.length) {
      const batch = this.queue.splice(0, MAX_BATCH);
      const results: unknown[] = [];
      const started = performance.now();
      try {
        await this.db.transaction().execute(async (tx) => {
          for (const job of batch) results.push(await job.run(tx));
        });
        this.lastCommitMs = performance.now() - started;
        batch.forEach((job, i) => job.resolve(results[i]));
      } catch {
        for (const job of batch) {
          await this.db
            .transaction()
            .execute((tx) => job.run(tx))
            .then(job.resolve, job.reject);
        }
      }
    }
    this.running = false;
  }
}
