import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as c from '@zay/contract';
import { registerEndpoint } from '../../plugins/endpoints';
import { submitOfflineProof } from './offline.service';
import * as pay from './payment.service';
import { proofUploadRoutes } from './proof-upload.routes';
import { SandboxWallet } from './wallet/sandbox-wallet';
import type { WalletProvider } from './wallet/wallet-provider';
import { walletRoutes } from './wallet/wallet.routes';
import { registerPaymentSettings } from './payment-config';

/** The origin the buyer reached us on: PUBLIC_ORIGIN when set, else the request's own host. */
function originOf(req: FastifyRequest) {
  return req.server.env.PUBLIC_ORIGIN ?? `${req.protocol}://${req.headers.host}`;
}

export async function paymentRoutes(app: FastifyInstance) {
  registerPaymentSettings();
  const sandbox = app.env.WALLET_PROVIDER === 'sandbox' ? new SandboxWallet(app.env.WALLET_SANDBOX_SECRET) : null;
  const wallet: WalletProvider | null = sandbox;
  if (sandbox)
    app.log.warn(
      'DEMO PAYMENTS: wallet payments go to the bundled sandbox, where anyone can confirm their own payment (ADR 020)',
    );
  const providers = new Map<string, WalletProvider>(wallet ? [[wallet.name, wallet]] : []);
  const deps = (req: FastifyRequest) => ({ wallet, origin: originOf(req) });

  registerEndpoint(app, c.payInfoEndpoint, (ctx, body) => pay.payInfo(ctx, body.out_trade_no));
  registerEndpoint(app, c.payTypeEndpoint, (ctx) => pay.payTypes(ctx, { wallet }));
  registerEndpoint(app, c.payPayEndpoint, (ctx, body, req) => pay.payPay(ctx, body, deps(req)));
  registerEndpoint(app, c.payStatusEndpoint, (ctx, body) => pay.payStatus(ctx, body.out_trade_no));
  registerEndpoint(app, c.offlinePayEndpoint, (ctx, body) => submitOfflineProof(ctx, body, app.storage));
  await proofUploadRoutes(app);
  await walletRoutes(app, providers, sandbox);
  return { wallet };
}
