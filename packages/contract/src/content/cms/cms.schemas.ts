import { z } from 'zod';
import { idSchema } from '../../common/fields';
import { pageQuerySchema } from '../../common/paging';

export const noticeItemSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  is_top: z.number().int(),
  create_time: z.number().int(),
});
export const noticeSchema = noticeItemSchema.extend({ content: z.string() });
export type NoticeItem = z.infer<typeof noticeItemSchema>;
export type Notice = z.infer<typeof noticeSchema>;

export const helpItemSchema = z.object({
  id: z.number().int(),
  class_id: z.number().int(),
  class_name: z.string(),
  title: z.string(),
  link_address: z.string(),
  sort: z.number().int(),
  create_time: z.number().int(),
});
/** An article's neighbour in its class, in the class's list order. */
export const helpNeighbourSchema = z.object({ id: z.number().int(), title: z.string() }).nullable();
export const helpSchema = helpItemSchema.extend({
  content: z.string(),
  prev: helpNeighbourSchema,
  next: helpNeighbourSchema,
});
export type HelpItem = z.infer<typeof helpItemSchema>;
export type Help = z.infer<typeof helpSchema>;

export const idBodySchema = z.object({ id: idSchema });
export const helpPageBodySchema = pageQuerySchema.extend({ class_id: idSchema.optional() });
