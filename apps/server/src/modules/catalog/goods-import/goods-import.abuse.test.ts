import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { goodsPageEndpoint, sellerGoodsImportJobEndpoint, sellerGoodsPageEndpoint } from '@zay/contract';
import { goodsKit, type GoodsKit } from '../goods-edit/goods-edit-test-kit';
import { pngOf } from '../../../test/uploads';
import { applyCsv, checkCsv, csvOf, exportCsv, HEADER, importCsv, zipOf, type ZipEntry } from './goods-import-test-kit';

/** The import's abuse cases: wrong callers, files that are not CSV or too big, bad numbers, script in names. */
let k: GoodsKit;
beforeAll(async () => {
  k = await goodsKit();
});
afterAll(() => k.t.close());

const IMG = 'upload/goods/1/a.jpg';
const row = (name: string, price: string | number, stock: string | number, more: (string | number)[] = []) => [
  '',
  name,
  '',
  k.f.c3,
  '',
  '',
  'X',
  price,
  stock,
  IMG,
  0,
  ...more,
];
const codes = (issues: { line: number; column: string }[]) => issues.map((i) => `${i.line}:${i.column}`);

describe('who may import', () => {
  it('refuses staff without the goods permission, the platform and nobody, on every endpoint', async () => {
    const csv = csvOf(HEADER, [row('x', 1, 1)]);
    for (const who of [k.clerkA, k.verifierA, k.platform]) {
      expect((await checkCsv(k.t, who, csv)).error_code).toBe('SELLER_FORBIDDEN');
      expect((await applyCsv(k.t, who, csv)).error_code).toBe('SELLER_FORBIDDEN');
      expect(JSON.parse((await exportCsv(k.t, who)).text).error_code).toBe('SELLER_FORBIDDEN');
      expect((await who.call(sellerGoodsImportJobEndpoint, {})).body.error_code).toBe('SELLER_FORBIDDEN');
    }
    const anon = await k.t.app.inject({ method: 'POST', url: '/seller/api/goods/export', payload: {} });
    expect(anon.json().code).not.toBe(0);
  });

  it("does not show one shop's job to another", async () => {
    const job = await importCsv(k.t, k.editorA, csvOf(HEADER, [row('A only', 100, 1)]));
    const peek = await k.editorB.call(sellerGoodsImportJobEndpoint, { job_id: job.job_id });
    expect(peek.body.error_code).toBe('GOODS_IMPORT_JOB_NOT_FOUND');
  });
});

describe('malformed files', () => {
  it('names the line of a quote left open or stray, bytes that are not UTF-8, and a missing column', async () => {
    const unclosed = await checkCsv(k.t, k.editorA, `${HEADER.join(',')}\n,"open,1,1\n`);
    expect(unclosed).toMatchObject({ error_code: 'GOODS_IMPORT_MALFORMED' });
    expect(unclosed.message).toBe('The file is not a readable CSV, line 2: A quoted cell is never closed');
    const stray = await checkCsv(k.t, k.editorA, `${HEADER.join(',')}\n,ab"c,1\n`);
    expect(stray.message).toBe('The file is not a readable CSV, line 2: A quote stands in the middle of a cell');
    const latin1 = await checkCsv(k.t, k.editorA, Buffer.from([0x67, 0x6f, 0xff, 0xfe, 0x0a]));
    expect(latin1.message).toBe('The file is not a readable CSV, line 1: It is not UTF-8 text');
    const noPrice = await checkCsv(k.t, k.editorA, 'goods_name,category_id,stock\nx,1,1\n', 'md-mm');
    expect(noPrice).toMatchObject({ error_code: 'GOODS_IMPORT_COLUMN_MISSING' });
    expect(noPrice.message).toContain('"price"');
    expect((await checkCsv(k.t, k.editorA, `${HEADER.join(',')}\n\n,,\n`)).error_code).toBe('GOODS_IMPORT_EMPTY');
    const binary = await checkCsv(k.t, k.editorA, Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x00, 0x00]));
    expect(binary.code).not.toBe(0);
  });

  it('takes 10,000 rows and refuses 10,001; refuses a file over 10 MB and a cell over 4,000 characters', async () => {
    const rows = (n: number) => Array.from({ length: n }, (_, i) => row(`bulk ${Math.floor(i / 10)}`, 100, 1, []));
    // 1,000 goods of 10 rows each without specs: every goods but one row is a repeated SKU.
    const tooMany = await checkCsv(k.t, k.editorA, csvOf(HEADER, rows(10_001)));
    expect(tooMany).toMatchObject({ error_code: 'GOODS_IMPORT_TOO_MANY_ROWS' });
    const sizes = Array.from({ length: 10 }, (_, i) => `S${i}`);
    const grid = Array.from({ length: 10_000 }, (_, i) => {
      const r = row(`bulk ${Math.floor(i / 10)}`, 100, 1);
      r[4] = 'Size';
      r[5] = sizes[i % 10]!;
      return r;
    });
    const ok = await checkCsv(k.t, k.editorA, csvOf(HEADER, grid));
    expect(ok.data).toMatchObject({ rows: 10_000, goods: 1000, issue_count: 0 });

    const big = await checkCsv(k.t, k.editorA, Buffer.alloc(10 * 1024 * 1024 + 10, 'a'));
    expect(big.error_code).toBe('UPLOAD_TOO_LARGE');
    const huge = await checkCsv(k.t, k.editorA, csvOf(HEADER, [row('x'.repeat(5000), 100, 1)]));
    expect(codes(huge.data.issues)).toEqual(['2:goods_name']);
    expect(huge.data.issues[0].message).toBe('The cell is longer than 4000 characters');
  });
});

describe('bad numbers', () => {
  it('refuses negative, fractional and huge prices and stock, row by row', async () => {
    const csv = csvOf(HEADER, [
      row('a', '-1', 1),
      row('b', '1.005', 1),
      row('c', '100000000000', 1),
      row('d', 'abc', 1),
      row('e', 1, '-3'),
      row('f', 1, '1.5'),
      row('g', 1, '100000000'),
      row('h', 1, '1e3'),
      row('i', '=1+1', 1),
    ]);
    const res = await checkCsv(k.t, k.editorA, csv);
    expect(codes(res.data.issues)).toEqual([
      '2:price',
      '3:price',
      '4:price',
      '5:price',
      '6:stock',
      '7:stock',
      '8:stock',
      '9:stock',
      '10:price',
    ]);
    expect(res.data.issues[0].message).toMatch(/price/i);
  });
});

describe('script in text', () => {
  it('keeps a name with script as plain text: stored, listed and exported as written', async () => {
    const name = '<script>alert(1)</script><img src=x onerror=alert(2)>';
    const job = await importCsv(k.t, k.editorA, csvOf(HEADER, [row(`"${name.replaceAll('"', '""')}"`, 100, 1)]));
    expect(job.created).toBe(1);
    const list = (await k.editorA.call(sellerGoodsPageEndpoint, { page: 1, page_size: 50, keyword: 'script' })).body
      .data.list;
    expect(list.map((g) => g.goods_name)).toEqual([name]);
    expect((await exportCsv(k.t, k.editorA)).text).toContain(name);
    // The storefront answers the text as it is; the pages render it as text (React escapes it).
    const shop = await k.t.call(goodsPageEndpoint, { keyword: 'script', page: 1, page_size: 5 });
    expect(shop.body.code).toBe(0);
  });
});

describe('the zip of images', () => {
  const MB = 1024 * 1024;
  const csv = () => csvOf(HEADER, [row('zipped', 100, 1)]).replace(IMG, 'a.png');
  const refusal = async (entries: ZipEntry[] | Buffer, lang: 'en-us' | 'md-mm' = 'en-us') => {
    const res = await checkCsv(k.t, k.editorA, csv(), lang, Buffer.isBuffer(entries) ? entries : zipOf(entries));
    expect(res.error_code).toBe('GOODS_IMPORT_ZIP_REFUSED');
    return res.message as string;
  };

  it('refuses staff without the goods permission before reading the zip', async () => {
    const zip = zipOf([{ name: 'a.png', data: await pngOf() }]);
    expect((await checkCsv(k.t, k.clerkA, csv(), 'en-us', zip)).error_code).toBe('SELLER_FORBIDDEN');
    expect((await applyCsv(k.t, k.platform, csv(), 'en-us', zip)).error_code).toBe('SELLER_FORBIDDEN');
  });

  it('refuses a zip bomb, too many entries, too much in all, and a zip over 50 MB', async () => {
    const zeros = Buffer.alloc(5 * MB);
    expect(await refusal([{ name: 'a.png', data: zeros, deflate: true }])).toBe(
      'The zip of images is refused. "a.png" unpacks to more than 4 MB.',
    );
    // A bomb that declares a small size is stopped while unpacking, and reported at its cell.
    const liar = await checkCsv(
      k.t,
      k.editorA,
      csv(),
      'en-us',
      zipOf([{ name: 'a.png', data: zeros, deflate: true, size: 100 }]),
    );
    expect(liar.data.issues).toEqual([
      { line: 2, column: 'images', message: '"a.png" in the zip is not a JPEG, PNG or WebP picture that can be read' },
    ]);
    const many = Array.from({ length: 2001 }, (_, i) => ({ name: `i${i}.png`, data: Buffer.from('x') }));
    expect(await refusal(many)).toBe('The zip of images is refused. It holds more than 2000 files.');
    const heavy = Array.from({ length: 51 }, (_, i) => ({ name: `h${i}.png`, data: Buffer.from('x'), size: 4 * MB }));
    expect(await refusal(heavy)).toBe('The zip of images is refused. Its files unpack to more than 200 MB.');
    const big = await checkCsv(k.t, k.editorA, csv(), 'en-us', Buffer.alloc(50 * MB + 1));
    expect(big.error_code).toBe('UPLOAD_TOO_LARGE');
  });

  it('refuses names that climb out or are absolute, files that are not pictures, and bytes that are no zip', async () => {
    const png = await pngOf();
    for (const name of ['../a.png', 'x/../../a.png', '/etc/a.png', 'C:/a.png', '..\\a.png'])
      expect(await refusal([{ name, data: png }])).toBe(
        'The zip of images is refused. A file name is an absolute path or climbs out with "..".',
      );
    expect(
      await refusal([
        { name: 'a.png', data: png },
        { name: 'run.sh', data: Buffer.from('rm -rf /') },
      ]),
    ).toBe('The zip of images is refused. "run.sh" is not a JPEG, PNG or WebP file; the zip may hold only images.');
    expect(await refusal(Buffer.from('PK\x03\x04 not really'), 'md-mm')).toBe(
      'ပုံများ zip ဖိုင်ကို လက်မခံပါ- ဖတ်၍ရသော zip ဖိုင် မဟုတ်ပါ',
    );
  });
});
