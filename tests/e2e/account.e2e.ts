import AxeBuilder from '@axe-core/playwright';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { api } from './lib/api';
import { browserForFile, newContext, screenshot, watchErrors } from './lib/browser';
import { captchaText, lastSmsCode, revokeSessions, skipSmsWait } from './lib/db';
import { text, type Lang } from './lib/locales';

const origin = inject('origin');
const dbPath = inject('dbPath');
const browser = browserForFile();

const PASSWORD = 'Thanaka#2024';
const DAY = 86_400;
const run = Date.now().toString(36).slice(-5);
let seq = 0;
const uniqueMobile = () => `0942${String(Math.floor(Math.random() * 90_000) + 10_000)}${++seq % 10}`;

/** A shopper's browser in `lang`; actions fail after 10 s rather than at the test's time limit. */
async function open(lang: Lang) {
  const context = await newContext(browser(), origin, { lang });
  context.setDefaultTimeout(10_000);
  const page = await context.newPage();
  return { context, page };
}

/** Types the captcha the page shows now; its id is on the picture. */
async function fillCaptcha(page: Page, lang: Lang) {
  const picture = page.locator('img[data-captcha-id]');
  await picture.waitFor();
  const id = (await picture.getAttribute('data-captcha-id'))!;
  await page.getByLabel(text(lang, 'auth.captcha'), { exact: true }).fill(captchaText(dbPath, id));
}

const field = (page: Page, lang: Lang, key: string) => page.getByLabel(text(lang, key), { exact: true });
const button = (page: Page, lang: Lang, key: string, params = {}) =>
  page.getByRole('button', { name: text(lang, key, params), exact: true });

async function sessionCookie(context: BrowserContext) {
  return (await context.cookies()).find((c) => c.name === 'zay_token');
}

async function expectLoggedInAs(page: Page, nickname: string) {
  await expect.poll(() => page.getByTestId('member-nickname').textContent()).toBe(nickname);
}

async function logIn(page: Page, lang: Lang, account: string, password: string, autoLogin = false) {
  await field(page, lang, 'auth.account').fill(account);
  await field(page, lang, 'auth.password').fill(password);
  await fillCaptcha(page, lang);
  if (autoLogin) await page.getByLabel(text(lang, 'auth.autoLogin', { days: 7, count: 7 })).check();
  await button(page, lang, 'auth.submitLogin').click();
}

/** Axe's contrast check reads fading toasts as faint text, so it waits for them to leave. */
async function seriousViolations(page: Page) {
  const toasts = page.locator('[data-sonner-toast]');
  if (await toasts.count()) await toasts.first().waitFor({ state: 'detached', timeout: 9_000 });
  // A toast that appears while axe runs is caught mid-fade (its colours half transparent); the
  // settled toast colours are set in app.css to meet 4.5:1.
  const { violations } = await new AxeBuilder({ page }).exclude('[data-sonner-toaster]').analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.length} e.g. ${v.nodes[0]?.target.join(' ')} ${v.nodes[0]?.failureSummary ?? ''}`);
}

/** A member registered through the API, as another device would have done. */
async function registerByApi(mobile: string, password: string) {
  const captcha = await api<{ id: string }>(origin, '/api/captcha/captcha');
  const { key } = await api<{ key: string }>(origin, '/api/register/mobileCode', {
    mobile,
    captcha_id: captcha.id,
    captcha_code: captchaText(dbPath, captcha.id),
  });
  await api(origin, '/api/register/mobile', { mobile, key, code: lastSmsCode(dbPath, mobile), password });
  skipSmsWait(dbPath, mobile);
}

describe('registration, logout and login', () => {
  it('registers by username, logs out, and logs back in for 7 days (Burmese)', async () => {
    const lang = 'md-mm';
    const username = `thida_${run}`;
    const { context, page } = await open(lang);
    const errors = watchErrors(page);
    await page.goto('/register');

    await field(page, lang, 'auth.username').fill(username);
    await field(page, lang, 'auth.password').fill('short');
    await expect.poll(() => page.getByText(text(lang, 'auth.rules.length', { min: 8 })).isVisible()).toBe(true);
    await field(page, lang, 'auth.password').fill(PASSWORD);
    await field(page, lang, 'auth.confirmPassword').fill(`${PASSWORD}x`);
    await fillCaptcha(page, lang);
    await button(page, lang, 'auth.submitRegister').click();
    await expect.poll(() => page.getByText(text(lang, 'validation.PASSWORD_MISMATCH')).isVisible()).toBe(true);
    await expect.poll(() => page.getByText(text(lang, 'validation.AGREEMENT_REQUIRED')).isVisible()).toBe(true);
    await screenshot(page, 'register-errors-md-mm', false);
    expect(await seriousViolations(page)).toEqual([]);

    await field(page, lang, 'auth.confirmPassword').fill(PASSWORD);
    await page.locator('#register-agree-title').click();
    const dialog = page.getByRole('dialog', { name: 'Zay အသုံးပြုသူ သဘောတူညီချက်' });
    await expect.poll(() => dialog.getByText(/^၁။ အကောင့်ဖွင့်ရာတွင်/).isVisible()).toBe(true);
    await screenshot(page, 'register-agreement-md-mm', false);
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: text(lang, 'auth.agreementAccept') }).click();
    expect(await page.locator('#register-agree').isChecked()).toBe(true);
    await button(page, lang, 'auth.submitRegister').click();

    await page.waitForURL('**/index');
    await expectLoggedInAs(page, username);
    await expect.poll(() => page.getByText(text(lang, 'auth.registerSuccess')).isVisible()).toBe(true);
    await expect
      .poll(() => page.getByText(text(lang, 'home.memberGreeting', { name: username })).isVisible())
      .toBe(true);
    await screenshot(page, 'home-member-md-mm', false);
    const firstCookie = await sessionCookie(context);
    expect(firstCookie?.httpOnly).toBe(true);
    expect(firstCookie!.expires - Date.now() / 1000).toBeLessThan(DAY + 60);

    await button(page, lang, 'header.logout').click();
    await expect
      .poll(() =>
        page
          .getByRole('link', { name: text(lang, 'header.login') })
          .first()
          .isVisible(),
      )
      .toBe(true);
    expect(await sessionCookie(context)).toBeUndefined();
    expect(new URL(page.url()).pathname).toBe('/index');

    await page.goto('/login');
    await logIn(page, lang, username, PASSWORD, true);
    await page.waitForURL('**/index');
    await expectLoggedInAs(page, username);
    await expect.poll(() => page.getByText(text(lang, 'auth.loginSuccess')).isVisible()).toBe(true);
    const cookie = await sessionCookie(context);
    expect(cookie?.httpOnly).toBe(true);
    expect(cookie?.sameSite).toBe('Lax');
    expect(Math.abs(cookie!.expires - Date.now() / 1000 - 7 * DAY)).toBeLessThan(120);
    // The token never reaches script-readable storage.
    const readable = await page.evaluate(() => [
      document.cookie,
      JSON.stringify(localStorage),
      JSON.stringify(sessionStorage),
    ]);
    expect(readable.join(' ')).not.toContain(cookie!.value);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('refuses a wrong password without telling whether the account exists, with a new captcha', async () => {
    const lang = 'en-us';
    const { context, page } = await open(lang);
    await page.goto('/login');
    const firstId = await page.locator('img[data-captcha-id]').getAttribute('data-captcha-id');
    await logIn(page, lang, `nobody_${run}`, 'Wrong#12345');
    await expect
      .poll(() => page.getByRole('alert').filter({ hasText: 'wrong account or password' }).isVisible())
      .toBe(true);
    await expect.poll(() => page.locator('img[data-captcha-id]').getAttribute('data-captcha-id')).not.toBe(firstId);
    expect(await sessionCookie(context)).toBeUndefined();
    await context.close();
  });
});

describe('pages that need a member', () => {
  it('sends a visitor of /member/order_list to log in, then back there', async () => {
    const lang = 'en-us';
    const username = `order_${run}`;
    const { context: setup, page: reg } = await open(lang);
    await reg.goto('/register');
    await field(reg, lang, 'auth.username').fill(username);
    await field(reg, lang, 'auth.password').fill(PASSWORD);
    await field(reg, lang, 'auth.confirmPassword').fill(PASSWORD);
    await fillCaptcha(reg, lang);
    await reg.locator('#register-agree').check();
    await button(reg, lang, 'auth.submitRegister').click();
    await reg.waitForURL('**/index');
    await setup.close();

    const { context, page } = await open(lang);
    await page.goto('/member/order_list?status=1');
    const url = new URL(page.url());
    expect(url.pathname).toBe('/login');
    expect(url.searchParams.get('redirect')).toBe('/member/order_list?status=1');
    await expect.poll(() => page.getByText(text(lang, 'auth.notLoggedIn')).isVisible()).toBe(true);
    await page.locator('img[data-captcha-id]').waitFor();
    await screenshot(page, 'login-redirect-en-us', false);
    await logIn(page, lang, username, PASSWORD);
    await page.waitForURL('**/member/order_list?status=1');
    await expectLoggedInAs(page, username);

    // A session ended elsewhere: the next page that needs a member asks to log in and drops the cookie.
    revokeSessions(dbPath, username);
    await page.goto('/member/index');
    expect(new URL(page.url()).pathname).toBe('/login');
    expect(await sessionCookie(context)).toBeUndefined();
    await context.close();
  });

  it('redirects in the loader on client-side navigation too', async () => {
    const lang = 'en-us';
    const { context, page } = await open(lang);
    await page.goto('/index');
    await page.waitForLoadState('networkidle');
    await page
      .getByRole('link', { name: text(lang, 'header.myOrders') })
      .first()
      .click();
    await page.waitForURL('**/login?redirect=%2Fmember%2Forder_list');
    await expect.poll(() => page.getByRole('heading', { name: text(lang, 'auth.loginTitle') }).isVisible()).toBe(true);
    await context.close();
  });

  it('honours only same-site redirect targets', async () => {
    const lang = 'en-us';
    const mobile = uniqueMobile();
    await registerByApi(mobile, PASSWORD);
    const { context, page } = await open(lang);
    await page.goto('/login?redirect=%2F%2Fevil.example');
    await logIn(page, lang, mobile, PASSWORD);
    await page.waitForURL((u) => u.pathname === '/index');
    expect(new URL(page.url()).origin).toBe(origin);
    // Already logged in: the login page itself sends an unsafe target home as well.
    await page.goto('/login?redirect=https%3A%2F%2Fevil.example%2Fphish');
    expect(page.url()).toBe(`${origin}/index`);
    await context.close();
  });
});

describe('mobile accounts', () => {
  it('registers by mobile with an SMS code, then logs in by an SMS code', async () => {
    const lang = 'en-us';
    const mobile = uniqueMobile();
    const { context, page } = await open(lang);
    const errors = watchErrors(page);
    await page.goto('/register');
    await page.getByRole('tab', { name: text(lang, 'auth.tabMobile') }).click();
    await field(page, lang, 'auth.mobile').fill(mobile);
    await fillCaptcha(page, lang);
    await button(page, lang, 'auth.sendCode').click();
    await expect.poll(() => page.getByText(text(lang, 'auth.codeSent', { mobile })).isVisible()).toBe(true);
    const resend = page.getByRole('button', { name: /^Resend in \d+ s$/ });
    expect(await resend.isDisabled()).toBe(true);
    await field(page, lang, 'auth.smsCode').fill(lastSmsCode(dbPath, mobile));
    await field(page, lang, 'auth.password').fill(PASSWORD);
    await field(page, lang, 'auth.confirmPassword').fill(PASSWORD);
    await page.locator('#register-mobile-agree').check();
    await button(page, lang, 'auth.submitRegister').click();
    await page.waitForURL('**/index');
    const nickname = `${mobile.slice(0, 4)}****${mobile.slice(-3)}`;
    await expectLoggedInAs(page, nickname);

    await button(page, lang, 'header.logout').click();
    await expect.poll(() => sessionCookie(context)).toBeUndefined();
    skipSmsWait(dbPath, mobile);
    await page.goto('/login');
    await page.getByRole('tab', { name: text(lang, 'auth.tabSms') }).click();
    await field(page, lang, 'auth.mobile').fill(mobile);
    await fillCaptcha(page, lang);
    await button(page, lang, 'auth.sendCode').click();
    await expect.poll(() => page.getByText(text(lang, 'auth.codeSent', { mobile })).isVisible()).toBe(true);
    await field(page, lang, 'auth.smsCode').fill(lastSmsCode(dbPath, mobile));
    await button(page, lang, 'auth.submitLogin').click();
    await page.waitForURL('**/index');
    await expectLoggedInAs(page, nickname);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('recovers a password by SMS code, refusing the old one, then logs in with the new one', async () => {
    const lang = 'en-us';
    const mobile = uniqueMobile();
    await registerByApi(mobile, PASSWORD);
    const { context, page } = await open(lang);
    await page.goto('/login');
    await page.getByRole('link', { name: text(lang, 'auth.forgotPassword') }).click();
    await page.waitForURL('**/find_pass');
    const current = () => page.locator('[aria-current="step"]').textContent();
    expect(await current()).toContain(text(lang, 'auth.find.stepMobile'));

    await field(page, lang, 'auth.mobile').fill(mobile);
    await fillCaptcha(page, lang);
    await button(page, lang, 'auth.find.sendCode').click();
    await expect.poll(current).toContain(text(lang, 'auth.find.stepReset'));
    await field(page, lang, 'auth.smsCode').fill(lastSmsCode(dbPath, mobile));
    await field(page, lang, 'auth.find.newPassword').fill(PASSWORD);
    await field(page, lang, 'auth.confirmPassword').fill(PASSWORD);
    await button(page, lang, 'auth.find.submit').click();
    await expect
      .poll(() => page.getByRole('alert').filter({ hasText: 'different from the old one' }).isVisible())
      .toBe(true);
    const fresh = 'Mohinga!2025';
    await field(page, lang, 'auth.find.newPassword').fill(fresh);
    await field(page, lang, 'auth.confirmPassword').fill(fresh);
    await button(page, lang, 'auth.find.submit').click();
    await expect.poll(current).toContain(text(lang, 'auth.find.stepDone'));

    await page.getByRole('link', { name: text(lang, 'auth.find.goLogin') }).click();
    await page.waitForURL('**/login');
    await logIn(page, lang, mobile, fresh);
    await page.waitForURL('**/index');
    await expectLoggedInAs(page, `${mobile.slice(0, 4)}****${mobile.slice(-3)}`);
    await context.close();
  });
});

describe('the auth screens in Burmese', () => {
  it.each(['/login', '/register', '/find_pass'])(
    '%s looks right and has no serious accessibility problems',
    async (path) => {
      const { context, page } = await open('md-mm');
      const errors = watchErrors(page);
      await page.goto(path);
      await page.locator('img[data-captcha-id]').waitFor();
      await page.waitForLoadState('networkidle');
      await screenshot(page, `${path.slice(1)}-md-mm`);
      expect(await seriousViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
      await context.close();
    },
  );

  it('the SMS tab and the recovery code step, in Burmese', async () => {
    const lang = 'md-mm';
    const mobile = uniqueMobile();
    await registerByApi(mobile, PASSWORD);
    const { context, page } = await open(lang);
    await page.goto('/login');
    await page.getByRole('tab', { name: text(lang, 'auth.tabSms') }).click();
    await page.locator('img[data-captcha-id]').waitFor();
    await screenshot(page, 'login-sms-md-mm', false);
    await page.goto('/find_pass');
    await field(page, lang, 'auth.mobile').fill(mobile);
    await fillCaptcha(page, lang);
    await button(page, lang, 'auth.find.sendCode').click();
    await field(page, lang, 'auth.smsCode').waitFor();
    await field(page, lang, 'auth.find.newPassword').fill('abc');
    await screenshot(page, 'find_pass-step2-md-mm', false);
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });
});
