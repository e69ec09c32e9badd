import { z } from 'zod';
import { moneySchema } from '../common/money';
import { intSchema } from '../common/fields';
import { mobileSchema, nicknameSchema } from '../validation/account.rules';

/**
 * member/info and member/detail. The accounts as this family names them: `balance` (not
 * withdrawable) and `balance_money` (withdrawable; Zay has no withdrawable balance, so "0.00").
 * Zay has no member levels yet: `member_level` 0, `member_level_name` ''.
 */
export const memberInfoSchema = z.object({
  member_id: z.number().int(),
  username: z.string(),
  nickname: z.string(),
  headimg: z.string(),
  mobile: z.string(),
  email: z.string(),
  /** 1 when the member has a login password (a member registered by SMS may have none), else 0. */
  password: z.number().int(),
  reg_time: z.number().int(),
  last_login_time: z.number().int(),
  point: z.number().int(),
  balance: moneySchema,
  balance_money: moneySchema,
  growth: z.number().int(),
  member_level: z.number().int(),
  member_level_name: z.string(),
});
export type MemberInfo = z.infer<typeof memberInfoSchema>;

export const memberDetailSchema = memberInfoSchema;
export type MemberDetail = MemberInfo;

export const checkMobileBodySchema = z.object({ mobile: mobileSchema });

/** Coupon states as the family numbers them: 1 unused, 2 used, 3 expired. */
export const COUPON_STATES = [1, 2, 3] as const;
export const couponNumBodySchema = z.object({
  state: intSchema.pipe(z.union(COUPON_STATES.map((n) => z.literal(n)))).default(1),
});

export const modifyNicknameBodySchema = z.object({ nickname: nicknameSchema });
export const modifyHeadimgBodySchema = z.object({
  headimg: z.string({ error: 'HEADIMG_INVALID' }).trim().min(1, 'HEADIMG_INVALID').max(200, 'HEADIMG_INVALID'),
});

/** `upload/headimg`: the 120×120 picture's path; its 2× copy sits beside it (`…@2x.ext`). */
export const headimgUploadSchema = z.object({
  pic_path: z.string(),
  pic_name: z.string(),
  file_ext: z.string(),
  pic_spec: z.string(),
  update_time: z.number().int(),
  site_id: z.number().int(),
});
