import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { z } from 'zod';
import { fromMinor, toMinor } from '@zay/contract';
import type {
  SignedNotify,
  WalletMode,
  WalletNotify,
  WalletPayment,
  WalletProvider,
  WalletRefund,
  WalletRefundNotify,
} from './wallet-provider';

export const SANDBOX_PAY_PATH = '/sandbox-wallet/pay';
export const SIGNATURE_HEADER = 'x-wallet-signature';
/** A notify older or newer than this is refused. */
export const NOTIFY_WINDOW_SEC = 5 * 60;
/** A pay link lives this long. */
const LINK_LIFE_SEC = 30 * 60;

const notifySchema = z.object({
  notify_id: z.string().regex(/^[\w-]{8,64}$/),
  out_trade_no: z.string().regex(/^[0-9A-Za-z]{1,40}$/),
  trade_no: z.string().max(64),
  amount: z.string().regex(/^\d{1,13}\.\d{2}$/),
  status: z.literal('SUCCESS'),
  channel: z.enum(['scan', 'online']).default('scan'),
});

const refundNotifySchema = z.object({
  notify_id: z.string().regex(/^[\w-]{8,64}$/),
  refund_no: z.string().regex(/^[0-9A-Za-z]{1,40}$/),
  out_trade_no: z.string().regex(/^[0-9A-Za-z]{1,40}$/),
  amount: z.string().regex(/^\d{1,13}\.\d{2}$/),
  status: z.literal('REFUNDED'),
});

/** The fields of a pay link; `sig` binds them so the page cannot be pointed at another amount. */
export interface PayLink {
  out_trade_no: string;
  amount: string;
  mode: WalletMode;
  return: string;
  exp: string;
}

/**
 * The bundled sandbox wallet: it signs and checks exactly as a real wallet would (HMAC-SHA256
 * over `timestamp.body`), and its own confirm page (sandbox.routes.ts) plays the wallet app.
 */
export class SandboxWallet implements WalletProvider {
  readonly name = 'sandbox';
  private readonly key: Buffer;

  constructor(secret?: string) {
    this.key = secret ? Buffer.from(secret) : randomBytes(32);
  }

  private mac(text: string) {
    return createHmac('sha256', this.key).update(text).digest('hex');
  }

  private equal(a: string, b: string) {
    const x = Buffer.from(a);
    const y = Buffer.from(b);
    return x.length === y.length && timingSafeEqual(x, y);
  }

  private linkText = (l: PayLink) => [l.out_trade_no, l.amount, l.mode, l.return, l.exp].join('|');

  payUrl(p: WalletPayment, origin: string, nowMs = Date.now()) {
    const link: PayLink = {
      out_trade_no: p.outTradeNo,
      amount: fromMinor(p.amount),
      mode: p.mode,
      return: p.returnPath,
      exp: String(Math.floor(nowMs / 1000) + LINK_LIFE_SEC),
    };
    const query = new URLSearchParams({ ...link, sig: this.mac(this.linkText(link)) });
    return `${origin}${SANDBOX_PAY_PATH}?${query}`;
  }

  /** The link's fields when its signature holds and it has not expired. */
  checkLink(params: URLSearchParams, nowMs = Date.now()): PayLink | null {
    const get = (k: string) => params.get(k) ?? '';
    const link: PayLink = {
      out_trade_no: get('out_trade_no'),
      amount: get('amount'),
      mode: get('mode') === 'online' ? 'online' : 'scan',
      return: get('return'),
      exp: get('exp'),
    };
    if (!this.equal(this.mac(this.linkText(link)), get('sig'))) return null;
    return Number(link.exp) * 1000 > nowMs ? link : null;
  }

  /**
   * A signed notify for a confirmed payment, as the wallet's server would send it. Like a real
   * wallet, it pays a merchant's order number once: its transaction and notify ids derive from
   * the order number, so confirming the same link again re-sends the same notify (a replay).
   */
  signNotify(link: PayLink, nowMs = Date.now()) {
    const body = JSON.stringify({
      notify_id: this.mac(`notify|${link.out_trade_no}`).slice(0, 24),
      out_trade_no: link.out_trade_no,
      trade_no: `SBX${this.mac(`trade|${link.out_trade_no}`).slice(0, 16)}`,
      amount: link.amount,
      status: 'SUCCESS',
      channel: link.mode,
    });
    return { body, signature: this.sign(body, Math.floor(nowMs / 1000)) };
  }

  sign(body: string, timestamp: number) {
    return `t=${timestamp},v1=${this.mac(`${timestamp}.${body}`)}`;
  }

  verifyNotify(rawBody: string, headers: IncomingHttpHeaders, nowMs = Date.now()): WalletNotify | null {
    const parsed = this.signedJson(rawBody, headers, nowMs);
    const n = notifySchema.safeParse(parsed);
    if (!n.success) return null;
    const d = n.data;
    return {
      notifyId: d.notify_id,
      outTradeNo: d.out_trade_no,
      tradeNo: d.trade_no,
      amount: toMinor(d.amount),
      mode: d.channel,
    };
  }

  /** The wallet returns a refund at once and posts its notify, one per refund number (a resend is a replay). */
  async refund(r: WalletRefund, nowMs = Date.now()): Promise<SignedNotify> {
    const body = JSON.stringify({
      notify_id: this.mac(`refund|${r.refundNo}`).slice(0, 24),
      refund_no: r.refundNo,
      out_trade_no: r.outTradeNo,
      amount: fromMinor(r.amount),
      status: 'REFUNDED',
    });
    return { body, signature: this.sign(body, Math.floor(nowMs / 1000)) };
  }

  verifyRefundNotify(rawBody: string, headers: IncomingHttpHeaders, nowMs = Date.now()): WalletRefundNotify | null {
    const parsed = this.signedJson(rawBody, headers, nowMs);
    const n = refundNotifySchema.safeParse(parsed);
    if (!n.success) return null;
    return { notifyId: n.data.notify_id, refundNo: n.data.refund_no, amount: toMinor(n.data.amount) };
  }

  /** The body's JSON when the signature header checks out within the time window; undefined otherwise. */
  private signedJson(rawBody: string, headers: IncomingHttpHeaders, nowMs: number): unknown {
    const header = headers[SIGNATURE_HEADER];
    const m = typeof header === 'string' ? /^t=(\d{1,12}),v1=([0-9a-f]{64})$/.exec(header) : null;
    if (!m) return undefined;
    const t = Number(m[1]);
    if (Math.abs(nowMs / 1000 - t) > NOTIFY_WINDOW_SEC) return undefined;
    if (!this.equal(this.mac(`${t}.${rawBody}`), m[2]!)) return undefined;
    try {
      return JSON.parse(rawBody);
    } catch {
      return undefined;
    }
  }
}
