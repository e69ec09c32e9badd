import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { pageOf } from '../common/paging';
import * as s from './cms-console.schemas';

/*
 * The platform console's content editor and live-room review (issue 18, ADR 069), under
 * `/platform/api/` with `auth: 'platform'` (ADR 060): shop staff and members are refused.
 */

/** Help classes (sort, id), a class's articles or every article (sort, id), notices (pinned, newest). */
export const platformContentListEndpoint = defineEndpoint({
  path: '/platform/api/content/lists',
  body: s.contentListBodySchema,
  response: pageOf(s.contentRowSchema),
  auth: 'platform',
});

export const platformContentDetailEndpoint = defineEndpoint({
  path: '/platform/api/content/detail',
  body: s.contentIdBodySchema,
  response: s.contentDetailSchema,
  auth: 'platform',
});

/** Creates or changes the Burmese row, or saves a translation; answers the id. Bodies are sanitised. */
export const platformContentSaveEndpoint = defineEndpoint({
  path: '/platform/api/content/save',
  body: s.contentSaveBodySchema,
  response: z.number().int(),
  auth: 'platform',
});

export const platformContentSetEndpoint = defineEndpoint({
  path: '/platform/api/content/set',
  body: s.contentSetBodySchema,
  response: z.object({}),
  auth: 'platform',
});

/** Deletes the row and its translations; a help class with articles is refused. */
export const platformContentDeleteEndpoint = defineEndpoint({
  path: '/platform/api/content/delete',
  body: s.contentIdBodySchema,
  response: z.object({}),
  auth: 'platform',
});

/** Every shop's rooms of one review tab, pending ones oldest first, the rest newest first. */
export const platformLiveListEndpoint = defineEndpoint({
  path: '/platform/api/live/lists',
  body: s.liveReviewListBodySchema,
  response: s.liveReviewListSchema,
  auth: 'platform',
});

/** Pending → approved (listed on /shop/live). Once, however many send it. */
export const platformLiveApproveEndpoint = defineEndpoint({
  path: '/platform/api/live/approve',
  body: s.liveReviewIdBodySchema,
  response: z.object({}),
  auth: 'platform',
});

/** Pending → refused with a reason the shop sees. */
export const platformLiveRefuseEndpoint = defineEndpoint({
  path: '/platform/api/live/refuse',
  body: s.liveRefuseBodySchema,
  response: z.object({}),
  auth: 'platform',
});

/** Approved → refused with a reason (taken off /shop/live); the shop's next edit sends it back to review. */
export const platformLiveTakeDownEndpoint = defineEndpoint({
  path: '/platform/api/live/takedown',
  body: s.liveRefuseBodySchema,
  response: z.object({}),
  auth: 'platform',
});
