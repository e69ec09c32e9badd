import { z } from 'zod';
import { defineEndpoint, pageEndpoint } from '../../common/endpoint';
import { pageOf } from '../../common/paging';
import * as s from './live.schemas';

/** Approved rooms: live first, then coming (soonest first), then the rest (latest first). */
export const livePageEndpoint = defineEndpoint({
  path: '/live/api/live/page',
  body: s.livePageBodySchema,
  response: pageOf(s.liveRoomSchema),
  auth: 'none',
});

/** The first live room, else the first coming one, else null. */
export const liveInfoEndpoint = defineEndpoint({
  path: '/live/api/live/info',
  body: s.liveInfoBodySchema,
  response: s.liveRoomSchema.nullable(),
  auth: 'none',
});

/** Zay's own: one approved room; LIVE_ROOM_NOT_FOUND for any other id. */
export const liveDetailEndpoint = defineEndpoint({
  path: '/live/api/live/detail',
  body: s.liveDetailBodySchema,
  response: s.liveRoomSchema,
  auth: 'none',
});

/**
 * Sets a room's status. The family's call checks nobody (API-SHAPES-MORE §6); Zay's takes the
 * shop console's staff and only their own shop's rooms (ADR 068).
 */
export const liveStatusEndpoint = defineEndpoint({
  path: '/live/api/live/modifyLiveStatus',
  body: s.liveStatusBodySchema,
  response: z.number().int(),
  auth: 'seller',
});

/** The shop's own rooms, any status, latest start first. */
export const sellerLivePageEndpoint = pageEndpoint('/seller/api/live/lists', pageOf(s.sellerLiveRoomSchema), 'seller');

/** Schedules a room or changes one of the shop's; answers its id. Its goods must be the shop's own. */
export const sellerLiveSaveEndpoint = defineEndpoint({
  path: '/seller/api/live/save',
  body: s.liveSaveBodySchema,
  response: z.number().int(),
  auth: 'seller',
});
