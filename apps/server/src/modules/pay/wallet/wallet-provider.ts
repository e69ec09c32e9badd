import type { IncomingHttpHeaders } from 'node:http';

export type WalletMode = 'scan' | 'online';

export interface WalletPayment {
  outTradeNo: string;
  /** Minor units. */
  amount: number;
  mode: WalletMode;
  /** A path of this site the online wallet sends the buyer back to. */
  returnPath: string;
}

/** A checked notify from the wallet: the payment it pays and the money it carries. */
export interface WalletNotify {
  notifyId: string;
  outTradeNo: string;
  tradeNo: string;
  amount: number;
  mode: WalletMode;
}

/**
 * A wallet behind the mobile-scan and online wallet methods (ADR 012). A real provider (KBZPay,
 * WavePay…) implements the same two steps: where the buyer pays, and the signed notify.
 */
export interface WalletProvider {
  name: string;
  /** Where the buyer pays: the QR code's content (scan) or the redirect target (online). */
  payUrl(p: WalletPayment, origin: string): string;
  /** The notify when its signature, time window and form check out; null for anything else. */
  verifyNotify(rawBody: string, headers: IncomingHttpHeaders, nowMs?: number): WalletNotify | null;
}
