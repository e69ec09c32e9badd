import { z } from 'zod';
import { idSchema } from '../../common/fields';
import { pageQuerySchema } from '../../common/paging';

/** Live rooms waiting for, passed or refused by the platform's review (ADR 069). */
export const LIVE_REVIEW_TABS = ['pending', 'approved', 'refused', 'all'] as const;
export type LiveReviewTab = (typeof LIVE_REVIEW_TABS)[number];
export const LIVE_AUDIT = { PENDING: 0, APPROVED: 1, REFUSED: -1 } as const;

export const liveReviewListBodySchema = pageQuerySchema.extend({ tab: z.enum(LIVE_REVIEW_TABS).default('pending') });
export const liveReviewRowSchema = z.object({
  id: z.number().int(),
  site_id: z.number().int(),
  site_name: z.string(),
  name: z.string(),
  anchor_name: z.string(),
  start_time: z.number().int(),
  end_time: z.number().int(),
  live_status: z.number().int(),
  status_name: z.string(),
  audit_status: z.number().int(),
  audit_reason: z.string(),
  stream_url: z.string(),
  replay_url: z.string(),
  goods_count: z.number().int(),
});
export type LiveReviewRow = z.infer<typeof liveReviewRowSchema>;
export const liveReviewListSchema = z.object({
  list: z.array(liveReviewRowSchema),
  count: z.number().int(),
  page_count: z.number().int(),
  tab_count: z.record(z.enum(LIVE_REVIEW_TABS), z.number().int()),
});
export const liveReviewIdBodySchema = z.object({ id: idSchema });
export const liveRefuseBodySchema = z.object({ id: idSchema, reason: z.string().trim().min(1).max(200) });
