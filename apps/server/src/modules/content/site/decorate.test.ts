import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  advDetailEndpoint,
  decoratePreviewEndpoint,
  floorsEndpoint,
  layoutEndpoint,
  platformDecorateDiscardEndpoint,
  platformDecorateGetEndpoint,
  platformDecoratePublishEndpoint,
  platformDecorateSaveEndpoint,
  MESSAGES,
  type Decoration,
  type MessageKey,
} from '@zay/contract';
import { offContract, ok } from '../../../test/call';
import { seedFixtures } from '../../../test/fixtures';
import { createMember } from '../../../test/members';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { staff, type Staff } from '../../trade/fulfilment/fulfilment-test-kit';

/** The platform's decoration of the home page (issue 31, ADR 104), on both databases. */
let t: TestApp;
let editor: Staff;
let published: Decoration;

const now = () => Math.floor(Date.now() / 1000);
const titles = async (lang?: 'en-us' | 'zh-cn') =>
  ok(await t.call(advDetailEndpoint, { keyword: 'NS_PC_INDEX' }, lang ? { lang } : {})).adv_list.map(
    (a) => a.adv_title,
  );
const tables = async () => {
  const db = t.db.db;
  return Promise.all(
    (['adv', 'nav', 'friendly_link', 'floor', 'content_translation', 'decorate_draft', 'action_log'] as const).map(
      (name) => db.selectFrom(name).selectAll().execute(),
    ),
  );
};

beforeAll(async () => {
  t = await createTestApp();
  await seedFixtures(t.db);
  editor = await staff(t, 0, 'operations', 'decorator');
  published = ok(await editor.call(platformDecorateGetEndpoint, {})).decoration;
});
afterAll(() => t.close());

describe('the draft, its preview and publishing', () => {
  it('reads every published row, shown or not, in the storefront order', () => {
    expect(published.adverts.map((a) => [a.title_mm, a.state])).toEqual([
      ['New', 1],
      ['Sale', 1],
      ['Off', 0],
    ]);
    expect(published.adverts[0]).toMatchObject({ url: '/brand', image: 'upload/a1.png', image_zh: '', end_time: 0 });
    expect(published.nav.map((n) => n.title_mm)).toContain('Hidden');
    expect(published.words.hot_mm).toBe('phone,ထဘီ,茶叶');
    expect(published.floors[0]).toMatchObject({ title_mm: 'Phones', block_name: 'floor-style-1' });
  });

  it('a saved draft changes nothing shoppers see; its preview shows it in each language; publishing shows it to all', async () => {
    const [first, second, off] = published.adverts;
    const draft: Decoration = {
      ...published,
      adverts: [
        { ...second!, title_en: 'Big sale', image_en: 'upload/sale-en.png' },
        { ...first!, state: 0 },
        { ...off!, state: 1, start_time: now() + 86_400 }, // shown from tomorrow
        {
          adv_id: 0,
          ap_id: first!.ap_id,
          title_mm: 'ဆောင်းရာသီ',
          title_zh: '冬季',
          title_en: 'Winter',
          image: 'upload/winter.png',
          image_zh: '',
          image_en: '',
          url: '/list?category_id=3',
          background: '#223344',
          state: 1,
          start_time: 0,
          end_time: now() + 86_400,
        },
      ],
      nav: [
        ...published.nav,
        {
          id: 0,
          title_mm: 'ကူပွန်',
          title_zh: '优惠券',
          title_en: 'Coupons',
          url: '/coupon',
          is_blank: 0,
          is_show: 1,
        },
      ],
      words: { ...published.words, hot_en: 'phone,longyi,tea', default_mm: 'ဖုန်း' },
      floors: [{ ...published.floors[0]!, title_en: 'Phones and more', goods_ids: [] }],
    };
    const state = ok(await editor.call(platformDecorateSaveEndpoint, { decoration: draft }));
    expect(state).toMatchObject({ draft: 1 });
    expect(state.preview_token).toMatch(/^[\w-]{32}$/);
    expect(await titles()).toEqual(['New', 'Sale']);
    expect(ok(await t.call(layoutEndpoint, {})).nav.map((n) => n.nav_title)).not.toContain('ကူပွန်');

    const preview = ok(await t.call(decoratePreviewEndpoint, { preview: state.preview_token }, { lang: 'en-us' }));
    expect(preview.adverts.NS_PC_INDEX?.map((a) => [a.adv_title, a.adv_image])).toEqual([
      ['Big sale', 'upload/sale-en.png'],
      ['Winter', 'upload/winter.png'],
    ]);
    expect(preview.nav.at(-1)).toMatchObject({ nav_title: 'Coupons', nav_url: '{"url":"/coupon"}' });
    expect(preview).toMatchObject({ hot_search_words: 'phone,longyi,tea', default_search_words: 'ဖုန်း' });
    expect(preview.floors[0]).toMatchObject({ title: 'Phones and more' });
    expect(preview.floors[0]?.value.goodsList?.value.list).toEqual([]);

    // Publishing: the floors' cached answer is dropped with the rest (contentChanged).
    expect(ok(await t.call(floorsEndpoint, {}))[0]?.value.goodsList?.value.list).not.toEqual([]);
    const after = ok(await editor.call(platformDecoratePublishEndpoint, {}));
    expect(after).toMatchObject({ draft: 0, preview_token: '' });
    expect(await titles()).toEqual(['Sale', 'ဆောင်းရာသီ']);
    expect(await titles('en-us')).toEqual(['Big sale', 'Winter']);
    const en = ok(await t.call(advDetailEndpoint, { keyword: 'NS_PC_INDEX' }, { lang: 'en-us' }));
    expect(en.adv_list[0]?.adv_image).toBe('upload/sale-en.png');
    expect(ok(await t.call(advDetailEndpoint, { keyword: 'NS_PC_INDEX' })).adv_list[0]?.adv_image).toBe(
      'upload/a2.png',
    );
    const layout = ok(await t.call(layoutEndpoint, {}, { lang: 'zh-cn' }));
    expect(layout.nav.at(-1)).toMatchObject({ nav_title: '优惠券' });
    expect(layout.default_search_words).toBe('ဖုန်း');
    expect(ok(await t.call(layoutEndpoint, {}, { lang: 'en-us' })).hot_search_words).toBe('phone,longyi,tea');
    const floors = ok(await t.call(floorsEndpoint, {}, { lang: 'en-us' }));
    expect(floors[0]).toMatchObject({ title: 'Phones and more' });
    expect(floors[0]?.value.goodsList?.value.list).toEqual([]);

    // The token opens nothing once the draft is published.
    const gone = await t.call(decoratePreviewEndpoint, { preview: state.preview_token });
    expect(gone.body).toMatchObject({ error_code: 'DECORATE_PREVIEW_EXPIRED', data: null });

    // The console reads back what it published, with the new rows' ids.
    const again = ok(await editor.call(platformDecorateGetEndpoint, {})).decoration;
    expect(again.adverts.map((a) => a.title_mm)).toEqual(['Sale', 'New', 'Off', 'ဆောင်းရာသီ']);
    expect(again.adverts.every((a) => a.adv_id > 0)).toBe(true);
    expect(again.nav.at(-1)).toMatchObject({ title_zh: '优惠券', title_en: 'Coupons', url: '/coupon' });
    published = again;
  });

  it('logs the save and the publish with the before and after of the sections they changed', async () => {
    const rows = await t.db.db
      .selectFrom('action_log')
      .select(['action', 'before', 'after', 'staff_name'])
      .where('action', 'like', 'decorate.%')
      .orderBy('id')
      .execute();
    expect(rows.map((r) => r.action)).toEqual(['decorate.save', 'decorate.publish']);
    const publish = rows[1]!;
    expect(publish.staff_name).toBe('decorator');
    expect(Object.keys(JSON.parse(publish.before) as object).sort()).toEqual(['adverts', 'floors', 'nav', 'words']);
    expect(JSON.parse(publish.before).words.hot_en).toBe('');
    expect(JSON.parse(publish.after).words.hot_en).toBe('phone,longyi,tea');
  });

  it('removes what the draft removed, with its translations; discarding a draft leaves the published rows', async () => {
    const dropped = published.adverts.find((a) => a.title_mm === 'ဆောင်းရာသီ')!;
    ok(
      await editor.call(platformDecorateSaveEndpoint, {
        decoration: { ...published, adverts: published.adverts.filter((a) => a !== dropped) },
      }),
    );
    ok(await editor.call(platformDecoratePublishEndpoint, {}));
    expect(await titles()).toEqual(['Sale']);
    published = ok(await editor.call(platformDecorateGetEndpoint, {})).decoration;
    const left = await t.db.db
      .selectFrom('content_translation')
      .select('id')
      .where('kind', '=', 'adv')
      .where('ref', '=', String(dropped.adv_id))
      .execute();
    expect(left).toEqual([]);

    const before = await tables();
    ok(await editor.call(platformDecorateSaveEndpoint, { decoration: { ...published, adverts: [] } }));
    const discarded = ok(await editor.call(platformDecorateDiscardEndpoint, {}));
    expect(discarded.draft).toBe(0);
    expect(await titles()).toEqual(['Sale']);
    const [adv] = await tables();
    expect(adv).toEqual(before[0]);
    // Nothing to publish any more.
    expect((await editor.call(platformDecoratePublishEndpoint, {})).body.error_code).toBe('DECORATE_NO_DRAFT');
  });

  it('an advert past its window leaves the storefront without anyone publishing', async () => {
    const sale = published.adverts.find((a) => a.title_mm === 'Sale')!;
    await t.db.db
      .updateTable('adv')
      .set({ end_time: now() - 1 })
      .where('adv_id', '=', sale.adv_id)
      .execute();
    expect(await titles()).toEqual([]);
    await t.db.db.updateTable('adv').set({ end_time: 0 }).where('adv_id', '=', sale.adv_id).execute();
  });
});

describe('abuse', () => {
  const body = (change: (d: Decoration) => object) => ({ decoration: change(structuredClone(published)) });

  it('refuses a shop’s staff, a member, a forged and no token; nothing changes', async () => {
    const before = await tables();
    const owner = await staff(t, 1, 'owner', 'dec-shop-owner');
    const member = await createMember(t.db, 'dec-member');
    const callers = [
      [owner.call, 'PLATFORM_STAFF_ONLY'],
      [t.as({ token: member.token }), 'TOKEN_ERROR'],
      [t.as({ token: 'forged' }), 'TOKEN_ERROR'],
      [t.call, 'TOKEN_NOT_EXIST'],
    ] as const;
    for (const [call, code] of callers)
      for (const [endpoint, b] of [
        [platformDecorateGetEndpoint, {}],
        [platformDecorateSaveEndpoint, { decoration: published }],
        [platformDecoratePublishEndpoint, {}],
        [platformDecorateDiscardEndpoint, {}],
      ] as const) {
        const res = await call(endpoint, b as never);
        expect(res.status).toBe(200);
        expect(res.body).toMatchObject({ error_code: code, data: null });
      }
    expect(await tables()).toEqual(before);
  });

  it('refuses bad links, pictures, windows, unknown ids and huge values; nothing changes', async () => {
    const before = await tables();
    const [adv] = published.adverts;
    const nav = published.nav[0]!;
    const cases: [object, string][] = [
      [body((d) => ({ ...d, adverts: [{ ...adv, url: 'javascript:alert(1)' }] })), 'DECORATE_LINK_INVALID'],
      [body((d) => ({ ...d, nav: [{ ...nav, url: 'JavaScript:alert(1)' }] })), 'DECORATE_LINK_INVALID'],
      [body((d) => ({ ...d, nav: [{ ...nav, url: '//evil.example/x' }] })), 'DECORATE_LINK_INVALID'],
      [body((d) => ({ ...d, nav: [{ ...nav, url: 'data:text/html,<b>' }] })), 'DECORATE_LINK_INVALID'],
      [body((d) => ({ ...d, nav: [{ ...nav, url: '/a" onmouseover="x' }] })), 'DECORATE_LINK_INVALID'],
      [body((d) => ({ ...d, adverts: [{ ...adv, image: 'javascript:x' }] })), 'DECORATE_IMAGE_INVALID'],
      [body((d) => ({ ...d, adverts: [{ ...adv, image: '' }] })), 'DECORATE_IMAGE_REQUIRED'],
      [body((d) => ({ ...d, adverts: [{ ...adv, start_time: 100, end_time: 50 }] })), 'DECORATE_WINDOW_INVALID'],
      [body((d) => ({ ...d, adverts: [{ ...adv, end_time: 1e15 }] })), 'FIELD_INVALID'],
      [body((d) => ({ ...d, adverts: [{ ...adv, ap_id: 999_999 }] })), 'DECORATE_POSITION_NOT_FOUND'],
      [body((d) => ({ ...d, adverts: [{ ...adv, adv_id: 999_999 }] })), 'DECORATE_ITEM_NOT_FOUND'],
      [body((d) => ({ ...d, nav: [nav, nav] })), 'DECORATE_ITEM_NOT_FOUND'],
      [body((d) => ({ ...d, nav: [{ ...nav, title_mm: 'x'.repeat(61) }] })), 'DECORATE_TEXT_INVALID'],
      [body((d) => ({ ...d, nav: [{ ...nav, title_mm: '  ' }] })), 'DECORATE_TITLE_REQUIRED'],
      [body((d) => ({ ...d, words: { ...d.words, hot_mm: 'w,'.repeat(200) } })), 'DECORATE_TEXT_INVALID'],
      [body((d) => ({ ...d, adverts: Array(61).fill({ ...adv, adv_id: 0 }) })), 'DECORATE_TOO_MANY'],
      [body((d) => ({ ...d, floors: [{ ...d.floors[0], goods_ids: Array(21).fill(1) }] })), 'DECORATE_TOO_MANY'],
      [body((d) => ({ ...d, floors: [{ ...d.floors[0], block_name: 'floor-style-9' }] })), 'FIELD_INVALID'],
      [body((d) => ({ ...d, nav: [{ ...nav, is_show: 2 }] })), 'FIELD_INVALID'],
    ];
    for (const [b, code] of cases) {
      const res = await editor.call(platformDecorateSaveEndpoint, offContract(b as Record<string, unknown>), {
        lang: 'en-us',
      });
      const why = JSON.stringify(b).slice(0, 200);
      // The service's refusals travel under their own key; the schema's as PARAMETER_ERROR with their text.
      if (code.endsWith('NOT_FOUND')) expect(res.body.error_code, why).toBe(code);
      else {
        expect(res.body.error_code, why).toBe('PARAMETER_ERROR');
        const text = MESSAGES['en-us'][code as MessageKey].replace(/[.*+?^$()|[\]\\]/g, '\\$&');
        expect(res.body.message, why).toMatch(new RegExp(`^${text.replace(/\{\w+\}/g, '.+')}$`));
      }
    }
    expect((await editor.call(platformDecorateSaveEndpoint, offContract({}))).body.code).not.toBe(0);
    for (const preview of ['', 'x'.repeat(65), 'no-such-token'])
      expect((await t.call(decoratePreviewEndpoint, offContract({ preview }))).body.code).not.toBe(0);
    expect(await tables()).toEqual(before);
  });

  it('keeps script in a text as text: stored and answered as typed, never as markup', async () => {
    const script = '<script>alert(1)</script>';
    ok(
      await editor.call(
        platformDecorateSaveEndpoint,
        body((d) => ({
          ...d,
          nav: d.nav.map((n) => (n.title_mm === 'Nav 1' ? { ...n, title_mm: script } : n)),
        })) as never,
      ),
    );
    ok(await editor.call(platformDecoratePublishEndpoint, {}));
    expect(ok(await t.call(layoutEndpoint, {})).nav.map((n) => n.nav_title)).toContain(script);
  });

  it('a preview token expires', async () => {
    const state = ok(await editor.call(platformDecorateSaveEndpoint, { decoration: published }));
    await t.db.db
      .updateTable('decorate_draft')
      .set({ preview_expires: now() - 1 })
      .execute();
    const res = await t.call(decoratePreviewEndpoint, { preview: state.preview_token });
    expect(res.body.error_code).toBe('DECORATE_PREVIEW_EXPIRED');
    expect(ok(await editor.call(platformDecorateGetEndpoint, {})).preview_token).toBe('');
    ok(await editor.call(platformDecorateDiscardEndpoint, {}));
  });
});
