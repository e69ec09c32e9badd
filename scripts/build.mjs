// Builds what is missing or stale: the server bundle (esbuild) and the web app (React Router).
// `--server` builds only the server. `--force` rebuilds everything.
import fs from 'node:fs';
import path from 'node:path';
import { execSync } from 'node:child_process';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { serverBundle } from './server-bundle.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = new Set(process.argv.slice(2));

function newest(paths) {
  let max = 0;
  const walk = (p) => {
    if (!fs.existsSync(p)) return;
    const st = fs.statSync(p);
    if (st.isDirectory()) {
      if (/node_modules|\.react-router|build|dist/.test(path.basename(p))) return;
      for (const f of fs.readdirSync(p)) walk(path.join(p, f));
    } else if (!/\.test\.tsx?$/.test(p)) max = Math.max(max, st.mtimeMs);
  };
  paths.forEach((p) => walk(path.join(root, p)));
  return max;
}

const mtime = (p) => (fs.existsSync(path.join(root, p)) ? fs.statSync(path.join(root, p)).mtimeMs : 0);
const stale = (output, inputs) => args.has('--force') || mtime(output) < newest([...inputs, 'package-lock.json']);

async function buildServer() {
  const { build } = await import('esbuild');
  await build({ ...serverBundle(root), logLevel: 'warning' });
  console.log('built the server → apps/server/dist');
}

const serverInputs = ['apps/server/src', 'apps/server/package.json', 'packages/contract/src'];
const webInputs = [
  'apps/web/app',
  'apps/web/vite.config.ts',
  'apps/web/react-router.config.ts',
  'apps/web/lucide-sprite.ts',
  'apps/web/first-load.ts',
  'apps/web/package.json',
  'packages/contract/src',
];

/** gzip and brotli copies of the browser's text assets, served as they are by @fastify/static (preCompressed). */
function precompress(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!entry.name.startsWith('.')) precompress(file);
    } else if (/\.(js|mjs|css|json|svg|txt|html|xml|webmanifest)$/.test(entry.name) && fs.statSync(file).size > 1024) {
      const bytes = fs.readFileSync(file);
      fs.writeFileSync(`${file}.gz`, zlib.gzipSync(bytes, { level: 9 }));
      fs.writeFileSync(
        `${file}.br`,
        zlib.brotliCompressSync(bytes, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
      );
    }
  }
}

/**
 * The web app's build prints ~110 asset lines and bundler notes a newcomer cannot act on (issue 20
 * §14): keep them for a failure or `VERBOSE_BUILD=1`, and say in one line what was built.
 */
function buildWeb() {
  const cwd = path.join(root, 'apps/web');
  if (process.env.VERBOSE_BUILD) return execSync('npx react-router build', { cwd, stdio: 'inherit' });
  const started = Date.now();
  console.log('building the web app…');
  try {
    execSync('npx react-router build', { cwd, stdio: 'pipe', maxBuffer: 64 * 1024 * 1024 });
  } catch (error) {
    process.stdout.write(String(error.stdout ?? ''));
    process.stderr.write(String(error.stderr ?? ''));
    throw error;
  }
  console.log(`built the web app → ${webOut} (${Math.round((Date.now() - started) / 1000)} s)`);
}

if (stale('apps/server/dist/main.js', serverInputs)) await buildServer();
// WEB_OUT_DIR (absolute, or relative to apps/web) builds the web app elsewhere (react-router.config.ts).
const webOut = path.relative(root, path.resolve(root, 'apps/web', process.env.WEB_OUT_DIR ?? 'build'));
if (!args.has('--server') && stale(path.join(webOut, 'server/index.js'), webInputs)) {
  buildWeb();
  precompress(path.join(root, webOut, 'client'));
  fs.utimesSync(path.join(root, webOut, 'server/index.js'), new Date(), new Date());
}
