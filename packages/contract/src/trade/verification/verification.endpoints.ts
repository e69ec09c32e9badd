import { z } from 'zod';
import { defineEndpoint, emptyBodySchema } from '../../common/endpoint';
import { pageOf } from '../../common/paging';
import * as s from './verification.schemas';

/** Whether the member verifies codes for a shop: `{verifier_id}`, else VERIFIER_NOT_FOUND. */
export const verifyCheckIsVerifierEndpoint = defineEndpoint({
  path: '/api/verify/checkisverifier',
  body: emptyBodySchema,
  response: s.verifierSchema,
  auth: 'required',
});

/** The kinds of code the desk redeems, named. */
export const verifyTypesEndpoint = defineEndpoint({
  path: '/api/verify/getVerifyType',
  body: emptyBodySchema,
  response: s.verifyTypesSchema,
  auth: 'none',
});

/** A code of a shop the member verifies for: its goods and order. */
export const verifyInfoEndpoint = defineEndpoint({
  path: '/api/verify/verifyInfo',
  body: s.verifyCodeBodySchema,
  response: s.verifyRowSchema,
  auth: 'required',
});

/** Uses a code, once: a pickup order is picked up, virtual goods are used. */
export const verifyEndpoint = defineEndpoint({
  path: '/api/verify/verify',
  body: s.verifyCodeBodySchema,
  response: z.object({}),
  auth: 'required',
  message: 'VERIFY_SUCCESS',
});

/** The codes this verifier used, newest first. */
export const verifyListsEndpoint = defineEndpoint({
  path: '/api/verify/lists',
  body: s.verifyListBodySchema,
  response: pageOf(s.verifyRowSchema),
  auth: 'required',
});
