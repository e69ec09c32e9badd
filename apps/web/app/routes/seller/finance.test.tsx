import {
  sellerBankAccountListEndpoint,
  sellerFinanceInfoEndpoint,
  sellerFinanceLedgerEndpoint,
  sellerInfoEndpoint,
  sellerWithdrawPageEndpoint,
  type BankAccount,
  type SellerStaff,
  type ShopFinanceInfo,
  type ShopWithdrawRow,
} from '@zay/contract';
import { describe, expect, it } from 'vitest';
import { SHOP_CLERK } from '~/test/fixtures';
import { FakeApi, visit } from '~/test/route-stub';

const SCRIPT = '<script>alert(1)</script>';
const OWNER: SellerStaff = { ...SHOP_CLERK, role: 'owner', role_name: 'Owner', nickname: 'Ko Ko' };
const cookie = 'zay_seller_token=t';
const INFO: ShopFinanceInfo = {
  balance: '10450.00',
  pending: '2375.00',
  withdrawing: '0.00',
  withdrawn: '5000.00',
  commission_rate: '5.00',
  config: { is_use: 1, is_auto_audit: 0, is_auto_transfer: 0, rate: 1, min: '1000.00', transfer_type: 'bank,kbzpay' },
};
const ACCOUNT: BankAccount = {
  id: 4,
  member_id: 0,
  realname: `Daw Aye ${SCRIPT}`,
  mobile: '09781234567',
  withdraw_type: 'kbzpay',
  withdraw_type_name: 'KBZPay',
  branch_bank_name: '',
  bank_account: '09781234567',
  is_default: 0,
  create_time: 1,
  modify_time: 1,
};
const WITHDRAWAL: ShopWithdrawRow = {
  id: 7,
  withdraw_no: 'W-7',
  apply_money: '4000.00',
  apply_time: 1_700_000_000,
  status: -1,
  status_name: 'Refused',
  transfer_type: 'kbzpay',
  transfer_type_name: 'KBZPay',
  realname: 'Daw Aye',
  mobile: '09781234567',
  bank_name: '',
  account_number: '09781234567',
  rate: 1,
  service_money: '40.00',
  money: '3960.00',
  audit_time: 1,
  payment_time: 0,
  refuse_reason: 'name does not match',
  certificate_remark: '',
};
const LEDGER = {
  balance: '10450.00',
  income: '11000.00',
  refunded: '0.00',
  commission: '550.00',
  commission_rate: '5.00',
  count: 1,
  page_count: 1,
  list: [
    {
      id: 1,
      order_id: 3,
      type: 'order_income',
      type_name: 'Order income',
      amount: '11000.00',
      ref: 'O-3',
      create_time: 1,
    },
  ],
};

const api = () =>
  new FakeApi()
    .on(sellerInfoEndpoint, OWNER)
    .on(sellerFinanceInfoEndpoint, INFO)
    .on(sellerBankAccountListEndpoint, [ACCOUNT])
    .on(sellerFinanceLedgerEndpoint, LEDGER)
    .on(sellerWithdrawPageEndpoint, { list: [WITHDRAWAL], count: 1, page_count: 1 });

describe('/seller/finance', () => {
  it('shows the balance, pending money, the withdrawal form and the ledger, in Burmese', async () => {
    const page = await visit('/seller/finance', { api: api(), cookie, lang: 'md-mm' });
    expect(page.status).toBe(200);
    expect(page.html).toContain('data-testid="finance-balance"');
    expect(page.html).toContain('ထုတ်ယူနိုင်သောငွေ');
    expect(page.html).toContain('data-testid="withdraw-form"');
    expect(page.html).toContain('O-3');
    expect(page.html).not.toContain(SCRIPT);
    expect(page.html).toContain('href="/seller/finance"');
  });

  it('lists withdrawals with their state and refusal reason', async () => {
    const page = await visit('/seller/finance?tab=withdrawals', { api: api(), cookie });
    expect(page.html).toContain('W-7');
    expect(page.html).toContain('Refused');
    expect(page.html).toContain('name does not match');
    expect(page.html).toContain('Fee 40.00 · receive 3960.00');
  });

  it('lists the shop’s accounts with markup as text and offers the add form', async () => {
    const page = await visit('/seller/finance?tab=accounts', { api: api(), cookie, lang: 'zh-cn' });
    expect(page.html).toContain('Daw Aye &lt;script&gt;');
    expect(page.html).not.toContain(SCRIPT);
    expect(page.html).toContain('data-testid="account-form"');
    expect(page.html).toContain('添加账户');
  });
});
