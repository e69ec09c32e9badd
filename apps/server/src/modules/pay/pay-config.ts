import { z } from 'zod';
import { PAY_TYPES, type PayType } from '@zay/contract';
import type { Db } from '../../db/database';
import { getConfig } from '../config/config.service';

const flag = z.object({ enabled: z.number().int() });
const payConfigSchema = z.object({
  offlinepay: flag.extend({
    bank_name: z.string(),
    account_bank: z.string(),
    account_number: z.string(),
    account_name: z.string(),
    /** Hours a proof waits for the shop; then its orders reopen for payment (issue 19 §3). */
    proof_hours: z
      .number()
      .int()
      .min(1)
      .max(24 * 30)
      .default(48),
    /** Minutes a reopened order stays payable (by other methods) before it closes as unpaid. */
    reopen_minutes: z
      .number()
      .int()
      .min(1)
      .max(24 * 60)
      .default(30),
    /** Orders one member may have awaiting a shop's confirmation at once. */
    max_awaiting: z.number().int().min(1).max(100).default(3),
  }),
  balance: flag,
  mobilewallet: flag,
  onlinewallet: flag,
});
export type PayConfig = z.infer<typeof payConfigSchema>;

/** Without a stored setting: balance and the wallets; bank transfer needs an account first. */
const DEFAULT: PayConfig = {
  offlinepay: {
    enabled: 0,
    bank_name: '',
    account_bank: '',
    account_number: '',
    account_name: '',
    proof_hours: 48,
    reopen_minutes: 30,
    max_awaiting: 3,
  },
  balance: { enabled: 1 },
  mobilewallet: { enabled: 1 },
  onlinewallet: { enabled: 1 },
};

/** The platform's payment settings (config key `pay_config`). */
export const payConfig = (db: Db) => getConfig(db, 'pay_config', payConfigSchema, DEFAULT);

/** Methods a buyer may use now: enabled, bank transfer only with an account, wallets only with a provider. */
export async function enabledPayTypes(db: Db, walletAvailable: boolean): Promise<PayType[]> {
  const cfg = await payConfig(db);
  return PAY_TYPES.filter((t) => {
    if (!cfg[t].enabled) return false;
    if (t === 'offlinepay') return cfg.offlinepay.account_number !== '';
    if (t === 'mobilewallet' || t === 'onlinewallet') return walletAvailable;
    return true;
  });
}
