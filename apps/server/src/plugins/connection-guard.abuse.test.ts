import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readEnv } from '../env';
import { createTestApp, type TestApp } from '../test/test-app';

/**
 * Issue 19 §8: slow bodies and slow headers cannot hold a connection for ever, and one address
 * cannot open more than its share. Clients connect from 127.0.0.2 (loopback on Linux, but not
 * the server's own address, which is exempt for its SSR loaders).
 */
let t: TestApp;
let port: number;

beforeAll(async () => {
  t = await createTestApp({
    HTTP_HEADERS_TIMEOUT_MS: '1000',
    HTTP_REQUEST_TIMEOUT_MS: '1500',
    HTTP_KEEP_ALIVE_TIMEOUT_MS: '1000',
    HTTP_IDLE_TIMEOUT_MS: '5000',
    MAX_CONNECTIONS_PER_IP: '3',
  });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as net.AddressInfo).port;
});
afterAll(() => t.close());

interface Client {
  socket: net.Socket;
  /** Everything received, once the server closed the connection; with the time it took. */
  closed: Promise<{ text: string; ms: number }>;
}
function connect(from = '127.0.0.2'): Promise<Client> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const socket = net.connect({ port, host: '127.0.0.1', localAddress: from });
    const chunks: Buffer[] = [];
    socket.on('data', (c) => chunks.push(c));
    const closed = new Promise<{ text: string; ms: number }>((done) => {
      socket.on('close', () => done({ text: Buffer.concat(chunks).toString('utf8'), ms: Date.now() - started }));
    });
    socket.on('error', () => {});
    socket.once('connect', () => resolve({ socket, closed }));
    socket.once('error', reject);
  });
}

describe('timeouts', () => {
  it('a body that trickles in is cut off with a 408 envelope', async () => {
    const c = await connect();
    c.socket.write(
      'POST /api/website/info HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{',
    );
    const drip = setInterval(() => c.socket.writable && c.socket.write(' '), 200);
    const { text, ms } = await c.closed;
    clearInterval(drip);
    expect(text).toMatch(/^HTTP\/1\.1 408/);
    expect(text).toContain('"error_code":"REQUEST_TIMEOUT"');
    expect(ms).toBeLessThan(4000);
  });

  it('headers that never finish are cut off', async () => {
    const c = await connect();
    c.socket.write('GET /api/website/info HTTP/1.1\r\nHost: x\r\n');
    const drip = setInterval(() => c.socket.writable && c.socket.write('X-A: b\r\n'), 200);
    const { text, ms } = await c.closed;
    clearInterval(drip);
    expect(text).toMatch(/^HTTP\/1\.1 408/);
    expect(ms).toBeLessThan(4000);
  });

  it('an idle keep-alive connection closes', async () => {
    const c = await connect();
    c.socket.write('POST /api/website/info HTTP/1.1\r\nHost: x\r\nContent-Length: 0\r\n\r\n');
    const { text, ms } = await c.closed;
    expect(text).toMatch(/^HTTP\/1\.1 200/);
    expect(ms).toBeLessThan(4000);
  });
});

describe('connections per address', () => {
  it('the connection over the cap gets a 503 envelope; others and loopback still work', async () => {
    const held = await Promise.all([connect(), connect(), connect()]);
    const over = await connect();
    const { text } = await over.closed;
    expect(text).toMatch(/^HTTP\/1\.1 503/);
    expect(text).toMatch(/retry-after: 5/i);
    expect(text).toContain('"error_code":"TOO_MANY_CONNECTIONS"');
    // The server itself (loopback) is not capped, and a held connection still answers.
    const self = await fetch(`http://127.0.0.1:${port}/api/website/info`, { method: 'POST' });
    expect(self.status).toBe(200);
    held[0]!.socket.write(
      'POST /api/website/info HTTP/1.1\r\nHost: x\r\nContent-Length: 0\r\nConnection: close\r\n\r\n',
    );
    expect((await held[0]!.closed).text).toMatch(/^HTTP\/1\.1 200/);
    for (const h of held) h.socket.destroy();
    await Promise.all(held.map((h) => h.closed));
    // Closed connections free their places.
    const again = await connect();
    again.socket.write('POST /api/website/info HTTP/1.1\r\nHost: x\r\nContent-Length: 0\r\nConnection: close\r\n\r\n');
    expect((await again.closed).text).toMatch(/^HTTP\/1\.1 200/);
  });

  it('defaults: 64 without a proxy, off behind one; timeouts are set', () => {
    expect(readEnv({}).MAX_CONNECTIONS_PER_IP).toBe(64);
    expect(readEnv({ TRUST_PROXY: 'true' }).MAX_CONNECTIONS_PER_IP).toBe(0);
    expect(t.app.server.requestTimeout).toBe(1500);
    expect(t.app.server.headersTimeout).toBe(1000);
    expect(t.app.server.keepAliveTimeout).toBe(1000);
  });
});
