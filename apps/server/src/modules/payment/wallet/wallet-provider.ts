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

/** A refund the merchant asks the wallet for: part of a payment, back to the buyer's wallet. */
export interface WalletRefund {
  refundNo: string;
  outTradeNo: string;
  /** Minor units. */
  amount: number;
}

/** A checked refund notify: the wallet returned `amount` for the merchant's refund number. */
export interface WalletRefundNotify {
  notifyId: string;
  refundNo: string;
  amount: number;
}

/** A signed notify as a wallet's server posts it. */
export interface SignedNotify {
  body: string;
  signature: string;
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
  /**
   * Asks the wallet to return part of a payment (ADR 058). A real wallet answers later with a
   * signed refund notify; the sandbox answers the notify it would post, for the caller to deliver.
   */
  refund(r: WalletRefund): Promise<SignedNotify | null>;
  /** The refund notify when its signature, time window and form check out; null for anything else. */
  verifyRefundNotify(rawBody: string, headers: IncomingHttpHeaders, nowMs?: number): WalletRefundNotify | null;
}
