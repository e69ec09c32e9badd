import { z } from 'zod';
import { moneySchema } from '../common/money';
import { mobileSchema } from '../validation/account.rules';

export const memberInfoSchema = z.object({
  member_id: z.number().int(),
  username: z.string(),
  nickname: z.string(),
  headimg: z.string(),
  mobile: z.string(),
  email: z.string(),
  reg_time: z.number().int(),
  last_login_time: z.number().int(),
});
export type MemberInfo = z.infer<typeof memberInfoSchema>;

export const memberDetailSchema = memberInfoSchema.extend({
  point: z.number().int(),
  growth: z.number().int(),
  balance: moneySchema,
  member_level_name: z.string(),
});
export type MemberDetail = z.infer<typeof memberDetailSchema>;

export const checkMobileBodySchema = z.object({ mobile: mobileSchema });
