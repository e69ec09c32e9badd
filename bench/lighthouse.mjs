// `npm run lighthouse -w bench`: Lighthouse 12, desktop preset, Debian chromium, against the built
// server (a fresh demo marketplace, or BASE_URL). Each page is audited LH_RUNS times (default 3)
// and the median run is kept; the page's first-load JavaScript is measured from the same run.
// Budgets (../shared/QUALITY.md): performance, accessibility and SEO ≥ 95; LCP ≤ 1.2 s,
// TBT ≤ 150 ms, CLS ≤ 0.05; first-load JS ≤ 135 KB gzip. Results → bench/results/lighthouse-*.json.
// LH_LANG picks the language (md-mm default; en-us, zh-cn); LH_PAGES=/index,/sku-N narrows the pages.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktop from 'lighthouse/core/config/desktop-config.js';
import { auditPages, root, startServer } from './server.mjs';

const RUNS = Number(process.env.LH_RUNS ?? 3);
const LANG = process.env.LH_LANG ?? 'md-mm';
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
const BUDGET = { performance: 95, accessibility: 95, seo: 95, lcpMs: 1200, tbtMs: 150, cls: 0.05, jsKB: 135 };
const clientDir = path.resolve(root, process.env.WEB_BUILD_DIR ?? 'apps/web/build', 'client');

const gzipSizes = new Map();
/** The gzip size of a script the page loaded (from the build), so the figure does not depend on brotli. */
function gzipSize(url, transferSize) {
  const file = path.join(clientDir, new URL(url).pathname);
  if (!gzipSizes.has(file)) {
    gzipSizes.set(file, fs.existsSync(file) ? zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length : transferSize);
  }
  return gzipSizes.get(file);
}

function summarize(lhr) {
  const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const audit = (id) => lhr.audits[id]?.numericValue ?? NaN;
  const requests = lhr.audits['network-requests']?.details?.items ?? [];
  const scripts = requests.filter((r) => r.resourceType === 'Script' && r.url.startsWith('http'));
  const failing = Object.entries(lhr.categories).flatMap(([category, c]) =>
    c.auditRefs
      .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 0.9)
      .map((ref) => `${category}: ${ref.id} (${lhr.audits[ref.id].displayValue ?? lhr.audits[ref.id].score})`),
  );
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    seo: score('seo'),
    bestPractices: score('best-practices'),
    lcpMs: Math.round(audit('largest-contentful-paint')),
    tbtMs: Math.round(audit('total-blocking-time')),
    cls: Math.round(audit('cumulative-layout-shift') * 1000) / 1000,
    fcpMs: Math.round(audit('first-contentful-paint')),
    jsFiles: scripts.length,
    jsGzipKB: Math.round(scripts.reduce((s, r) => s + gzipSize(r.url, r.transferSize), 0) / 102.4) / 10,
    jsTransferKB: Math.round(scripts.reduce((s, r) => s + r.transferSize, 0) / 102.4) / 10,
    scripts: scripts
      .map((r) => ({ url: new URL(r.url).pathname, gzipKB: Math.round(gzipSize(r.url, r.transferSize) / 102.4) / 10 }))
      .sort((a, b) => b.gzipKB - a.gzipKB),
    failing,
  };
}

const median = (runs) => [...runs].sort((a, b) => a.performance - b.performance)[Math.floor(runs.length / 2)];

const server = await startServer({ CAPTCHA_ENABLED: 'false' });
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags: CHROME_FLAGS,
});
const loadBefore = os.loadavg().map((l) => Math.round(l * 100) / 100);
const results = {};
let missed = false;
try {
  const pages = await auditPages(server.origin);
  const only = process.env.LH_PAGES?.split(',');
  for (const [name, page] of Object.entries(pages).filter(([name]) => !only || only.includes(name))) {
    const { path: pagePath, cookie, indexable = true } = typeof page === 'string' ? { path: page } : page;
    const url = `${server.origin}${pagePath}`;
    const runs = [];
    for (let i = 0, failures = 0; i < RUNS; i++) {
      const result = await lighthouse(
        url,
        {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility', 'seo', 'best-practices'],
          extraHeaders: { Cookie: [`zay_lang=${LANG}`, cookie].filter(Boolean).join('; ') },
        },
        desktop,
      );
      const error = result ? result.lhr.runtimeError?.message : 'no result';
      if (error) {
        // Chromium now and then loses a trace (NO_NAVSTART): that run is repeated, twice at most.
        if (++failures > 2) throw new Error(`${url}: ${error}`);
        console.log(`       ${name}: run failed (${error}), again`);
        i--;
        continue;
      }
      runs.push(summarize(result.lhr));
    }
    const r = { path: pagePath, ...median(runs), performanceRuns: runs.map((x) => x.performance) };
    results[name] = r;
    const ok =
      r.performance >= BUDGET.performance &&
      r.accessibility >= BUDGET.accessibility &&
      // A member's page is noindex on purpose; the SEO bar is for what search engines should list.
      (!indexable || r.seo >= BUDGET.seo) &&
      r.lcpMs <= BUDGET.lcpMs &&
      r.tbtMs <= BUDGET.tbtMs &&
      r.cls <= BUDGET.cls &&
      r.jsGzipKB <= BUDGET.jsKB;
    missed ||= !ok;
    console.log(
      `${ok ? 'PASS' : 'MISS'} ${name.padEnd(7)} perf ${r.performance} (${r.performanceRuns.join('/')})  a11y ${r.accessibility}  seo ${r.seo}  best ${r.bestPractices}  ` +
        `LCP ${r.lcpMs} ms  TBT ${r.tbtMs} ms  CLS ${r.cls}  JS ${r.jsGzipKB} KB gzip in ${r.jsFiles} files`,
    );
    for (const f of r.failing) console.log(`       ${f}`);
  }
} finally {
  await chrome.kill();
  await server.stop();
}

const loadAfter = os.loadavg().map((l) => Math.round(l * 100) / 100);
console.log(`load average before ${loadBefore.join(' ')}, after ${loadAfter.join(' ')} on ${os.cpus().length} cores`);
const dir = path.join(root, 'bench/results');
fs.mkdirSync(dir, { recursive: true });
const file = path.join(dir, `lighthouse-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
fs.writeFileSync(
  file,
  JSON.stringify(
    { at: new Date().toISOString(), lang: LANG, runs: RUNS, loadBefore, loadAfter, budget: BUDGET, results },
    null,
    2,
  ),
);
console.log(`results → ${path.relative(root, file)}`);
process.exitCode = missed ? 1 : 0;
