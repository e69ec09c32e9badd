import zlib from 'node:zlib';
import Database from 'better-sqlite3';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { api } from './lib/api';
import { launch, newContext, screenshot, watchErrors } from './lib/browser';
import { expectAccessible } from './lib/catalogue';
import { registerMember, signIn } from './lib/member';
import { text, type Lang } from './lib/locales';

const origin = inject('origin');
const dbPath = inject('dbPath');
const PASSWORD = 'Zay@2026';
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

interface Goods {
  sku_id: number;
  site_id: number;
  sku_name: string;
}

/** A goods on sale whose shop has a servicer account, and that account's username. */
async function goodsWithServicer(skip = 0): Promise<{ goods: Goods; servicer: string }> {
  const { list } = await api<{ list: Goods[] }>(origin, '/api/goodssku/page', { page: 1, page_size: 50 });
  const db = new Database(dbPath, { readonly: true });
  try {
    const found = list
      .map((goods) => {
        const row = db
          .prepare('select username from servicer where site_id = ? and status = 1 order by servicer_id limit 1')
          .get(goods.site_id) as { username: string } | undefined;
        return row ? { goods, servicer: row.username } : null;
      })
      .filter((x) => x !== null);
    // Distinct shops, so the journeys do not share a servicer's list.
    const shops = [...new Map(found.map((f) => [f.goods.site_id, f])).values()];
    if (!shops[skip]) throw new Error('the demo seed has too few shops with servicers');
    return shops[skip];
  } finally {
    db.close();
  }
}

/** A fresh member (clean chat history) logged in to a browser context in `lang`. */
async function buyer(lang: Lang, existingToken?: string) {
  const token = existingToken ?? (await registerMember(origin, dbPath));
  const info = await api<{ member_id: number; username: string }>(origin, '/api/member/info', { token });
  const context = await newContext(browser, origin, { lang });
  context.setDefaultTimeout(10_000);
  await signIn(context, origin, token);
  const page = await context.newPage();
  return { context, page, errors: watchErrors(page), memberId: info.member_id, token };
}

/** A servicer logged in to the workbench through its login page. */
async function servicer(lang: Lang, username: string) {
  const context = await newContext(browser, origin, { lang });
  context.setDefaultTimeout(10_000);
  const page = await context.newPage();
  const errors = watchErrors(page);
  await page.goto('/servicer');
  await expect.poll(() => new URL(page.url()).pathname).toBe('/servicer/login');
  await page.getByLabel(text(lang, 'servicer.username'), { exact: true }).fill(username);
  await page.getByLabel(text(lang, 'servicer.password'), { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: text(lang, 'servicer.submit') }).click();
  await page.waitForURL(/\/servicer$/);
  await expect.poll(() => page.locator('[data-socket]').getAttribute('data-socket')).toBe('open');
  return { context, page, errors };
}

/** A real PNG (a red square), built here so the upload goes through the server's decoder. */
function redPng(size: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const out = Buffer.alloc(12 + data.length);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(zlib.crc32(body), 8 + data.length);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(size * 3, Buffer.from([209, 47, 51]))]);
  const pixels = zlib.deflateSync(Buffer.concat(Array.from({ length: size }, () => row)));
  const signature = Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]);
  return Buffer.concat([signature, chunk('IHDR', header), chunk('IDAT', pixels), chunk('IEND', Buffer.alloc(0))]);
}

// vitest's expect knows no locators: these wait the way Playwright's assertions would.
const visible = (l: Locator) => l.first().waitFor({ state: 'visible' });
const gone = (l: Locator) => expect.poll(() => l.count()).toBe(0);
const countOf = (l: Locator, n: number) => expect.poll(() => l.count()).toBe(n);
const attrOf = (l: Locator, name: string) => expect.poll(() => l.getAttribute(name));
const textOf = (l: Locator) => expect.poll(async () => (await l.innerText()).trim());
const valueOf = (l: Locator) => expect.poll(() => l.inputValue());

const dialog = (page: Page) => page.getByRole('dialog');
const messages = (page: Page) => page.getByTestId('chat-messages').locator('li[data-from]');
const input = (page: Page, lang: Lang) => page.getByRole('textbox', { name: text(lang, 'chat.input') });

/** The shop card's "contact customer service" on the goods page. */
const contactButton = (page: Page, lang: Lang) =>
  page.getByRole('button', { name: text(lang, 'goodsDetail.contactService'), exact: true });

/** Buttons do nothing until the page has hydrated; the chat host listens from then on. */
async function goHydrated(page: Page, path: string) {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
}

async function openFromGoods(page: Page, lang: Lang, skuId: number) {
  await goHydrated(page, `/sku-${skuId}`);
  await contactButton(page, lang).click();
  await visible(dialog(page));
}

/** The bind answered: the shop's service state is known (online or not). */
async function serviceState(page: Page) {
  const status = page.locator('[data-service]');
  await expect.poll(() => status.getAttribute('data-service')).not.toBe('connecting');
  return status.getAttribute('data-service');
}

/** Business refusals (no servicer online for a bind, refused sends) come back as HTTP 4xx by design. */
const realErrors = (errors: string[]) => errors.filter((e) => !/status of 40\d/.test(e));

describe('customer-service chat', () => {
  it('a buyer asks about a goods, the servicer answers, both live; a reload keeps the whole history', async () => {
    const lang: Lang = 'md-mm';
    const { goods, servicer: account } = await goodsWithServicer(0);
    const staff = await servicer(lang, account);
    const shopper = await buyer(lang);
    try {
      const { page } = shopper;
      await openFromGoods(page, lang, goods.sku_id);
      expect(await serviceState(page)).toBe('online');
      await visible(page.getByText(text(lang, 'chat.serviceOnline')));

      // The goods the buyer looked at waits as a card; sending it puts it in the conversation.
      const pending = page.getByTestId('chat-pending');
      await attrOf(pending.locator('a[data-card=goods]'), 'href').toBe(`/sku-${goods.sku_id}`);
      await pending.getByRole('button', { name: text(lang, 'chat.sendGoods') }).click();
      await gone(pending);
      const card = messages(page).last().locator('a[data-card=goods]');
      await attrOf(card, 'href').toBe(`/sku-${goods.sku_id}`);
      await attrOf(card, 'target').toBe('_blank');

      const question = 'ဒီပစ္စည်း အနက်ရောင် ရှိသေးလား။';
      await input(page, lang).fill(question);
      await input(page, lang).press('Enter');
      await textOf(messages(page).last()).toContain(question);
      await valueOf(input(page, lang)).toBe('');

      // The servicer sees the buyer come in live, with the goods card and the question.
      const bench = staff.page;
      const row = bench.locator(`[data-conversation="${shopper.memberId}"]`);
      await visible(row);
      await row.click();
      const benchList = messages(bench);
      await countOf(benchList.locator(`a[data-card=goods][href="/sku-${goods.sku_id}"]`), 1);
      await textOf(benchList.last()).toContain(question);
      await visible(bench.getByText(text(lang, 'servicer.buyerOnline')));

      const answer = 'ရှိပါတယ်ရှင့်။ ဒီနေ့ မှာရင် မနက်ဖြန် ရောက်ပါမယ် [emjoy_15]';
      await input(bench, lang).fill(answer);
      await input(bench, lang).press('Enter');
      await textOf(benchList.last()).toContain('ရှိပါတယ်ရှင့်');
      // The buyer gets it without reloading, the emoji code shown as its character.
      await textOf(messages(page).last()).toContain('ရှိပါတယ်ရှင့်');
      await attrOf(messages(page).last(), 'data-from').toBe('servicer');
      await textOf(messages(page).last().locator('[data-emoji="[emjoy_15]"]')).toBe('🙂');

      // Two more from the buyer, so history needs a second page of 4.
      for (const line of ['ကျေးဇူးပါ', 'မှာလိုက်ပါမယ်']) {
        await input(page, lang).fill(line);
        await input(page, lang).press('Enter');
        await textOf(messages(page).last()).toContain(line);
      }
      await textOf(benchList.last()).toContain('မှာလိုက်ပါမယ်');
      await screenshot(page, 'chat-dialog-md-mm', false);
      await screenshot(bench, 'chat-workbench-md-mm', false);
      await expectAccessible(bench);

      // Reload: page 1 holds the newest 4; "load earlier" brings the rest and then the marker.
      await page.reload();
      await page.waitForLoadState('networkidle');
      await contactButton(page, lang).click();
      await countOf(messages(page), 4);
      await page.getByRole('button', { name: text(lang, 'chat.loadEarlier') }).click();
      await countOf(messages(page), 5);
      await visible(page.getByText(text(lang, 'chat.noRecords')));
      const all = await messages(page).allInnerTexts();
      expect(all[1]).toContain(question);
      expect(all[2]).toContain('ရှိပါတယ်ရှင့်');
      expect(all.at(-1)).toContain('မှာလိုက်ပါမယ်');
      await countOf(messages(page).first().locator('a[data-card=goods]'), 1);
      // The shop is in the buyer's recent chats now, its last message shown.
      const recent = page.getByRole('navigation', { name: text(lang, 'chat.recent') });
      await textOf(recent.locator(`[data-conversation="${goods.site_id}"]`)).toContain('မှာလိုက်ပါမယ်');
      await expectAccessible(page);

      // Closing the dialog ends the buyer's presence (bye): the servicer sees them leave.
      await page.keyboard.press('Escape');
      await gone(dialog(page));
      await visible(bench.getByText(text(lang, 'servicer.buyerOffline')));
      expect(realErrors(shopper.errors)).toEqual([]);
      expect(realErrors(staff.errors)).toEqual([]);
    } finally {
      await shopper.context.close();
      await staff.context.close();
    }
  });

  it('Enter alone sends; Shift/Ctrl+Enter do not; blank is refused; 150 characters at most', async () => {
    const lang: Lang = 'en-us';
    const { goods } = await goodsWithServicer(1);
    const shopper = await buyer(lang);
    try {
      const { page } = shopper;
      const socket = { pings: 0, closed: false, url: '' };
      page.on('websocket', (ws) => {
        socket.url = ws.url();
        ws.on('framesent', (f) => f.payload === 'ping' && socket.pings++);
        ws.on('close', () => (socket.closed = true));
      });
      await openFromGoods(page, lang, goods.sku_id);
      await serviceState(page);
      expect(new URL(socket.url).pathname).toBe('/ws/chat');
      const box = input(page, lang);

      await box.fill('first line');
      await box.press('Shift+Enter');
      await box.press('Control+Enter');
      await box.press('Alt+Enter');
      await box.pressSequentially('second line');
      await gone(messages(page));
      expect(await box.inputValue()).toContain('\n');
      await box.press('Enter');
      await countOf(messages(page), 1);
      await textOf(messages(page).first()).toContain('second line');
      await attrOf(messages(page).first(), 'data-from').toBe('buyer');

      await box.fill('   \n  ');
      await box.press('Enter');
      await visible(page.getByRole('alert').filter({ hasText: text(lang, 'chat.blank') }));
      await countOf(messages(page), 1);

      // Markup is stripped and text is shown as text: nothing of it becomes an element.
      await box.fill('<div>a</div><br><b>bold</b> & <i>x</i>');
      await box.press('Enter');
      await countOf(messages(page), 2);
      const bubble = messages(page).last().locator('p');
      await textOf(bubble).toBe('abold & x');
      await gone(bubble.locator('b, i, div, br'));

      // An emoji counts as one character; the counter stops and warns at 150.
      await page.getByRole('button', { name: text(lang, 'chat.emoji'), exact: true }).click();
      await page.getByRole('button', { name: text(lang, 'chat.emojiN', { n: 3 }), exact: true }).click();
      await valueOf(box).toBe('[emjoy_03]');
      await textOf(page.getByTestId('chat-counter')).toContain('1/150');
      await box.fill('x'.repeat(160));
      await valueOf(box).toBe('x'.repeat(150));
      await textOf(page.getByTestId('chat-counter')).toContain('150/150');
      await visible(page.getByText(text(lang, 'chat.tooLong', { max: 150 })));

      // Only pictures go up; a text file is refused before any upload.
      await page.locator('input[type=file]').setInputFiles({
        name: 'note.txt',
        mimeType: 'text/plain',
        buffer: Buffer.from('not a picture'),
      });
      await visible(page.getByText(text(lang, 'chat.badPicture')));
      await page
        .locator('input[type=file]')
        .setInputFiles({ name: 'red.png', mimeType: 'image/png', buffer: redPng(24) });
      await countOf(messages(page), 3);
      await attrOf(
        messages(page)
          .last()
          .getByRole('img', { name: text(lang, 'chat.picture') }),
        'src',
      ).toMatch(/^\/upload\/chat\//);

      // The keep-alive ran meanwhile; closing the dialog closes the socket.
      expect(socket.pings, JSON.stringify(socket)).toBeGreaterThan(0);
      await page.keyboard.press('Escape');
      await gone(dialog(page));
      await expect.poll(() => socket.closed).toBe(true);
      expect(realErrors(shopper.errors)).toEqual([]);
    } finally {
      await shopper.context.close();
    }
  });

  it('a visitor sees the chat shell and is asked to log in', async () => {
    const lang: Lang = 'zh-cn';
    const { goods } = await goodsWithServicer(0);
    const context: BrowserContext = await newContext(browser, origin, { lang });
    context.setDefaultTimeout(10_000);
    try {
      const page = await context.newPage();
      const errors = watchErrors(page);
      await openFromGoods(page, lang, goods.sku_id);
      await visible(dialog(page).getByText(text(lang, 'chat.notLoggedIn')));
      const login = dialog(page).getByRole('link', { name: text(lang, 'chat.logIn') });
      await attrOf(login, 'href').toBe(`/login?redirect=${encodeURIComponent(`/sku-${goods.sku_id}`)}`);
      expect(await input(page, lang).isDisabled()).toBe(true);
      await gone(page.getByRole('navigation', { name: text(lang, 'chat.recent') }));
      await screenshot(page, 'chat-dialog-visitor-zh-cn', false);
      await expectAccessible(page);
      // A modal: Esc closes it and focus returns to the button that opened it.
      await page.keyboard.press('Escape');
      await gone(dialog(page));
      await expect.poll(() => contactButton(page, lang).evaluate((el) => el === document.activeElement)).toBe(true);
      expect(realErrors(errors)).toEqual([]);
    } finally {
      await context.close();
    }
  });
  it('selecting another conversation loads its history and clears its unread count; shop and sidebar entries', async () => {
    const lang: Lang = 'en-us';
    const a = await goodsWithServicer(2);
    const b = await goodsWithServicer(3);
    const token = await registerMember(origin, dbPath);
    const shopName = async (siteId: number) =>
      (await api<{ site_name: string }>(origin, '/api/shop/info', { site_id: siteId })).site_name;
    // History with shop A made elsewhere: the buyer asked, A's servicer answered (1 unread).
    await api(origin, '/servicer/api/chat/say', {
      token,
      site_id: a.goods.site_id,
      content_type: 0,
      message: 'hello A',
    });
    const staff = await api<{ token: string }>(origin, '/servicer/api/login', {
      username: a.servicer,
      password: PASSWORD,
    });
    const { member_id } = await api<{ member_id: number }>(origin, '/api/member/info', { token });
    await api(origin, '/servicer/api/workbench/say', {
      token: staff.token,
      member_id,
      content_type: 0,
      message: 'reply A',
    });

    const shopper = await buyer(lang, token);
    try {
      const { page } = shopper;
      // The shop header's entry opens shop B, which is not in the list yet: it goes on top.
      await goHydrated(page, `/shop-${b.goods.site_id}`);
      await page.getByRole('button', { name: text(lang, 'chat.contact'), exact: true }).click();
      await textOf(page.getByRole('dialog').getByRole('heading', { level: 2 })).toContain(
        await shopName(b.goods.site_id),
      );
      await serviceState(page);
      const recent = page.getByRole('navigation', { name: text(lang, 'chat.recent') });
      const rows = recent.locator('[data-conversation]');
      await countOf(rows, 2);
      await attrOf(rows.first(), 'data-conversation').toBe(String(b.goods.site_id));
      await attrOf(rows.first(), 'aria-current').toBe('true');
      const rowA = recent.locator(`[data-conversation="${a.goods.site_id}"]`);
      await textOf(rowA).toContain(text(lang, 'chat.unread', { count: 1 }));
      await countOf(messages(page), 0);

      await rowA.click();
      await textOf(page.getByRole('dialog').getByRole('heading', { level: 2 })).toContain(
        await shopName(a.goods.site_id),
      );
      await countOf(messages(page), 2);
      await textOf(messages(page).first()).toContain('hello A');
      await textOf(messages(page).last()).toContain('reply A');
      await attrOf(rowA, 'aria-current').toBe('true');
      await textOf(rowA).not.toContain(text(lang, 'chat.unread', { count: 1 }));
      await expect
        .poll(async () => {
          const list = await api<{ shop_id: number; unread: number }[]>(origin, '/servicer/api/chat/chatList', {
            token,
          });
          return list.find((c) => c.shop_id === a.goods.site_id)?.unread;
        })
        .toBe(0);
      await page.keyboard.press('Escape');
      await gone(dialog(page));

      // The sidebar's entry on a main-layout page opens the platform's own service.
      await goHydrated(page, '/index');
      await page
        .getByRole('complementary')
        .getByRole('button', { name: text(lang, 'sidebar.service') })
        .click();
      const site = await api<{ title: string }>(origin, '/api/website/info');
      await textOf(page.getByRole('dialog').getByRole('heading', { level: 2 })).toContain(site.title);
      expect(realErrors(shopper.errors)).toEqual([]);
    } finally {
      await shopper.context.close();
    }
  });
});
