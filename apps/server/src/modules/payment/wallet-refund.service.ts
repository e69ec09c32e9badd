import type { IncomingHttpHeaders } from 'node:http';
import type { WalletProvider, WalletRefund } from './wallet/wallet-provider';

export type { SignedNotify, WalletProvider, WalletRefund, WalletRefundNotify } from './wallet/wallet-provider';
export { SIGNATURE_HEADER } from './wallet/sandbox-wallet';

/*
 * The wallet's refund call and its notify, for after-sale (ADR 058): a refund's wallet part goes
 * back through the provider that took the payment.
 */

/** Asks the wallet to return a refund's wallet part; the sandbox answers the notify it would post. */
export const askWalletRefund = (wallet: WalletProvider, r: WalletRefund) => wallet.refund(r);

export const checkRefundNotify = (wallet: WalletProvider, rawBody: string, headers: IncomingHttpHeaders) =>
  wallet.verifyRefundNotify(rawBody, headers);
