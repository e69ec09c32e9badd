import {
  memberInfoEndpoint,
  regionListEndpoint,
  shopApplyInfoEndpoint,
  type ShopApplication,
  type ShopApplyInfo,
} from '@zay/contract';
import { describe, expect, it } from 'vitest';
import { MEMBER } from '~/test/fixtures';
import { fail, FakeApi, visit } from '~/test/route-stub';

const SCRIPT = '<script>alert(1)</script>';

const APPLICATION: ShopApplication = {
  apply_id: 4,
  apply_state: 'pending',
  state_name: 'Waiting for review',
  shop_name: 'Aye Aye Fashion',
  category_id: 1,
  category_name: 'ဖုန်း',
  contact_name: 'Ma Aye',
  contact_mobile: '09781234567',
  province_id: 1,
  city_id: 2,
  district_id: 3,
  address: 'No. 12, Bogyoke Road',
  full_address: 'ရန်ကုန်တိုင်းဒေသကြီး ရန်ကုန်အနောက်ပိုင်း ကမာရွတ်',
  description: 'Longyi and htamein',
  logo: '',
  refuse_reason: '',
  site_id: 0,
  create_time: 1_795_000_000,
  update_time: 1_795_000_000,
  review_time: 0,
};

const info = (application: ShopApplication | null, owner = 0): ShopApplyInfo => ({
  application,
  categories: [
    { category_id: 1, category_name: 'Phones' },
    { category_id: 2, category_name: 'Women' },
  ],
  owner_site_id: owner,
});

const member = (answer: ShopApplyInfo | (() => ReturnType<typeof fail>)) =>
  new FakeApi()
    .on(memberInfoEndpoint, MEMBER)
    .on(shopApplyInfoEndpoint, answer as ShopApplyInfo)
    .on(regionListEndpoint, [{ id: 1, pid: 0, name: 'Yangon Region', level: 1 }] as never);

describe('/shop_apply', () => {
  it('sends a visitor to log in first', async () => {
    const api = new FakeApi();
    const page = await visit('/shop_apply', { api });
    expect(page.status).toBe(302);
    expect(page.headers.get('location')).toMatch(/^\/login\?redirect=%2Fshop_apply/);
  });

  it('offers the form with the platform’s top categories, the states and regions, and the terms', async () => {
    const api = member(info(null));
    const page = await visit('/shop_apply', { api, cookie: 'zay_token=t' });
    expect(page.status).toBe(200);
    expect(page.html).toContain('data-testid="apply-form"');
    expect(page.html).toContain('<option value="2">Women</option>');
    expect(page.html).toContain('Yangon Region');
    expect(page.html).toContain('I have read and accept the shop terms');
    expect(page.html).toContain('Send the application');
    expect(page.html).toContain('href="/shop_apply"');
    expect(api.callsTo(regionListEndpoint)[0]!.body).toMatchObject({ pid: 0 });
  });

  it('shows a waiting application without a form', async () => {
    const page = await visit('/shop_apply', { api: member(info(APPLICATION)), cookie: 'zay_token=t' });
    expect(page.html).toContain('data-testid="apply-state"');
    expect(page.html).toContain('Waiting for review');
    expect(page.html).toContain('Aye Aye Fashion');
    expect(page.html).not.toContain('data-testid="apply-form"');
  });

  it('shows a refusal’s reason as text, and the filled-in form to send again (Burmese)', async () => {
    const refused = { ...APPLICATION, apply_state: 'refused' as const, refuse_reason: `Logo unreadable ${SCRIPT}` };
    const page = await visit('/shop_apply', { api: member(info(refused)), cookie: 'zay_token=t', lang: 'md-mm' });
    expect(page.html).toContain('ငြင်းပယ်ထားသည်');
    expect(page.html).toContain('Logo unreadable &lt;script&gt;alert(1)&lt;/script&gt;');
    expect(page.html).not.toContain(SCRIPT);
    expect(page.html).toContain('value="Aye Aye Fashion"');
    expect(page.html).toContain('ထပ်မံ ပို့မည်');
  });

  it('leads an approved applicant to the shop console', async () => {
    const approved = { ...APPLICATION, apply_state: 'approved' as const, site_id: 9, review_time: 1_795_100_000 };
    const page = await visit('/shop_apply', { api: member(info(approved, 9)), cookie: 'zay_token=t' });
    expect(page.html).toContain('href="/seller/shop"');
    expect(page.html).toContain('username or mobile number and its password');
    expect(page.html).not.toContain('data-testid="apply-form"');
  });

  it('says so when the application cannot be loaded', async () => {
    const api = member(() => fail('SERVER_ERROR', 'The server had a problem'));
    const page = await visit('/shop_apply', { api, cookie: 'zay_token=t' });
    expect(page.html).toContain('Your application could not be loaded');
    expect(page.html).toContain('The server had a problem');
  });
});
