import { z } from 'zod';
import { defineEndpoint } from '../../common/endpoint';
import { pageOf } from '../../common/paging';
import * as s from './address.schemas';

/** The member's addresses, the default first. */
export const addressPageEndpoint = defineEndpoint({
  path: '/api/memberaddress/page',
  body: s.addressPageBodySchema,
  response: pageOf(s.memberAddressSchema),
  auth: 'required',
});

export const addressInfoEndpoint = defineEndpoint({
  path: '/api/memberaddress/info',
  body: s.addressInfoBodySchema,
  response: s.memberAddressSchema,
  auth: 'required',
});

/** Saves a new address (the first one becomes the default); answers its id. */
export const addressAddEndpoint = defineEndpoint({
  path: '/api/memberaddress/add',
  body: s.addressAddBodySchema,
  response: z.number().int(),
  auth: 'required',
});

export const addressEditEndpoint = defineEndpoint({
  path: '/api/memberaddress/edit',
  body: s.addressEditBodySchema,
  response: z.number().int(),
  auth: 'required',
});

export const addressSetDefaultEndpoint = defineEndpoint({
  path: '/api/memberaddress/setdefault',
  body: s.addressIdBodySchema,
  response: z.object({}),
  auth: 'required',
});

/** Deletes an address; if it was the default, the newest remaining one takes its place. */
export const addressDeleteEndpoint = defineEndpoint({
  path: '/api/memberaddress/delete',
  body: s.addressIdBodySchema,
  response: z.object({}),
  auth: 'required',
});
