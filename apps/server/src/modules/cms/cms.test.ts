import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedFixtures } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

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
    const { data } = (await t.call('/api/notice/page', { page: 1, page_size: 2 })).body;
    expect(data).toMatchObject({ count: 3, page_count: 2 });
    expect(data.list.map((n: any) => n.title)).toEqual(['Pinned', 'New']);
    expect(data.list[0]).not.toHaveProperty('content');
  });

  it('notice/info answers the content; an unknown id is a NOT_FOUND envelope', async () => {
    expect((await t.call('/api/notice/info', { id: notices[0] })).body.data.content).toBe('<p>Old</p>');
    const missing = await t.call('/api/notice/info', { id: 999999 });
    expect(missing.status).toBe(200);
    expect(missing.body.error_code).toBe('NOTICE_NOT_FOUND');
  });

  it('help/page filters by class; help/info carries the class name', async () => {
    const classes = (await t.call('/api/helpclass/lists')).body.data;
    const page = (await t.call('/api/help/page', { class_id: classes[0].class_id, page_size: 0 })).body.data;
    expect(page.list.map((h: any) => h.title)).toEqual(['How to register', 'How to buy']);
    expect((await t.call('/api/help/page', { class_id: classes[1].class_id })).body.data).toMatchObject({
      count: 0,
      list: [],
    });
    const info = (await t.call('/api/help/info', { id: page.list[0].id })).body.data;
    expect(info).toMatchObject({ title: 'How to register', class_name: 'Shopping guide' });
    expect((await t.call('/api/help/info', { id: 0 })).body.code).toBe(-10006);
  });
});
