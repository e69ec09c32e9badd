// `npm run js-size -w bench`: a quick, static first-load JavaScript estimate per page (gzip) from the
// web build's route manifest: the entry and every module the matched routes import statically.
// Chunks loaded with import() while the page hydrates are not in it; `npm run lighthouse` measures
// what a browser really loads. The strings (a JSON file per language) are reported apart: data, not
// code. Budget: ../shared/QUALITY.md (135 KB on React 19). WEB_BUILD_DIR points at another build (default
// apps/web/build). `--chunks` lists the parts, `--save` writes bench/results/js-size-*.json.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const buildDir = path.resolve(root, process.env.WEB_BUILD_DIR ?? 'apps/web/build');
const clientDir = path.join(buildDir, 'client');
const BUDGET_KB = 135;

/**
 * The routes each page matches, outermost first (apps/web/app/routes.ts), and the chunk of its
 * main content when the route loads that on demand (routes/slug.tsx): the page hydrates it at once,
 * so it counts, with everything it imports.
 */
const PAGES = {
  '/index': { routes: ['root', 'routes/layouts/main', 'routes/index/route'] },
  '/list': { routes: ['root', 'routes/layouts/main', 'routes/list/route'] },
  '/sku-N': { routes: ['root', 'routes/slug'], content: 'goods-page' },
  '/shop-N': { routes: ['root', 'routes/slug'], content: 'shop-page' },
};

const assets = path.join(clientDir, 'assets');
const manifestFile = fs.readdirSync(assets).find((f) => /^manifest-.*\.js$/.test(f));
if (!manifestFile) throw new Error(`no route manifest in ${assets}: build the web app first`);
const text = fs.readFileSync(path.join(assets, manifestFile), 'utf8');
const manifest = JSON.parse(text.slice(text.indexOf('{'), text.lastIndexOf('}') + 1));

const sizes = new Map();
function gz(file) {
  if (!sizes.has(file)) {
    const bytes = fs.readFileSync(path.join(clientDir, file));
    sizes.set(file, { raw: bytes.length, gzip: zlib.gzipSync(bytes, { level: 9 }).length });
  }
  return sizes.get(file);
}

const kb = (n) => Math.round((n / 1024) * 10) / 10;
const results = {};
let over = false;
/** A chunk and the chunks it imports statically, read off the built code. */
function withImports(file, into) {
  if (into.has(file)) return;
  into.add(file);
  const code = fs.readFileSync(path.join(clientDir, file), 'utf8');
  for (const [, rel] of code.matchAll(/(?:from|import)\s*["'](\.\/[\w.-]+\.js)["']/g))
    withImports(path.posix.join(path.posix.dirname(file), rel), into);
}

for (const [page, { routes: routeIds, content }] of Object.entries(PAGES)) {
  const files = new Set([manifest.entry.module, ...manifest.entry.imports]);
  for (const id of routeIds) {
    const route = manifest.routes[id];
    if (!route) throw new Error(`route ${id} is not in the manifest`);
    [route.module, ...(route.imports ?? [])].forEach((f) => files.add(f));
  }
  if (content) {
    const chunk = fs.readdirSync(assets).find((f) => f.startsWith(`${content}-`) && f.endsWith('.js'));
    if (!chunk) throw new Error(`no ${content} chunk in ${assets}`);
    withImports(`/assets/${chunk}`, files);
  }
  const parts = [...files].map((f) => ({ file: f, ...gz(f) })).sort((a, b) => b.gzip - a.gzip);
  // zod (the contract's schemas) belongs to forms that validate, never to a page's first load.
  const zod = [...files].filter((f) => fs.readFileSync(path.join(clientDir, f), 'utf8').includes('$ZodType'));
  const gzip = parts.reduce((s, p) => s + p.gzip, 0);
  const raw = parts.reduce((s, p) => s + p.raw, 0);
  results[page] = { gzipKB: kb(gzip), rawKB: kb(raw), files: parts.length, zod };
  over ||= kb(gzip) > BUDGET_KB || zod.length > 0;
  if (zod.length) console.log(`MISS ${page.padEnd(8)} loads zod up front: ${zod.join(', ')}`);
  console.log(
    `${kb(gzip) <= BUDGET_KB ? 'PASS' : 'MISS'} ${page.padEnd(8)} ${String(kb(gzip)).padStart(6)} KB gzip (${kb(raw)} KB raw, ${parts.length} files; budget ≤ ${BUDGET_KB} KB)`,
  );
  if (process.argv.includes('--chunks')) {
    for (const p of parts) console.log(`         ${String(kb(p.gzip)).padStart(6)} KB  ${p.file}`);
  }
}

const strings = fs.readdirSync(assets).filter((f) => /^(md-mm|zh-cn|en-us)-.*\.json$/.test(f));
for (const f of strings)
  console.log(
    `     strings  ${String(kb(gz(`/assets/${f}`).gzip)).padStart(6)} KB gzip (${f}, fetched while the scripts load)`,
  );

const css = fs.readdirSync(assets).filter((f) => f.endsWith('.css'));
const cssKB = kb(css.reduce((s, f) => s + gz(`/assets/${f}`).gzip, 0));
console.log(
  `${cssKB <= 30 ? 'PASS' : 'MISS'} css      ${String(cssKB).padStart(6)} KB gzip (all stylesheets; budget ≤ 30 KB)`,
);

if (process.argv.includes('--save')) {
  const dir = path.join(root, 'bench/results');
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `js-size-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  fs.writeFileSync(file, JSON.stringify({ at: new Date().toISOString(), pages: results, cssKB }, null, 2));
  console.log(`results → ${path.relative(root, file)}`);
}
process.exitCode = over ? 1 : 0;
