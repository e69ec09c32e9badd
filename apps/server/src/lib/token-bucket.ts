/**
 * Token buckets keyed by sender: `rate` tokens a second up to `burst`. In memory, per process —
 * with several processes a sender behind a balancer gets at most that many times the rate.
 */
export class TokenBuckets {
  private readonly buckets = new Map<string, { tokens: number; at: number }>();

  constructor(
    private readonly rate: number,
    private readonly burst: number,
  ) {}

  /** Takes one token; false when the sender is over the limit. */
  take(key: string, now = Date.now()): boolean {
    const b = this.buckets.get(key) ?? { tokens: this.burst, at: now };
    b.tokens = Math.min(this.burst, b.tokens + ((now - b.at) / 1000) * this.rate);
    b.at = now;
    const ok = b.tokens >= 1;
    if (ok) b.tokens -= 1;
    this.buckets.set(key, b);
    if (this.buckets.size > 50_000) this.prune(now);
    return ok;
  }

  /** Forgets buckets that have refilled (they equal a fresh one). */
  private prune(now: number) {
    const full = (this.burst / this.rate) * 1000;
    for (const [k, b] of this.buckets) if (now - b.at >= full) this.buckets.delete(k);
  }
}

/** One bucket per connection (the socket keeps its own). */
export class Bucket {
  private tokens: number;
  private at = Date.now();

  constructor(
    private readonly rate: number,
    private readonly burst: number,
  ) {
    this.tokens = burst;
  }

  take(now = Date.now()): boolean {
    this.tokens = Math.min(this.burst, this.tokens + ((now - this.at) / 1000) * this.rate);
    this.at = now;
    if (this.tokens < 1) return false;
    this.tokens -= 1;
    return true;
  }
}
