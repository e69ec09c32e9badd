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
