import { z } from 'zod';
import { intSchema } from '../../common/fields';
import { moneySchema } from '../../common/money';
import { pageOf } from '../../common/paging';
import { withdrawDetailSchema, withdrawRowSchema } from './withdrawal.schemas';
import { maxChars, notBlank, requiredId, requiredText, singleLine } from '../../validation/rule-helpers';

/* The platform console (`/platform`, ADR 060): its staff review the members' withdrawals. */

/** The review's tabs: every withdrawal, or one status (WITHDRAW_STATUS). */
export const PLATFORM_WITHDRAW_TABS = ['all', 'pending', 'approved', 'transferred', 'refused'] as const;
export type PlatformWithdrawTab = (typeof PLATFORM_WITHDRAW_TABS)[number];
export const PLATFORM_WITHDRAW_PAGE_SIZE = 20;
/** Whose withdrawals the queue shows: the members' or the shops' (ADR 102). */
export const PLATFORM_WITHDRAW_OWNERS = ['member', 'shop'] as const;
export type PlatformWithdrawOwner = (typeof PLATFORM_WITHDRAW_OWNERS)[number];

const pageNo = intSchema.pipe(z.number().int().min(1).max(100_000));

export const platformWithdrawListBodySchema = z.object({
  tab: z.enum(PLATFORM_WITHDRAW_TABS, { error: 'FIELD_INVALID' }).default('all'),
  owner: z.enum(PLATFORM_WITHDRAW_OWNERS, { error: 'FIELD_INVALID' }).default('member'),
  /** Part of the withdrawal number, the member's username or nickname, the account name, number or mobile. */
  search: z.string({ error: 'FIELD_INVALID' }).trim().max(50, 'FIELD_TOO_LONG').default(''),
  page: pageNo.default(1),
  page_size: intSchema.pipe(z.number().int().min(1).max(100)).default(PLATFORM_WITHDRAW_PAGE_SIZE),
});
export type PlatformWithdrawListBody = z.input<typeof platformWithdrawListBodySchema>;
export type PlatformWithdrawQuery = z.output<typeof platformWithdrawListBodySchema>;

/** The member (or shop: member_id 0, ADR 102) who asked for the withdrawal, as the platform's list and detail show them. */
const applicantShape = {
  member_id: z.number().int(),
  username: z.string(),
  nickname: z.string(),
  site_id: z.number().int(),
  site_name: z.string(),
};

export const platformWithdrawRowSchema = withdrawRowSchema.extend({
  ...applicantShape,
  realname: z.string(),
  account_number: z.string(),
  money: moneySchema,
});
export type PlatformWithdrawRow = z.infer<typeof platformWithdrawRowSchema>;

/** The list of one tab and how many withdrawals each tab holds (the tabs' badges). */
export const platformWithdrawListSchema = pageOf(platformWithdrawRowSchema).extend({
  tab_count: z.record(z.enum(PLATFORM_WITHDRAW_TABS), z.number().int()),
});
export type PlatformWithdrawList = z.infer<typeof platformWithdrawListSchema>;

export const platformWithdrawDetailSchema = withdrawDetailSchema.extend({
  ...applicantShape,
  transfer_method: z.string(),
  transfer_reference: z.string(),
  /** The staff member who last moved it, by nickname ('' before any review). */
  reviewer: z.string(),
});
export type PlatformWithdrawDetail = z.infer<typeof platformWithdrawDetailSchema>;

export const platformWithdrawIdBodySchema = z.object({ id: requiredId('REQUEST_ID') });

const line = (key: Parameters<typeof requiredText>[0], max: number) =>
  requiredText(key).check(notBlank(key), maxChars(max, 'FIELD_TOO_LONG'), singleLine());

/** The transfer as it was made: how (e.g. "KBZPay"), its reference, when (0 = now; never in the future). */
export const platformTransferBodySchema = z.object({
  id: requiredId('REQUEST_ID'),
  transfer_method: line('PLATFORM_TRANSFER_METHOD_REQUIRED', 30),
  transfer_reference: line('PLATFORM_TRANSFER_REFERENCE_REQUIRED', 60),
  transfer_time: intSchema.pipe(z.number().int().min(0).max(4_102_444_800)).default(0),
  remark: z.string({ error: 'FIELD_INVALID' }).trim().check(maxChars(200, 'FIELD_TOO_LONG')).default(''),
});
export type PlatformTransferBody = z.output<typeof platformTransferBodySchema>;

export const platformRefuseBodySchema = z.object({
  id: requiredId('REQUEST_ID'),
  reason: requiredText('PLATFORM_REFUSE_REASON_REQUIRED').check(
    notBlank('PLATFORM_REFUSE_REASON_REQUIRED'),
    maxChars(200, 'FIELD_TOO_LONG'),
  ),
});
