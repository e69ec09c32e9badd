import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  helpClassListEndpoint,
  helpInfoEndpoint,
  helpPageEndpoint,
  noticeInfoEndpoint,
  noticePageEndpoint,
  platformContentDeleteEndpoint,
  platformContentDetailEndpoint,
  platformContentListEndpoint,
  platformContentSaveEndpoint,
  platformContentSetEndpoint,
} from '@zay/contract';
import { ok } from '../../../test/call';
import { seedFixtures } from '../../../test/fixtures';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { staff, type Staff } from '../../trade/fulfilment/fulfilment-test-kit';
import { newArticle, newClass } from './cms-test-kit';

/** The platform console's editor of help and notices (ADR 069), on both databases. */
let t: TestApp;
let editor: Staff;

beforeAll(async () => {
  t = await createTestApp();
  await seedFixtures(t.db);
  editor = await staff(t, 0, 'operations', 'content-editor');
});
afterAll(() => t.close());

describe('help classes and articles', () => {
  it('creates a class and an article in Burmese; the storefront shows them, in the class order', async () => {
    const classId = await newClass(editor, 'ငွေပေးချေမှု', { sort: 0 });
    const id = await newArticle(editor, classId, 'KBZPay ဖြင့် ပေးချေနည်း');
    const article = ok(await t.call(helpInfoEndpoint, { id }));
    expect(article).toMatchObject({ title: 'KBZPay ဖြင့် ပေးချေနည်း', class_id: classId, class_name: 'ငွေပေးချေမှု' });
    const classes = ok(await t.call(helpClassListEndpoint, {}));
    expect(classes[0]).toMatchObject({ class_id: classId, child_list: [{ id }] });
    const list = ok(await editor.call(platformContentListEndpoint, { kind: 'help', class_id: classId }));
    expect(list.list).toEqual([expect.objectContaining({ id, class_id: classId, is_show: 1, sort: 0 })]);
  });

  it('edits the English and Chinese translations beside the Burmese row; the storefront answers each language', async () => {
    const classId = await newClass(editor, 'ပို့ဆောင်ခြင်း');
    const id = await newArticle(editor, classId, 'ပို့ဆောင်ချိန်');
    ok(
      await editor.call(platformContentSaveEndpoint, {
        kind: 'help',
        id,
        edit_lang: 'en-us',
        title: 'Delivery times',
        content: '<h2>Yangon</h2><p>Two <b>days</b></p>',
      }),
    );
    ok(
      await editor.call(platformContentSaveEndpoint, {
        kind: 'help_class',
        id: classId,
        edit_lang: 'zh-cn',
        title: '配送',
      }),
    );
    const en = ok(await t.call(helpInfoEndpoint, { id }, { lang: 'en-us' }));
    expect(en).toMatchObject({ title: 'Delivery times', content: '<h2>Yangon</h2><p>Two <b>days</b></p>' });
    expect(en.class_name).toBe('ပို့ဆောင်ခြင်း'); // no English class name: Burmese
    expect(ok(await t.call(helpInfoEndpoint, { id }, { lang: 'zh-cn' })).class_name).toBe('配送');
    expect(ok(await t.call(helpInfoEndpoint, { id })).title).toBe('ပို့ဆောင်ချိန်');

    const detail = ok(await editor.call(platformContentDetailEndpoint, { kind: 'help', id }));
    expect(detail.texts).toEqual({
      'md-mm': { title: 'ပို့ဆောင်ချိန်', content: '<p>ပို့ဆောင်ချိန်</p>' },
      'en-us': { title: 'Delivery times', content: '<h2>Yangon</h2><p>Two <b>days</b></p>' },
      'zh-cn': { title: '', content: '' },
    });
    // Editing the Burmese row leaves the translation alone.
    ok(
      await editor.call(platformContentSaveEndpoint, {
        kind: 'help',
        id,
        title: 'ပို့ဆောင်ချိန် (ပြင်ပြီး)',
        content: '<p>x</p>',
      }),
    );
    expect(ok(await t.call(helpInfoEndpoint, { id }, { lang: 'en-us' })).title).toBe('Delivery times');
    expect(ok(await t.call(helpInfoEndpoint, { id })).title).toBe('ပို့ဆောင်ချိန် (ပြင်ပြီး)');
  });

  it('stores hostile HTML sanitised, in Burmese and in a translation', async () => {
    const classId = await newClass(editor, 'လုံခြုံရေး');
    const hostile =
      '<p onclick="steal()">Hi<script>alert(1)</script></p><a href="javascript:alert(1)">x</a>' +
      '<img src="x.png" onerror="alert(1)"><style>body{display:none}</style>' +
      '<p style="background:url(javascript:alert(1))">y</p><iframe src="https://evil.example"></iframe>';
    const id = await newArticle(editor, classId, 'Safe', { content: hostile });
    ok(
      await editor.call(platformContentSaveEndpoint, {
        kind: 'help',
        id,
        edit_lang: 'en-us',
        title: 'Safe',
        content: hostile,
      }),
    );
    const detail = ok(await editor.call(platformContentDetailEndpoint, { kind: 'help', id }));
    for (const html of [detail.texts['md-mm'].content, detail.texts['en-us'].content]) {
      expect(html).toBe('<p>Hi</p><a>x</a><img src="x.png"><p>y</p>');
      expect(html).not.toMatch(/script|onclick|onerror|javascript|style|iframe/i);
    }
  });

  it('hides and shows an article and a class; sorts articles', async () => {
    const classId = await newClass(editor, 'အမျိုးအစား ဝှက်');
    const a = await newArticle(editor, classId, 'A', { sort: 2 });
    const b = await newArticle(editor, classId, 'B', { sort: 1 });
    const titles = async () => ok(await t.call(helpPageEndpoint, { class_id: classId })).list.map((h) => h.id);
    expect(await titles()).toEqual([b, a]);
    ok(await editor.call(platformContentSetEndpoint, { kind: 'help', id: a, sort: 0 }));
    expect(await titles()).toEqual([a, b]);
    ok(await editor.call(platformContentSetEndpoint, { kind: 'help', id: a, is_show: 0 }));
    expect(await titles()).toEqual([b]);
    expect((await t.call(helpInfoEndpoint, { id: a })).body.error_code).toBe('HELP_NOT_FOUND');
    ok(await editor.call(platformContentSetEndpoint, { kind: 'help_class', id: classId, is_show: 0 }));
    expect(await titles()).toEqual([]);
    expect((await t.call(helpInfoEndpoint, { id: b })).body.error_code).toBe('HELP_NOT_FOUND');
    expect(ok(await t.call(helpClassListEndpoint, {})).some((c) => c.class_id === classId)).toBe(false);
    // The console still lists them.
    expect(ok(await editor.call(platformContentListEndpoint, { kind: 'help', class_id: classId })).count).toBe(2);
    ok(await editor.call(platformContentSetEndpoint, { kind: 'help_class', id: classId, is_show: 1 }));
    expect(await titles()).toEqual([b]);
  });

  it('deletes an article with its translations; a class only once it is empty', async () => {
    const classId = await newClass(editor, 'ဖျက်ရန်');
    const id = await newArticle(editor, classId, 'Gone');
    ok(
      await editor.call(platformContentSaveEndpoint, {
        kind: 'help',
        id,
        edit_lang: 'en-us',
        title: 'Gone',
        content: '',
      }),
    );
    const refused = await editor.call(platformContentDeleteEndpoint, { kind: 'help_class', id: classId });
    expect(refused.body.error_code).toBe('HELP_CLASS_NOT_EMPTY');
    ok(await editor.call(platformContentDeleteEndpoint, { kind: 'help', id }));
    expect((await t.call(helpInfoEndpoint, { id })).body.error_code).toBe('HELP_NOT_FOUND');
    const left = await t.db.db
      .selectFrom('content_translation')
      .select('id')
      .where('kind', '=', 'help')
      .where('ref', '=', String(id))
      .execute();
    expect(left).toEqual([]);
    ok(await editor.call(platformContentDeleteEndpoint, { kind: 'help_class', id: classId }));
    expect(
      (await editor.call(platformContentDetailEndpoint, { kind: 'help_class', id: classId })).body.error_code,
    ).toBe('HELP_CLASS_NOT_FOUND');
  });
});

describe('notices', () => {
  it('creates, pins, translates, hides and deletes a notice; the storefront follows', async () => {
    const id = ok(
      await editor.call(platformContentSaveEndpoint, { kind: 'notice', title: 'ဆိုင်ပိတ်ရက်', content: '<p>ပိတ်</p>' }),
    );
    ok(await editor.call(platformContentSetEndpoint, { kind: 'notice', id, is_top: 1 }));
    ok(
      await editor.call(platformContentSaveEndpoint, {
        kind: 'notice',
        id,
        edit_lang: 'en-us',
        title: 'Holiday',
        content: '<p>Closed</p>',
      }),
    );
    const first = ok(await t.call(noticePageEndpoint, {}, { lang: 'en-us' })).list[0];
    expect(first).toMatchObject({ id, title: 'Holiday', is_top: 1 });
    expect(ok(await t.call(noticeInfoEndpoint, { id }, { lang: 'en-us' })).content).toBe('<p>Closed</p>');
    ok(await editor.call(platformContentSetEndpoint, { kind: 'notice', id, is_show: 0 }));
    expect(ok(await t.call(noticePageEndpoint, {})).list.some((n) => n.id === id)).toBe(false);
    expect((await t.call(noticeInfoEndpoint, { id })).body.error_code).toBe('NOTICE_NOT_FOUND');
    ok(await editor.call(platformContentDeleteEndpoint, { kind: 'notice', id }));
    expect((await editor.call(platformContentDetailEndpoint, { kind: 'notice', id })).body.error_code).toBe(
      'NOTICE_NOT_FOUND',
    );
  });
});

describe('caches', () => {
  it('a save, a quick change and a delete each clear the cached pages; a refused call does not', async () => {
    let cleared = 0;
    const listener = () => void cleared++;
    t.app.contentChanged.add(listener);
    try {
      const id = ok(await editor.call(platformContentSaveEndpoint, { kind: 'notice', title: 'Cache', content: '' }));
      ok(await editor.call(platformContentSetEndpoint, { kind: 'notice', id, is_top: 1 }));
      ok(await editor.call(platformContentDeleteEndpoint, { kind: 'notice', id }));
      expect(cleared).toBe(3);
      await editor.call(platformContentDeleteEndpoint, { kind: 'notice', id });
      expect(cleared).toBe(3);
    } finally {
      t.app.contentChanged.delete(listener);
    }
  });
});
