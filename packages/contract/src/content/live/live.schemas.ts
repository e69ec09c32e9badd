import { z } from 'zod';
import { idSchema, intSchema } from '../../common/fields';
import { moneySchema } from '../../common/money';
import { pageQuerySchema } from '../../common/paging';

/**
 * Live room statuses (`live/api/live/*`, API-SHAPES-MORE §6): 101 live, 102 not started, 103
 * ended, 104 banned, 105 paused, 106 error, 107 expired.
 */
export const LIVE_STATUS = {
  LIVE: 101,
  COMING: 102,
  ENDED: 103,
  BANNED: 104,
  PAUSED: 105,
  ERROR: 106,
  EXPIRED: 107,
} as const;
export const LIVE_STATUSES = Object.values(LIVE_STATUS);
export type LiveStatus = (typeof LIVE_STATUSES)[number];
export const liveStatusSchema = z.union(
  LIVE_STATUSES.map((s) => z.literal(s)) as [z.ZodLiteral<LiveStatus>, ...z.ZodLiteral<LiveStatus>[]],
);

/** A goods of a room, as a goods card shows it. */
export const liveGoodsSchema = z.object({
  goods_id: z.number().int(),
  sku_id: z.number().int(),
  goods_name: z.string(),
  sku_image: z.string(),
  price: moneySchema,
  discount_price: moneySchema,
  stock: z.number().int(),
});
export type LiveGoods = z.infer<typeof liveGoodsSchema>;

/**
 * A room as the family answers it, `goods` being Zay's goods rather than WeChat's. Zay adds the
 * address the page plays: `play_url` with `play_type` `hls` (live, a stream), `mp4` (a replay) or
 * '' (nothing playable now).
 */
export const liveRoomSchema = z.object({
  id: z.number().int(),
  site_id: z.number().int(),
  site_name: z.string(),
  roomid: z.number().int(),
  name: z.string(),
  cover_img: z.string(),
  share_img: z.string(),
  banner: z.string(),
  start_time: z.number().int(),
  end_time: z.number().int(),
  anchor_name: z.string(),
  anchor_img: z.string(),
  anchor_wechat: z.string(),
  goods: z.array(liveGoodsSchema),
  live_status: liveStatusSchema,
  status_name: z.string(),
  audit_status: z.number().int(),
  type: z.number().int(),
  close_like: z.number().int(),
  close_goods: z.number().int(),
  close_comment: z.number().int(),
  play_url: z.string(),
  play_type: z.enum(['hls', 'mp4', '']),
});
export type LiveRoom = z.infer<typeof liveRoomSchema>;

export const livePageBodySchema = pageQuerySchema.extend({ site_id: idSchema.optional() });
export const liveInfoBodySchema = z.object({ site_id: idSchema.optional() });
export const liveDetailBodySchema = z.object({ id: idSchema });
export const liveStatusBodySchema = z.object({
  room_id: idSchema,
  status: intSchema.pipe(liveStatusSchema),
});

/** A stream or replay address: https only (or an uploaded file), never a script or plain http. */
const videoAddressSchema = z
  .string()
  .trim()
  .max(500)
  .refine((v) => v === '' || /^https:\/\/[^\s"'<>]+$/i.test(v) || /^upload\/[\w./-]+$/.test(v), 'invalid_url');

export const LIVE_GOODS_MAX = 20;

/** The shop console's room: what the shop set, with its goods' ids. */
export const sellerLiveRoomSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  anchor_name: z.string(),
  start_time: z.number().int(),
  end_time: z.number().int(),
  live_status: liveStatusSchema,
  status_name: z.string(),
  /** The platform's review (ADR 069): 0 waiting, 1 approved (listed), -1 refused with `audit_reason`. */
  audit_status: z.number().int(),
  audit_name: z.string(),
  audit_reason: z.string(),
  stream_url: z.string(),
  replay_url: z.string(),
  goods_ids: z.array(z.number().int()),
});
export type SellerLiveRoom = z.infer<typeof sellerLiveRoomSchema>;

/** Schedules a room (no `id`) or changes one of the shop's; `goods_ids` its goods in order. */
export const liveSaveBodySchema = z
  .object({
    id: idSchema.optional(),
    name: z.string().trim().min(1).max(50),
    anchor_name: z.string().trim().max(30).default(''),
    start_time: intSchema.pipe(z.number().int().min(1)),
    end_time: intSchema.pipe(z.number().int().min(1)),
    stream_url: videoAddressSchema.default(''),
    replay_url: videoAddressSchema.default(''),
    goods_ids: z
      .union([z.string().regex(/^\s*(\d{1,15}\s*(,\s*\d{1,15}\s*)*)?$/), z.array(idSchema)])
      .transform((v) =>
        typeof v === 'string'
          ? v
              .split(',')
              .filter((p) => p.trim() !== '')
              .map(Number)
          : v,
      )
      .pipe(z.array(z.number().int().min(1)).max(LIVE_GOODS_MAX))
      .default([]),
  })
  .refine((b) => b.end_time > b.start_time, { path: ['end_time'], message: 'end_before_start' });
export type LiveSaveBody = z.output<typeof liveSaveBodySchema>;
