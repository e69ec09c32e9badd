import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { helpInfoEndpoint, helpPageEndpoint, noticeInfoEndpoint } from '@zay/contract';
import { ok, offContract } from '../../../test/call';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { saveTranslation } from '../../site/translation/translation.service';

let t: TestApp;
let helpId: number;
let noticeId: number;
const HOSTILE =
  '<p onclick="steal()">Hi<script>alert(1)</script><img src="x" onerror="steal()"></p><a href="javascript:steal()">x</a>';

beforeAll(async () => {
  t = await createTestApp();
  const db = t.db.db;
  const cls = await db
    .insertInto('help_class')
    .values({ class_name: 'c' })
    .returning('class_id')
    .executeTakeFirstOrThrow();
  helpId = (
    await db
      .insertInto('help')
      .values({ class_id: cls.class_id, title: 'h', content: HOSTILE })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  noticeId = (
    await db.insertInto('notice').values({ title: 'n', content: 'ok' }).returning('id').executeTakeFirstOrThrow()
  ).id;
  // A translation is content too: it passes the same sanitiser.
  await saveTranslation(t.ctx(), 'notice', noticeId, 'en-us', { title: 'n', content: HOSTILE });
});
afterAll(() => t.close());

const clean = (html: string) => {
  expect(html).not.toMatch(/<script|onerror|onclick|javascript:/i);
  expect(html).toContain('Hi');
};

describe('help and notices under abuse', () => {
  it('article and notice HTML (and its translations) is sanitised before pages render it', async () => {
    clean(ok(await t.call(helpInfoEndpoint, { id: helpId })).content);
    clean(ok(await t.call(noticeInfoEndpoint, { id: noticeId }, { lang: 'en-us' })).content);
  });

  it('ids that are not positive integers answer an envelope, never a 500', async () => {
    for (const id of [-1, 0, 1.5, '1 or 1=1', 2 ** 60]) {
      const res = await t.post('/api/help/info', { id });
      expect(res.status).toBe(200);
      expect(res.body.code).not.toBe(0);
    }
    const res = await t.call(helpPageEndpoint, offContract({ class_id: 'x' }));
    expect(res.status).toBe(200);
    expect(res.body.code).not.toBe(0);
  });
});
