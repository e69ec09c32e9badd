import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { CACHE_TOPICS, type CacheTopic, type Signals } from './signals';

type Wire = { o: string; t: CacheTopic; a?: string };

/**
 * Joins this process's signals to the others' over Redis pub/sub, on the channel
 * `${prefix}:changed` (ADR 094): every cache change made here is published, every one published
 * elsewhere is applied here. A change published while Redis is away may be lost; the caches'
 * own short lives bound what it costs, and on reconnecting every cache here forgets everything
 * (news may have been missed meanwhile).
 */
export async function linkSignals(signals: Signals, url: string, prefix: string) {
  const pub = new Redis(url, { maxRetriesPerRequest: 3 });
  const sub = new Redis(url, { maxRetriesPerRequest: 3 });
  for (const r of [pub, sub]) r.on('error', () => {}); // ioredis reconnects by itself
  const channel = `${prefix}:changed`;
  const origin = randomBytes(8).toString('hex');
  const topics = new Set<string>(CACHE_TOPICS);
  sub.on('message', (_channel: string, text: string) => {
    let msg: Wire;
    try {
      msg = JSON.parse(text) as Wire;
    } catch {
      return;
    }
    if (msg.o !== origin && topics.has(msg.t)) signals.received(msg.t, typeof msg.a === 'string' ? msg.a : undefined);
  });
  let linked = false;
  sub.on('ready', () => {
    if (linked) signals.receivedAll();
  });
  await sub.subscribe(channel);
  linked = true;
  signals.remote = (t, a) => {
    void pub.publish(channel, JSON.stringify({ o: origin, t, a } satisfies Wire)).catch(() => {});
  };
  return {
    /** Answers once Redis answers a PING (readiness). */
    ping: () => pub.ping(),
    async close() {
      signals.remote = null;
      await Promise.allSettled([sub.quit(), pub.quit()]);
    },
  };
}
