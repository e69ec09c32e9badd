// How the server is bundled, for `npm run build` (once) and `npm run dev` (in watch mode): its
// entry points into apps/server/dist, with its npm dependencies left to node_modules.
import fs from 'node:fs';
import path from 'node:path';

/** esbuild options for the server bundle of the repository at `root`. */
export function serverBundle(root) {
  const pkg = JSON.parse(fs.readFileSync(path.join(root, 'apps/server/package.json'), 'utf8'));
  const deps = Object.keys(pkg.dependencies).filter((d) => !d.startsWith('@zay/'));
  return {
    entryPoints: { main: 'apps/server/src/main.ts', cli: 'apps/server/src/cli.ts' },
    absWorkingDir: root,
    outdir: 'apps/server/dist',
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: true,
    external: deps.flatMap((d) => [d, `${d}/*`]),
  };
}
