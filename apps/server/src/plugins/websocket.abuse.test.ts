import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { WebSocket } from 'ws';
import { createTestApp, type TestApp } from '../test/test-app';
import { listen } from '../modules/chat/chat-test-kit';

/*
 * Issue 29: any visitor may send a frame over the socket's 64 KB limit. That closes the socket,
 * and is logged as a warning with its code and no stack, never at error level.
 */
let t: TestApp;
let base: string;

beforeAll(async () => {
  t = await createTestApp();
  base = await listen(t);
});
afterAll(() => t.close());

it('a frame over the size limit closes the socket and logs one warning without a stack', async () => {
  // Without a logger every request's log is the app's own (a child is the logger itself).
  const warn = vi.spyOn(t.app.log, 'warn');
  const error = vi.spyOn(t.app.log, 'error');
  try {
    const ws = new WebSocket(`${base}/ws/chat`);
    ws.on('error', () => undefined);
    await new Promise((resolve) => ws.once('open', resolve));
    const closed = new Promise<number>((resolve) => ws.once('close', resolve));
    ws.send(Buffer.alloc(70 * 1024, 'a').toString());
    expect(await closed).toBe(1009);
    await vi.waitFor(() => expect(warn).toHaveBeenCalled());
    expect(error).not.toHaveBeenCalled();
    const [fields, text] = warn.mock.calls.at(-1) as [Record<string, unknown>, string];
    expect(fields).toMatchObject({ code: 'WS_ERR_UNSUPPORTED_MESSAGE_LENGTH' });
    expect(fields).not.toHaveProperty('err');
    expect(JSON.stringify(fields)).not.toMatch(/\n\s+at /);
    expect(text).toMatch(/protocol/);
  } finally {
    warn.mockRestore();
    error.mockRestore();
  }
});
