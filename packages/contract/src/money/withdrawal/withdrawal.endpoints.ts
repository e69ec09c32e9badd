import { z } from 'zod';
import { defineEndpoint, emptyBodySchema } from '../../common/endpoint';
import * as s from './withdrawal.schemas';

export const bankAccountPageEndpoint = defineEndpoint({
  path: '/api/memberbankaccount/page',
  body: s.pageBodySchema,
  response: s.bankAccountPageSchema,
  auth: 'required',
});

export const bankAccountInfoEndpoint = defineEndpoint({
  path: '/api/memberbankaccount/info',
  body: s.moneyIdBodySchema,
  response: s.bankAccountSchema,
  auth: 'required',
});

export const bankAccountDefaultEndpoint = defineEndpoint({
  path: '/api/memberbankaccount/defaultinfo',
  body: emptyBodySchema,
  response: s.bankAccountSchema.nullable(),
  auth: 'required',
});

/** Adds an account; a saved account becomes the default. Answers its id. */
export const bankAccountAddEndpoint = defineEndpoint({
  path: '/api/memberbankaccount/add',
  body: s.bankAccountBodySchema,
  response: z.number().int(),
  auth: 'required',
});

export const bankAccountEditEndpoint = defineEndpoint({
  path: '/api/memberbankaccount/edit',
  body: s.bankAccountEditBodySchema,
  response: z.number().int(),
  auth: 'required',
});

export const bankAccountSetDefaultEndpoint = defineEndpoint({
  path: '/api/memberbankaccount/setdefault',
  body: s.moneyIdBodySchema,
  response: z.number().int(),
  auth: 'required',
});

export const bankAccountDeleteEndpoint = defineEndpoint({
  path: '/api/memberbankaccount/delete',
  body: s.moneyIdBodySchema,
  response: z.number().int(),
  auth: 'required',
});

/** The withdrawable balance, what is on its way out, and the withdrawal settings. */
export const withdrawInfoEndpoint = defineEndpoint({
  path: '/api/memberwithdraw/info',
  body: emptyBodySchema,
  response: s.withdrawInfoSchema,
  auth: 'required',
});

/** The withdrawal settings alone (minimum `min`, fee `rate` in percent, methods `transfer_type`), as a config record. */
export const withdrawConfigEndpoint = defineEndpoint({
  path: '/api/memberwithdraw/config',
  body: emptyBodySchema,
  response: s.withdrawConfigRecordSchema,
  auth: 'required',
});

/** The withdrawal methods on offer, by key. */
export const withdrawTransferTypeEndpoint = defineEndpoint({
  path: '/api/memberwithdraw/transferType',
  body: emptyBodySchema,
  response: s.transferTypesSchema,
  auth: 'required',
});

/** Applies for a withdrawal; the amount leaves the withdrawable balance at once. */
export const withdrawApplyEndpoint = defineEndpoint({
  path: '/api/memberwithdraw/apply',
  body: s.withdrawApplyBodySchema,
  response: z.number().int(),
  auth: 'required',
  message: 'WITHDRAW_APPLY_SUCCESS',
});

export const withdrawPageEndpoint = defineEndpoint({
  path: '/api/memberwithdraw/page',
  body: s.pageBodySchema,
  response: s.withdrawPageSchema,
  auth: 'required',
});

export const withdrawDetailEndpoint = defineEndpoint({
  path: '/api/memberwithdraw/detail',
  body: s.moneyIdBodySchema,
  response: s.withdrawDetailSchema,
  auth: 'required',
});
