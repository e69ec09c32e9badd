import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  platformContentDeleteEndpoint,
  platformContentDetailEndpoint,
  platformContentListEndpoint,
  platformContentSaveEndpoint,
  platformContentSetEndpoint,
} from '@zay/contract';
import { offContract, ok } from '../../../test/call';
import { seedFixtures } from '../../../test/fixtures';
import { createMember } from '../../../test/members';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { staff, type Staff } from '../../trade/fulfilment/fulfilment-test-kit';
import { newArticle, newClass } from './cms-test-kit';

/** The platform's content editor under abuse (QUALITY §4, ADR 069): who may call, bad input, missing ids. */
let t: TestApp;
let editor: Staff;
let classId: number;
let articleId: number;
let noticeId: number;

beforeAll(async () => {
  t = await createTestApp();
  await seedFixtures(t.db);
  editor = await staff(t, 0, 'owner', 'ca-editor');
  classId = await newClass(editor, 'ကူညီ');
  articleId = await newArticle(editor, classId, 'ဆောင်းပါး', { content: '<p>a</p>' });
  noticeId = ok(await editor.call(platformContentSaveEndpoint, { kind: 'notice', title: 'သတင်း', content: '<p>n</p>' }));
});
afterAll(() => t.close());

/** Every stored row and translation of the editor's tables, to prove a refused call changed nothing. */
const snapshot = async () => {
  const db = t.db.db;
  return Promise.all([
    db.selectFrom('help_class').selectAll().orderBy('class_id').execute(),
    db.selectFrom('help').selectAll().orderBy('id').execute(),
    db.selectFrom('notice').selectAll().orderBy('id').execute(),
    db.selectFrom('content_translation').selectAll().orderBy('id').execute(),
  ]);
};

it('refuses a shop’s staff, a member, a forged and no token on every call; nothing changes', async () => {
  const before = await snapshot();
  const owner = await staff(t, 1, 'owner', 'ca-shop-owner');
  const member = await createMember(t.db, 'ca-member');
  const callers = [
    [owner.call, 'PLATFORM_STAFF_ONLY'],
    [t.as({ token: member.token }), 'TOKEN_ERROR'],
    [t.as({ token: 'forged' }), 'TOKEN_ERROR'],
    [t.call, 'TOKEN_NOT_EXIST'],
  ] as const;
  const calls = [
    [platformContentListEndpoint, { kind: 'notice' }],
    [platformContentDetailEndpoint, { kind: 'help', id: articleId }],
    [platformContentSaveEndpoint, { kind: 'help', id: articleId, title: 'pwned', content: '' }],
    [platformContentSaveEndpoint, { kind: 'notice', id: noticeId, edit_lang: 'en-us', title: 'pwned', content: '' }],
    [platformContentSaveEndpoint, { kind: 'notice', title: 'new', content: '' }],
    [platformContentSetEndpoint, { kind: 'notice', id: noticeId, is_show: 0 }],
    [platformContentDeleteEndpoint, { kind: 'help', id: articleId }],
  ] as const;
  for (const [call, code] of callers)
    for (const [endpoint, body] of calls) {
      const res = await call(endpoint, body as never);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ error_code: code, data: null });
    }
  expect(await snapshot()).toEqual(before);
});

it('refuses bad input with nothing changed', async () => {
  const before = await snapshot();
  const bad = [
    { kind: 'help', class_id: classId, title: '   ', content: '' }, // no Burmese title
    { kind: 'help', class_id: 999_999, title: 'orphan', content: '' }, // no such class
    { kind: 'help', title: 'classless', content: '' },
    { kind: 'help', id: 999_999, edit_lang: 'en-us', title: 'ghost', content: '' }, // a translation of nothing
    { kind: 'notice', id: 999_999, title: 'ghost', content: '' },
    { kind: 'page', title: 'x' },
    { kind: 'notice', title: 'x'.repeat(101) },
    { kind: 'notice', title: 'x', content: 'x'.repeat(100_001) },
    { kind: 'notice', id: noticeId, edit_lang: 'fr-fr', title: 'x' },
    { kind: 'notice', title: 'x', sort: -1 },
  ];
  for (const body of bad)
    expect((await editor.call(platformContentSaveEndpoint, offContract(body))).body.code).not.toBe(0);
  for (const body of [
    { kind: 'notice', id: noticeId },
    { kind: 'notice', id: 999_999, is_top: 1 },
    { kind: 'help', id: articleId, is_show: 2 },
  ])
    expect((await editor.call(platformContentSetEndpoint, offContract(body))).body.code).not.toBe(0);
  expect((await editor.call(platformContentDeleteEndpoint, { kind: 'help_class', id: classId })).body.error_code).toBe(
    'HELP_CLASS_NOT_EMPTY',
  );
  expect((await editor.call(platformContentDeleteEndpoint, { kind: 'notice', id: 999_999 })).body.error_code).toBe(
    'NOTICE_NOT_FOUND',
  );
  expect(await snapshot()).toEqual(before);
});

it('a help id is not a notice id: each kind looks in its own table', async () => {
  const before = await snapshot();
  const stranger = Math.max(articleId, noticeId) + 1000;
  expect((await editor.call(platformContentDetailEndpoint, { kind: 'notice', id: stranger })).body.error_code).toBe(
    'NOTICE_NOT_FOUND',
  );
  expect((await editor.call(platformContentSetEndpoint, { kind: 'help', id: stranger, sort: 1 })).body.error_code).toBe(
    'HELP_NOT_FOUND',
  );
  expect(await snapshot()).toEqual(before);
});
