import { z } from 'zod';
import { defineEndpoint, emptyBodySchema } from '../../common/endpoint';
import * as s from './decorate.schemas';

/*
 * The platform's decoration of the home page and the chrome (issue 31, ADR 104), under
 * `/platform/api/` with the `content` permission (help and notices are the same staff's).
 */

/** The draft, or the published decoration when there is none, with the advert positions. */
export const platformDecorateGetEndpoint = defineEndpoint({
  path: '/platform/api/decorate/get',
  body: emptyBodySchema,
  response: s.decorateStateSchema,
  auth: 'platform',
  permission: 'content',
});

/** Saves the whole draft (shoppers see nothing yet) and answers the state with a preview token. */
export const platformDecorateSaveEndpoint = defineEndpoint({
  path: '/platform/api/decorate/save',
  body: s.decorateSaveBodySchema,
  response: s.decorateStateSchema,
  auth: 'platform',
  permission: 'content',
});

/** Publishes the draft: shoppers see it on their next page, on every process. */
export const platformDecoratePublishEndpoint = defineEndpoint({
  path: '/platform/api/decorate/publish',
  body: emptyBodySchema,
  response: s.decorateStateSchema,
  auth: 'platform',
  permission: 'content',
});

/** Throws the draft away: the console shows the published decoration again. */
export const platformDecorateDiscardEndpoint = defineEndpoint({
  path: '/platform/api/decorate/discard',
  body: emptyBodySchema,
  response: s.decorateStateSchema,
  auth: 'platform',
  permission: 'content',
});

/**
 * The storefront's preview of a draft, opened with its token (`/?preview=…`): adverts, menus,
 * search words and floors as the published calls would answer once it is published. An unknown
 * or expired token answers DECORATE_PREVIEW_EXPIRED.
 */
export const decoratePreviewEndpoint = defineEndpoint({
  path: '/api/pc/decoratePreview',
  body: s.decoratePreviewBodySchema,
  response: s.decoratePreviewSchema,
  auth: 'none',
});

/** The most an advert picture may weigh. */
export const DECORATE_IMAGE_MAX_BYTES = 2 * 1024 * 1024;

/** An advert picture (multipart field `file`: jpeg/png/webp), re-encoded and stored. */
export const platformDecorateImageUpload = {
  path: '/platform/api/upload/decorate',
  field: 'file',
  response: z.object({ pic_path: z.string() }),
  auth: 'platform',
  permission: 'content',
} as const;
