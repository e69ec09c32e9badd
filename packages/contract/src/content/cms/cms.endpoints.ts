import { defineEndpoint, pageEndpoint } from '../../common/endpoint';
import { pageOf } from '../../common/paging';
import * as s from './cms.schemas';

/** Announcements, pinned first, newest next. */
export const noticePageEndpoint = pageEndpoint('/api/notice/page', pageOf(s.noticeItemSchema), 'none');

export const noticeInfoEndpoint = defineEndpoint({
  path: '/api/notice/info',
  body: s.idBodySchema,
  response: s.noticeSchema,
  auth: 'none',
});

/** Help articles, of one class when `class_id` is given. */
export const helpPageEndpoint = defineEndpoint({
  path: '/api/help/page',
  body: s.helpPageBodySchema,
  response: pageOf(s.helpItemSchema),
  auth: 'none',
});

export const helpInfoEndpoint = defineEndpoint({
  path: '/api/help/info',
  body: s.idBodySchema,
  response: s.helpSchema,
  auth: 'none',
});
