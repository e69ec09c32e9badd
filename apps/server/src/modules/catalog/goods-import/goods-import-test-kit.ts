import {
  GOODS_IMPORT_STATE,
  sellerGoodsExport,
  sellerGoodsImportApply,
  sellerGoodsImportCheck,
  sellerGoodsImportJobEndpoint,
  type GoodsImportJob,
} from '@zay/contract';
import { fileForm } from '../../../test/uploads';
import type { Staff, TestApp } from '../goods-edit/goods-edit-test-kit';

/** Helpers for the import's tests: export, dry run, apply and wait, as a shop's staff member. */

const LANG_HEADER = { 'en-us': 'en-US', 'zh-cn': 'zh-CN', 'md-mm': 'my-MM' } as const;
export type TestLang = keyof typeof LANG_HEADER;

export async function exportCsv(t: TestApp, who: Staff) {
  const res = await t.app.inject({
    method: 'POST',
    url: sellerGoodsExport.path,
    headers: { authorization: `Bearer ${who.token}`, 'content-type': 'application/json', 'accept-language': 'en-US' },
    payload: '{}',
  });
  return { type: String(res.headers['content-type']), text: res.body, raw: res.rawPayload };
}

async function upload(t: TestApp, url: string, who: Staff, csv: string | Buffer, lang: TestLang) {
  const { payload, headers } = fileForm(Buffer.isBuffer(csv) ? csv : Buffer.from(csv), 'goods.csv', 'text/csv');
  const res = await t.app.inject({
    method: 'POST',
    url,
    payload,
    headers: { ...headers, authorization: `Bearer ${who.token}`, 'accept-language': LANG_HEADER[lang] },
  });
  return res.json();
}

export const checkCsv = (t: TestApp, who: Staff, csv: string | Buffer, lang: TestLang = 'en-us') =>
  upload(t, sellerGoodsImportCheck.path, who, csv, lang);

export const applyCsv = (t: TestApp, who: Staff, csv: string | Buffer, lang: TestLang = 'en-us') =>
  upload(t, sellerGoodsImportApply.path, who, csv, lang);

/** Polls the job until it is no longer running. */
export async function waitJob(who: Staff, jobId: number): Promise<GoodsImportJob> {
  for (let i = 0; i < 6000; i++) {
    const res = await who.call(sellerGoodsImportJobEndpoint, { job_id: jobId });
    if (res.body.code !== 0) throw new Error(`job: ${res.body.message}`);
    if (res.body.data.state !== GOODS_IMPORT_STATE.RUNNING) return res.body.data;
    await new Promise((r) => setTimeout(r, 10));
  }
  throw new Error('the import job did not finish');
}

/** Applies a clean file and waits for its job. */
export async function importCsv(t: TestApp, who: Staff, csv: string) {
  const started = await applyCsv(t, who, csv);
  if (started.code !== 0) throw new Error(`apply: ${started.message}`);
  return waitJob(who, started.data.job_id);
}

/** A CSV of `rows` under the given header. */
export const csvOf = (header: string[], rows: (string | number)[][]) =>
  [header.join(','), ...rows.map((r) => r.join(','))].join('\n') + '\n';

export const HEADER = [
  'goods_id',
  'goods_name',
  'goods_name_en',
  'category_id',
  'spec1_name',
  'spec1_value',
  'sku_no',
  'price',
  'stock',
  'images',
  'goods_state',
];
