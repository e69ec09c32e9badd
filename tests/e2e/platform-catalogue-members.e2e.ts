import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { api } from './lib/api';
import { browserForFile, newContext, screenshot, textLines } from './lib/browser';
import { expectAccessible, SLOW } from './lib/catalogue';
import { logInToPlatform, platformLoginFor } from './lib/console';
import { text, type Lang } from './lib/locales';
import { memberIdOf, registerMember, signIn } from './lib/member';

/**
 * Issue 31, ADR 092 (Burmese): an operator renames a top category in Burmese in /platform/categories
 * and the storefront's category menu shows the new name on the next request; the operator freezes a
 * member in /platform/member, and the member's next page is the login page.
 */
const origin = inject('origin');
const dbPath = inject('dbPath');
const lang: Lang = 'md-mm';
const LONG = { timeout: 300_000 };
const browser = browserForFile();

/** A platform page as the operations staff (ADR 087: they edit the catalogue and freeze members). */
async function platformPage(path: string) {
  const c = await platformLoginFor(browser(), origin, lang, path);
  await logInToPlatform(c.page, lang, 'operations0');
  await c.page.waitForURL((url) => url.pathname === path.split('?')[0]);
  await c.page.waitForLoadState('networkidle');
  return c;
}

/** Opens the first top category's form, writes `name` as its Burmese name and saves. */
async function renameFirstTop(page: Page, id: number, name: string) {
  await page
    .getByTestId(`category-${id}`)
    .getByRole('link', { name: new RegExp(text(lang, 'platformCatalogue.edit')) })
    .click();
  await page.waitForURL(new RegExp(`edit=${id}`));
  const field = page.getByTestId('category-name_mm');
  await field.fill(name);
  await page.getByTestId('category-save').click();
  await expect.poll(() => page.getByTestId('category-form').count(), SLOW).toBe(0);
  await expect.poll(() => page.getByTestId(`category-${id}`).textContent()).toContain(name);
}

describe('the platform runs the catalogue and members (Burmese)', () => {
  it('renames a category in Burmese; the storefront menu shows it on the next request', LONG, async () => {
    const tree = await api<{ category_id: number; category_name2: string }[]>(origin, '/api/goodscategory/tree', {
      level: 1,
    });
    const first = tree[0]!;
    const renamed = `${first.category_name2} ${Date.now().toString(36).slice(-3)} အသစ်`;

    // A visitor has the home page (and its menu) in the page and layout caches already.
    const visitor = await newContext(browser(), origin, { lang });
    const shop = await visitor.newPage();
    const menuLink = () =>
      shop.locator(`#category-menu a[href="/list?category_id=${first.category_id}&level=1"]`).first();
    await shop.goto('/');
    await expect.poll(() => menuLink().textContent()).toContain(first.category_name2);

    const { context, page, errors } = await platformPage('/platform/categories');
    await expect.poll(() => page.getByTestId('category-table').locator('tbody tr').count()).toBeGreaterThan(20);
    await screenshot(page, 'platform-categories-md-mm', false);
    // Each row's actions stand on one line in Burmese, however long the words.
    const actions = page.getByTestId(`category-${first.category_id}`).locator('td').last();
    expect(
      await actions
        .locator('a, button')
        .evaluateAll((els) => new Set(els.map((el) => Math.round(el.getBoundingClientRect().top))).size),
    ).toBeLessThanOrEqual(2);

    // The form is reachable and usable from the keyboard: the Burmese name has the focus.
    await page
      .getByTestId(`category-${first.category_id}`)
      .getByRole('link', { name: new RegExp(text(lang, 'platformCatalogue.edit')) })
      .focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(new RegExp(`edit=${first.category_id}`));
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('name_mm');
    await screenshot(page, 'platform-category-edit-md-mm', false);
    await expectAccessible(page);
    await page.getByRole('button', { name: text(lang, 'platformCatalogue.cancel') }).click();
    await renameFirstTop(page, first.category_id, renamed);

    // The visitor's very next request shows the new name, in the menu and on /category.
    await shop.goto('/');
    await expect.poll(() => menuLink().textContent()).toContain(renamed);
    // The long name takes at most a second line (ADR 031), beside its row's level-2 subtitle.
    expect(await textLines(menuLink().locator('span.break-words').first())).toBeLessThanOrEqual(2);
    await screenshot(shop, 'platform-category-menu-renamed-md-mm', false);
    await shop.goto('/category');
    await expect.poll(() => shop.locator('main').textContent()).toContain(renamed);

    // The brands page, for the eye.
    await page.goto('/platform/brands');
    await page.waitForLoadState('networkidle');
    await expect.poll(() => page.getByTestId('brand-table').locator('tbody tr').count()).toBeGreaterThan(0);
    await screenshot(page, 'platform-brands-md-mm');
    await expectAccessible(page);

    // Put the seed's name back for the journeys that follow.
    await page.goto('/platform/categories');
    await page.waitForLoadState('networkidle');
    await renameFirstTop(page, first.category_id, first.category_name2);
    expect(errors).toEqual([]);
    await context.close();
    await visitor.close();
  });

  it('freezes a member, who is signed out at once', LONG, async () => {
    const token = await registerMember(origin, dbPath);
    const memberId = memberIdOf(dbPath, token);
    const member = await newContext(browser(), origin, { lang });
    await signIn(member, origin, token);
    const mp = await member.newPage();
    await mp.goto('/member');
    await mp.waitForURL((url) => url.pathname === '/member/index' || url.pathname === '/member');
    expect(new URL(mp.url()).pathname).not.toBe('/login');

    const { context, page, errors } = await platformPage('/platform/members');
    await screenshot(page, 'platform-members-md-mm');
    await expectAccessible(page);
    await page.getByTestId('member-search').fill(String(memberId));
    await page.getByTestId('member-search').press('Enter');
    await page.waitForURL(/search=/);
    await page
      .getByRole('link', { name: new RegExp(text(lang, 'platformMembers.open')) })
      .first()
      .click();
    await page.waitForURL(new RegExp(`/platform/member\\?id=${memberId}`));
    await page.waitForLoadState('networkidle');
    await screenshot(page, 'platform-member-md-mm');
    await expectAccessible(page);

    await page.getByTestId('freeze-reason').fill('လိမ်လည်မှု စစ်ဆေးရန်');
    await page.getByTestId('freeze-submit').click();
    await page
      .getByRole('alertdialog')
      .getByRole('button', { name: text(lang, 'platformMembers.freeze') })
      .click();
    await expect
      .poll(() => page.getByTestId('member-freeze').textContent(), SLOW)
      .toContain(text(lang, 'platformMembers.isFrozen'));
    await screenshot(page, 'platform-member-frozen-md-mm');
    expect(errors).toEqual([]);
    await context.close();

    // The member's next page: signed out, at the login page.
    await mp.goto('/member');
    await mp.waitForURL(/\/login/);
    expect(new URL(mp.url()).pathname).toBe('/login');
    await member.close();
  });
});
