import { z } from 'zod';
import { defineEndpoint, emptyBodySchema } from '../../common/endpoint';
import { idSchema, intSchema } from '../../common/fields';
import { sellerSlotSchema } from './seckill.schemas';

// The platform console's seckill time slots (`/platform/api/seckill/slot/*`, ADR 072).

/** A slot as the platform manages it: on (1) or switched off (0), and how many seckills run in it. */
export const platformSlotSchema = sellerSlotSchema.extend({
  status: z.number().int(),
  seckill_count: z.number().int(),
});
export type PlatformSlot = z.infer<typeof platformSlotSchema>;

const second = intSchema.pipe(z.number().int().min(0).max(86_400, 'SECKILL_SLOT_TIME_INVALID'));

/** Creates (no `id`) or edits a slot: a name and its start and end in seconds after midnight, the end after the start. */
export const platformSlotSaveBodySchema = z
  .object({
    id: idSchema.optional(),
    name: z.string().trim().min(1, 'SECKILL_SLOT_NAME_INVALID').max(20, 'SECKILL_SLOT_NAME_INVALID'),
    seckill_start_time: second,
    seckill_end_time: second,
  })
  .refine((s) => s.seckill_end_time > s.seckill_start_time && s.seckill_start_time < 86_400, {
    message: 'SECKILL_SLOT_TIME_INVALID',
    path: ['seckill_end_time'],
  });
export type PlatformSlotSaveBody = z.input<typeof platformSlotSaveBodySchema>;

export const platformSlotStatusBodySchema = z.object({ id: idSchema, status: z.union([z.literal(0), z.literal(1)]) });

/** Every slot, on or off, by start. */
export const platformSlotListEndpoint = defineEndpoint({
  path: '/platform/api/seckill/slot/lists',
  body: emptyBodySchema,
  response: z.array(platformSlotSchema),
  auth: 'platform',
  permission: 'seckill',
});

/** Creates or edits a slot; answers its id. */
export const platformSlotSaveEndpoint = defineEndpoint({
  path: '/platform/api/seckill/slot/save',
  body: platformSlotSaveBodySchema,
  response: z.object({ id: z.number().int() }),
  auth: 'platform',
  permission: 'seckill',
});

/** Switches a slot off (0: its seckills stop running in it, it leaves the storefront) or on again (1). */
export const platformSlotStatusEndpoint = defineEndpoint({
  path: '/platform/api/seckill/slot/status',
  body: platformSlotStatusBodySchema,
  response: z.object({}),
  auth: 'platform',
  permission: 'seckill',
});
