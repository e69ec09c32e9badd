import { sellerGoodsImportJobEndpoint, sellerInfoEndpoint, type GoodsImportJob } from '@zay/contract';
import { describe, expect, it } from 'vitest';
import { SHOP_CLERK } from '~/test/fixtures';
import { fail, FakeApi, visit } from '~/test/route-stub';

const OWNER = { ...SHOP_CLERK, role: 'owner' as const, role_name: 'Shop owner' };
const JOB: GoodsImportJob = {
  job_id: 7,
  state: 0,
  total: 40,
  done: 10,
  created: 6,
  updated: 3,
  errors: [{ line: 12, column: '', message: '<script>alert(1)</script> is locked' }],
  create_time: 1_795_000_000,
  finish_time: 0,
};
const visitAs = (path: string, api: FakeApi, lang?: 'en-us' | 'md-mm') =>
  visit(path, { api, cookie: 'zay_seller_token=t', lang });

describe('the console’s goods import page', () => {
  it('sends a visitor to the console’s login with the way back', async () => {
    const page = await visit('/seller/goods_import', { api: new FakeApi() });
    expect(page.headers.get('location')).toBe('/seller/login?redirect=%2Fseller%2Fgoods_import');
  });

  it('offers the file, the check and the export, in English and Burmese, when no import runs', async () => {
    const api = () =>
      new FakeApi()
        .on(sellerInfoEndpoint, OWNER)
        .on(sellerGoodsImportJobEndpoint, () => fail('GOODS_IMPORT_JOB_NOT_FOUND'));
    const en = await visitAs('/seller/goods_import', api());
    expect(en.status).toBe(200);
    expect(en.html).toContain('Import goods');
    expect(en.html).toContain('Check the file');
    expect(en.html).toContain('Export CSV');
    expect(en.html).toContain('accept=".csv,text/csv"');
    // The zip of images beside it: optional, a native file input (keyboard-usable), described by its help.
    expect(en.html).toMatch(
      /Zip of images \(optional\)<input type="file" accept=".zip,application\/zip" aria-describedby="import-zip-help"/,
    );
    expect(en.html).toContain('at most 50 MB and 2,000 files');
    expect(en.html).not.toContain('role="progressbar"');
    const my = await visitAs('/seller/goods_import', api(), 'md-mm');
    expect(my.html).toContain('ကုန်ပစ္စည်း တင်သွင်းရန်');
    expect(my.html).toContain('ဖိုင်ကို စစ်ဆေးရန်');
    expect(my.html).toContain('ပုံများ zip ဖိုင် (မထည့်လည်းရ)');
  });

  it('follows a running import: its progress bar, and refused goods as text, never markup', async () => {
    const api = new FakeApi().on(sellerInfoEndpoint, OWNER).on(sellerGoodsImportJobEndpoint, JOB);
    const page = await visitAs('/seller/goods_import', api);
    expect(page.html).toMatch(/role="progressbar"[^>]*aria-valuenow="25"/);
    expect(page.html).toContain('Importing: 10 of 40 goods done');
    expect(page.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; is locked');
    expect(page.html).not.toContain('<script>alert(1)');
  });
});
