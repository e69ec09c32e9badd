import { z } from 'zod';
import { defineEndpoint } from '../../common/endpoint';
import * as s from './live-console.schemas';

/*
 * The platform console's live-room review (issue 18, ADR 069), under `/platform/api/` with
 * `auth: 'platform'` (ADR 060): shop staff and members are refused.
 */

/** Every shop's rooms of one review tab, pending ones oldest first, the rest newest first. */
export const platformLiveListEndpoint = defineEndpoint({
  path: '/platform/api/live/lists',
  body: s.liveReviewListBodySchema,
  response: s.liveReviewListSchema,
  auth: 'platform',
  permission: 'live',
});

/** Pending → approved (listed on /shop/live). Once, however many send it. */
export const platformLiveApproveEndpoint = defineEndpoint({
  path: '/platform/api/live/approve',
  body: s.liveReviewIdBodySchema,
  response: z.object({}),
  auth: 'platform',
  permission: 'live',
});

/** Pending → refused with a reason the shop sees. */
export const platformLiveRefuseEndpoint = defineEndpoint({
  path: '/platform/api/live/refuse',
  body: s.liveRefuseBodySchema,
  response: z.object({}),
  auth: 'platform',
  permission: 'live',
});

/** Approved → refused with a reason (taken off /shop/live); the shop's next edit sends it back to review. */
export const platformLiveTakeDownEndpoint = defineEndpoint({
  path: '/platform/api/live/takedown',
  body: s.liveRefuseBodySchema,
  response: z.object({}),
  auth: 'platform',
  permission: 'live',
});
