import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as c from '@zay/contract';
import { ok } from '../../../test/call';
import { seedFixtures } from '../../../test/fixtures';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { setConfig } from '../config/config.service';
import { saveTranslation } from './translation.service';

let t: TestApp;
let helpIds: number[];
let classId: number;
let noticeId: number;

const zh = { lang: 'zh-cn' } as const;
const en = { lang: 'en-us' } as const;

beforeAll(async () => {
  t = await createTestApp();
  await seedFixtures(t.db);
  const db = t.db.db;
  const ctx = t.ctx();
  classId = (await db.selectFrom('help_class').select('class_id').orderBy('sort').executeTakeFirstOrThrow()).class_id;
  helpIds = (await db.selectFrom('help').select('id').orderBy('sort').execute()).map((r) => r.id);
  noticeId = (
    await db
      .insertInto('notice')
      .values({ title: 'ကြေညာချက်', content: '<p>မြန်မာ</p>', is_top: 1, create_time: 10 })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  await saveTranslation(ctx, 'help_class', classId, 'en-us', { class_name: 'Guide (en)' });
  await saveTranslation(ctx, 'help_class', classId, 'zh-cn', { class_name: '购物指南' });
  // The first article is translated into English only, and its English content is missing.
  await saveTranslation(ctx, 'help', helpIds[0]!, 'en-us', { title: 'Register (en)', content: '' });
  await saveTranslation(ctx, 'notice', noticeId, 'en-us', { title: 'Notice (en)', content: '<p>English</p>' });
  await saveTranslation(ctx, 'notice', noticeId, 'zh-cn', { title: '公告', content: '<p>中文</p>' });
  const navId = (await db.selectFrom('nav').select('id').where('nav_title', '=', 'Nav 3').executeTakeFirstOrThrow()).id;
  await saveTranslation(ctx, 'nav', navId, 'zh-cn', { nav_title: '导航三' });
  const advId = (await db.selectFrom('adv').select('adv_id').where('adv_title', '=', 'New').executeTakeFirstOrThrow())
    .adv_id;
  await saveTranslation(ctx, 'adv', advId, 'en-us', { adv_title: 'New arrivals' });
  const floorId = (await db.selectFrom('floor').select('id').executeTakeFirstOrThrow()).id;
  await saveTranslation(ctx, 'floor', floorId, 'en-us', { title: 'Phones (en)', texts: { title: 'Phone' } });

  await setConfig(db, 'hot_search_words', { words: 'ဖုန်း,Nike' });
  await setConfig(db, 'default_search_words', { words: 'ဖုန်း' });
  await setConfig(db, 'shop_service', { list: [{ id: 1, service_name: 'ပြန်လဲ', desc: 'ရက် ၇', icon: '' }] });
  await setConfig(db, 'float_layer', { is_show: 1, title: 'ကူပွန်', url: { url: '/coupon' }, img_url: '', number: '1' });
  await setConfig(db, 'register_config', { agreement_title: 'သဘောတူညီချက်', agreement_content: '<p>မြန်မာ</p>' });
  await saveTranslation(ctx, 'config', 'hot_search_words', 'en-us', { words: 'phone,Nike' });
  await saveTranslation(ctx, 'config', 'default_search_words', 'zh-cn', { words: '手机' });
  await saveTranslation(ctx, 'config', 'shop_service', 'en-us', {
    list: [{ id: 1, service_name: 'Returns', desc: '7 days', icon: '' }],
  });
  // A malformed translation (a list of the wrong shape) is ignored: the Burmese list shows.
  await saveTranslation(ctx, 'config', 'shop_service', 'zh-cn', { list: [{ name: 'x' }] });
  await saveTranslation(ctx, 'config', 'float_layer', 'en-us', { title: 'Coupons', is_show: 0 });
  await saveTranslation(ctx, 'config', 'register_config', 'en-us', {
    agreement_title: 'Agreement',
    agreement_content: '<p>English</p>',
  });
});
afterAll(() => t.close());

describe('platform content in the request language (ADR 057)', () => {
  it('help classes and articles: translated, Burmese field by field where a translation is missing', async () => {
    const classes = (lang: c.Lang) => t.call(c.helpClassListEndpoint, {}, { lang }).then(ok);
    expect((await classes('en-us'))[0]).toMatchObject({
      class_name: 'Guide (en)',
      child_list: [{ title: 'Register (en)' }, { title: 'How to buy' }],
    });
    expect((await classes('zh-cn'))[0]).toMatchObject({
      class_name: '购物指南',
      child_list: [{ title: 'How to register' }, { title: 'How to buy' }],
    });
    expect((await classes('md-mm'))[0]!.class_name).toBe('Shopping guide');
    const page = ok(await t.call(c.helpPageEndpoint, { class_id: classId }, en));
    expect(page.list.map((h) => h.title)).toEqual(['Register (en)', 'How to buy']);
    const info = ok(await t.call(c.helpInfoEndpoint, { id: helpIds[0]! }, en));
    expect(info).toMatchObject({ title: 'Register (en)', class_name: 'Guide (en)', content: '' });
  });

  it('notices in each language', async () => {
    for (const [lang, title, content] of [
      ['md-mm', 'ကြေညာချက်', '<p>မြန်မာ</p>'],
      ['zh-cn', '公告', '<p>中文</p>'],
      ['en-us', 'Notice (en)', '<p>English</p>'],
    ] as const) {
      expect(ok(await t.call(c.noticeInfoEndpoint, { id: noticeId }, { lang }))).toMatchObject({ title, content });
      expect(ok(await t.call(c.noticePageEndpoint, {}, { lang })).list[0]!.title).toBe(title);
    }
  });

  it('navigation, adverts and floors', async () => {
    const nav = ok(await t.call(c.navListEndpoint, {}, zh)).list.map((n) => n.nav_title);
    expect(nav).toEqual(['导航三', 'Nav 2', 'Nav 1']);
    const adverts = ok(await t.call(c.advDetailEndpoint, { keyword: 'NS_PC_INDEX' }, en)).adv_list;
    expect(adverts.map((a) => a.adv_title)).toEqual(['New arrivals', 'Sale']);
    const floor = async (lang: c.Lang) => ok(await t.call(c.floorsEndpoint, {}, { lang }))[0]!;
    expect(await floor('en-us')).toMatchObject({ title: 'Phones (en)', value: { title: { value: { text: 'Phone' } } } });
    // The floors answer is cached per language: Burmese after English stays Burmese.
    expect(await floor('md-mm')).toMatchObject({ title: 'Phones', value: { title: { value: { text: 'ဖုန်း' } } } });
    expect((await floor('zh-cn')).title).toBe('Phones');
  });

  it('search words, shop promises, the pop-up and the agreement', async () => {
    expect(ok(await t.call(c.hotSearchWordsEndpoint, {}, en)).words).toBe('phone,Nike');
    expect(ok(await t.call(c.hotSearchWordsEndpoint, {}, zh)).words).toBe('ဖုန်း,Nike');
    expect(ok(await t.call(c.defaultSearchWordsEndpoint, {}, zh)).words).toBe('手机');
    expect(ok(await t.call(c.shopServiceListEndpoint, {}, en))[0]).toMatchObject({ service_name: 'Returns' });
    expect(ok(await t.call(c.shopServiceListEndpoint, {}, zh))[0]).toMatchObject({ service_name: 'ပြန်လဲ' });
    // Only text fields are translated: the translation cannot switch the pop-up off.
    expect(ok(await t.call(c.floatLayerEndpoint, {}, en))).toMatchObject({ title: 'Coupons', is_show: 1 });
    expect(ok(await t.call(c.agreementEndpoint, {}, en))).toEqual({ title: 'Agreement', content: '<p>English</p>' });
    expect(ok(await t.call(c.agreementEndpoint, {}, zh)).title).toBe('သဘောတူညီချက်');
  });

  it('pc/layout carries the texts of the request language', async () => {
    const layout = ok(await t.call(c.layoutEndpoint, {}, en));
    expect(layout.hot_search_words).toBe('phone,Nike');
    expect(layout.shop_services[0]!.service_name).toBe('Returns');
    expect(layout.help_classes[0]!.class_name).toBe('Guide (en)');
    const mm = ok(await t.call(c.layoutEndpoint, {}, { lang: 'md-mm' }));
    expect(mm.nav.map((n) => n.nav_title)).toEqual(['Nav 3', 'Nav 2', 'Nav 1']);
    expect(mm.hot_search_words).toBe('ဖုန်း,Nike');
  });
});
