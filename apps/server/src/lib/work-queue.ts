import { AppError } from './app-error';

/**
 * Runs at most `concurrency` jobs at once; up to `maxWaiting` more wait their turn and any
 * further job is refused with 503 at once (a queue that grows without bound is a stall).
 */
export class WorkQueue {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(
    readonly concurrency: number,
    readonly maxWaiting: number,
  ) {}

  get active() {
    return this.running;
  }

  async run<T>(job: () => Promise<T>): Promise<T> {
    if (this.running >= this.concurrency) {
      if (this.waiting.length >= this.maxWaiting) throw new AppError('SERVER_BUSY');
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else this.running++;
    try {
      return await job();
    } finally {
      const next = this.waiting.shift();
      // The place passes straight to the next job, so `running` never dips and lets a newcomer in first.
      if (next) next();
      else this.running--;
    }
  }
}
