import { fileURLToPath } from 'node:url';
import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, type Plugin } from 'vite';

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
        code: code.replace(/^((?:export )?const \w+(?:: [^=\n]+)? = )(?=[\w.]+\()/gm, '$1/*#__PURE__*/ '),
        map: null,
      };
    },
  };
}

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), pureContractSchemas()],
  resolve: { alias: { '~': fileURLToPath(new URL('./app', import.meta.url)) } },
  // The contract ships TypeScript source, so the server bundle must include it rather than import it at run time.
  ssr: { noExternal: ['@zay/contract'] },
  // `npm run dev`: the API runs beside Vite (scripts/dev.mjs); the browser reaches it through Vite.
  server: {
    proxy: {
      '^/(api|servicer/api|pc/api|upload)/': API_ORIGIN,
      '/ws': { target: API_ORIGIN, ws: true },
    },
  },
  build: {
    rollupOptions: {
      // The contract has no import-time effects; without this the browser bundle keeps all of it.
      treeshake: { moduleSideEffects: (id) => !id.includes(CONTRACT_SRC) },
    },
  },
});
