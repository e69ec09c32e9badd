import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext, type Locator, type Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';

export const SHOTS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../screenshots');

/** Debian's Chromium, started quietly for a closed network. */
export function launch(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
  });
}

/** A real PNG picture: `html` drawn by the browser at the viewport's size, saved as `file`; answers the file. */
export async function drawPng(
  browser: Browser,
  viewport: { width: number; height: number },
  html: string,
  file: string,
) {
  const page = await browser.newPage({ viewport });
  await page.setContent(html);
  await page.screenshot({ path: file });
  await page.close();
  return file;
}

/** One browser for a test file's tests: launched before them, closed after them; call it for the browser. */
export function browserForFile(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(() => browser?.close());
  return () => browser!;
}

export interface ContextOptions {
  /** The `zay_lang` cookie, as if the shopper had chosen a language before. */
  lang?: string;
  /** The browser's own language preference (Accept-Language). */
  locale?: string;
  /** Leave the once-per-visitor home pop-up closed, as for a returning shopper (default). */
  floatLayerSeen?: boolean;
}

/**
 * Console errors, uncaught page errors and hydration warnings of every page the suite opens; the
 * console guard (console-guard.ts) fails the test they happened in. A test that provokes one on
 * purpose names it with `allowConsole`.
 */
const consoleProblems: string[] = [];
const allowed: RegExp[] = [];

export function allowConsole(pattern: RegExp) {
  allowed.push(pattern);
}

/** The problems seen since the last call, minus those allowed; the allowances end with it. */
export function takeConsoleProblems(): string[] {
  const found = consoleProblems.splice(0).filter((text) => !allowed.some((p) => p.test(text)));
  allowed.length = 0;
  return found;
}

function guardConsole(page: Page) {
  page.on('console', (m) => {
    const from = m.location().url;
    // A page answered with an error status (a 404 page) is logged as a failed load; tests check the
    // status. API calls answer their handled failures as 200 (ADR 034): any other failed load counts.
    if (/^Failed to load resource: the server responded with a status of 4/.test(m.text()) && from === page.url())
      return;
    if (m.type() === 'error' || (m.type() === 'warning' && /hydrat/i.test(m.text())))
      consoleProblems.push(`${m.type()} on ${page.url()}: ${m.text()} (${from})`);
  });
  page.on('pageerror', (e) => consoleProblems.push(`uncaught on ${page.url()}: ${e.message}`));
}

export async function newContext(browser: Browser, origin: string, opts: ContextOptions = {}): Promise<BrowserContext> {
  const context = await browser.newContext({
    viewport: { width: 1440, height: 900 },
    baseURL: origin,
    locale: opts.locale,
  });
  context.on('page', guardConsole);
  if (opts.lang) await context.addCookies([{ name: 'zay_lang', value: opts.lang, url: origin }]);
  if (opts.floatLayerSeen !== false) {
    const { data } = (await (await fetch(`${origin}/api/pc/floatLayer`, { method: 'POST' })).json()) as {
      data: { number: string };
    };
    await context.addInitScript((n) => {
      // about:blank has no storage.
      if (location.protocol.startsWith('http')) localStorage.setItem('zay_float_layer', n);
    }, data.number);
  }
  return context;
}

/** Saves a full-page picture for a person to look at; scrolls through first so lazy images load. */
export async function screenshot(page: Page, name: string, fullPage = true) {
  fs.mkdirSync(SHOTS, { recursive: true });
  if (fullPage) {
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += 600) {
        window.scrollTo(0, y);
        await new Promise((r) => setTimeout(r, 60));
      }
      window.scrollTo(0, 0);
    });
    await page.waitForLoadState('networkidle');
  }
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage });
}

/** How many lines an element's text runs to: 1 for a button or a status that did not wrap. */
export function textLines(locator: Locator): Promise<number> {
  return locator.evaluate((el) => {
    const range = document.createRange();
    range.selectNodeContents(el);
    return new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.bottom))).size;
  });
}

/** Collects console errors and failed same-origin requests so a test can assert there were none. */
export function watchErrors(page: Page) {
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
}
