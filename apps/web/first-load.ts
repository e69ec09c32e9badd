import fs from 'node:fs';
import path from 'node:path';
import type { Plugin, Rollup } from 'vite';

/**
 * What every page runs before it is interactive, in two chunks of the browser build (ADR 074):
 * `vendor` (React, react-dom, React Router: changes only with the packages, so browsers keep it
 * across releases) and `first-load` (everything else the client entry and the root route import
 * statically: the layout, the header and footer, the error page and the helpers they use).
 * Left to itself, Rollup cuts that code into ~25 files by which pages and on-demand parts share each
 * module, and every file costs its own imports, exports and gzip framing: ~5 KB a page. Nothing
 * moves in or out of a page's first load: the build fails if either chunk draws code from outside
 * the set (`generateBundle`).
 *
 * A chunk made this way takes every static import of its modules along, whether the page uses it
 * or not; hence the two other parts here. zod gets a chunk of its own (`common/lang.ts` imports it
 * for a schema the page never runs), and imports from `@zay/contract` go to the contract's files
 * directly (its index re-exports every file, schemas and libphonenumber included).
 */
export function firstLoadChunks({ appDir, contractSrc }: { appDir: string; contractSrc: string }): Plugin[] {
  let firstLoad: Set<string> | undefined;
  const VENDOR = /\/node_modules\/(react|react-dom|scheduler|react-router)\//;
  const ZOD = '/node_modules/zod/';

  const manualChunks: Rollup.GetManualChunk = (id, { getModuleIds, getModuleInfo }) => {
    if (!firstLoad) {
      const set = new Set<string>();
      const starts = [path.join(appDir, 'entry.client'), path.join(appDir, 'root.tsx')];
      const queue = [...getModuleIds()]
        .filter((m) => starts.some((s) => m.startsWith(s)))
        .flatMap((m) => getModuleInfo(m)?.importedIds ?? []);
      for (let m = queue.pop(); m !== undefined; m = queue.pop()) {
        // Stylesheets stay with the root route; other route modules are pages of their own.
        if (set.has(m) || m.endsWith('.css') || m.includes('?__react-router') || m.includes(ZOD)) continue;
        set.add(m);
        queue.push(...(getModuleInfo(m)?.importedIds ?? []));
      }
      firstLoad = new Set([...set].filter((m) => getModuleInfo(m)?.isIncluded));
    }
    if (id.includes(ZOD)) return 'zod';
    if (!firstLoad.has(id)) return undefined;
    return VENDOR.test(id) ? 'vendor' : 'first-load';
  };

  return [
    {
      name: 'zay:first-load-chunks',
      apply: 'build',
      configEnvironment(name) {
        if (name !== 'client') return;
        firstLoad = undefined;
        return { build: { rollupOptions: { output: { manualChunks } } } };
      },
      generateBundle(_options, bundle) {
        if (this.environment.name !== 'client') return;
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== 'chunk' || !['vendor', 'first-load'].includes(chunk.name)) continue;
          const strays = Object.entries(chunk.modules)
            .filter(([id, m]) => m.renderedLength > 0 && !firstLoad?.has(id))
            .map(([id]) => id);
          if (strays.length) this.error(`${chunk.fileName} draws in code no page loads up front: ${strays.join(', ')}`);
        }
      },
    },
    contractImports(appDir, contractSrc),
  ];
}

/**
 * `import { a, type B } from '@zay/contract'` in the app's code becomes imports from the files that
 * define `a` and `B` (the index's `export * from` files and their `export { … } from` lines). Names
 * the map does not know stay on the index.
 */
function contractImports(appDir: string, contractSrc: string): Plugin {
  const fileOf = new Map<string, { file: string; name: string }>();
  const indexFile = path.join(contractSrc, 'index.ts');
  const resolve = (from: string, rel: string) => path.resolve(path.dirname(from), rel) + '.ts';
  return {
    name: 'zay:contract-imports',
    apply: 'build',
    // Before esbuild: it rewrites the import lines this reads.
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.name === 'client',
    buildStart() {
      fileOf.clear();
      const index = fs.readFileSync(indexFile, 'utf8');
      for (const [, rel] of index.matchAll(/^export \* from '(\.[^']+)';/gm)) {
        const file = resolve(indexFile, rel!);
        const code = fs.readFileSync(file, 'utf8');
        for (const [, name] of code.matchAll(/^export (?:const|let|function\*?|class|type|interface|enum) (\w+)/gm))
          fileOf.set(name!, { file, name: name! });
        for (const [, list, from] of code.matchAll(/^export \{([^}]*)\} from '(\.[^']+)';/gm)) {
          for (const spec of list!.split(',')) {
            const [name, as = name] = spec.trim().split(/\s+as\s+/);
            if (name) fileOf.set(as!, { file: resolve(file, from!), name });
          }
        }
      }
    },
    transform(code, id) {
      if (!id.startsWith(appDir) || !code.includes('@zay/contract')) return null;
      const out = code.replace(/^import \{([^}]*)\} from '@zay\/contract';/gm, (_whole, list: string) => {
        const byFile = new Map<string, string[]>();
        const rest: string[] = [];
        for (const spec of list.split(',').map((s) => s.trim())) {
          if (!spec) continue;
          const type = spec.startsWith('type ') ? 'type ' : '';
          const [name, as = name] = spec.slice(type.length).split(/\s+as\s+/);
          const found = fileOf.get(name!);
          if (!found) rest.push(spec);
          else byFile.set(found.file, [...(byFile.get(found.file) ?? []), `${type}${found.name} as ${as}`]);
        }
        const lines = [...byFile].map(
          ([file, specs]) => `import { ${specs.join(', ')} } from ${JSON.stringify(file)};`,
        );
        if (rest.length) lines.push(`import { ${rest.join(', ')} } from '@zay/contract';`);
        // One line, so the module's line numbers stay.
        return lines.join(' ');
      });
      return out === code ? null : { code: out, map: null };
    },
  };
}
