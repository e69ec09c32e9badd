import type { FastifyInstance } from 'fastify';
import * as c from '@zay/contract';
import { registerEndpoint } from '../../../plugins/endpoints';
import { receiveAtDesk } from '../order/receipt.service';
import { onPaymentPaid } from '../../payment';
import * as verify from './verification.service';

/** Look-ups and uses of codes per member: a burst of 20, then one every 3 seconds. */
const VERIFY_BURST = 20;
const VERIFY_PER_SECOND = 1 / 3;

export function verificationRoutes(app: FastifyInstance) {
  // A paid order's pickup and virtual codes are made in the paying transaction.
  onPaymentPaid(verify.createPaymentCodes);
  const desk: verify.DeskDeps = {
    limit: app.limits.buckets('verify', VERIFY_PER_SECOND, VERIFY_BURST),
    receive: receiveAtDesk,
  };
  registerEndpoint(app, c.verifyCheckIsVerifierEndpoint, (ctx) => verify.checkIsVerifier(ctx));
  registerEndpoint(app, c.verifyTypesEndpoint, (ctx) => verify.verifyTypes(ctx));
  registerEndpoint(app, c.verifyInfoEndpoint, (ctx, body) => verify.verifyInfo(ctx, body.verify_code, desk));
  registerEndpoint(app, c.verifyEndpoint, (ctx, body) => verify.verify(ctx, body.verify_code, desk));
  registerEndpoint(app, c.verifyListsEndpoint, (ctx, body) => verify.usedCodes(ctx, body));
}
