import { message } from '@zay/contract';
import { describe, expect, inject, it } from 'vitest';
import { api } from './lib/api';
import {
  clicksOf,
  expectAccessible,
  findBurmeseKeyword,
  findSpecPair,
  firstGoods,
  goodsPage,
  labelled,
  openPage,
  shownPrice,
  SLOW,
  type PageOf,
} from './lib/catalogue';
import { allowConsole, browserForFile, newContext, screenshot } from './lib/browser';
import { text, type Lang } from './lib/locales';
import { registerMember } from './lib/member';

const origin = inject('origin');
const dbPath = inject('dbPath');
const browser = browserForFile();

const open = (lang: Lang, path: string, token?: string) => openPage(browser(), lang, path, token);

describe('goods search and list', () => {
  it('finds a Burmese-named product by a Burmese part of its name, from the header search', async () => {
    const { keyword, skuId } = await findBurmeseKeyword();
    const { context, page, errors } = await open('md-mm', '/index');
    await page.getByLabel(text('md-mm', 'search.label')).fill(keyword);
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/list' && url.searchParams.get('keyword') === keyword);
    await expect.poll(() => page.locator(`main a[href="/sku-${skuId}"]`).count(), SLOW).toBeGreaterThan(0);
    // The address changes before React commits the new page's title: wait for the title too.
    await expect.poll(() => page.title(), SLOW).toContain(keyword);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('keeps filters, sorts and pages in the address, and the back button undoes them', async () => {
    const { context, page } = await open('en-us', '/list');
    await page.waitForLoadState('networkidle');
    const sales = page.getByRole('link', { name: text('en-us', 'list.sortSales') });
    const freeShipping = page.getByRole('checkbox', { name: text('en-us', 'catalogue.freeShipping') });
    await sales.click();
    await expect.poll(() => sales.getAttribute('aria-current'), SLOW).toBe('true');
    await freeShipping.click();
    await expect.poll(() => freeShipping.getAttribute('aria-checked'), SLOW).toBe('true');
    expect(page.url()).toContain('order=sale_num');
    await page.getByLabel(text('en-us', 'list.minPrice')).fill('10000');
    await page.getByLabel(text('en-us', 'list.maxPrice')).fill('50000');
    await page.getByRole('button', { name: text('en-us', 'list.applyPrice') }).click();
    await page.waitForURL(/min_price=10000/);
    const { count } = await goodsPage({
      order: 'sale_num',
      is_free_shipping: 1,
      min_price: '10000',
      max_price: '50000',
    });
    await expect.poll(() => page.getByText(text('en-us', 'list.count', { count })).isVisible(), SLOW).toBe(true);
    await page.goBack();
    await page.waitForURL((url) => !url.searchParams.has('min_price'));
    await expect.poll(() => page.getByLabel(text('en-us', 'list.minPrice')).inputValue(), SLOW).toBe('');
    expect(await freeShipping.getAttribute('aria-checked')).toBe('true');
    await context.close();
  });

  it('sends a shop search to the shop street', async () => {
    const { context, page } = await open('en-us', '/list?keyword=Home&search_type=shop');
    expect(new URL(page.url()).pathname).toBe('/street');
    expect(new URL(page.url()).searchParams.get('keyword')).toBe('Home');
    await context.close();
  });

  it('falls back to the default goods picture when a goods image is broken', async () => {
    const [first, images] = await Promise.all([
      firstGoods(),
      api<{ default_goods_img: string }>(origin, '/api/config/defaultimg'),
    ]);
    const context = await newContext(browser(), origin, { lang: 'en-us' });
    const page = await context.newPage();
    // The card asks for a size variant first (`_mid`, ADR 088), then the original: both break.
    const stem = first.sku_image.replace(/\.\w+$/, '');
    await page.route(`**${stem}*`, (route) => route.fulfill({ status: 404, body: '' }));
    allowConsole(/Failed to load resource: .* 404/);
    await page.goto('/list');
    const img = page.locator(`main a[href="/sku-${first.sku_id}"] img`).first();
    // Stored paths are relative (`upload/…`); the web roots them (ADR 044).
    await expect.poll(() => img.getAttribute('src'), SLOW).toBe(`/${images.default_goods_img}`);
    await expect.poll(() => img.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth > 0)).toBe(true);
    await context.close();
  });
});

describe('goods detail', () => {
  it('switches the SKU with a spec: the address, price and stock follow', async () => {
    const { from, to } = await findSpecPair();
    const { context, page, errors } = await open('en-us', `/sku-${from.sku_id}`);
    await page.waitForLoadState('networkidle');
    const stock = page.locator('#stock-note');
    expect(await stock.textContent()).toContain(String(from.stock));
    expect(await page.locator('main').textContent()).toContain(shownPrice(from));
    await page.locator(`a[href="/sku-${to.sku_id}"]`).first().click();
    await page.waitForURL(new RegExp(`/sku-${to.sku_id}$`));
    await expect.poll(() => stock.textContent(), SLOW).toContain(String(to.stock));
    await expect.poll(async () => (await page.locator('main').textContent()) ?? '', SLOW).toContain(shownPrice(to));
    await page.goBack();
    await expect.poll(() => stock.textContent(), SLOW).toContain(String(from.stock));
    expect(errors).toEqual([]);
    await context.close();
  });

  it('answers an unknown goods with the 404 page', async () => {
    const { context, page, response } = await open('en-us', '/sku-987654321');
    expect(response?.status()).toBe(404);
    await expect.poll(() => page.getByText(text('en-us', 'notFound.title')).first().isVisible()).toBe(true);
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
    await context.close();
  });

  it('is server-rendered for search engines: title, canonical and Product data', async () => {
    const { sku_id: sku } = await firstGoods();
    const html = await (await fetch(`${origin}/sku-${sku}`, { headers: { cookie: 'zay_lang=en-us' } })).text();
    expect(html).toContain(`<link rel="canonical" href="${origin}/sku-${sku}"/>`);
    const ld = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)![1]!);
    expect(ld['@type']).toBe('Product');
    expect(ld.offers.priceCurrency).toBe('MMK');
    expect(ld.offers.availability).toMatch(/InStock|OutOfStock/);
  });

  it('sends a visitor who wants to follow the goods to the login page, and back', async () => {
    const { sku_id: sku } = await firstGoods();
    const { context, page } = await open('en-us', `/sku-${sku}`);
    await page.waitForLoadState('networkidle');
    await page.getByRole('button', { name: labelled(text('en-us', 'catalogue.followGoods')) }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    expect(new URL(page.url()).searchParams.get('redirect')).toBe(`/sku-${sku}`);
    await context.close();
  });

  it('refuses a quantity of 0 and works by keyboard: stepper and tabs', async () => {
    const { from } = await findSpecPair();
    const { context, page } = await open('en-us', `/sku-${from.sku_id}`);
    await page.waitForLoadState('networkidle');
    const quantity = page.getByLabel(text('en-us', 'goodsDetail.quantity'), { exact: true });
    await quantity.fill('0');
    await expect.poll(() => page.getByRole('alert').textContent()).toBe(text('en-us', 'goodsDetail.quantityZero'));
    await quantity.fill('1');
    await quantity.press('ArrowUp');
    expect(await quantity.inputValue()).toBe('2');
    await page.getByRole('tab', { name: text('en-us', 'goodsDetail.tabDescription') }).focus();
    await page.keyboard.press('ArrowRight');
    await expect
      .poll(() =>
        page.getByRole('tab', { name: text('en-us', 'goodsDetail.tabAttributes') }).getAttribute('aria-selected'),
      )
      .toBe('true');
    await page.keyboard.press('End');
    await expect
      .poll(() => page.getByRole('tabpanel').textContent())
      .toContain(message('en-us', 'AFTERSALE_NO_REASON_RETURN', { days: 7 }));
    await context.close();
  });
});

describe('goods detail for a member', () => {
  it('counts the view, leaves a footprint, and follows the goods with the server’s words', async () => {
    const token = await registerMember(origin, dbPath);
    const { sku_id: sku } = await firstGoods();
    const clicks = clicksOf(sku);
    const { context, page, errors } = await open('en-us', `/sku-${sku}`, token);
    await expect.poll(() => clicksOf(sku), SLOW).toBe(clicks + 1);
    const footprints = () => api<PageOf<{ sku_id: number }>>(origin, '/api/goodsbrowse/page', { token });
    await expect.poll(async () => (await footprints()).list.map((f) => f.sku_id), SLOW).toContain(sku);
    await page.getByRole('button', { name: labelled(text('en-us', 'catalogue.followGoods')) }).click();
    await expect.poll(() => page.getByText(message('en-us', 'FOLLOW_SUCCESS')).first().isVisible(), SLOW).toBe(true);
    const collected = await api<number>(origin, '/api/goodscollect/iscollect', { token, sku_id: sku });
    expect(collected).toBe(1);
    await page.reload();
    const followed = page.getByRole('button', { name: labelled(text('en-us', 'catalogue.followingGoods')) });
    expect(await followed.getAttribute('aria-pressed')).toBe('true');
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('categories and brands', () => {
  it('shows the whole category tree in the shopper’s language, each linking to its list', async () => {
    const tree = await api<{ category_id: number; category_name2: string; child_list: { category_id: number }[] }[]>(
      origin,
      '/api/goodscategory/tree',
    );
    const { context, page } = await open('md-mm', '/category');
    const first = page.locator(`main a[href="/list?category_id=${tree[0]!.category_id}&level=1"]`).first();
    expect(await first.textContent()).toBe(tree[0]!.category_name2);
    const leaf = tree[0]!.child_list[0]!;
    expect(await page.locator(`main a[href="/list?category_id=${leaf.category_id}&level=2"]`).count()).toBeGreaterThan(
      0,
    );
    await context.close();
  });

  it('filters brands by initial and leads to the goods of a brand', async () => {
    const { list } = await api<PageOf<{ brand_id: number; brand_name: string; brand_initial: string }>>(
      origin,
      '/api/goodsbrand/page',
      { page: 1, page_size: 0 },
    );
    const brand = list[0]!;
    const { context, page } = await open('en-us', '/brand');
    await page.getByRole('link', { name: brand.brand_initial, exact: true }).click();
    await page.waitForURL(/initial=/);
    const sameInitial = list.filter((b) => b.brand_initial === brand.brand_initial).length;
    await expect.poll(() => page.locator('main ul a[href^="/list?brand_id="]').count(), SLOW).toBe(sameInitial);
    await page.locator(`main a[href="/list?brand_id=${brand.brand_id}"]`).click();
    await page.waitForURL(new RegExp(`/list\\?brand_id=${brand.brand_id}$`));
    await expect
      .poll(
        () =>
          page
            .getByRole('link', { name: text('en-us', 'list.removeFilter', { filter: brand.brand_name }) })
            .isVisible(),
        SLOW,
      )
      .toBe(true);
    await context.close();
  });
});

describe('shops', () => {
  it('lets a member follow and unfollow a shop, in Burmese, with the server’s words', async () => {
    const token = await registerMember(origin, dbPath);
    const { site_id: site } = await firstGoods();
    const { context, page, errors } = await open('md-mm', `/shop-${site}`, token);
    const before = await api<{ sub_num: number }>(origin, '/api/shop/info', { site_id: site });
    await page.waitForLoadState('networkidle');
    await page.getByRole('button', { name: labelled(text('md-mm', 'catalogue.followShop')) }).click();
    await expect.poll(() => page.getByText(message('md-mm', 'FOLLOW_SUCCESS')).first().isVisible(), SLOW).toBe(true);
    const following = page.getByRole('button', { name: labelled(text('md-mm', 'catalogue.followingShop')) });
    expect(await following.getAttribute('aria-pressed')).toBe('true');
    await expect.poll(() => following.textContent()).toContain((before.sub_num + 1).toLocaleString('en-US'));
    await screenshot(page, 'shop-followed-md-mm', false);
    await following.click();
    await expect.poll(() => page.getByText(message('md-mm', 'UNFOLLOW_SUCCESS')).first().isVisible(), SLOW).toBe(true);
    const after = await api<{ sub_num: number }>(origin, '/api/shop/info', { site_id: site });
    expect(after.sub_num).toBe(before.sub_num);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('says "missing shop id" on a shop goods list without a shop, and 404 for an unknown shop', async () => {
    const { context, page, response } = await open('en-us', '/shop_list');
    expect(response?.status()).toBe(400);
    await expect
      .poll(() => page.getByRole('heading', { name: message('en-us', 'REQUEST_SITE_ID') }).isVisible())
      .toBe(true);
    await screenshot(page, 'shop-missing-id-en-us', false);
    expect((await page.goto('/shop-987654'))?.status()).toBe(404);
    await context.close();
  });

  it('searches inside a shop from its header', async () => {
    const { site_id: site, goods_name: name, sku_id: sku } = await firstGoods();
    const word = name.split(' ')[0]!;
    const { context, page } = await open('en-us', `/shop-${site}`);
    await page.getByLabel(text('en-us', 'shop.searchLabel')).fill(word);
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/shop_list' && url.searchParams.get('site_id') === String(site));
    await expect.poll(() => page.locator(`main a[href="/sku-${sku}"]`).count(), SLOW).toBeGreaterThan(0);
    await context.close();
  });
});

describe('screenshots and accessibility', () => {
  const PAGES = async () =>
    [
      ['list', '/list'],
      ['detail', `/sku-${(await findSpecPair()).from.sku_id}`],
      ['shop-home', `/shop-${(await firstGoods()).site_id}`],
      ['street', '/street'],
    ] as const;

  it.each(['md-mm', 'en-us'] as const)('renders list, detail, shop home and street in %s', async (lang) => {
    for (const [name, path] of await PAGES()) {
      const { context, page, errors, response } = await open(lang, path);
      expect(response?.status(), path).toBe(200);
      await screenshot(page, `${name}-${lang}`);
      expect(errors, path).toEqual([]);
      await context.close();
    }
  });

  it('has no serious or critical accessibility violations on the catalogue pages', async () => {
    const { site_id: site } = await firstGoods();
    const paths = [
      ...(await PAGES()).map(([, p]) => p),
      '/list?keyword=zzzz-no-such-goods',
      '/category',
      '/brand',
      `/shop_list?site_id=${site}`,
      '/shop_list',
    ];
    for (const path of paths) {
      const { context, page } = await open('md-mm', path);
      await expectAccessible(page);
      await context.close();
    }
    // Nine pages, each audited by axe: a minute is too short on a busy machine.
  }, 180_000);
});
