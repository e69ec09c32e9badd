import type { TestApp } from '../../../test/test-app';
import { SandboxWallet } from '../../payment/wallet/sandbox-wallet';

/** Helpers for the recharge tests: packages, and the sandbox wallet's signed notify. */

export const WALLET_SECRET = 'sandbox-secret-for-recharge-0123456789';
export const wallet = new SandboxWallet(WALLET_SECRET);

/** A package (minor units for the money); answers its id. */
export async function addPackage(
  t: TestApp,
  p: { name: string; face: number; price: number; point?: number; growth?: number; status?: number; coupons?: string },
) {
  const row = await t.db.db
    .insertInto('member_recharge')
    .values({
      recharge_name: `${p.name} zh`,
      recharge_name_en: p.name,
      recharge_name_mm: `${p.name} mm`,
      face_value: p.face,
      buy_price: p.price,
      point: p.point ?? 0,
      growth: p.growth ?? 0,
      status: p.status ?? 1,
      coupon_id: p.coupons ?? '',
      create_time: Math.floor(Date.now() / 1000),
    })
    .returning('recharge_id')
    .executeTakeFirstOrThrow();
  return row.recharge_id;
}

/** The wallet's notify that `amount` (e.g. "9500.00") was paid for the payment, as it would POST it. */
export function walletNotify(t: TestApp, outTradeNo: string, amount: string, notifyId: string, tradeNo = 'T-R1') {
  const body = JSON.stringify({
    notify_id: notifyId,
    out_trade_no: outTradeNo,
    trade_no: tradeNo,
    amount,
    status: 'SUCCESS',
    channel: 'scan',
  });
  return t.app.inject({
    method: 'POST',
    url: '/api/pay/notify/sandbox',
    headers: {
      'content-type': 'application/json',
      'x-wallet-signature': wallet.sign(body, Math.floor(Date.now() / 1000)),
    },
    payload: body,
  });
}

/** The member's balance, points and growth. */
export const accountsOfMember = (t: TestApp, memberId: number) =>
  t.db.db
    .selectFrom('member')
    .select(['balance', 'balance_money', 'point', 'growth'])
    .where('member_id', '=', memberId)
    .executeTakeFirstOrThrow();
