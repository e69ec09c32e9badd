import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { browserForFile, newContext, screenshot } from './lib/browser';
import { expectAccessible } from './lib/catalogue';
import { logInToPlatform, platformLoginFor } from './lib/console';
import { text, type Lang } from './lib/locales';

/**
 * Issue 31: an operator closes the site from /platform/settings and a shopper is sent to /closed;
 * reopens it; switches the seckill plugin off and the shopper's flash sale page says the plugin is
 * not installed; switches it on again. The action log shows each change. Burmese throughout.
 */
const origin = inject('origin');
const lang: Lang = 'md-mm';
const LONG = { timeout: 180_000 };
const browser = browserForFile();

/** Saves one settings section by its button and waits for the saved toast. */
async function saveSection(page: Page, group: string) {
  const section = page.getByTestId(`settings-${group}`);
  await section.getByRole('button', { name: text(lang, 'platformSettings.save') }).click();
  const groupName = text(lang, `platformSettings.group_${group}`);
  await expect
    .poll(() => page.getByText(text(lang, 'platformSettings.saved', { group: groupName })).count())
    .toBeGreaterThan(0);
  await page.waitForLoadState('networkidle');
}

describe('the platform runs the site from its settings (Burmese)', () => {
  it('closes and reopens the site, and switches the seckill plugin off and on', LONG, async () => {
    const { page: op } = await platformLoginFor(browser(), origin, lang, '/platform/settings');
    await logInToPlatform(op, lang, 'owner0');
    await op.waitForURL((url) => url.pathname === '/platform/settings');
    await op.waitForLoadState('networkidle');
    await screenshot(op, 'platform-settings-md-mm');
    await expectAccessible(op);

    const shopperContext = await newContext(browser(), origin, { lang });
    shopperContext.setDefaultTimeout(15_000);
    const shopper = await shopperContext.newPage();
    await shopper.goto('/index');
    await shopper.waitForLoadState('networkidle');
    expect(new URL(shopper.url()).pathname).toBe('/index');

    try {
      // Close, with a reason the shopper reads.
      const status = op.getByTestId('settings-status');
      await status.getByLabel(text(lang, 'platformSettings.siteClosed')).check();
      const reason = 'စတော့စစ်နေပါသည်။ မနက်ဖြန် ပြန်ဖွင့်ပါမည်။';
      await status.getByLabel(text(lang, 'platformSettings.closeReason')).fill(reason);
      await saveSection(op, 'status');
      await expect.poll(() => status.textContent()).toContain(text(lang, 'platformSettings.nowClosed'));

      await shopper.goto('/list');
      await shopper.waitForURL((url) => url.pathname === '/closed');
      await expect.poll(() => shopper.locator('main').textContent()).toContain(reason);
      await screenshot(shopper, 'site-closed-md-mm');
      // The console stays open while the site is closed.
      await op.reload();
      await op.waitForLoadState('networkidle');
      expect(new URL(op.url()).pathname).toBe('/platform/settings');

      // Reopen: the shopper's next page is the storefront again.
      await op.getByTestId('settings-status').getByLabel(text(lang, 'platformSettings.siteOpen')).check();
      await saveSection(op, 'status');
      await shopper.goto('/closed');
      await shopper.waitForURL((url) => url.pathname === '/index');

      // Switch the flash sale plugin off.
      const addons = op.getByTestId('settings-addons');
      await addons.getByLabel(text(lang, 'platformSettings.addon_seckill')).uncheck();
      await saveSection(op, 'addons');
      await shopper.goto('/promotion/seckill');
      await expect.poll(() => shopper.locator('main').textContent()).toContain(text(lang, 'seckill.pluginMissing'));
      await screenshot(shopper, 'seckill-plugin-off-md-mm');
    } finally {
      // The run's other journeys share this server: leave it open with every plugin on.
      await op.goto('/platform/settings');
      await op.waitForLoadState('networkidle');
      await op.getByTestId('settings-status').getByLabel(text(lang, 'platformSettings.siteOpen')).check();
      await saveSection(op, 'status');
      const seckill = op.getByTestId('settings-addons').getByLabel(text(lang, 'platformSettings.addon_seckill'));
      if (!(await seckill.isChecked())) {
        await seckill.check();
        await saveSection(op, 'addons');
      }
    }
    await shopper.goto('/promotion/seckill');
    await shopper.waitForLoadState('networkidle');
    expect(await shopper.locator('main').textContent()).not.toContain(text(lang, 'seckill.pluginMissing'));

    // Every change is in the action log, newest first, with its before and after.
    await op
      .getByRole('navigation', { name: text(lang, 'platform.menu') })
      .getByRole('link', { name: text(lang, 'actionLog.menu') })
      .click();
    await op.waitForURL((url) => url.pathname === '/platform/log');
    await op.waitForLoadState('networkidle');
    const rows = op.getByTestId('action-log').locator('tbody tr');
    await expect.poll(() => rows.count()).toBeGreaterThanOrEqual(4);
    const statusLabel = text(lang, 'actionLog.settings', { group: text(lang, 'platformSettings.group_status') });
    await expect.poll(() => rows.first().textContent()).toContain('owner0');
    expect(await op.getByTestId('action-log').textContent()).toContain(statusLabel);
    await rows.first().locator('summary').click();
    await screenshot(op, 'platform-log-md-mm');
    await expectAccessible(op);
    await shopperContext.close();
  });
});
