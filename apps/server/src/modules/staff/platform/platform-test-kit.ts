import type { TestApp } from '../../../test/test-app';
import { createMember } from '../../../test/members';
import { accountsOf, credit } from '../../member/account/ledger.service';
import { holdWithdrawal, withdrawSettings } from '../../money/withdrawal/withdrawal.service';

/** Helpers for the platform console's tests: members with withdrawals waiting for review. */

/** A member with `withdrawable` Ks (minor units) and one withdrawal per amount of `amounts` (minor units); answers their ids. */
export async function memberWithWithdrawals(t: TestApp, name: string, withdrawable: number, amounts: number[]) {
  const m = await createMember(t.db, name);
  await credit(t.ctx(), m.id, 'balance_money', withdrawable, { type: 'adjust' });
  const config = await withdrawSettings(t.db.db);
  const ids: number[] = [];
  for (const apply_money of amounts)
    ids.push(
      await holdWithdrawal(
        t.ctx(),
        m.id,
        {
          apply_money,
          transfer_type: 'kbzpay',
          realname: `${name} real`,
          mobile: '09781234567',
          bank_name: '',
          account_number: `0978${m.id}`,
        },
        config,
      ),
    );
  return { ...m, ids };
}

/** The member's withdrawable balance in minor units. */
export async function withdrawable(t: TestApp, memberId: number) {
  return (await accountsOf(t.ctx(), memberId))?.balance_money ?? 0;
}
