import { z } from 'zod';
import { moneySchema } from '../common/money';
import { PAY_PROOF_IMAGES_MAX, PAY_TYPES, WALLET_TYPES } from '../trade/order/order.constants';
import { payPasswordSchema } from '../validation/account.rules';
import { optionalText } from '../validation/rule-helpers';

const int = z.number().int();

export const outTradeNoSchema = z
  .string()
  .trim()
  .regex(/^[0-9A-Za-z]{1,40}$/, 'PAY_INFO_MISSING');
export const outTradeNoBodySchema = z.object({ out_trade_no: outTradeNoSchema });

/** pay/info: the payment and the orders it pays for. */
export const payInfoSchema = z.object({
  out_trade_no: z.string(),
  pay_money: moneySchema,
  pay_status: int, // 0 unpaid, 1 paying (bank transfer awaiting the shop), 2 paid, -1 closed
  pay_type: z.string(), // '' until paid or a proof is sent
  pay_type_name: z.string(),
  pay_detail: z.string(), // order summary
  create_time: int,
  pay_time: int,
  /** When the unpaid orders close by themselves; 0 when they no longer can. */
  expire_time: int,
  order_id: int, // the first order, for links
  order_type: int,
  order_list: z.array(
    z.object({
      order_id: int,
      order_no: z.string(),
      site_id: int,
      site_name: z.string(),
      order_name: z.string(),
      order_money: moneySchema,
      balance_money: moneySchema,
      pay_money: moneySchema,
      goods_num: int,
    }),
  ),
  /** The bank-transfer proof sent for this payment, if any. */
  offline_proof: z.object({ imgs: z.array(z.string()), desc: z.string(), create_time: int }).nullable(),
});
export type PayInfo = z.infer<typeof payInfoSchema>;

/**
 * pay/type: the configured methods as the family's comma list ("offlinepay,balance,…"), and the
 * listed wallets' display names and logos (image paths, '' for none) from the configuration.
 */
export const payTypeSchema = z.object({
  pay_type: z.string(),
  wallets: z.array(z.object({ pay_type: z.enum(WALLET_TYPES), name: z.string(), logo: z.string() })),
});
export type PayTypes = z.infer<typeof payTypeSchema>;

/**
 * pay/pay. `pay_password` is needed for balance; `return_url` (a path of this site) is where the
 * online wallet sends the buyer back to (default /result?out_trade_no=…).
 */
export const payPayBodySchema = z.object({
  out_trade_no: outTradeNoSchema,
  pay_type: z.enum(PAY_TYPES, { error: 'PAY_TYPE_NOT_CONFIGURED' }),
  pay_password: z.string().max(20).optional(),
  return_url: z.string().max(500).optional(),
});

/** What the chosen method needs next. */
export const payPayResultSchema = z.discriminatedUnion('type', [
  /** Bank transfer: the account to transfer to; then upload the proof (pay/offlinepay). */
  z.object({
    type: z.literal('offline'),
    pay_type: z.literal('offlinepay'),
    pay_money: moneySchema,
    bank_name: z.string(),
    account_bank: z.string(),
    account_number: z.string(),
    account_name: z.string(),
  }),
  /** Paid at once (balance). */
  z.object({ type: z.literal('paid'), pay_type: z.literal('balance'), pay_status: int }),
  /** Mobile-scan wallet: show the QR code and poll pay/status. */
  z.object({
    type: z.literal('qrcode'),
    pay_type: z.literal('wechatpay'),
    qrcode: z.string(), // PNG data URI
    pay_url: z.string(), // what the QR code holds
    /** `pay_url` again, where the family's clients read it (`data.data`, issue 32 §4). */
    data: z.string(),
    expire_time: int,
  }),
  /**
   * Online wallet: send the browser to `redirect_url` (absolute, on PUBLIC_ORIGIN); it comes back
   * to `return_url`. `data` repeats it, where the family's clients read it (issue 32 §4).
   */
  z.object({ type: z.literal('redirect'), pay_type: z.literal('alipay'), redirect_url: z.string(), data: z.string() }),
]);
export type PayPayResult = z.infer<typeof payPayResultSchema>;

export const payStatusSchema = z.object({ out_trade_no: z.string(), pay_status: int, order_id: int });

/** pay/offlinepay: the uploaded proof paths (from upload/payproof) and an optional note. */
export const offlinePayBodySchema = z.object({
  out_trade_no: outTradeNoSchema,
  imgs: z
    .union([z.array(z.string().max(300)), z.string().max(1000)], { error: 'PAY_PROOF_REQUIRED' })
    .transform((v) => (typeof v === 'string' ? v.split(',') : v).map((s) => s.trim()).filter(Boolean))
    .pipe(z.array(z.string()).min(1, 'PAY_PROOF_REQUIRED').max(PAY_PROOF_IMAGES_MAX, 'FIELD_TOO_MANY')),
  desc: optionalText(200, 'FIELD_TOO_LONG', true),
});

/** The proof image upload (multipart field `file`; jpeg, png, webp or gif). */
export const payProofUploadSchema = z.object({ pic_path: z.string() });

/** member/setpaypassword: sets the 6-digit payment password; changing it needs the old one. */
export const setPayPasswordBodySchema = z.object({
  pay_password: payPasswordSchema,
  old_pay_password: z.string().max(20).optional(),
});

/** The accounts memberaccount/info answers, as this family asks for them. */
export const MEMBER_ACCOUNT_TYPES = ['point', 'balance', 'balance,balance_money'] as const;
export const memberAccountBodySchema = z.object({
  account_type: z.enum(MEMBER_ACCOUNT_TYPES).default('balance,balance_money'),
});
export type MemberAccountType = (typeof MEMBER_ACCOUNT_TYPES)[number];
/**
 * memberaccount/info: the accounts `account_type` names (`point`; `balance`; `balance` and
 * `balance_money`, the default) and whether a payment password is set.
 */
export const memberAccountSchema = z.object({
  point: int.optional(),
  balance: moneySchema.optional(),
  balance_money: moneySchema.optional(),
  is_pay_password: int,
});
