import { z } from 'zod';
import { consoleSessionEndpoints, defineEndpoint } from '../common/endpoint';
import { sellerLoginBodySchema, sellerLoginResultSchema, sellerStaffSchema } from '../seller/seller.schemas';
import * as s from './platform.schemas';

/*
 * The platform console's calls (ADR 060), under `/platform/api/`: `auth: 'platform'` takes a staff
 * token (cookie `zay_platform_token`, Bearer header or body `token`) of the platform's own staff
 * (site_id 0); a shop's staff is refused with PLATFORM_STAFF_ONLY.
 */

/** The platform's staff sign in with the shop console's accounts and answers. */
export const {
  login: platformLoginEndpoint,
  logout: platformLogoutEndpoint,
  info: platformInfoEndpoint,
} = consoleSessionEndpoints('platform', {
  loginBody: sellerLoginBodySchema,
  loginResult: sellerLoginResultSchema,
  info: sellerStaffSchema,
});

/** Every member's withdrawals of one tab, searched; newest first, with each tab's count. */
export const platformWithdrawListEndpoint = defineEndpoint({
  path: '/platform/api/withdraw/lists',
  body: s.platformWithdrawListBodySchema,
  response: s.platformWithdrawListSchema,
  auth: 'platform',
});

export const platformWithdrawDetailEndpoint = defineEndpoint({
  path: '/platform/api/withdraw/detail',
  body: s.platformWithdrawIdBodySchema,
  response: s.platformWithdrawDetailSchema,
  auth: 'platform',
});

/** Pending review → awaiting transfer. Once, however often or by however many it is sent. */
export const platformWithdrawApproveEndpoint = defineEndpoint({
  path: '/platform/api/withdraw/approve',
  body: s.platformWithdrawIdBodySchema,
  response: z.object({}),
  auth: 'platform',
});

/** Awaiting transfer → transferred, recording how, the reference and when. */
export const platformWithdrawTransferEndpoint = defineEndpoint({
  path: '/platform/api/withdraw/transfer',
  body: s.platformTransferBodySchema,
  response: z.object({}),
  auth: 'platform',
});

/** Pending or awaiting transfer → refused with a reason; the amount returns to the withdrawable balance. */
export const platformWithdrawRefuseEndpoint = defineEndpoint({
  path: '/platform/api/withdraw/refuse',
  body: s.platformRefuseBodySchema,
  response: z.object({}),
  auth: 'platform',
});
