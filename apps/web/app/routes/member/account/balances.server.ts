import type { memberAccountEndpoint, ResponseOf } from '@zay/contract';
import type { ApiResult } from '~/lib/api';
import { dataOr } from '~/lib/api.server';

/**
 * The member's two balances, as asked with `account_type: 'balance,balance_money'` (topped up and
 * withdrawable; zero when they did not load, the failure kept in `errors` for a toast), and their
 * sum to the cent, as the balance band shows it.
 */
export function balances(result: ApiResult<ResponseOf<typeof memberAccountEndpoint>>, errors: string[]) {
  const accounts = dataOr(result, { balance: '0.00', balance_money: '0.00', is_pay_password: 0 }, errors);
  const cents = (amount: string | undefined) => Math.round(Number(amount ?? 0) * 100);
  const total = (cents(accounts.balance) + cents(accounts.balance_money)) / 100;
  return { accounts, total: total.toFixed(2) };
}
