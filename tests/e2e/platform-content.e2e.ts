import { message } from '@zay/contract';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { api } from './lib/api';
import { browserForFile, newContext, screenshot, textLines } from './lib/browser';
import { expectAccessible, SLOW } from './lib/catalogue';
import { clerkOf, logInToPlatform, platformLoginFor, readDb, shopConsole } from './lib/console';
import { text, type Lang } from './lib/locales';

/**
 * Issue 18, ADR 069 (Burmese): the platform's staff edit a help article's and a notice's English
 * in the rich-text editor and the English storefront shows them; a shop's new live room waits,
 * the platform approves it, /shop/live lists it, and the platform takes it down again with a reason.
 */
const origin = inject('origin');
const dbPath = inject('dbPath');
const lang: Lang = 'md-mm';
const LONG = { timeout: 180_000 };
const browser = browserForFile();

async function platformPage(path: string) {
  const c = await platformLoginFor(browser(), origin, lang, path);
  await logInToPlatform(c.page, lang, 'operations0');
  await c.page.waitForURL((url) => url.pathname === path.split('?')[0]);
  await c.page.waitForLoadState('networkidle');
  return c;
}

/** Writes the English tab's title and a body with a heading, bold text and a link through the toolbar. */
async function writeEnglish(page: Page, title: string, words: string) {
  await page.getByRole('tab', { name: text(lang, 'platformContent.langEn') }).click();
  await page.getByTestId('content-title').fill(title);
  const area = page.getByTestId('rich-text-area');
  await area.click();
  await page.keyboard.press('Control+A');
  await page.keyboard.press('Delete');
  await page.keyboard.type('How it works');
  await page.getByRole('button', { name: text(lang, 'platformContent.heading'), exact: true }).click();
  await page.keyboard.press('End');
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: text(lang, 'platformContent.paragraph'), exact: true }).click();
  await page.keyboard.type('Read ');
  await page.getByRole('button', { name: text(lang, 'platformContent.bold'), exact: true }).click();
  await page.keyboard.type(words);
  await page.getByRole('button', { name: text(lang, 'platformContent.bold'), exact: true }).click();
  await page.keyboard.type(' ');
  await page.getByRole('button', { name: text(lang, 'platformContent.link'), exact: true }).click();
  await page.getByLabel(text(lang, 'platformContent.linkPrompt')).fill('javascript:alert(1)');
  await page.getByRole('button', { name: text(lang, 'platformContent.insert') }).click();
  await expect.poll(() => page.getByRole('alert').first().textContent()).toBe(text(lang, 'platformContent.badAddress'));
  await page.getByLabel(text(lang, 'platformContent.linkPrompt')).fill('/cms/help');
  await page.getByRole('button', { name: text(lang, 'platformContent.insert') }).click();
}

async function saveAndWait(page: Page) {
  await page.getByTestId('content-save').click();
  await expect.poll(() => page.getByText(text(lang, 'platformContent.saved')).count(), SLOW).toBeGreaterThan(0);
}

describe('the platform edits help and notices (Burmese console, English storefront)', () => {
  it('edits a help article’s and a notice’s English; the English storefront shows them', LONG, async () => {
    const stamp = Date.now().toString(36);
    const { context, page, errors } = await platformPage('/platform/help');
    await expect.poll(() => page.getByTestId('content-row').count()).toBeGreaterThan(1);
    await screenshot(page, 'platform-help-md-mm');
    await expectAccessible(page);

    // The last article of the first class (cms.e2e reads the first ones as the seed wrote them).
    const article = page.getByTestId('help-articles').getByTestId('content-row').last();
    await article.getByRole('link', { name: text(lang, 'platformContent.edit') }).click();
    await page.waitForURL(/\/platform\/help_edit\?kind=help&id=\d+/);
    await page.waitForLoadState('networkidle');
    const helpId = Number(new URL(page.url()).searchParams.get('id'));
    await page.getByTestId('rich-text-area').waitFor();
    await screenshot(page, 'platform-help-edit-md-mm');
    await writeEnglish(page, `Paying with KBZPay ${stamp}`, 'the steps');
    await screenshot(page, 'platform-help-edit-en-tab-md-mm');
    await expectAccessible(page);
    await saveAndWait(page);

    // A notice: English, pinned.
    await page.goto('/platform/notice');
    await page.waitForLoadState('networkidle');
    const notice = page.getByTestId('notices').getByTestId('content-row').last();
    await notice.getByRole('link', { name: text(lang, 'platformContent.edit') }).click();
    await page.waitForURL(/\/platform\/notice_edit\?id=\d+/);
    await page.waitForLoadState('networkidle');
    const noticeId = Number(new URL(page.url()).searchParams.get('id'));
    await page.getByLabel(text(lang, 'platformContent.isTop')).check();
    await saveAndWait(page);
    await writeEnglish(page, `Holiday hours ${stamp}`, 'closed on Sunday');
    await saveAndWait(page);
    await page.goto('/platform/notice');
    await page.waitForLoadState('networkidle');
    await expect
      .poll(() => page.getByTestId('notices').getByTestId('content-row').first().textContent())
      .toContain(text(lang, 'platformContent.pinned'));
    await screenshot(page, 'platform-notice-md-mm');
    // In Burmese the pinned mark stays whole and a row's four actions stand on one line.
    const pinnedRow = page.getByTestId('notices').getByTestId('content-row').first();
    expect(await textLines(pinnedRow.getByText(text(lang, 'platformContent.pinned'), { exact: true }))).toBe(1);
    const actionRows = await pinnedRow
      .locator('td')
      .last()
      .locator('a, button')
      .evaluateAll((els) => new Set(els.map((el) => Math.round(el.getBoundingClientRect().top))).size);
    expect(actionRows).toBe(1);
    expect(errors).toEqual([]);
    await context.close();

    // A visitor reading English.
    const visitor = await newContext(browser(), origin, { lang: 'en-us' });
    const shop = await visitor.newPage();
    await shop.goto(`/cms/help-${helpId}`);
    await expect.poll(() => shop.locator('h1').textContent()).toBe(`Paying with KBZPay ${stamp}`);
    const body = shop.locator('.cms-content');
    expect(await body.locator('h2').textContent()).toBe('How it works');
    expect(await body.locator('b, strong').first().textContent()).toBe('the steps');
    expect(await body.locator('a').getAttribute('href')).toBe('/cms/help');
    await screenshot(shop, 'platform-help-storefront-en-us');
    await shop.goto(`/cms/notice-${noticeId}`);
    await expect.poll(() => shop.locator('h1').textContent()).toBe(`Holiday hours ${stamp}`);
    await shop.goto('/cms/notice');
    await expect.poll(() => shop.locator('main').textContent()).toContain(`Holiday hours ${stamp}`);
    await screenshot(shop, 'platform-notice-storefront-en-us');
    await visitor.close();
  });
});

describe('a shop’s new live room waits for the platform (Burmese)', () => {
  it('schedules a room: pending; the platform approves it; /shop/live lists it', LONG, async () => {
    const siteId = readDb<{ site_id: number }>(dbPath, 'select site_id from live_room order by id limit 1')[0]!.site_id;
    const name = `ညနေခင်း ပွဲ ${Date.now().toString(36)}`;
    const listed = async () =>
      (await api<{ list: { name: string }[] }>(origin, '/live/api/live/page', { page_size: 0 })).list.map(
        (r) => r.name,
      );

    // The shop schedules it in /seller/live: waiting for review, not listed.
    const { context: seller, page: sp } = await shopConsole(browser(), origin, lang, clerkOf(dbPath, siteId));
    await sp.goto('/seller/live');
    await sp.waitForLoadState('networkidle');
    await sp.getByLabel(text(lang, 'live.console.name')).fill(name);
    await sp.getByLabel(text(lang, 'live.console.anchor')).fill('မသီတာ');
    await sp.getByLabel(text(lang, 'live.console.stream')).fill('https://stream.example/zay/evening.m3u8');
    await sp.getByLabel(text(lang, 'live.console.start'), { exact: true }).fill('2030-03-02T18:00');
    await sp.getByLabel(text(lang, 'live.console.end'), { exact: true }).fill('2030-03-02T19:00');
    await sp.locator('fieldset input[type=checkbox]').nth(0).check();
    await sp.getByRole('button', { name: text(lang, 'live.console.save') }).click();
    const row = sp.locator('tr', { hasText: name });
    await expect
      .poll(() => row.getByTestId('live-audit').textContent(), SLOW)
      .toBe(message(lang, 'LIVE_AUDIT_PENDING'));
    await screenshot(sp, 'platform-live-seller-pending-md-mm');
    expect(await listed()).not.toContain(name);

    // A visitor's /shop/live before: not there (and the page is now in the visitors' cache).
    const visitor = await newContext(browser(), origin, { lang });
    const vp = await visitor.newPage();
    await vp.goto('/shop/live');
    expect(await vp.locator('main li h2').allTextContents()).not.toContain(name);

    // The platform's queue: approve.
    const { context, page, errors } = await platformPage('/platform/live');
    const queued = page.getByTestId('live-review-row').filter({ hasText: name });
    await expect.poll(() => queued.count()).toBe(1);
    expect(await queued.textContent()).toContain('https://stream.example/zay/evening.m3u8');
    await screenshot(page, 'platform-live-queue-md-mm');
    await expectAccessible(page);
    await queued.getByRole('button', { name: text(lang, 'platformContent.approve') }).click();
    await expect.poll(() => page.getByTestId('live-review-row').filter({ hasText: name }).count(), SLOW).toBe(0);
    await page.getByRole('link', { name: new RegExp(text(lang, 'platformContent.tab_approved')) }).click();
    await page.waitForURL(/tab=approved/);
    await expect.poll(() => page.getByTestId('live-review-row').filter({ hasText: name }).count()).toBe(1);
    await screenshot(page, 'platform-live-approved-md-mm');
    expect(errors).toEqual([]);
    await context.close();

    // Listed on /shop/live for the same visitor at once; the shop sees it approved.
    expect(await listed()).toContain(name);
    await vp.goto('/shop/live');
    await expect.poll(() => vp.locator('main li h2').allTextContents()).toContain(name);
    await screenshot(vp, 'platform-live-listed-md-mm');
    await visitor.close();
    await sp.reload();
    await expect
      .poll(() => sp.locator('tr', { hasText: name }).getByTestId('live-audit').textContent(), SLOW)
      .toBe(message(lang, 'LIVE_AUDIT_APPROVED'));

    // The platform takes it down again with a reason: off /shop/live, and the shop reads why.
    const down = await platformPage('/platform/live?tab=approved');
    const approvedRow = down.page.getByTestId('live-review-row').filter({ hasText: name });
    await approvedRow.getByRole('button', { name: text(lang, 'platformContent.takeDown') }).click();
    await approvedRow.getByLabel(text(lang, 'platformContent.takeDownReason')).fill('ဆိုင်ပြင်ပ ရောင်းချမှု');
    await screenshot(down.page, 'platform-live-takedown-md-mm');
    await approvedRow
      .getByRole('button', { name: text(lang, 'platformContent.takeDown') })
      .last()
      .click();
    await expect.poll(() => down.page.getByTestId('live-review-row').filter({ hasText: name }).count(), SLOW).toBe(0);
    expect(down.errors).toEqual([]);
    await down.context.close();
    expect(await listed()).not.toContain(name);
    await sp.reload();
    await expect.poll(() => sp.locator('tr', { hasText: name }).textContent(), SLOW).toContain('ဆိုင်ပြင်ပ ရောင်းချမှု');
    await seller.close();
  });
});
