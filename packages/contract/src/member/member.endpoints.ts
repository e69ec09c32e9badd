import { z } from 'zod';
import { defineEndpoint, emptyBodySchema } from '../common/endpoint';
import * as s from './member.schemas';

export const memberInfoEndpoint = defineEndpoint({
  path: '/api/member/info',
  body: emptyBodySchema,
  response: s.memberInfoSchema,
  auth: 'required',
});

export const memberDetailEndpoint = defineEndpoint({
  path: '/api/member/detail',
  body: emptyBodySchema,
  response: s.memberDetailSchema,
  auth: 'required',
});

/** Code 0 when the number is free; -1 (MOBILE_TAKEN) when a member already uses it. */
export const checkMobileEndpoint = defineEndpoint({
  path: '/api/member/checkmobile',
  body: s.checkMobileBodySchema,
  response: z.object({}),
  auth: 'none',
});

/** How many of the member's store and platform coupons are in `state` (1 unused and still valid, 2 used, 3 expired). */
export const couponNumEndpoint = defineEndpoint({
  path: '/api/member/couponnum',
  body: s.couponNumBodySchema,
  response: z.number().int(),
  auth: 'required',
});

/** Answers 1 (the family's update result). */
export const modifyNicknameEndpoint = defineEndpoint({
  path: '/api/member/modifynickname',
  body: s.modifyNicknameBodySchema,
  response: z.number().int(),
  auth: 'required',
  message: 'NICKNAME_SAVED',
});

/** `headimg`: a path `upload/headimg` answered to this member; any other path is refused. */
export const modifyHeadimgEndpoint = defineEndpoint({
  path: '/api/member/modifyheadimg',
  body: s.modifyHeadimgBodySchema,
  response: z.number().int(),
  auth: 'required',
  message: 'HEADIMG_SAVED',
});

/**
 * The avatar upload: multipart/form-data, one jpeg/png/webp file in field `file` (at most
 * HEADIMG_MAX_BYTES), cropped to 120×120 with a 240×240 copy. Not JSON, so described here
 * rather than defined with `defineEndpoint`.
 */
export const headimgUpload = {
  path: '/api/upload/headimg',
  field: 'file',
  response: s.headimgUploadSchema,
  auth: 'required',
  message: 'UPLOAD_SUCCESS',
} as const;
