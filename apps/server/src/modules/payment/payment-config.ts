import { z } from 'zod';
import {
  MAX_AWAITING_PROOF_ORDERS,
  PAY_TYPES,
  PROOF_CONFIRM_HOURS,
  WALLET_TYPES,
  type PayType,
  type PayTypes,
} from '@zay/contract';
import type { Db } from '../../db/database';
import { getConfig, registerSettingsGroup, updateConfig } from '../site';

const flag = z.object({ enabled: z.number().int() });
/** A wallet under the API family's key: its display name and logo (an image path) are the marketplace's. */
const wallet = (name: string) =>
  flag.extend({ name: z.string().trim().min(1).max(40).default(name), logo: z.string().max(300).default('') });
const payConfigSchema = z.object({
  offlinepay: flag.extend({
    bank_name: z.string(),
    account_bank: z.string(),
    account_number: z.string(),
    account_name: z.string(),
    /** Hours a proof waits for the shop (its confirmation window); then its orders reopen for payment (ADR 022/087). */
    proof_hours: z
      .number()
      .int()
      .min(1)
      .max(24 * 30)
      .default(PROOF_CONFIRM_HOURS),
    /** Minutes a reopened order stays payable (by other methods) before it closes as unpaid. */
    reopen_minutes: z
      .number()
      .int()
      .min(1)
      .max(24 * 60)
      .default(30),
    /** Orders one member may have awaiting a shop's confirmation at once. */
    max_awaiting: z.number().int().min(1).max(100).default(MAX_AWAITING_PROOF_ORDERS),
  }),
  balance: flag,
  wechatpay: wallet('WavePay'),
  alipay: wallet('KBZPay'),
});
export type PayConfig = z.infer<typeof payConfigSchema>;

/**
 * Without a stored setting: balance and the wallets, named as Myanmar's best-known ones (the
 * mobile-scan wallet WavePay, the online wallet KBZPay); bank transfer needs an account first.
 */
const DEFAULT: PayConfig = {
  offlinepay: {
    enabled: 0,
    bank_name: '',
    account_bank: '',
    account_number: '',
    account_name: '',
    proof_hours: PROOF_CONFIRM_HOURS,
    reopen_minutes: 30,
    max_awaiting: MAX_AWAITING_PROOF_ORDERS,
  },
  balance: { enabled: 1 },
  wechatpay: { enabled: 1, name: 'WavePay', logo: '' },
  alipay: { enabled: 1, name: 'KBZPay', logo: '' },
};

/** The platform's payment settings (config key `pay_config`). */
export const payConfig = (db: Db) => getConfig(db, 'pay_config', payConfigSchema, DEFAULT);

/** Methods a buyer may use now: enabled, bank transfer only with an account, wallets only with a provider. */
export async function enabledPayTypes(db: Db, walletAvailable: boolean): Promise<PayType[]> {
  const cfg = await payConfig(db);
  return PAY_TYPES.filter((t) => {
    if (!cfg[t].enabled) return false;
    if (t === 'offlinepay') return cfg.offlinepay.account_number !== '';
    if (t === 'wechatpay' || t === 'alipay') return walletAvailable;
    return true;
  });
}

/** The wallets' display names and logos, by key, for every wallet whether listed or not. */
export async function walletNames(db: Db): Promise<PayTypes['wallets']> {
  const cfg = await payConfig(db);
  return WALLET_TYPES.map((t) => ({ pay_type: t, name: cfg[t].name, logo: cfg[t].logo }));
}

/** The platform's payment methods and transfer account, as a settings group (issue 31, ADR 091). */
export function registerPaymentSettings(): void {
  registerSettingsGroup({
    group: 'payment',
    permission: 'finance',
    keys: ['pay_config'],
    async read(ctx) {
      const c = await payConfig(ctx.db);
      const on = (v: number) => (v ? 1 : 0) as 0 | 1;
      return {
        balance: { enabled: on(c.balance.enabled) },
        offlinepay: { ...c.offlinepay, enabled: on(c.offlinepay.enabled) },
        wechatpay: { ...c.wechatpay, enabled: on(c.wechatpay.enabled) },
        alipay: { ...c.alipay, enabled: on(c.alipay.enabled) },
      };
    },
    async write(ctx, value) {
      await updateConfig(ctx.db, 'pay_config', (stored) => ({ ...stored, ...value }));
    },
  });
}
