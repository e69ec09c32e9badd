import {
  GOODS_IMPORT_STATE,
  sellerGoodsExport,
  sellerGoodsImportApply,
  sellerGoodsImportCheck,
  sellerGoodsImportJobEndpoint,
  type GoodsImportJob,
} from '@zay/contract';
import { crc32, deflateRawSync } from 'node:zlib';
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

/** A multipart body of the CSV as field `file` and, when given, a zip as field `images`. */
function importForm(csv: Buffer, zip?: Buffer) {
  const boundary = '----zay' + Math.random().toString(16).slice(2);
  const part = (field: string, name: string, type: string, bytes: Buffer) => [
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    bytes,
    Buffer.from('\r\n'),
  ];
  const parts = [
    ...part('file', 'goods.csv', 'text/csv', csv),
    ...(zip ? part('images', 'images.zip', 'application/zip', zip) : []),
  ];
  return {
    payload: Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

async function upload(t: TestApp, url: string, who: Staff, csv: string | Buffer, lang: TestLang, zip?: Buffer) {
  const { payload, headers } = importForm(Buffer.isBuffer(csv) ? csv : Buffer.from(csv), zip);
  const res = await t.app.inject({
    method: 'POST',
    url,
    payload,
    headers: { ...headers, authorization: `Bearer ${who.token}`, 'accept-language': LANG_HEADER[lang] },
  });
  return res.json();
}

export const checkCsv = (t: TestApp, who: Staff, csv: string | Buffer, lang: TestLang = 'en-us', zip?: Buffer) =>
  upload(t, sellerGoodsImportCheck.path, who, csv, lang, zip);

export const applyCsv = (t: TestApp, who: Staff, csv: string | Buffer, lang: TestLang = 'en-us', zip?: Buffer) =>
  upload(t, sellerGoodsImportApply.path, who, csv, lang, zip);

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
export async function importCsv(t: TestApp, who: Staff, csv: string, zip?: Buffer) {
  const started = await applyCsv(t, who, csv, 'en-us', zip);
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

/** A zip entry: stored as is, or deflated; `size` overrides the uncompressed size the zip declares. */
export interface ZipEntry {
  name: string;
  data: Buffer;
  deflate?: boolean;
  size?: number;
}

/**
 * A zip file written by hand (PKWARE APPNOTE 4.3: local headers, central directory, end record),
 * so the tests can build the zips an attacker would: lying sizes, `..` names, many entries.
 */
export function zipOf(entries: ZipEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const e of entries) {
    const name = Buffer.from(e.name, 'utf8');
    const body = e.deflate ? deflateRawSync(e.data) : e.data;
    const fields = (h: Buffer, at: number) => {
      h.writeUInt16LE(20, at); // version needed
      h.writeUInt16LE(0x0800, at + 2); // UTF-8 names
      h.writeUInt16LE(e.deflate ? 8 : 0, at + 4);
      h.writeUInt32LE(0, at + 6); // time and date
      h.writeUInt32LE(crc32(e.data), at + 10);
      h.writeUInt32LE(body.length, at + 14);
      h.writeUInt32LE(e.size ?? e.data.length, at + 18);
      h.writeUInt16LE(name.length, at + 22);
    };
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    fields(local, 4);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4); // made by
    fields(central, 6);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, body);
    centrals.push(central, name);
    offset += local.length + name.length + body.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}
