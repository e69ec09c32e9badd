import { formatKs } from '@zay/contract';
import { describe, expect, inject, it } from 'vitest';
import { browserForFile, screenshot } from './lib/browser';
import { openAs, payRow, payWithWallet } from './lib/buying';
import { expectAccessible } from './lib/catalogue';
import { readDb } from './lib/console';
import { text, type Lang } from './lib/locales';
import { memberForFile } from './lib/member';

/** Issue 16: a member recharges a seeded package with the sandbox wallet and sees the balance (ADR 061). */
const dbPath = inject('dbPath');
const lang: Lang = 'md-mm';
const LONG = { timeout: 180_000 };
const browser = browserForFile();
const shopper = memberForFile();

describe('recharge (Burmese)', () => {
  it('from the account page: a package, its detail, the wallet, the balance and the record', LONG, async () => {
    const pkg = readDb<{
      recharge_id: number;
      recharge_name_mm: string;
      face_value: number;
      buy_price: number;
      point: number;
    }>(
      dbPath,
      'select recharge_id, recharge_name_mm, face_value, buy_price, point from member_recharge where status = 1 and face_value > buy_price order by face_value limit 1',
    )[0]!;
    const { context, page, errors } = await openAs(browser(), shopper().token, lang, '/member/account');
    await page.waitForLoadState('networkidle');
    await page.getByRole('link', { name: text(lang, 'money.recharge'), exact: true }).click();
    await page.waitForURL('**/member/recharge_list');
    const row = page.getByTestId('recharge-package').filter({ hasText: pkg.recharge_name_mm });
    await expect.poll(() => row.count()).toBe(1);
    await screenshot(page, 'recharge-list-md-mm');
    await expectAccessible(page);

    await row.getByRole('link', { name: text(lang, 'recharge.recharge') }).click();
    await page.waitForURL(/\/member\/recharge_detail\?id=/);
    await page.waitForLoadState('networkidle');
    await expect
      .poll(() => page.getByTestId('recharge-credit').textContent())
      .toContain(formatKs(pkg.face_value).replace(' Ks', ''));
    await screenshot(page, 'recharge-detail-md-mm');
    await expectAccessible(page);
    await page.getByRole('button', { name: text(lang, 'recharge.buyNow') }).click();

    await page.waitForURL(/\/pay\?out_trade_no=/);
    await page.waitForLoadState('networkidle');
    const outTradeNo = new URL(page.url()).searchParams.get('out_trade_no')!;
    await expect.poll(() => page.getByTestId('pay-recharge').textContent()).toContain(pkg.recharge_name_mm);
    expect(await page.locator('input[value=balance]').count()).toBe(0);
    await screenshot(page, 'recharge-pay-md-mm');
    await payWithWallet(page, lang, errors);
    await screenshot(page, 'recharge-result-md-mm');
    expect(payRow(dbPath, outTradeNo)).toMatchObject({ pay_status: 2, pay_type: 'alipay' });

    await page
      .locator('section[aria-live=polite]')
      .getByRole('link', { name: text(lang, 'recharge.myBalance') })
      .click();
    await page.waitForURL('**/member/account');
    await expect
      .poll(() => page.getByTestId('balances').textContent())
      .toContain(formatKs(pkg.face_value).replace(' Ks', ''));
    await screenshot(page, 'recharge-balance-md-mm');

    await page.goto('/member/recharge_order');
    await expect.poll(() => page.getByTestId('recharge-order').count()).toBe(1);
    await expect.poll(() => page.getByTestId('recharge-order').textContent()).toContain(pkg.recharge_name_mm);
    await screenshot(page, 'recharge-orders-md-mm');
    await expectAccessible(page);
    const [member] = readDb<{ balance: number; point: number }>(
      dbPath,
      'select m.balance, m.point from member m join member_recharge_order o on o.member_id = m.member_id where o.out_trade_no = ?',
      outTradeNo,
    );
    expect(member).toEqual({ balance: pkg.face_value, point: pkg.point });
    expect(errors).toEqual([]);
    await context.close();
  });
});
