import { z } from 'zod';
import { defineEndpoint } from '../../common/endpoint';
import * as s from './withdrawal-review.schemas';

/*
 * The platform console's withdrawal review (ADR 060), under `/platform/api/`: `auth: 'platform'`
 * takes a staff token of the platform's own staff (staff/platform).
 */

/** Every member's withdrawals of one tab, searched; newest first, with each tab's count. */
export const platformWithdrawListEndpoint = defineEndpoint({
  path: '/platform/api/withdraw/lists',
  body: s.platformWithdrawListBodySchema,
  response: s.platformWithdrawListSchema,
  auth: 'platform',
  permission: 'withdrawals',
});

export const platformWithdrawDetailEndpoint = defineEndpoint({
  path: '/platform/api/withdraw/detail',
  body: s.platformWithdrawIdBodySchema,
  response: s.platformWithdrawDetailSchema,
  auth: 'platform',
  permission: 'withdrawals',
});

/** Pending review → awaiting transfer. Once, however often or by however many it is sent. */
export const platformWithdrawApproveEndpoint = defineEndpoint({
  path: '/platform/api/withdraw/approve',
  body: s.platformWithdrawIdBodySchema,
  response: z.object({}),
  auth: 'platform',
  permission: 'withdrawals',
});

/** Awaiting transfer → transferred, recording how, the reference and when. */
export const platformWithdrawTransferEndpoint = defineEndpoint({
  path: '/platform/api/withdraw/transfer',
  body: s.platformTransferBodySchema,
  response: z.object({}),
  auth: 'platform',
  permission: 'withdrawals',
});

/** Pending or awaiting transfer → refused with a reason; the amount returns to the withdrawable balance. */
export const platformWithdrawRefuseEndpoint = defineEndpoint({
  path: '/platform/api/withdraw/refuse',
  body: s.platformRefuseBodySchema,
  response: z.object({}),
  auth: 'platform',
  permission: 'withdrawals',
});
