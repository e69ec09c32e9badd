import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { goodsPageEndpoint, sellerGoodsImportJobEndpoint, sellerGoodsPageEndpoint } from '@zay/contract';
import sharp from 'sharp';
import { hasUpload } from '../../../lib/image-upload';
import { pngOf } from '../../../test/uploads';
import { goodsKit, info, save, shirtBody, type GoodsKit } from '../goods-edit/goods-edit-test-kit';
import * as repo from './goods-import.repository';
import { applyCsv, checkCsv, csvOf, exportCsv, HEADER, importCsv, zipOf } from './goods-import-test-kit';

/** The goods import and export (ADR 108): export, the dry run's problems, the apply through saveGoods, the round trip and the one running job. */
let k: GoodsKit;
beforeAll(async () => {
  k = await goodsKit();
});
afterAll(() => k.t.close());

const IMG = 'upload/goods/1/a.jpg';
const listed = async () =>
  (await k.editorA.call(sellerGoodsPageEndpoint, { page: 1, page_size: 100 })).body.data.list.map((g) => g.goods_name);

describe('export', () => {
  it('writes one row a SKU with the goods columns repeated, UTF-8 with a BOM, formulas guarded', async () => {
    const saved = await save(k.ownerA, shirtBody(k.f.c3, { goods_name: '=HYPERLINK("x") ရှပ်', keywords: '@kw' }));
    expect(saved.code).toBe(0);
    const out = await exportCsv(k.t, k.editorA);
    expect(out.type).toMatch(/^text\/csv/);
    expect([...out.raw.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = out.text
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe(
      'goods_id,goods_name,goods_name_zh,goods_name_en,category_id,shop_category_id,brand_id,unit,keywords,spec1_name,spec1_value,spec2_name,spec2_value,spec3_name,spec3_value,sku_no,price,market_price,cost_price,stock,weight,images,sku_image,goods_state',
    );
    expect(lines).toHaveLength(7);
    const id = saved.data!.goods_id;
    expect(lines[1]).toBe(
      `${id},"'=HYPERLINK(""x"") ရှပ်",,,${k.f.c3},0,0,ထည်,'@kw,အရောင်,အနီ,အရွယ်,S,,,SH-11,10000.00,20000.00,5000.00,10,200,upload/goods/1/a.jpg upload/goods/1/b.jpg,upload/goods/1/a.jpg,1`,
    );
    // Another shop's staff export only their own goods.
    const b = await exportCsv(k.t, k.editorB);
    expect(
      b.text
        .replace(/^\uFEFF/, '')
        .trimEnd()
        .split('\r\n'),
    ).toHaveLength(1);
  });

  it('exports and imports the same file to the same result, twice over', async () => {
    const first = (await exportCsv(k.t, k.editorA)).raw;
    const before = await listed();
    const job = await importCsv(k.t, k.editorA, first.toString('utf8'));
    expect(job).toMatchObject({ state: 1, total: 1, done: 1, created: 0, updated: 1, errors: [] });
    expect(await listed()).toEqual(before);
    expect((await exportCsv(k.t, k.editorA)).raw.equals(first)).toBe(true);
  });
});

describe('the dry run', () => {
  it('lists every bad row with its line, column and reason in the caller language, and writes nothing', async () => {
    const before = await listed();
    const csv = csvOf(HEADER, [
      ['', 'ထမင်းချိုင့်', 'Lunch box', k.f.c3, 'အရောင်', 'အနီ', 'LB-1', '5000', '3', IMG, 1],
      ['', 'ထမင်းချိုင့်', 'Lunch box', k.f.c3, 'အရောင်', 'အပြာ', 'LB-2', '-5', '2.5', IMG, 1],
      ['', 'ဖိနပ်', '', 999999, '', '', 'SH-1', '1000', '1', IMG, 1],
      ['', '', '', k.f.c3, '', '', 'X', '1000', '1', IMG, 0],
      ['88888888', 'Nope', '', k.f.c3, '', '', 'N', '1', '1', IMG, 0],
    ]);
    const res = await checkCsv(k.t, k.editorA, csv);
    expect(res.code).toBe(0);
    expect(res.data).toMatchObject({ rows: 5, goods: 4, new_goods: 3 });
    const where = res.data.issues.map((i: { line: number; column: string }) => `${i.line}:${i.column}`);
    expect(where).toEqual(['3:stock', '3:price', '4:category_id', '5:goods_name', '6:goods_id']);
    expect(res.data.issues[0].message).toBe('Enter a whole number of 0 or more');
    expect(res.data.issues[2].message).toBe('Choose a platform category of the third level');
    const my = await checkCsv(k.t, k.editorA, csv, 'md-mm');
    expect(my.data.issues[4].message).toMatch(/ဆိုင်/);
    const zh = await checkCsv(k.t, k.editorA, csv, 'zh-cn');
    expect(zh.data.issues[0].message).toBe('请输入 0 或以上的整数');
    expect(await listed()).toEqual(before);

    const refused = await applyCsv(k.t, k.editorA, csv);
    expect(refused.error_code).toBe('GOODS_IMPORT_NOT_CLEAN');
    expect(await listed()).toEqual(before);
  });

  it('refuses another shop goods id and a goods of the wrong shop category, and puts nothing on sale without an image', async () => {
    const other = await save(k.ownerB, shirtBody(k.f.c3, { goods_name: 'B goods' }));
    const csv = csvOf(
      [...HEADER, 'shop_category_id'],
      [
        [other.data!.goods_id, 'Taken', '', k.f.c3, '', '', 'T', '100', '1', IMG, 0, 0],
        ['', 'No image', '', k.f.c3, '', '', 'T', '100', '1', '', 1, 0],
        ['', 'Wrong shop cat', '', k.f.c3, '', '', 'T', '100', '1', IMG, 0, k.shopCatB],
      ],
    );
    const res = await checkCsv(k.t, k.editorA, csv);
    expect(res.data.issues.map((i: { line: number; column: string }) => `${i.line}:${i.column}`)).toEqual([
      '2:goods_id',
      '3:goods_state',
      '4:shop_category_id',
    ]);
    expect(res.data.issues[0].message).toBe('This goods is not in your shop');
    expect((await info(k.ownerB, other.data!.goods_id)).goods_name).toBe('B goods');
  });
});

describe('apply', () => {
  it('creates the goods of a clean file through the goods form rules, and the storefront finds them', async () => {
    const csv = csvOf(HEADER, [
      ['', 'ထမင်းချိုင့် သံမဏိ', 'Steel lunch box', k.f.c3, 'အရောင်', 'အနီ', 'LB-1', '5000', '3', IMG, 1],
      ['', 'ထမင်းချိုင့် သံမဏိ', 'Steel lunch box', k.f.c3, 'အရောင်', 'အပြာ', 'LB-2', '5500.50', '2', IMG, 1],
      ['', 'ရေဘူး', '', k.f.c3, '', '', 'WB', '1200', '0', '', 0],
    ]);
    expect((await checkCsv(k.t, k.editorA, csv)).data.issue_count).toBe(0);
    const job = await importCsv(k.t, k.editorA, csv);
    expect(job).toMatchObject({ state: 1, total: 2, done: 2, created: 2, updated: 0, errors: [] });
    expect(job.finish_time).toBeGreaterThan(0);
    const found = (await k.t.call(goodsPageEndpoint, { keyword: 'Steel', page: 1, page_size: 5 }, { lang: 'en-us' }))
      .body.data.list;
    expect(found.map((g) => [g.goods_name, g.price])).toEqual([['Steel lunch box', '5000.00']]);
    expect(await listed()).toEqual(expect.arrayContaining(['ထမင်းချိုင့် သံမဏိ', 'ရေဘူး']));
    // The latest job, as the page finds it after a reload.
    const latest = await k.editorA.call(sellerGoodsImportJobEndpoint, {});
    expect(latest.body.data.job_id).toBe(job.job_id);
  });

  it('updates by goods id: price and stock from the file, SKUs keep their ids, the rest of the goods kept', async () => {
    const saved = await save(k.ownerA, shirtBody(k.f.c3, { goods_name: 'Kept goods', introduction: 'kept intro' }));
    const id = saved.data!.goods_id;
    const skuIds = (await info(k.ownerA, id)).skus.map((s) => s.sku_id);
    const rows = (await exportCsv(k.t, k.editorA)).text
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n')
      .filter((l, i) => i === 0 || l.startsWith(`${id},`));
    rows[1] = rows[1]!.replace(',10000.00,', ',12345.00,').replace(/,10,200,/, ',7,200,');
    const job = await importCsv(k.t, k.editorA, rows.join('\n'));
    expect(job).toMatchObject({ state: 1, updated: 1, errors: [] });
    const g = await info(k.ownerA, id);
    expect(g.introduction).toBe('kept intro');
    expect(g.skus[0]).toMatchObject({ sku_no: 'SH-11', price: '12345.00', stock: 7 });
    expect(g.skus).toHaveLength(6);
    expect(g.skus.map((s) => s.sku_id)).toEqual(skuIds);
  });

  it('logs the export, the dry run, the import and each goods to the shop action log', async () => {
    const actions = await k.t.db.db
      .selectFrom('action_log')
      .select('action')
      .where('site_id', '=', k.shopA)
      .where('action', 'like', 'goods.%')
      .execute();
    const names = new Set(actions.map((a) => a.action));
    for (const a of ['goods.export', 'goods.import_check', 'goods.import', 'goods.add', 'goods.edit'])
      expect(names).toContain(a);
  });
});

describe('one running job per shop', () => {
  it('lets exactly one of racing starts in, on either database', async () => {
    const now = Math.floor(Date.now() / 1000);
    const starts = await Promise.all(
      Array.from({ length: 5 }, () => repo.insertRunningJob(k.t.db.db, k.shopB, 1, 1, now)),
    );
    expect(starts.filter(Boolean)).toHaveLength(1);
    // While it runs, an apply of the shop is refused; another shop is not held up.
    const csv = csvOf(HEADER, [['', 'Held', '', k.f.c3, '', '', 'H', '100', '1', IMG, 0]]);
    expect((await applyCsv(k.t, k.editorB, csv)).error_code).toBe('GOODS_IMPORT_RUNNING');
    // A runner silent for minutes died with its process: the next start takes over.
    await k.t.db.db
      .updateTable('goods_import_job')
      .set({ beat_time: now - 600 })
      .where('site_id', '=', k.shopB)
      .execute();
    const job = await importCsv(k.t, k.editorB, csv);
    expect(job.created).toBe(1);
    const states = await k.t.db.db
      .selectFrom('goods_import_job')
      .select('state')
      .where('site_id', '=', k.shopB)
      .execute();
    expect(states.map((s) => s.state).sort()).toEqual([1, 2]);
  });
});

describe('images from a zip', () => {
  const ZIP_HEADER = [...HEADER, 'sku_image'];
  const zipRow = (name: string, images: string, skuImage: string, sku = 'Z1') => [
    '',
    name,
    '',
    k.f.c3,
    '',
    '',
    sku,
    '100',
    '5',
    images,
    1,
    skuImage,
  ];

  it('stores the pictures the cells name, re-encoded, on apply only, and puts them on the goods', async () => {
    const zip = zipOf([
      { name: 'red.png', data: await pngOf('#c00', 40, 30) },
      { name: 'photos/', data: Buffer.alloc(0) },
      { name: 'photos/ပြာ.png', data: await pngOf('#00c', 30, 20), deflate: true },
    ]);
    const csv = csvOf(ZIP_HEADER, [zipRow('Zip goods', `red.png photos/ပြာ.png ${IMG}`, 'photos/ပြာ.png')]);
    const check = await checkCsv(k.t, k.editorA, csv, 'en-us', zip);
    expect(check.data).toMatchObject({ rows: 1, goods: 1, issue_count: 0 });
    expect(await listed()).not.toContain('Zip goods');

    const job = await importCsv(k.t, k.editorA, csv, zip);
    expect(job).toMatchObject({ state: 1, created: 1, errors: [] });
    const goods = (await k.editorA.call(sellerGoodsPageEndpoint, { page: 1, page_size: 5, keyword: 'Zip goods' })).body
      .data.list[0]!;
    const saved = await info(k.editorA, goods.goods_id);
    const stored = new RegExp(`^upload/goods/${k.shopA}/\\d{6}/[\\w-]+\\.png$`);
    expect(saved.images).toHaveLength(3);
    expect(saved.images[0]).toMatch(stored);
    expect(saved.images[1]).toMatch(stored);
    expect(saved.images[2]).toBe(IMG);
    expect(saved.skus[0]!.sku_image).toBe(saved.images[1]);
    for (const path of saved.images.slice(0, 2)) expect(await hasUpload(k.t.app.storage, path)).toBe(true);
    const bytes = await k.t.app.storage.read(saved.images[1]!.slice('upload/'.length));
    expect(await sharp(bytes!).metadata()).toMatchObject({ format: 'png', width: 30, height: 20 });
  });

  it('reports a name missing from the zip and an entry that is no picture by line and column, in the language', async () => {
    const zip = zipOf([
      { name: 'ok.png', data: await pngOf() },
      { name: 'fake.jpg', data: Buffer.from('GIF89a? no, plain text') },
    ]);
    const csv = csvOf(ZIP_HEADER, [
      zipRow('Zip two', 'ok.png', 'ok.png', 'A'),
      zipRow('Zip three', 'fake.jpg', 'nope.png', 'B'),
    ]);
    const zh = await checkCsv(k.t, k.editorA, csv, 'zh-cn', zip);
    // Names the zip lacks are found first, then the pictures are decoded.
    expect(zh.data.issues).toEqual([
      { line: 3, column: 'sku_image', message: '压缩包中没有文件“nope.png”' },
      { line: 3, column: 'images', message: '压缩包中的“fake.jpg”不是可读取的 JPEG、PNG 或 WebP 图片' },
    ]);
    const en = await checkCsv(k.t, k.editorA, csv, 'en-us', zip);
    expect(en.data.issues.map((i: { message: string }) => i.message)).toEqual([
      'The zip has no file "nope.png"',
      '"fake.jpg" in the zip is not a JPEG, PNG or WebP picture that can be read',
    ]);
    // The apply refuses the file and nothing is written.
    expect((await applyCsv(k.t, k.editorA, csv, 'en-us', zip)).error_code).toBe('GOODS_IMPORT_NOT_CLEAN');
    expect(await listed()).not.toContain('Zip two');
  });
});
