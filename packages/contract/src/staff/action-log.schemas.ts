import { z } from 'zod';
import { intSchema } from '../common/fields';
import { pageQuerySchema } from '../common/paging';

/*
 * The platform console's action log (issue 31, ADR 091): who did what, when, from which address,
 * with the before and after of what changed. Rows are only ever added; a sweep removes those
 * older than ACTION_LOG_KEEP_DAYS.
 */

export const ACTION_LOG_KEEP_DAYS = 365;

/** An action's name: a dotted key such as `settings.payment` (the page names the ones it knows). */
export const actionNameSchema = z
  .string()
  .max(60)
  .regex(/^[a-z][a-z0-9_]*(\.[a-z0-9_]+)*$/);

export const actionLogRowSchema = z.object({
  id: z.number().int(),
  staff_id: z.number().int(),
  /** The staff account's username when it acted. */
  staff_name: z.string(),
  action: z.string(),
  /** What it acted on, e.g. a withdrawal's number; '' for a setting (the action names it). */
  target: z.string(),
  ip: z.string(),
  /** JSON text of the state before and after ('' when there was none). */
  before: z.string(),
  after: z.string(),
  create_time: z.number().int(),
});
export type ActionLogRow = z.infer<typeof actionLogRowSchema>;

/** Unix second bounds; a reversed range finds nothing. */
const moment = intSchema.pipe(z.number().int().min(0).max(4_102_444_800));

export const actionLogQuerySchema = pageQuerySchema.extend({
  /** Part of the staff account, the action, the target or the address. */
  keyword: z.string().trim().max(60).default(''),
  /** Actions starting with this (`settings` finds every setting change). */
  action: z.union([z.literal(''), actionNameSchema]).default(''),
  start_time: moment.optional(),
  end_time: moment.optional(),
});
export type ActionLogQuery = z.output<typeof actionLogQuerySchema>;
