import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  chatBindEndpoint,
  chatByeEndpoint,
  chatDialogsEndpoint,
  chatHasServicersEndpoint,
  chatListEndpoint,
  chatSayEndpoint,
  chatSetReadEndpoint,
  workbenchChatListEndpoint,
  workbenchDialogsEndpoint,
  workbenchOrdersEndpoint,
  workbenchSayEndpoint,
  workbenchSetReadEndpoint,
} from '@zay/contract';
import { createTestApp, type TestApp } from '../../test/test-app';
import { seedFixtures } from '../../test/fixtures';
import { createMember } from '../../test/members';
import { connect, createServicer, eventually, insertShop, listen, type SocketClient } from './chat-test-kit';

let t: TestApp;
let base: string;
let f: Awaited<ReturnType<typeof seedFixtures>>;
let shop: number;
let other: number;
let alice: { id: number; token: string };
let bob: { id: number; token: string };
let sv: { id: number; token: string };
let sv2: { id: number; token: string };
let otherSv: { id: number; token: string };
let sku: number;

const open: SocketClient[] = [];
async function socket(o: Parameters<typeof connect>[1]) {
  const c = await connect(base, o);
  open.push(c);
  return c;
}

beforeAll(async () => {
  t = await createTestApp();
  f = await seedFixtures(t.db);
  shop = f.open1;
  other = await insertShop(t.db, 'Other Shop');
  alice = await createMember(t.db, 'alice');
  bob = await createMember(t.db, 'bob');
  sv = await createServicer(t.db, shop, 'sv-one', 'Su Su');
  sv2 = await createServicer(t.db, shop, 'sv-two', 'Hla Hla');
  otherSv = await createServicer(t.db, other, 'sv-other');
  sku = (await t.db.db.selectFrom('goods').select('sku_id').where('goods_id', '=', f.visible).executeTakeFirstOrThrow())
    .sku_id;
  base = await listen(t);
});
afterAll(async () => {
  await Promise.all(open.map((c) => c.close()));
  await t.close();
});

const as = (m: { token: string }) => t.as({ token: m.token, lang: 'en-us' });
const online = async (siteId: number) =>
  (await t.call(chatHasServicersEndpoint, { site_id: siteId })).body.data.online_count as number;

describe('presence and binding', () => {
  it('counts servicers online; bind assigns the least busy and stores it; connect frames follow presence', async () => {
    expect(await online(shop)).toBe(0);
    const buyer = await socket({ token: alice.token });
    const offline = await as(alice)(chatBindEndpoint, { client_id: buyer.clientId, site_id: shop });
    expect(offline.body).toMatchObject({ code: -1, message: 'Customer service is not online', data: null });

    const s1 = await socket({ token: sv.token, role: 'servicer' });
    expect(await online(shop)).toBe(1);
    // The waiting buyer hears that the shop is online, with the servicer.
    const up = await buyer.next('connect');
    expect(up.data).toMatchObject({ site_id: shop, shop_id: shop, servicer_id: sv.id, nickname: 'Su Su' });

    const bound = await as(alice)(chatBindEndpoint, { client_id: buyer.clientId, site_id: shop });
    expect(bound.body).toMatchObject({
      code: 0,
      data: { servicer_id: sv.id, nickname: 'Su Su', avatar: 'upload/sv-one.png' },
    });
    const conv = await t.db.db
      .selectFrom('chat_conversation')
      .selectAll()
      .where('member_id', '=', alice.id)
      .executeTakeFirstOrThrow();
    expect(conv).toMatchObject({ site_id: shop, servicer_id: sv.id });

    // A second servicer: bob is bound to the less busy one.
    const s2 = await socket({ token: sv2.token, role: 'servicer' });
    expect(await online(shop)).toBe(2);
    const bobSocket = await socket({ token: bob.token });
    const bobBind = await as(bob)(chatBindEndpoint, { client_id: bobSocket.clientId, site_id: shop });
    expect(bobBind.body.data.servicer_id).toBe(sv2.id);
    // Every servicer of the shop sees the buyer arrive.
    await s1.next('presence', (p) => p.data.member_id === bob.id && p.data.online === 1);
    await s2.next('presence', (p) => p.data.member_id === bob.id && p.data.online === 1);

    // Servicer one leaves: alice is moved to servicer two; when both leave, "not online".
    await s1.close();
    const moved = await buyer.next('connect', (c) => c.data.servicer_id === sv2.id);
    expect(moved.data.shop_id).toBe(shop);
    await s2.close();
    const down = await buyer.next('connect', (c) => c.data.servicer_id === 0);
    expect(down.data.shop_id).toBe(shop);
    await eventually(async () => (await online(shop)) === 0);
    await Promise.all([buyer.close(), bobSocket.close()]);
  });

  it("refuses binding a socket that is not the caller's, and binding without login", async () => {
    const buyer = await socket({ token: alice.token });
    const res = await as(bob)(chatBindEndpoint, { client_id: buyer.clientId, site_id: shop });
    expect(res.body).toMatchObject({ code: -1, error_code: 'CHAT_CONNECTION_GONE' });
    const anon = await t.call(chatBindEndpoint, { client_id: buyer.clientId, site_id: shop }, { lang: 'en-us' });
    expect(anon.status).toBe(200);
    expect(anon.body.error_code).toBe('TOKEN_NOT_EXIST');
    const unknownShop = await as(alice)(chatBindEndpoint, { client_id: buyer.clientId, site_id: 99999 });
    expect(unknownShop.body.error_code).toBe('SHOP_NOT_FOUND');
    const closedShop = await as(alice)(chatBindEndpoint, { client_id: buyer.clientId, site_id: f.closed });
    expect(closedShop.body.error_code).toBe('SHOP_NOT_FOUND');
    await buyer.close();
  });
});

describe('messages', () => {
  it('delivers buyer and servicer messages live both ways, stored as sent', async () => {
    const s1 = await socket({ token: sv.token, role: 'servicer' });
    const buyer = await socket({ token: alice.token });
    await as(alice)(chatBindEndpoint, { client_id: buyer.clientId, site_id: shop });

    const sent = await as(alice)(chatSayEndpoint, {
      site_id: shop,
      servicer_id: otherSv.id, // ignored: the server routes to the conversation's servicer
      content_type: 0,
      message: 'Is the Galaxy in stock? [emjoy_01]',
    });
    expect(sent.body).toMatchObject({ code: 0, data: { read: 0 } });
    const got = await s1.next('string', (m) => m.data.id === sent.body.data.id);
    expect(got.data).toMatchObject({
      type: 0,
      content_type: 0,
      consumer_say: 'Is the Galaxy in stock? [emjoy_01]',
      servicer_say: '',
      member_id: alice.id,
      site_id: shop,
      nickname: 'alice',
      shop_name: 'Shwe Mart',
      logo: 'upload/s.png',
      goods_name: null,
      order_no: null,
    });
    expect(got.data.create_day).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(got.data.create_time).toMatch(/^\d{2}:\d{2}:\d{2}$/);

    const reply = await as(sv)(workbenchSayEndpoint, {
      member_id: alice.id,
      content_type: 0,
      message: 'Yes!',
    });
    expect(reply.body.code).toBe(0);
    const back = await buyer.next('string', (m) => m.data.id === reply.body.data.id);
    expect(back.data).toMatchObject({ type: 1, servicer_say: 'Yes!', servicer_id: sv.id, servicer_nickname: 'Su Su' });
    await Promise.all([s1.close(), buyer.close()]);
  });

  it('stores script and markup as plain text without tags', async () => {
    const res = await as(alice)(chatSayEndpoint, {
      site_id: shop,
      content_type: 0,
      message: '<script>alert(1)</script><div>hi</div><br/><img src=x onerror=alert(2)> 1 < 2 <scr<b>ipt>x',
    });
    expect(res.body.code).toBe(0);
    const stored = await t.db.db
      .selectFrom('chat_message')
      .select('content')
      .where('id', '=', res.body.data.id)
      .executeTakeFirstOrThrow();
    expect(stored.content).toBe('alert(1)hi 1 < 2 x');
    expect(stored.content).not.toMatch(/<[a-z/!?]/i);
    expect(res.body.data.record.consumer_say).toBe(stored.content);
  });

  it.each([
    ['', 'Cannot send blank content'],
    ['   ', 'Cannot send blank content'],
    ['<div><br></div>', 'Cannot send blank content'],
    ['a'.repeat(151), 'Max 150 characters at once'],
    ['[emjoy_02]'.repeat(151), 'Max 150 characters at once'],
  ])('refuses %j on the server', async (message, text) => {
    const before = await t.db.db
      .selectFrom('chat_message')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const res = await as(bob)(chatSayEndpoint, { site_id: shop, content_type: 0, message });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(text);
    const after = await t.db.db
      .selectFrom('chat_message')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('accepts exactly 150 characters, an emoji code counting as one', async () => {
    const a = await as(bob)(chatSayEndpoint, { site_id: shop, content_type: 0, message: 'က'.repeat(150) });
    expect(a.body.code).toBe(0);
    const b = await as(bob)(chatSayEndpoint, {
      site_id: shop,
      content_type: 0,
      message: '[emjoy_47]'.repeat(150),
    });
    expect(b.body.code).toBe(0);
  });

  it('sends goods cards of the shop only', async () => {
    const s1 = await socket({ token: sv.token, role: 'servicer' });
    const res = await as(alice)(chatSayEndpoint, { site_id: shop, content_type: 1, goods_id: sku });
    expect(res.body.code).toBe(0);
    const card = await s1.next('goodssku', (m) => m.data.id === res.body.data.id);
    expect(card.data).toMatchObject({
      goods_sku_id: sku,
      goods_name: 'Galaxy A15',
      sku_name: 'Galaxy A15 128GB',
      sku_image: 'upload/g.png',
      price: '450000.00',
      stock: 10,
      consumer_say: '',
    });
    const wrongShop = await as(alice)(chatSayEndpoint, { site_id: other, content_type: 1, goods_id: sku });
    expect(wrongShop.body.error_code).toBe('GOODS_NOT_FOUND');
    const missing = await as(alice)(chatSayEndpoint, { site_id: shop, content_type: 1 });
    expect(missing.body.code).toBe(-10006);
    const order = await as(alice)(chatSayEndpoint, { site_id: shop, content_type: 2, order_id: 424242 });
    expect(order.body.error_code).toBe('CHAT_ORDER_INVALID');
    const fakeImage = await as(alice)(chatSayEndpoint, {
      site_id: shop,
      content_type: 3,
      message: 'upload/chat/202601/AAAAAAAAAAAAAAAAAAAAAAAA.png',
    });
    expect(fakeImage.body.error_code).toBe('CHAT_IMAGE_INVALID');
    const notUpload = await as(alice)(chatSayEndpoint, {
      site_id: shop,
      content_type: 3,
      message: 'javascript:alert(1)',
    });
    expect(notUpload.body.code).toBe(-10006);
    await s1.close();
  });

  it('keeps messages sent while no servicer is online and delivers them once when one comes online', async () => {
    const carol = await createMember(t.db, 'carol');
    const r1 = await as(carol)(chatSayEndpoint, { site_id: other, content_type: 0, message: 'anyone there?' });
    const r2 = await as(carol)(chatSayEndpoint, { site_id: other, content_type: 0, message: 'hello?' });
    const undelivered = await t.db.db
      .selectFrom('chat_message')
      .select('delivered')
      .where('id', 'in', [r1.body.data.id, r2.body.data.id])
      .execute();
    expect(undelivered.map((r) => r.delivered)).toEqual([0, 0]);

    const s = await socket({ token: otherSv.token, role: 'servicer' });
    const first = await s.next('string', (m) => m.data.id === r1.body.data.id);
    const second = await s.next('string', (m) => m.data.id === r2.body.data.id);
    expect([first.data.consumer_say, second.data.consumer_say]).toEqual(['anyone there?', 'hello?']);
    const conv = await t.db.db
      .selectFrom('chat_conversation')
      .select('servicer_id')
      .where('member_id', '=', carol.id)
      .executeTakeFirstOrThrow();
    expect(conv.servicer_id).toBe(otherSv.id);
    // Reconnecting does not deliver them again.
    await s.close();
    const again = await socket({ token: otherSv.token, role: 'servicer' });
    await again.none('string');
    await again.close();
  });
});

describe('history, list, read state, bye', () => {
  it('pages history newest page first, oldest first within a page', async () => {
    const dan = await createMember(t.db, 'dan');
    const ids: number[] = [];
    for (let i = 1; i <= 10; i++) {
      ids.push((await as(dan)(chatSayEndpoint, { site_id: shop, content_type: 0, message: `m${i}` })).body.data.id);
    }
    const p1 = (await as(dan)(chatDialogsEndpoint, { site_id: shop, page: 1, limit: 4 })).body.data;
    expect(p1).toMatchObject({ count: 10, page_count: 3 });
    expect(p1.list.map((r: { consumer_say: string }) => r.consumer_say)).toEqual(['m7', 'm8', 'm9', 'm10']);
    const p3 = (await as(dan)(chatDialogsEndpoint, { site_id: shop, page: 3 })).body.data;
    expect(p3.list.map((r: { consumer_say: string }) => r.consumer_say)).toEqual(['m1', 'm2']);
    const none = (await as(dan)(chatDialogsEndpoint, { site_id: other, page: 1 })).body.data;
    expect(none).toEqual({ list: [], count: 0, page_count: 1 });
  });

  it("lists conversations with shop, last message, unread and online; setRead zeroes unread; another member's is unreachable", async () => {
    const erin = await createMember(t.db, 'erin');
    await as(erin)(chatSayEndpoint, { site_id: shop, content_type: 0, message: 'hi shop' });
    await as(sv)(workbenchSayEndpoint, { member_id: erin.id, content_type: 0, message: 'reply one' });
    await as(sv)(workbenchSayEndpoint, { member_id: erin.id, content_type: 0, message: 'reply two' });
    const s1 = await socket({ token: sv.token, role: 'servicer' });
    const list = (await as(erin)(chatListEndpoint, { page: 1, page_size: 30 })).body.data;
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({
      shop_id: shop,
      site_id: shop,
      shop_name: 'Shwe Mart',
      logo: 'upload/s.png',
      content: 'reply two',
      content_type: 0,
      type: 1,
      unread: 2,
      online: 1,
    });
    expect(list[0]!.create_time).toBeGreaterThan(0);

    expect((await as(erin)(chatSetReadEndpoint, { site_id: shop })).body).toMatchObject({ code: 0, data: {} });
    expect((await s1.next('read', (r) => r.data.member_id === erin.id)).data).toEqual({
      site_id: shop,
      shop_id: shop,
      member_id: erin.id,
      by: 0,
    });
    const after = (await as(erin)(chatListEndpoint)).body.data;
    expect(after[0]!.unread).toBe(0);
    const history = (await as(erin)(chatDialogsEndpoint, { site_id: shop, limit: 10 })).body.data.list;
    expect(history.filter((r: { type: number }) => r.type === 1).every((r: { read: number }) => r.read === 1)).toBe(
      true,
    );

    // Bob sees none of erin's messages; another shop's servicer cannot open erin's conversation.
    const bobList = (await as(bob)(chatListEndpoint)).body.data;
    expect(bobList.every((c: { content: string }) => !c.content.includes('reply'))).toBe(true);
    const bobHistory = (await as(bob)(chatDialogsEndpoint, { site_id: shop, limit: 50 })).body.data.list;
    expect(bobHistory.some((r: { member_id: number }) => r.member_id === erin.id)).toBe(false);
    const foreign = await as(otherSv)(workbenchDialogsEndpoint, { member_id: erin.id });
    expect(foreign.status).toBe(200);
    expect(foreign.body.error_code).toBe('CHAT_CONVERSATION_NOT_FOUND');
    const foreignSay = await as(otherSv)(workbenchSayEndpoint, {
      member_id: erin.id,
      content_type: 0,
      message: 'x',
    });
    expect(foreignSay.body.error_code).toBe('CHAT_CONVERSATION_NOT_FOUND');
    const foreignList = (await as(otherSv)(workbenchChatListEndpoint)).body.data.list;
    expect(foreignList.some((c: { member_id: number }) => c.member_id === erin.id)).toBe(false);
    // A member token is no servicer token.
    expect((await as(erin)(workbenchChatListEndpoint)).body.error_code).toBe('TOKEN_ERROR');
    await s1.close();
  });

  it('workbench lists the shop conversations with unread counts and online state; setRead tells the buyer', async () => {
    const fay = await createMember(t.db, 'fay');
    const buyer = await socket({ token: fay.token });
    const s1 = await socket({ token: sv.token, role: 'servicer' });
    await as(fay)(chatBindEndpoint, { client_id: buyer.clientId, site_id: shop });
    await as(fay)(chatSayEndpoint, { site_id: shop, content_type: 0, message: 'one' });
    await as(fay)(chatSayEndpoint, { site_id: shop, content_type: 0, message: 'two' });
    const page = (await as(sv)(workbenchChatListEndpoint, { page: 1, page_size: 30 })).body.data;
    const row = page.list.find((c: { member_id: number }) => c.member_id === fay.id);
    expect(row).toMatchObject({ nickname: 'fay', online: 1, unread: 2, content: 'two', type: 0 });
    expect((await as(sv)(workbenchSetReadEndpoint, { member_id: fay.id })).body.code).toBe(0);
    expect((await buyer.next('read')).data).toEqual({ site_id: shop, shop_id: shop, member_id: fay.id, by: 1 });
    const hist = (await as(sv)(workbenchDialogsEndpoint, { member_id: fay.id, page: 1, limit: 4 })).body.data;
    expect(hist.list.map((r: { consumer_say: string; read: number }) => [r.consumer_say, r.read])).toEqual([
      ['one', 1],
      ['two', 1],
    ]);
    const orders = (await as(sv)(workbenchOrdersEndpoint, { member_id: fay.id })).body;
    expect(orders).toMatchObject({ code: 0, data: { list: [], count: 0 } });

    // bye: the servicer hears close, then the buyer's presence goes offline when the socket ends.
    expect((await as(fay)(chatByeEndpoint, { site_id: shop, servicer_id: sv.id })).body.code).toBe(0);
    expect((await s1.next('close')).data).toEqual({
      site_id: shop,
      shop_id: shop,
      member_id: fay.id,
      servicer_id: sv.id,
    });
    await s1.next('presence', (p) => p.data.member_id === fay.id && p.data.online === 0);
    const later = (await as(sv)(workbenchChatListEndpoint)).body.data.list;
    expect(later.find((c) => c.member_id === fay.id)!.online).toBe(0);
    await Promise.all([buyer.close(), s1.close()]);
  });
});

describe('order cards', () => {
  async function insertOrder(memberId: number, siteId: number, no: string, status: number) {
    const { order_id } = await t.db.db
      .insertInto('orders')
      .values({
        order_no: no,
        out_trade_no: `T${no}`,
        site_id: siteId,
        member_id: memberId,
        order_name: 'Galaxy A15 128GB',
        order_money: 45000000,
        order_status: status,
        delivery_type: 'express',
        create_time: 1_800_000_000 + status,
      })
      .returning('order_id')
      .executeTakeFirstOrThrow();
    await t.db.db
      .insertInto('order_goods')
      .values({
        order_id,
        member_id: memberId,
        site_id: siteId,
        goods_id: f.visible,
        sku_id: sku,
        sku_name: 'Galaxy A15 128GB',
        sku_image: 'upload/g.png',
        price: 45000000,
        num: 1,
        goods_money: 45000000,
        real_goods_money: 45000000,
        create_time: 1_800_000_000,
      })
      .execute();
    return order_id;
  }

  it("sends the buyer's own order as a card; lists the buyer's recent orders with the shop for the servicer", async () => {
    const gus = await createMember(t.db, 'gus');
    const paid = await insertOrder(gus.id, shop, 'Z001', 1);
    const older = await insertOrder(gus.id, shop, 'Z000', 0);
    await insertOrder(gus.id, other, 'Z002', 1);
    const s1 = await socket({ token: sv.token, role: 'servicer' });
    const res = await as(gus)(chatSayEndpoint, { site_id: shop, content_type: 2, order_id: paid });
    expect(res.body.code).toBe(0);
    const got = await s1.next('order', (m) => m.data.id === res.body.data.id);
    expect(got.data).toMatchObject({
      order_id: paid,
      order_no: 'Z001',
      order_name: 'Galaxy A15 128GB',
      order_money: '450000.00',
      order_status: 1,
      order_status_name: 'Awaiting shipment',
      order_goods: [{ sku_id: sku, sku_image: 'upload/g.png', num: 1, price: '450000.00' }],
    });
    expect(got.data.delivery_type_name).not.toBe('');

    // Another buyer cannot send (or see) gus's order.
    const theft = await as(bob)(chatSayEndpoint, { site_id: shop, content_type: 2, order_id: paid });
    expect(theft.body.error_code).toBe('CHAT_ORDER_INVALID');
    // An order with another shop is not sent to this one.
    const elsewhere = await as(gus)(chatSayEndpoint, { site_id: other, content_type: 2, order_id: paid });
    expect(elsewhere.body.error_code).toBe('CHAT_ORDER_INVALID');

    const orders = (await as(sv)(workbenchOrdersEndpoint, { member_id: gus.id })).body.data;
    expect(orders.count).toBe(2);
    expect(orders.list.map((o: { order_id: number }) => o.order_id)).toEqual([paid, older]);
    expect(orders.list[1]).toMatchObject({
      order_no: 'Z000',
      order_status_name: 'Awaiting payment',
      order_money: '450000.00',
    });
    await s1.close();
  });
});

describe('reconnects', () => {
  it('loses nothing when sockets drop and come back mid-conversation', async () => {
    const hal = await createMember(t.db, 'hal');
    let buyer = await socket({ token: hal.token });
    let s1 = await socket({ token: sv.token, role: 'servicer' });
    await as(hal)(chatBindEndpoint, { client_id: buyer.clientId, site_id: shop });
    await as(hal)(chatSayEndpoint, { site_id: shop, content_type: 0, message: 'q1' });
    await s1.next('string', (m) => m.data.consumer_say === 'q1');

    // The buyer drops; the servicer answers twice meanwhile.
    buyer.ws.terminate();
    await buyer.closed;
    await as(sv)(workbenchSayEndpoint, { member_id: hal.id, content_type: 0, message: 'a1' });
    await as(sv)(workbenchSayEndpoint, { member_id: hal.id, content_type: 0, message: 'a2' });
    // The servicer drops; the buyer writes (over HTTP) meanwhile.
    s1.ws.terminate();
    await s1.closed;
    const q2 = await as(hal)(chatSayEndpoint, { site_id: shop, content_type: 0, message: 'q2' });

    // Pushes are live news; the store is the truth. On reconnect a client reloads the list and history.
    s1 = await socket({ token: sv.token, role: 'servicer' });
    const row = (await as(sv)(workbenchChatListEndpoint)).body.data.list.find(
      (c: { member_id: number }) => c.member_id === hal.id,
    );
    expect(row).toMatchObject({ content: 'q2', unread: 2 });
    const seen = (await as(sv)(workbenchDialogsEndpoint, { member_id: hal.id, limit: 10 })).body.data.list;
    expect(seen.map((r: { id: number }) => r.id)).toContain(q2.body.data.id);
    buyer = await socket({ token: hal.token });
    await as(hal)(chatBindEndpoint, { client_id: buyer.clientId, site_id: shop });
    const list = (await as(hal)(chatListEndpoint)).body.data;
    expect(list[0]).toMatchObject({ unread: 2, content: 'q2' });
    const history = (await as(hal)(chatDialogsEndpoint, { site_id: shop, limit: 10 })).body.data.list;
    expect(
      history.map((r: { consumer_say: string; servicer_say: string }) => r.consumer_say || r.servicer_say),
    ).toEqual(['q1', 'a1', 'a2', 'q2']);
    await Promise.all([buyer.close(), s1.close()]);
  });
});
