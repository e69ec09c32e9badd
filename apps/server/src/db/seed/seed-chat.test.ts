import { afterAll, beforeAll, expect, it } from 'vitest';
import { chatDialogsEndpoint, chatListEndpoint, sellerLoginEndpoint, servicerLoginEndpoint } from '@zay/contract';
import { hashPassword } from '../../lib/password';
import { createTestApp, type TestApp } from '../../test/test-app';
import { seedFixtures } from '../../test/fixtures';
import { createMember } from '../../test/members';
import { seedChat } from './seed-chat';

let t: TestApp;
let shop: number;
let buyer: { id: number; token: string };

beforeAll(async () => {
  t = await createTestApp();
  const f = await seedFixtures(t.db);
  shop = f.open1;
  buyer = await createMember(t.db, 'buyer');
  const buyer2 = await createMember(t.db, 'buyer2');
  const passwordHash = await hashPassword('Zay@2026');
  await t.db.db.transaction().execute((trx) =>
    seedChat(trx, {
      shopIds: [f.open1, f.closed],
      memberIds: [buyer.id, buyer2.id],
      passwordHash,
      now: 1_800_000_000,
    }),
  );
});
afterAll(() => t.close());

it('seeds a servicer per shop who can log in, and a past conversation with an unread reply', async () => {
  const accounts = await t.db.db
    .selectFrom('servicer')
    .select(['username', 'site_id', 'role'])
    .orderBy('servicer_id')
    .execute();
  expect(accounts.map((a) => `${a.username}:${a.role}`)).toEqual([
    'service0:service',
    'service1:service',
    'service2:service',
    'owner0:owner',
    'clerk0:clerk',
    'operations0:operations',
    'finance0:finance',
    'owner1:owner',
    'clerk1:clerk',
    'owner2:owner',
    'clerk2:clerk',
    'service1b:service',
  ]);
  expect(accounts.find((a) => a.username === 'service1')!.site_id).toBe(shop);
  const login = await t.call(servicerLoginEndpoint, { username: 'service1', password: 'Zay@2026' });
  expect(login.body).toMatchObject({ code: 0, data: { servicer: { site_id: shop, shop_name: 'Shwe Mart' } } });

  const clerk = await t.call(sellerLoginEndpoint, { username: 'clerk1', password: 'Zay@2026' });
  expect(clerk.body.data).toMatchObject({ staff: { site_id: shop, role: 'clerk', shop_name: 'Shwe Mart' } });

  const list = (await t.call(chatListEndpoint, {}, { token: buyer.token })).body.data;
  expect(list).toHaveLength(1);
  expect(list[0]).toMatchObject({ shop_id: shop, unread: 1, type: 1 });
  const history = (await t.call(chatDialogsEndpoint, { site_id: shop }, { token: buyer.token })).body.data;
  expect(history).toMatchObject({ count: 4, page_count: 1 });
});
