import { z } from 'zod';
import { WITHDRAW_TYPES } from '@zay/contract';
import type { Db } from '../../../db/database';
import { getConfig, registerSettingsGroup, updateConfig } from '../../site';

const withdrawConfigSchema = z.object({
  is_use: z.number().int(),
  is_auto_audit: z.number().int(),
  is_auto_transfer: z.number().int(),
  /** Fee in hundredths of a percent (100 = 1%). */
  rate: z.number().int().min(0).max(10_000),
  /** Minor units. */
  min: z.number().int().min(1),
  transfer_type: z.array(z.enum(WITHDRAW_TYPES)),
});
export type WithdrawSettings = z.infer<typeof withdrawConfigSchema>;

/** Without a stored setting: open, reviewed by the platform, 1% fee, at least 1,000 Ks, every method. */
const DEFAULT_WITHDRAW: WithdrawSettings = {
  is_use: 1,
  is_auto_audit: 0,
  is_auto_transfer: 0,
  rate: 100,
  min: 1000_00,
  transfer_type: [...WITHDRAW_TYPES],
};

export const withdrawSettings = (db: Db) => getConfig(db, 'member_withdraw', withdrawConfigSchema, DEFAULT_WITHDRAW);

/** Members' withdrawal rules as a settings group (issue 31, ADR 091). */
export function registerWithdrawalSettings(): void {
  registerSettingsGroup({
    group: 'withdrawal',
    permission: 'finance',
    keys: ['member_withdraw'],
    async read(ctx) {
      const c = await withdrawSettings(ctx.db);
      return {
        is_use: c.is_use ? 1 : 0,
        min: c.min,
        rate: c.rate,
        is_auto_audit: c.is_auto_audit ? 1 : 0,
        transfer_type: c.transfer_type,
      };
    },
    async write(ctx, value) {
      await updateConfig(ctx.db, 'member_withdraw', (stored) => ({ ...stored, ...value }));
    },
  });
}
