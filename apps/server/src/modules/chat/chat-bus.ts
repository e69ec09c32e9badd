import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';

export type Target = { role: 'member' | 'servicer'; id: number };

/** What processes tell each other. `frame` is already serialized JSON. */
export type BusMessage =
  /** `msgs`: the stored messages the frame carries, marked delivered by the process whose socket takes it. */
  | { k: 'push'; to: Target; frame: string; except?: string; msgs?: number[] }
  | { k: 'beat' }
  | { k: 'delta-svc'; servicerId: number; siteId: number | null }
  | { k: 'delta-mem'; key: string; servicerId: number | null }
  | { k: 'snap'; svc: [number, number][]; mem: [string, number][] }
  | { k: 'hello' }
  | {
      k: 'bind';
      clientId: string;
      memberId: number;
      session: number;
      expireTime: number;
      siteId: number;
      servicerId: number;
    }
  | { k: 'unbind'; memberId: number; siteId: number }
  | { k: 'kick'; to: Target; code: number; session?: number };

export type Envelope = BusMessage & { origin: string };

/**
 * How one process reaches the others. Without Redis there are no others: `publish` does
 * nothing and client ids are known only locally.
 */
export interface ChatBus {
  readonly procId: string;
  readonly shared: boolean;
  publish(msg: BusMessage): void;
  onMessage(handler: (msg: Envelope) => void): void;
  /** Remembers which member owns a socket client id, for `bind` calls reaching another process. */
  rememberClient(clientId: string, memberId: number): Promise<void>;
  forgetClient(clientId: string): void;
  clientOwner(clientId: string): Promise<number | null>;
  close(): Promise<void>;
}

export function newProcId(): string {
  return `${process.pid}-${randomBytes(6).toString('hex')}`;
}

export class LocalBus implements ChatBus {
  readonly procId = newProcId();
  readonly shared = false;
  publish() {}
  onMessage() {}
  async rememberClient() {}
  forgetClient() {}
  async clientOwner() {
    return null;
  }
  async close() {}
}

const CLIENT_TTL_SECONDS = 86_400;

/** Pub/sub on one channel `${prefix}:bus`; client ids under `${prefix}:client:{id}`. */
export class RedisBus implements ChatBus {
  readonly procId = newProcId();
  readonly shared = true;
  private readonly pub: Redis;
  private readonly sub: Redis;
  private readonly channel: string;
  private handler: (msg: Envelope) => void = () => {};

  private constructor(
    url: string,
    private readonly prefix: string,
  ) {
    this.pub = new Redis(url, { maxRetriesPerRequest: 3 });
    this.sub = new Redis(url, { maxRetriesPerRequest: 3 });
    this.channel = `${prefix}:bus`;
    for (const r of [this.pub, this.sub]) r.on('error', () => {}); // ioredis reconnects by itself
    this.sub.on('message', (_channel: string, text: string) => {
      const msg = JSON.parse(text) as Envelope;
      if (msg.origin !== this.procId) this.handler(msg);
    });
  }

  static async connect(url: string, prefix: string): Promise<RedisBus> {
    const bus = new RedisBus(url, prefix);
    await bus.sub.subscribe(bus.channel);
    return bus;
  }

  publish(msg: BusMessage) {
    void this.pub.publish(this.channel, JSON.stringify({ ...msg, origin: this.procId })).catch(() => {});
  }

  onMessage(handler: (msg: Envelope) => void) {
    this.handler = handler;
  }

  async rememberClient(clientId: string, memberId: number) {
    await this.pub.set(`${this.prefix}:client:${clientId}`, String(memberId), 'EX', CLIENT_TTL_SECONDS).catch(() => {});
  }

  forgetClient(clientId: string) {
    void this.pub.del(`${this.prefix}:client:${clientId}`).catch(() => {});
  }

  async clientOwner(clientId: string) {
    const v = await this.pub.get(`${this.prefix}:client:${clientId}`);
    return v ? Number(v) : null;
  }

  async close() {
    await Promise.allSettled([this.sub.quit(), this.pub.quit()]);
  }
}
