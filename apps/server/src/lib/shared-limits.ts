import { Redis } from 'ioredis';
import { TokenBuckets } from './token-bucket';

/**
 * A token bucket in Redis (the same arithmetic as TokenBuckets), taken atomically: refill by the
 * time since the last take on Redis's own clock, take one if there is one, keep the hash only as
 * long as a bucket takes to refill. ARGV: rate a second, burst. Answers 1 (taken) or 0.
 */
const TAKE_TOKEN = `
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local rate, burst = tonumber(ARGV[1]), tonumber(ARGV[2])
local b = redis.call('HMGET', KEYS[1], 'tokens', 'at')
local tokens, at = tonumber(b[1]) or burst, tonumber(b[2]) or now
tokens = math.min(burst, tokens + math.max(0, now - at) / 1000 * rate)
local ok = 0
if tokens >= 1 then tokens = tokens - 1; ok = 1 end
redis.call('HSET', KEYS[1], 'tokens', tostring(tokens), 'at', tostring(now))
redis.call('PEXPIRE', KEYS[1], math.ceil(burst / rate * 1000) + 1000)
return ok`;

/**
 * A seat among at most `max` (a member's chat sockets): a sorted set of holders scored by when
 * their seat lapses; lapsed ones are dropped first, so a dead process's seats free themselves.
 * ARGV: holder, max, life in ms. Answers 1 (seated, or already seated) or 0.
 */
const TAKE_SEAT = `
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local life = tonumber(ARGV[3])
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now)
if redis.call('ZSCORE', KEYS[1], ARGV[1]) == false and redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[2]) then
  return 0
end
redis.call('ZADD', KEYS[1], now + life, ARGV[1])
redis.call('PEXPIRE', KEYS[1], life)
return 1`;

/** How long a seat lives unless its process renews it (every third of that). */
const SEAT_LIFE_MS = 15_000;

type Scripted = Redis & {
  takeToken(key: string, rate: number, burst: number): Promise<number>;
  takeSeat(key: string, holder: string, max: number, lifeMs: number): Promise<number>;
};

/**
 * The abuse limits that must hold for the marketplace, not per process (issue 33 §4, ADR 105):
 * with REDIS_URL they are counted in Redis under `${REDIS_PREFIX}:limit:`; without it, or while
 * Redis does not answer, each process counts its own (as before), so a Redis outage loosens a
 * limit to per process rather than refusing everyone.
 */
export class SharedLimits {
  private readonly redis: Scripted | null;
  private readonly seats = new Map<string, Set<string>>();
  private renewal: NodeJS.Timeout | null = null;

  constructor(
    redis: Redis | null,
    private readonly prefix: string,
  ) {
    if (redis) {
      redis.defineCommand('takeToken', { numberOfKeys: 1, lua: TAKE_TOKEN });
      redis.defineCommand('takeSeat', { numberOfKeys: 1, lua: TAKE_SEAT });
    }
    this.redis = redis as Scripted | null;
  }

  get shared() {
    return this.redis !== null;
  }

  /** Token buckets named `name` (one per sender key): `rate` a second, bursts of `burst`. */
  buckets(name: string, rate: number, burst: number): SharedBuckets {
    return new SharedBuckets(this.redis, `${this.prefix}:limit:${name}:`, rate, burst);
  }

  /**
   * Takes one of `owner`'s `max` seats for `holder` (a socket) across processes; true without
   * Redis (the caller counts this process's own) or when Redis does not answer.
   */
  async takeSeat(owner: string, holder: string, max: number): Promise<boolean> {
    if (!this.redis) return true;
    try {
      const ok = (await this.redis.takeSeat(this.seatKey(owner), holder, max, SEAT_LIFE_MS)) === 1;
      if (ok) this.hold(owner, holder);
      return ok;
    } catch {
      return true;
    }
  }

  /** Gives the seat back (the socket closed). */
  releaseSeat(owner: string, holder: string) {
    const held = this.seats.get(owner);
    if (!held?.delete(holder)) return;
    if (!held.size) this.seats.delete(owner);
    this.redis?.zrem(this.seatKey(owner), holder).catch(() => undefined);
  }

  stop() {
    if (this.renewal) clearInterval(this.renewal);
    this.renewal = null;
  }

  private seatKey(owner: string) {
    return `${this.prefix}:limit:seats:${owner}`;
  }

  private hold(owner: string, holder: string) {
    let held = this.seats.get(owner);
    if (!held) this.seats.set(owner, (held = new Set()));
    held.add(holder);
    if (!this.renewal) {
      this.renewal = setInterval(() => this.renew(), SEAT_LIFE_MS / 3);
      this.renewal.unref();
    }
  }

  /** Pushes back the lapse of every seat this process holds. */
  private renew() {
    if (!this.redis || !this.seats.size) return;
    const until = Date.now() + SEAT_LIFE_MS;
    const batch = this.redis.pipeline();
    for (const [owner, holders] of this.seats) {
      const key = this.seatKey(owner);
      for (const h of holders) batch.zadd(key, until, h);
      batch.pexpire(key, SEAT_LIFE_MS);
    }
    batch.exec().catch(() => undefined);
  }
}

/** Token buckets per sender, in Redis when there is one (SharedLimits.buckets). */
export class SharedBuckets {
  private readonly local: TokenBuckets;

  constructor(
    private readonly redis: Scripted | null,
    private readonly prefix: string,
    private readonly rate: number,
    private readonly burst: number,
  ) {
    this.local = new TokenBuckets(rate, burst);
  }

  /** Takes one token for `key`; false when the sender is over the limit. */
  async take(key: string): Promise<boolean> {
    if (!this.redis) return this.local.take(key);
    try {
      return (await this.redis.takeToken(this.prefix + key, this.rate, this.burst)) === 1;
    } catch {
      return this.local.take(key);
    }
  }
}

/** The app's Redis for commands (limits, the request budget), or null without REDIS_URL. */
export function commandRedis(url: string | undefined): Redis | null {
  if (!url) return null;
  const redis = new Redis(url, { connectTimeout: 1000, maxRetriesPerRequest: 1 });
  redis.on('error', () => {}); // ioredis reconnects by itself
  return redis;
}
