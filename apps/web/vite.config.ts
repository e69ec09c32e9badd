import { fileURLToPath } from 'node:url';
import { writeFileSync } from 'node:fs';
import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

const analyze = {
  name: 'analyze',
  generateBundle(_o: unknown, bundle: Record<string, any>) {
    const out: Record<string, any> = {};
    for (const [name, chunk] of Object.entries(bundle)) {
      if (chunk.type !== 'chunk') continue;
      out[name] = Object.entries(chunk.modules as Record<string, any>).map(([id, m]) => [id.replace(/.*node_modules\//, ''), m.renderedLength]).sort((a: any, b: any) => b[1] - a[1]).slice(0, 25);
    }
    writeFileSync(`/tmp/analyze-${(this as any).environment?.name ?? 'x'}.json`, JSON.stringify(out, null, 1));
  },
};

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), analyze],
  resolve: { alias: { '~': fileURLToPath(new URL('./app', import.meta.url)) } },
  ssr: { noExternal: ['@zay/contract'] },
  build: {
    rollupOptions: {
      treeshake: {
        // The contract builds zod schemas at module level; the browser uses only its constants and
        // helpers, so unused schemas (and zod with them) must be droppable.
        moduleSideEffects: (id) => !id.includes('/packages/contract/'),
        manualPureFunctions: ['z'],
      },
    },
  },
});
