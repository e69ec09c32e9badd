import type { AddressInfo } from 'node:net';
import { WebSocket } from 'ws';
import { parseChatServerFrame, type ChatServerFrame, type ChatServerFrameType } from '@zay/contract';
import type { DbHandle } from '../../db/database';
import { createContext } from '../../lib/context';
import { hashPassword } from '../../lib/password';
import type { TestApp } from '../../test/test-app';
import { issueServicerToken } from '../staff/servicer.service';

/** Helpers for chat tests: servicer accounts, a listening server, socket clients that collect frames. */

export const SERVICER_PASSWORD = 'Servicer@2026';
let passwordHash: Promise<string> | null = null;

export async function createServicer(handle: DbHandle, siteId: number, username: string, nickname = username) {
  passwordHash ??= hashPassword(SERVICER_PASSWORD);
  const row = await handle.db
    .insertInto('servicer')
    .values({
      site_id: siteId,
      username,
      nickname,
      avatar: `upload/${username}.png`,
      password: await passwordHash,
      status: 1,
    })
    .returning('servicer_id')
    .executeTakeFirstOrThrow();
  return {
    id: row.servicer_id,
    token: (await issueServicerToken(createContext(handle.db, Date.now), row.servicer_id)).token,
  };
}

export async function insertShop(handle: DbHandle, name: string) {
  const row = await handle.db
    .insertInto('shop')
    .values({ site_name: name, shop_status: 1, logo: `upload/${name}.png` })
    .returning('site_id')
    .executeTakeFirstOrThrow();
  return row.site_id;
}

/** Starts the app on a free port; answers its ws:// base. */
export async function listen(t: TestApp): Promise<string> {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  return `ws://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
}

export interface SocketClient {
  ws: WebSocket;
  clientId: string;
  frames: ChatServerFrame[];
  /** The next frame of `type` (matching `where`) not yet taken; waits up to `ms`. */
  next<T extends ChatServerFrameType>(
    type: T,
    where?: (f: Extract<ChatServerFrame, { type: T }>) => boolean,
    ms?: number,
  ): Promise<Extract<ChatServerFrame, { type: T }>>;
  /** Resolves when nothing of `type` arrives within `ms`. */
  none(type: ChatServerFrameType, ms?: number): Promise<void>;
  closed: Promise<number>;
  close(): Promise<void>;
}

/** `token` goes in a Bearer header, `queryToken` in `?token=`; neither opens an anonymous socket. */
export type ConnectOptions = {
  token?: string;
  queryToken?: string;
  role?: 'servicer';
  origin?: string;
  cookie?: string;
};

function connectRaw(base: string, o: ConnectOptions) {
  const headers: Record<string, string> = {};
  if (o.token) headers.authorization = `Bearer ${o.token}`;
  if (o.origin) headers.origin = o.origin;
  if (o.cookie) headers.cookie = o.cookie;
  const query = new URLSearchParams();
  if (o.role) query.set('role', o.role);
  if (o.queryToken) query.set('token', o.queryToken);
  return new WebSocket(`${base}/ws/chat${query.size ? `?${query}` : ''}`, { headers });
}

/** Connects and waits for `init`. */
export async function connect(base: string, o: ConnectOptions): Promise<SocketClient> {
  const ws = connectRaw(base, o);
  const frames: ChatServerFrame[] = [];
  const taken = new Set<ChatServerFrame>();
  const waiters: (() => void)[] = [];
  ws.on('message', (data) => {
    const frame = parseChatServerFrame(data.toString());
    if (!frame) throw new Error(`a frame outside the contract: ${data.toString()}`);
    frames.push(frame);
    for (const w of waiters.splice(0)) w();
  });
  const closed = new Promise<number>((resolve) => ws.on('close', (code) => resolve(code)));
  const find = <T extends ChatServerFrameType>(
    type: T,
    where?: (f: Extract<ChatServerFrame, { type: T }>) => boolean,
  ) =>
    frames.find(
      (f) => f.type === type && !taken.has(f) && (!where || where(f as Extract<ChatServerFrame, { type: T }>)),
    ) as Extract<ChatServerFrame, { type: T }> | undefined;
  const client: SocketClient = {
    ws,
    clientId: '',
    frames,
    async next(type, where, ms = 3000) {
      const until = Date.now() + ms;
      for (;;) {
        const hit = find(type, where);
        if (hit) {
          taken.add(hit);
          return hit;
        }
        const left = until - Date.now();
        if (left <= 0)
          throw new Error(`no ${type} frame within ${ms} ms; got ${JSON.stringify(frames.map((f) => f.type))}`);
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, left);
          waiters.push(() => {
            clearTimeout(timer);
            resolve();
          });
        });
      }
    },
    async none(type, ms = 300) {
      await new Promise((r) => setTimeout(r, ms));
      if (find(type)) throw new Error(`unexpected ${type} frame: ${JSON.stringify(find(type))}`);
    },
    closed,
    async close() {
      if (ws.readyState === ws.OPEN || ws.readyState === ws.CONNECTING) ws.close();
      await closed;
    },
  };
  client.clientId = (await client.next('init')).data.client_id;
  return client;
}

/** The HTTP status of a refused upgrade. */
export function refusedStatus(base: string, o: ConnectOptions): Promise<number> {
  return new Promise((resolve, reject) => {
    const ws = connectRaw(base, o);
    ws.on('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
    ws.on('open', () => {
      ws.close();
      reject(new Error('the upgrade was accepted'));
    });
    ws.on('error', () => undefined);
  });
}

/** The code the server closed a socket with; fails when it stays open for `ms`. */
export function closeCode(client: SocketClient, ms = 3000): Promise<number> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`the socket is still open after ${ms} ms`)), ms);
  });
  return Promise.race([client.closed, timeout]).finally(() => clearTimeout(timer));
}

/** Polls until `check` holds (presence settles asynchronously across processes). */
export async function eventually(check: () => boolean | Promise<boolean>, ms = 3000) {
  const until = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 20));
  }
}
