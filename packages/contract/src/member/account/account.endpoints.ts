import { z } from 'zod';
import { defineEndpoint, emptyBodySchema } from '../../common/endpoint';
import * as s from './account.schemas';

/** The member's ledger, newest first: both balances, points or growth. */
export const memberAccountPageEndpoint = defineEndpoint({
  path: '/api/memberaccount/page',
  body: s.memberAccountPageBodySchema,
  response: s.ledgerPageSchema,
  auth: 'required',
});

/** The levels, what each needs, and the member's growth and level. */
export const memberLevelListEndpoint = defineEndpoint({
  path: '/api/memberlevel/lists',
  body: emptyBodySchema,
  response: s.memberLevelListSchema,
  auth: 'required',
});

/** 1 when the member signed in today. */
export const signinIsSignEndpoint = defineEndpoint({
  path: '/api/membersignin/issign',
  body: emptyBodySchema,
  response: z.number().int(),
  auth: 'required',
});

/** Signs in for today; answers the reward applied. Twice a day → SIGNED_IN. */
export const signinEndpoint = defineEndpoint({
  path: '/api/membersignin/signin',
  body: emptyBodySchema,
  response: s.signinRewardSchema,
  auth: 'required',
  message: 'SIGNIN_SUCCESS',
});

/** The rewards per streak day. */
export const signinAwardEndpoint = defineEndpoint({
  path: '/api/membersignin/award',
  body: emptyBodySchema,
  response: s.signinAwardSchema,
  auth: 'none',
});

/** The days signed from six days before this month's first to today. */
export const signRecordsEndpoint = defineEndpoint({
  path: '/api/membersignin/getSignRecords',
  body: emptyBodySchema,
  response: s.signRecordsSchema,
  auth: 'required',
});

/** Zay's: today's sign-in state and the streak. */
export const signinStateEndpoint = defineEndpoint({
  path: '/api/membersignin/state',
  body: emptyBodySchema,
  response: s.signinStateSchema,
  auth: 'required',
});
