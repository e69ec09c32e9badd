import { describe, expect, inject, it } from 'vitest';
import { api } from './lib/api';
import { browserForFile, newContext, screenshot, watchErrors } from './lib/browser';
import { LANGS, text } from './lib/locales';

const origin = inject('origin');
const browser = browserForFile();
const BURMESE = /[\u1000-\u109f]/;

type HelpClass = { class_id: number; class_name: string; child_list: { id: number; title: string }[] };

describe('platform content in three languages; help and notices (issue 18)', () => {
  it('the English home shows English navigation, notices and footer help, with no Burmese platform text', async () => {
    const context = await newContext(browser(), origin, { lang: 'en-us' });
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto('/index');
    const nav = page.getByRole('navigation', { name: text('en-us', 'nav.main') });
    await expect.poll(() => nav.textContent()).toContain('Flash sale');
    const footer = page.locator('footer');
    expect(await footer.textContent()).toContain('Shopping guide');
    expect(await footer.textContent()).toContain('How to register');
    const notices = page.getByRole('list', { name: text('en-us', 'cms.latestNotices') });
    expect(await notices.textContent()).toContain('A warm welcome from Zay');
    const hotWords = page.getByRole('list', { name: text('en-us', 'search.hotWords') });
    expect(await hotWords.textContent()).toContain('laphet');
    for (const part of [nav, footer, notices, hotWords]) expect(await part.textContent()).not.toMatch(BURMESE);
    expect(await page.locator('input[type="search"]').first().getAttribute('placeholder')).toBe('smartphone');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('opens a help article from the footer and goes to the next one (English)', async () => {
    const context = await newContext(browser(), origin, { lang: 'en-us' });
    const page = await context.newPage();
    await page.goto('/index');
    await page.locator('footer').getByRole('link', { name: 'How to register' }).click();
    await page.waitForURL(/\/cms\/help-\d+$/);
    await expect.poll(() => page.locator('h1').textContent()).toBe('How to register');
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(
      `${origin}${new URL(page.url()).pathname}`,
    );
    expect(await page.title()).toContain('How to register');
    await page.locator('a[rel="next"]').click();
    await expect.poll(() => page.locator('h1').textContent()).toBe('How to find goods');
    expect(await page.locator('main, body').first().textContent()).toContain('Previous');
    await context.close();
  });

  it('opens a notice from the home page notice box', async () => {
    const context = await newContext(browser(), origin, { lang: 'zh-cn' });
    const page = await context.newPage();
    await page.goto('/index');
    await page
      .getByRole('list', { name: text('zh-cn', 'cms.latestNotices') })
      .getByRole('link')
      .first()
      .click();
    await page.waitForURL(/\/cms\/notice-\d+$/);
    await expect.poll(() => page.locator('h1').textContent()).toBe('Zay 热烈欢迎您');
    await context.close();
  });

  it.each(LANGS)('help class, article and notices read well in %s (screenshots, nothing overflows)', async (lang) => {
    const classes = await api<HelpClass[]>(origin, '/api/helpclass/lists', { lang });
    const first = classes[0]!;
    const context = await newContext(browser(), origin, { lang });
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto('/index');
    await screenshot(page, `cms-home-${lang}`, false);
    const overflow = () =>
      page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

    const help = await page.goto('/cms/help');
    expect(help?.status()).toBe(200);
    expect(new URL(page.url()).pathname).toBe(`/cms/help/listother-${first.class_id}`);
    expect(await page.locator('h1').textContent()).toBe(first.class_name);
    expect(await overflow()).toBe(false);
    await screenshot(page, `cms-help-class-${lang}`);

    await page.goto(`/cms/help-${first.child_list[0]!.id}`);
    expect(await page.locator('h1').textContent()).toBe(first.child_list[0]!.title);
    expect(await overflow()).toBe(false);
    await screenshot(page, `cms-help-article-${lang}`);

    await page.goto('/cms/notice');
    // The seed pins one notice; the platform journey may have pinned another.
    expect(await page.getByText(text(lang, 'cms.pinned')).count()).toBeGreaterThanOrEqual(1);
    expect(await overflow()).toBe(false);
    await screenshot(page, `cms-notices-${lang}`);

    expect((await page.goto('/cms/notice-999999'))?.status()).toBe(404);
    expect(errors.filter((e) => !/404/.test(e))).toEqual([]);
    await context.close();
  });
});
