import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test/test-app';
import { seedFixtures } from './test/fixtures';
import { createMember } from './test/members';
import { connect, createServicer, listen, refusedStatus } from './modules/chat/chat-test-kit';
import { CLIENT, clientPost } from './test/family-client';

/**
 * Issue 13 "Chat", called the way an existing client of this API family calls Zay: its socket
 * opens from its own origin (listed in CORS_ORIGINS) without credentials, and `bind` carries the
 * member's `token` in the body, no cookie.
 */
let t: TestApp;
let base: string;
let shop: number;
let member: { id: number; token: string };
let sv: { id: number; token: string };

beforeAll(async () => {
  t = await createTestApp({ CORS_ORIGINS: CLIENT });
  shop = (await seedFixtures(t.db)).open1;
  member = await createMember(t.db, 'family-chat');
  sv = await createServicer(t.db, shop, 'family-sv');
  base = await listen(t);
});
afterAll(() => t.close());

const call = (url: string, body: object) => clientPost(t, url, body);

const servicerSays = (message: string) =>
  call('/servicer/api/workbench/say', { member_id: member.id, content_type: 0, message, token: sv.token });

describe('the socket of a client of this family', () => {
  it('opens without credentials from a CORS origin, gets init with an unguessable client id and nothing else until bind', async () => {
    const servicer = await connect(base, { token: sv.token, role: 'servicer' });
    await call('/servicer/api/chat/say', { site_id: shop, content_type: 0, message: 'hello', token: member.token });
    const [one, two] = [await connect(base, { origin: CLIENT }), await connect(base, { origin: CLIENT })];
    expect(one.clientId).toMatch(/^[\w-]{22,}$/);
    expect(one.clientId).not.toBe(two.clientId);

    await servicerSays('before bind');
    await one.none('string');
    expect(one.frames.map((f) => f.type)).toEqual(['init']);

    const bound = await call('/servicer/api/chat/bind', {
      client_id: one.clientId,
      site_id: shop,
      token: member.token,
    });
    expect(bound).toMatchObject({ code: 0, data: { servicer_id: sv.id } });
    // The reply no socket of the member took is pushed at the bind (ADR 110), then what comes next.
    expect((await one.next('string')).data).toMatchObject({ servicer_say: 'before bind' });
    const sent = await servicerSays('after bind');
    const frame = await one.next('string');
    expect(frame.data).toMatchObject({ id: sent.data.id, site_id: shop, shop_id: shop, servicer_say: 'after bind' });
    // The other anonymous socket still hears nothing.
    await two.none('string');
    await Promise.all([one.close(), two.close(), servicer.close()]);
  });

  it('a bound client id cannot be bound by another member', async () => {
    const other = await createMember(t.db, 'family-chat-other');
    const servicer = await connect(base, { token: sv.token, role: 'servicer' });
    const s = await connect(base, { origin: CLIENT });
    const bind = (token: string) => call('/servicer/api/chat/bind', { client_id: s.clientId, site_id: shop, token });
    expect((await bind(member.token)).code).toBe(0);
    expect(await bind(other.token)).toMatchObject({ code: -1, error_code: 'CHAT_CONNECTION_GONE' });
    expect((await bind(member.token)).code).toBe(0);
    await Promise.all([s.close(), servicer.close()]);
  });

  it('a token query parameter, Bearer and the cookie identify the member at once', async () => {
    for (const way of [
      { queryToken: member.token },
      { token: member.token },
      { cookie: `zay_token=${member.token}` },
    ]) {
      const s = await connect(base, { origin: CLIENT, ...way });
      const sent = await servicerSays('direct');
      expect((await s.next('string')).data.id).toBe(sent.data.id);
      await s.close();
    }
  });

  it('another origin is still refused', async () => {
    expect(await refusedStatus(base, { origin: 'https://evil.example' })).toBe(403);
    expect(await refusedStatus(base, { origin: 'https://evil.example', token: member.token })).toBe(403);
  });
});

describe('chat records', () => {
  it('give create_day YYYY-MM-DD and create_time HH:mm:ss on the marketplace clock, and shop_id', async () => {
    const said = await call('/servicer/api/chat/say', {
      site_id: shop,
      content_type: 0,
      message: 'when',
      token: member.token,
    });
    expect(said.data.record).toMatchObject({ shop_id: shop, site_id: shop });
    expect(said.data.record.create_day).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(said.data.record.create_time).toMatch(/^\d{2}:\d{2}:\d{2}$/);
    // 2027-01-15 08:00:00 UTC is 14:30:00 in Yangon (UTC+06:30).
    await t.db.db
      .updateTable('chat_message')
      .set({ create_time: 1_800_000_000 })
      .where('id', '=', said.data.id)
      .execute();
    const history = await call('/servicer/api/chat/dialogs', { site_id: shop, page: 1, limit: 1, token: member.token });
    expect(history.data.list[0]).toMatchObject({
      id: said.data.id,
      create_day: '2027-01-15',
      create_time: '14:30:00',
      shop_id: shop,
    });
  });
});

describe("a servicer's reply pushed to the buyer (issue 32 §9)", () => {
  it("carries the servicer's nickname, which the client shows as the sender", async () => {
    const servicer = await connect(base, { token: sv.token, role: 'servicer' });
    const s = await connect(base, { origin: CLIENT });
    const bound = await call('/servicer/api/chat/bind', { client_id: s.clientId, site_id: shop, token: member.token });
    expect(bound.code).toBe(0);
    await servicerSays('hi from the shop');
    const frame = await s.next('string');
    expect(frame.data).toMatchObject({ servicer_say: 'hi from the shop', type: 1, nickname: 'family-sv' });
    expect(frame.data.nickname).not.toBe('family-chat');
    await Promise.all([s.close(), servicer.close()]);
  });
});
