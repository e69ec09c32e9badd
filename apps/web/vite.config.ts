import { fileURLToPath } from 'node:url';
import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import fs from 'node:fs';
import zlib from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import { firstLoadChunks } from './first-load';
import { lucideSprite } from './lucide-sprite';

const CONTRACT_SRC = '/packages/contract/src/';
const API_ORIGIN = process.env.API_ORIGIN ?? 'http://127.0.0.1:3001';

/**
 * The contract builds zod schemas at module level next to constants the browser needs (LANGS, formatKs).
 * Marking those initialisers pure lets the bundler drop unused schemas, and zod with them, from the
 * client bundle (about 20 KB gzip). Remove once the contract marks them itself.
 */
function pureContractSchemas(): Plugin {
  return {
    name: 'zay:pure-contract-schemas',
    apply: 'build',
    transform(code, id) {
      if (!id.includes(CONTRACT_SRC)) return null;
      return {
        // `const x = z.object(…)`, also when the chain starts on the next line (`z\n  .union(…)`).
        code: code.replace(
          /^((?:export )?const \w+(?:: [^=\n]+)? = )(?=\w+(?:\s*\.\s*\w+)*\s*\()/gm,
          '$1/*#__PURE__*/ ',
        ),
        map: null,
      };
    },
  };
}

const APP_SRC = fileURLToPath(new URL('./app/', import.meta.url));

/**
 * `const X = lazy(…)` at a module's top level is pure, but the bundler cannot know it and keeps every
 * module that declares one wherever it is imported, even where nothing uses it: the goods page's
 * gallery would ride in the shop page's first load (routes/slug.tsx imports both for the server).
 */
function pureLazy(): Plugin {
  return {
    name: 'zay:pure-lazy',
    apply: 'build',
    transform(code, id) {
      if (!id.startsWith(APP_SRC) || !code.includes('lazy(')) return null;
      return { code: code.replace(/^((?:export )?const \w+ = )(?=lazy\()/gm, '$1/*#__PURE__*/ '), map: null };
    },
  };
}

const ROUTER_BUILD = fileURLToPath(new URL('../../node_modules/react-router/dist/production/', import.meta.url));

/**
 * React Router's package exports only its development build (warnings and checks included), for
 * Node too. Both builds get the production build it ships beside it: the browser's, and the
 * server's, which bundles it (with `@react-router/node`) and hands the server its own
 * `createRequestHandler` (entry.server.tsx), so one copy serves the whole render.
 */
function productionRouter(): Plugin {
  const entries: Record<string, string> = { 'react-router': 'index.mjs', 'react-router/dom': 'dom-export.mjs' };
  return {
    name: 'zay:production-router',
    apply: 'build',
    enforce: 'pre',
    resolveId(id) {
      if (!entries[id]) return null;
      return ROUTER_BUILD + entries[id];
    },
  };
}

/** BUNDLE_REPORT=<file>: writes each browser chunk's modules with their rendered and gzip sizes. */
function bundleReport(file: string | undefined): Plugin {
  return {
    name: 'zay:bundle-report',
    apply: () => Boolean(file),
    generateBundle(_options, bundle) {
      if (this.environment.name !== 'client' || !file) return;
      const modules = Object.values(bundle).flatMap((chunk) =>
        chunk.type !== 'chunk'
          ? []
          : Object.entries(chunk.modules).map(([id, m]) => ({
              chunk: chunk.fileName,
              id: id.replace(/^.*node_modules\//, ''),
              bytes: m.renderedLength,
              gzip: m.code ? zlib.gzipSync(m.code).length : 0,
            })),
      );
      fs.writeFileSync(file, JSON.stringify(modules, null, 1));
    },
  };
}

export default defineConfig({
  plugins: [
    lucideSprite(fileURLToPath(new URL('./app', import.meta.url))),
    tailwindcss(),
    reactRouter(),
    pureContractSchemas(),
    productionRouter(),
    pureLazy(),
    firstLoadChunks({
      appDir: APP_SRC,
      contractSrc: fileURLToPath(new URL('../../packages/contract/src/', import.meta.url)),
    }),
    bundleReport(process.env.BUNDLE_REPORT),
  ],
  resolve: { alias: { '~': fileURLToPath(new URL('./app', import.meta.url)) } },
  // The contract ships TypeScript source, so the server bundle must include it rather than import it at
  // run time; lucide-react goes through the icon sprite on the server too (else `npm run dev` renders
  // paths on the server and sprite references in the browser, and hydration fails).
  ssr: { noExternal: ['@zay/contract', 'lucide-react', 'react-router', '@react-router/node'] },
  // `npm run dev`: the API runs beside Vite (scripts/dev.mjs); the browser reaches it through Vite.
  server: {
    proxy: {
      '^/(api|servicer/api|seller/api|platform/api|pc/api|upload)/': API_ORIGIN,
      '/ws': { target: API_ORIGIN, ws: true },
    },
  },
  build: {
    // React Router preloads each route's modules itself; the chunks loaded on demand (dialogs, chat,
    // the goods and shop pages' parts) need no list of their imports in every page's code: nearly all
    // of those are loaded already.
    modulePreload: false,
    // terser packs react-dom and React Router about 3 KB (gzip) tighter than esbuild per page.
    minify: 'terser',
    terserOptions: { compress: { passes: 2 }, format: { comments: false } },
    rollupOptions: {
      // The contract has no import-time effects; without this the browser bundle keeps all of it.
      treeshake: { moduleSideEffects: (id) => !id.includes(CONTRACT_SRC) },
    },
  },
  // The server's build is not sent anywhere: unminified, its stack traces and profiles name the code.
  environments: { ssr: { build: { minify: false } } },
});
