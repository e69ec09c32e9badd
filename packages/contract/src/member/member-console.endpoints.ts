import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { pageOf } from '../common/paging';
import * as s from './member-console.schemas';

/*
 * The platform console's members (issue 31, ADR 092), under `/platform/api/` with
 * `auth: 'platform'` (ADR 060). Reading needs `members.read`, freezing `members.freeze`,
 * adjusting `members.money`.
 */

export const platformMemberListEndpoint = defineEndpoint({
  path: '/platform/api/member/lists',
  body: s.memberListBodySchema,
  response: pageOf(s.consoleMemberSchema),
  auth: 'platform',
  permission: 'members.read',
});

export const platformMemberDetailEndpoint = defineEndpoint({
  path: '/platform/api/member/detail',
  body: s.memberIdBodySchema,
  response: s.consoleMemberDetailSchema,
  auth: 'platform',
  permission: 'members.read',
});

/** The member's money or points ledger, newest first: the rows the member sees, with the account after each. */
export const platformMemberLedgerEndpoint = defineEndpoint({
  path: '/platform/api/member/ledger',
  body: s.memberLedgerBodySchema,
  response: pageOf(s.consoleLedgerRowSchema),
  auth: 'platform',
  permission: 'members.read',
});

export const platformMemberFreezeEndpoint = defineEndpoint({
  path: '/platform/api/member/freeze',
  body: s.memberFreezeBodySchema,
  response: z.object({}),
  auth: 'platform',
  permission: 'members.freeze',
});

export const platformMemberAdjustEndpoint = defineEndpoint({
  path: '/platform/api/member/adjust',
  body: s.memberAdjustBodySchema,
  response: s.memberAdjustResultSchema,
  auth: 'platform',
  permission: 'members.money',
});
