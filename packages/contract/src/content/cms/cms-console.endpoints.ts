import { z } from 'zod';
import { defineEndpoint } from '../../common/endpoint';
import { pageOf } from '../../common/paging';
import * as s from './cms-console.schemas';

/*
 * The platform console's content editor (issue 18, ADR 069), under
 * `/platform/api/` with `auth: 'platform'` (ADR 060): shop staff and members are refused.
 */

/** Help classes (sort, id), a class's articles or every article (sort, id), notices (pinned, newest). */
export const platformContentListEndpoint = defineEndpoint({
  path: '/platform/api/content/lists',
  body: s.contentListBodySchema,
  response: pageOf(s.contentRowSchema),
  auth: 'platform',
  permission: 'content',
});

export const platformContentDetailEndpoint = defineEndpoint({
  path: '/platform/api/content/detail',
  body: s.contentIdBodySchema,
  response: s.contentDetailSchema,
  auth: 'platform',
  permission: 'content',
});

/** Creates or changes the Burmese row, or saves a translation; answers the id. Bodies are sanitised. */
export const platformContentSaveEndpoint = defineEndpoint({
  path: '/platform/api/content/save',
  body: s.contentSaveBodySchema,
  response: z.number().int(),
  auth: 'platform',
  permission: 'content',
});

export const platformContentSetEndpoint = defineEndpoint({
  path: '/platform/api/content/set',
  body: s.contentSetBodySchema,
  response: z.object({}),
  auth: 'platform',
  permission: 'content',
});

/** Deletes the row and its translations; a help class with articles is refused. */
export const platformContentDeleteEndpoint = defineEndpoint({
  path: '/platform/api/content/delete',
  body: s.contentIdBodySchema,
  response: z.object({}),
  auth: 'platform',
  permission: 'content',
});
