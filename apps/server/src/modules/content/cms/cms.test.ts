import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  helpClassListEndpoint,
  helpInfoEndpoint,
  helpPageEndpoint,
  noticeInfoEndpoint,
  noticePageEndpoint,
} from '@zay/contract';
import { seedFixtures } from '../../../test/fixtures';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let notices: number[];

beforeAll(async () => {
  t = await createTestApp();
  await seedFixtures(t.db);
  notices = [];
  for (const [title, is_top, create_time] of [
    ['Old', 0, 100],
    ['Pinned', 1, 50],
    ['New', 0, 200],
  ] as const) {
    const row = await t.db.db
      .insertInto('notice')
      .values({ title, content: `<p>${title}</p>`, is_top, create_time })
      .returning('id')
      .executeTakeFirstOrThrow();
    notices.push(row.id);
  }
});
afterAll(() => t.close());

describe('notices and help', () => {
  it('notice/page lists pinned first, then newest', async () => {
    const { data } = (await t.call(noticePageEndpoint, { page: 1, page_size: 2 })).body;
    expect(data).toMatchObject({ count: 3, page_count: 2 });
    expect(data.list.map((n) => n.title)).toEqual(['Pinned', 'New']);
    expect(data.list[0]).not.toHaveProperty('content');
  });

  it('notice/info answers the content; an unknown id is a NOT_FOUND envelope', async () => {
    expect((await t.call(noticeInfoEndpoint, { id: notices[0]! })).body.data.content).toBe('<p>Old</p>');
    const missing = await t.call(noticeInfoEndpoint, { id: 999999 });
    expect(missing.status).toBe(200);
    expect(missing.body.error_code).toBe('NOTICE_NOT_FOUND');
  });

  it('help/page filters by class; help/info carries the class name', async () => {
    const classes = (await t.call(helpClassListEndpoint)).body.data;
    const page = (await t.call(helpPageEndpoint, { class_id: classes[0]!.class_id, page_size: 0 })).body.data;
    expect(page.list.map((h) => h.title)).toEqual(['How to register', 'How to buy']);
    expect((await t.call(helpPageEndpoint, { class_id: classes[1]!.class_id })).body.data).toMatchObject({
      count: 0,
      list: [],
    });
    const info = (await t.call(helpInfoEndpoint, { id: page.list[0]!.id })).body.data;
    expect(info).toMatchObject({ title: 'How to register', class_name: 'Shopping guide', sort: 1 });
    expect(page.list[0]).toMatchObject({ class_name: 'Shopping guide', sort: 1 });
    expect((await t.call(helpInfoEndpoint, { id: 0 })).body.code).toBe(-10006);
  });

  it('help/info names the previous and next article of its class, in list order', async () => {
    const classes = (await t.call(helpClassListEndpoint)).body.data;
    const [first, second] = classes[0]!.child_list;
    const a = (await t.call(helpInfoEndpoint, { id: first!.id })).body.data;
    expect(a).toMatchObject({ prev: null, next: { id: second!.id, title: 'How to buy' } });
    const b = (await t.call(helpInfoEndpoint, { id: second!.id })).body.data;
    expect(b).toMatchObject({ prev: { id: first!.id, title: 'How to register' }, next: null });
  });

  it('unknown ids are NOT_FOUND envelopes in the request language', async () => {
    const help = await t.call(helpInfoEndpoint, { id: 987654 }, { lang: 'en-us' });
    expect(help.status).toBe(200);
    expect(help.body).toMatchObject({ error_code: 'HELP_NOT_FOUND', message: 'This help article does not exist' });
    const notice = await t.call(noticeInfoEndpoint, { id: 987654 }, { lang: 'zh-cn' });
    expect(notice.body).toMatchObject({ error_code: 'NOTICE_NOT_FOUND', message: '该公告不存在' });
  });
});
