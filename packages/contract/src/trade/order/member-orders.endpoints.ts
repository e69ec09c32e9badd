import { z } from 'zod';
import { defineEndpoint } from '../../common/endpoint';
import { idSchema } from '../../common/fields';
import { moneySchema } from '../../common/money';
import { pageOf, pageQuerySchema } from '../../common/paging';

/**
 * A member's orders in the platform console's member detail (issue 31, ADR 092): newest first,
 * every shop, with the status in the reader's language. Needs `members.read`.
 */
export const consoleMemberOrderSchema = z.object({
  order_id: z.number().int(),
  order_no: z.string(),
  site_name: z.string(),
  order_name: z.string(),
  order_money: moneySchema,
  order_status: z.number().int(),
  order_status_name: z.string(),
  create_time: z.number().int(),
});
export type ConsoleMemberOrder = z.infer<typeof consoleMemberOrderSchema>;

export const platformMemberOrdersEndpoint = defineEndpoint({
  path: '/platform/api/member/orders',
  body: pageQuerySchema.extend({ member_id: idSchema }),
  response: pageOf(consoleMemberOrderSchema),
  auth: 'platform',
  permission: 'members.read',
});
