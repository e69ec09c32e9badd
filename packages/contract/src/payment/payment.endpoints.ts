import { z } from 'zod';
import { defineEndpoint, emptyBodySchema } from '../common/endpoint';
import * as s from './payment.schemas';

/** The payment behind an out_trade_no (the member's own only). */
export const payInfoEndpoint = defineEndpoint({
  path: '/api/pay/info',
  body: s.outTradeNoBodySchema,
  response: s.payInfoSchema,
  auth: 'required',
});

/** Configured payment methods; '' → "merchant has not configured the payment method". */
export const payTypeEndpoint = defineEndpoint({
  path: '/api/pay/type',
  body: emptyBodySchema,
  response: s.payTypeSchema,
  auth: 'optional',
});

/** Starts paying with a method; answers what that method needs next. */
export const payPayEndpoint = defineEndpoint({
  path: '/api/pay/pay',
  body: s.payPayBodySchema,
  response: s.payPayResultSchema,
  auth: 'required',
});

/** Polled by the pay page while a wallet payment is pending. */
export const payStatusEndpoint = defineEndpoint({
  path: '/api/pay/status',
  body: s.outTradeNoBodySchema,
  response: s.payStatusSchema,
  auth: 'required',
});

/** Sends the bank-transfer proof; the payment then waits for the shop's confirmation (pay_status 1). */
export const offlinePayEndpoint = defineEndpoint({
  path: '/api/pay/offlinepay',
  body: s.offlinePayBodySchema,
  response: z.object({ pay_status: z.number().int() }),
  auth: 'required',
  message: 'PAY_PROOF_SUBMITTED',
});

/**
 * The proof image upload: multipart/form-data with one file in field `file` (jpeg, png, webp,
 * gif; at most PAY_PROOF_MAX_BYTES). Not JSON, so it is described here rather than defined with
 * `defineEndpoint`; the answer is the usual envelope with this data.
 */
export const payProofUpload = {
  path: '/api/upload/payproof',
  field: 'file',
  response: s.payProofUploadSchema,
  auth: 'required',
} as const;

/** The wallet provider's server-to-server notify (`:provider` = sandbox); not called by browsers. */
export const PAY_NOTIFY_PATH = '/api/pay/notify/:provider';

export const setPayPasswordEndpoint = defineEndpoint({
  path: '/api/member/setpaypassword',
  body: s.setPayPasswordBodySchema,
  response: z.object({}),
  auth: 'required',
  message: 'PAY_PASSWORD_SET_SUCCESS',
});

export const memberAccountEndpoint = defineEndpoint({
  path: '/api/memberaccount/info',
  body: s.memberAccountBodySchema,
  response: s.memberAccountSchema,
  auth: 'required',
});
