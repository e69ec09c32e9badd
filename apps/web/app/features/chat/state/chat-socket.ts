import { CHAT_PING_FRAME, CHAT_SOCKET_PATH } from '@zay/contract';

/**
 * The buyer's and the servicer's live connection to `/ws/chat` (SPEC §4): every frame restarts the
 * keep-alive (a text `ping`), a socket that drops without being asked to reconnects with backoff,
 * and `close()` ends it for good.
 */
export interface ChatSocketOptions<F> {
  url: string;
  /** 0 switches the keep-alive off (SPEC §9). */
  pingMs: number;
  /** Turns a text frame into a known frame, or null to drop it. */
  parse: (text: string) => F | null;
  onFrame: (frame: F) => void;
  onState?: (state: 'connecting' | 'open' | 'closed') => void;
}

const BACKOFF_MS = [1000, 2000, 4000, 8000, 15_000, 30_000];

export class ChatSocket<F> {
  private ws: WebSocket | null = null;
  private pingTimer: ReturnType<typeof setInterval> | undefined;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private attempts = 0;
  private stopped = false;

  constructor(private readonly options: ChatSocketOptions<F>) {}

  connect(): void {
    this.stopped = false;
    this.open();
  }

  /** Closes the socket and stops the keep-alive and any pending reconnect. */
  close(): void {
    this.stopped = true;
    clearTimeout(this.retryTimer);
    this.stopPing();
    const ws = this.ws;
    this.ws = null;
    if (ws && ws.readyState <= WebSocket.OPEN) ws.close(1000);
    this.options.onState?.('closed');
  }

  /** Drops the current socket and opens a new one at once (a new conversation wants a new init). */
  reconnect(): void {
    this.close();
    this.connect();
  }

  private open() {
    this.options.onState?.('connecting');
    const ws = new WebSocket(this.options.url);
    this.ws = ws;
    ws.onopen = () => {
      this.attempts = 0;
      this.options.onState?.('open');
      this.restartPing();
    };
    ws.onmessage = (event) => {
      if (ws !== this.ws) return;
      this.restartPing();
      if (typeof event.data !== 'string') return;
      const frame = this.options.parse(event.data);
      if (frame) this.options.onFrame(frame);
    };
    ws.onclose = () => {
      if (ws !== this.ws || this.stopped) return;
      this.stopPing();
      this.scheduleRetry();
    };
    // An error is always followed by close, which schedules the reconnect.
    ws.onerror = () => undefined;
  }

  private scheduleRetry() {
    this.options.onState?.('connecting');
    const wait = BACKOFF_MS[Math.min(this.attempts, BACKOFF_MS.length - 1)]!;
    this.attempts += 1;
    // Jitter keeps many buyers of a restarted server from returning in the same instant.
    this.retryTimer = setTimeout(() => this.open(), wait * (0.75 + Math.random() * 0.5));
  }

  private restartPing() {
    this.stopPing();
    if (this.options.pingMs <= 0) return;
    this.pingTimer = setInterval(() => {
      if (this.ws?.readyState === WebSocket.OPEN) this.ws.send(CHAT_PING_FRAME);
    }, this.options.pingMs);
  }

  private stopPing() {
    clearInterval(this.pingTimer);
    this.pingTimer = undefined;
  }
}

/** ws://host/ws/chat (wss:// on https pages); the workbench adds `?role=servicer`. */
export function chatSocketUrl(role: 'buyer' | 'servicer'): string {
  const { protocol, host } = window.location;
  const query = role === 'servicer' ? '?role=servicer' : '';
  return `${protocol === 'https:' ? 'wss' : 'ws'}://${host}${CHAT_SOCKET_PATH}${query}`;
}
