// Builds what is missing or stale: the server bundle (esbuild) and the web app (React Router).
// `--server` builds only the server. `--force` rebuilds everything.
import fs from 'node:fs';
import path from 'node:path';
import { execSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

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
  const pkg = JSON.parse(fs.readFileSync(path.join(root, 'apps/server/package.json'), 'utf8'));
  const deps = Object.keys(pkg.dependencies).filter((d) => !d.startsWith('@zay/'));
  await build({
    entryPoints: { main: 'apps/server/src/main.ts', cli: 'apps/server/src/cli.ts' },
    absWorkingDir: root,
    outdir: 'apps/server/dist',
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: true,
    external: deps.flatMap((d) => [d, `${d}/*`]),
    logLevel: 'warning',
  });
  console.log('built the server → apps/server/dist');
}

const serverInputs = ['apps/server/src', 'apps/server/package.json', 'packages/contract/src'];
const webInputs = [
  'apps/web/app',
  'apps/web/vite.config.ts',
  'apps/web/react-router.config.ts',
  'apps/web/package.json',
  'packages/contract/src',
];

if (stale('apps/server/dist/main.js', serverInputs)) await buildServer();
if (!args.has('--server') && stale('apps/web/build/server/index.js', webInputs)) {
  execSync('npx react-router build', { cwd: path.join(root, 'apps/web'), stdio: 'inherit' });
  fs.utimesSync(path.join(root, 'apps/web/build/server/index.js'), new Date(), new Date());
}
