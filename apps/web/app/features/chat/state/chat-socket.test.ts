import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ChatSocket } from './chat-socket';

/** A stand-in for the browser's WebSocket that the test drives by hand. */
class FakeSocket {
  static CONNECTING = 0;
  static OPEN = 1;
  static all: FakeSocket[] = [];
  readyState = FakeSocket.CONNECTING;
  sent: string[] = [];
  closedByClient = false;
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onclose: (() => void) | null = null;
  onerror: (() => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.all.push(this);
  }
  send(data: string) {
    this.sent.push(data);
  }
  close() {
    this.closedByClient = true;
    this.readyState = 3;
  }
  open() {
    this.readyState = FakeSocket.OPEN;
    this.onopen?.();
  }
  receive(data: unknown) {
    this.onmessage?.({ data });
  }
  drop() {
    this.readyState = 3;
    this.onerror?.();
    this.onclose?.();
  }
}

const last = () => FakeSocket.all.at(-1)!;

function start(pingMs = 1500) {
  const frames: unknown[] = [];
  const socket = new ChatSocket<{ type: string }>({
    url: 'ws://x/ws/chat',
    pingMs,
    parse: (text) => (text.startsWith('{') ? (JSON.parse(text) as { type: string }) : null),
    onFrame: (frame) => frames.push(frame),
  });
  socket.connect();
  return { socket, frames };
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.spyOn(Math, 'random').mockReturnValue(0.5);
  FakeSocket.all = [];
  vi.stubGlobal('WebSocket', FakeSocket);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('chat socket (SPEC §4)', () => {
  it('sends the text ping as keep-alive, restarted by every frame', () => {
    start();
    last().open();
    vi.advanceTimersByTime(1499);
    expect(last().sent).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(last().sent).toEqual(['ping']);
    vi.advanceTimersByTime(1000);
    last().receive('{"type":"string"}');
    vi.advanceTimersByTime(1000);
    expect(last().sent).toEqual(['ping']);
    vi.advanceTimersByTime(500);
    expect(last().sent).toEqual(['ping', 'ping']);
  });

  it('switches the keep-alive off at 0', () => {
    start(0);
    last().open();
    vi.advanceTimersByTime(60_000);
    expect(last().sent).toEqual([]);
  });

  it('hands known frames on and drops the rest', () => {
    const { frames } = start();
    last().open();
    last().receive('{"type":"init"}');
    last().receive('garbage');
    last().receive(new ArrayBuffer(2));
    expect(frames).toEqual([{ type: 'init' }]);
  });

  it('reconnects with growing backoff after a drop, and resets it once open', () => {
    start();
    last().open();
    last().drop();
    expect(FakeSocket.all).toHaveLength(1);
    vi.advanceTimersByTime(1000);
    expect(FakeSocket.all).toHaveLength(2);
    last().drop();
    vi.advanceTimersByTime(1999);
    expect(FakeSocket.all).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(FakeSocket.all).toHaveLength(3);
    last().open();
    last().drop();
    vi.advanceTimersByTime(1000);
    expect(FakeSocket.all).toHaveLength(4);
  });

  it('close() ends it for good: no ping, no reconnect', () => {
    const { socket } = start();
    const first = last();
    first.open();
    socket.close();
    expect(first.closedByClient).toBe(true);
    first.drop();
    vi.advanceTimersByTime(120_000);
    expect(FakeSocket.all).toHaveLength(1);
    expect(first.sent).toEqual([]);
  });

  it('reconnect() opens a new socket at once and closes the old one', () => {
    const { socket } = start();
    const first = last();
    first.open();
    socket.reconnect();
    expect(first.closedByClient).toBe(true);
    expect(FakeSocket.all).toHaveLength(2);
  });
});
