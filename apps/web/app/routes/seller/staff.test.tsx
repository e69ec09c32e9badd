import {
  sellerActionLogEndpoint,
  sellerInfoEndpoint,
  sellerStaffListEndpoint,
  type ActionLogRow,
  type SellerStaff,
  type ShopStaffRow,
} from '@zay/contract';
import { describe, expect, it } from 'vitest';
import { SHOP_CLERK } from '~/test/fixtures';
import { fail, FakeApi, visit } from '~/test/route-stub';

const SCRIPT = '<script>alert(1)</script>';
const OWNER: SellerStaff = { ...SHOP_CLERK, role: 'owner', role_name: 'Owner', nickname: 'Ko Ko' };
const cookie = 'zay_seller_token=t';
const STAFF: ShopStaffRow[] = [
  { staff_id: 3, username: '', nickname: 'Ko Ko', role: 'owner', role_name: 'Owner', status: 1, create_time: 1 },
  {
    staff_id: 9,
    username: 'mahla',
    nickname: `Ma Hla ${SCRIPT}`,
    role: 'clerk',
    role_name: 'Order clerk',
    status: 0,
    create_time: 1_700_000_000,
  },
];
const LOG: ActionLogRow = {
  id: 1,
  staff_id: 3,
  staff_name: 'Ko Ko',
  action: 'staff.edit',
  target: '9',
  ip: '10.0.0.1',
  before: JSON.stringify({ role: 'clerk' }),
  after: JSON.stringify({ role: 'editor' }),
  create_time: 1_700_000_000,
};

describe('/seller/staff', () => {
  it('lists the owner’s staff with their roles and states; the owner’s own row has no actions', async () => {
    const api = new FakeApi().on(sellerInfoEndpoint, OWNER).on(sellerStaffListEndpoint, STAFF);
    const page = await visit('/seller/staff', { api, cookie });
    expect(page.status).toBe(200);
    expect(page.html).toContain('data-testid="shop-staff"');
    expect(page.html).toContain('Your own account');
    expect(page.html).toContain('Order clerk');
    expect(page.html).toContain('Disabled');
    expect(page.html).toMatch(/<button[^>]*>Enable<\/button>/);
    expect(page.html).toContain('Ma Hla &lt;script&gt;');
    expect(page.html).not.toContain(SCRIPT);
    expect(page.html).toContain('href="/seller/staff"');
  });

  it('shows the shop’s action log with its before and after, in Burmese', async () => {
    const api = new FakeApi()
      .on(sellerInfoEndpoint, OWNER)
      .on(sellerActionLogEndpoint, { list: [LOG], count: 1, page_count: 1 });
    const page = await visit('/seller/staff?tab=log', { api, cookie, lang: 'md-mm' });
    expect(page.status).toBe(200);
    expect(page.html).toContain('data-testid="action-log"');
    expect(page.html).toContain('ဝန်ထမ်း ပြင်ဆင်ခြင်း');
    expect(page.html).toContain('editor');
    expect(page.html).toContain('name="tab" value="log"');
  });

  it('tells a clerk the API’s refusal, and offers them no staff menu', async () => {
    const api = new FakeApi()
      .on(sellerInfoEndpoint, SHOP_CLERK)
      .on(sellerStaffListEndpoint, () => fail('SELLER_FORBIDDEN', 'Your staff role does not allow this'));
    const page = await visit('/seller/staff', { api, cookie });
    expect(page.html).toContain('Your staff role does not allow this');
    expect(page.html).not.toContain('data-testid="shop-staff"');
    expect(page.html).not.toMatch(/<a[^>]*href="\/seller\/staff"[^>]*>[^<]*<svg/);
  });
});
