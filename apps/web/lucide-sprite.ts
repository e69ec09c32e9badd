import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Plugin } from 'vite';

/**
 * lucide-react icons from one SVG sprite (ADR 017). Each icon component otherwise ships its path
 * data in the page's JavaScript and again inline in the server's HTML (a goods page draws ~100
 * icons). This plugin answers `import { X } from 'lucide-react'` with components of the same
 * name that draw `<svg class="lucide lucide-x …"><use href="/assets/lucide-HASH.svg#x"/></svg>`
 * with lucide's own root attributes (size, color, strokeWidth, absoluteStrokeWidth, className,
 * aria-hidden unless labelled). The sprite holds every icon the app's source imports and is
 * built the same way for the browser and the server build, so both name the same file. Anything
 * else the package exports (types, other helpers) still comes from lucide-react itself.
 */

const VIRTUAL_ID = '\0zay:lucide-sprite';
const RUNTIME_ID = '\0zay:lucide-sprite/runtime';
const require = createRequire(import.meta.url);

type IconNode = [string, Record<string, string | number>][];
interface IconData {
  name: string;
  size?: number;
  aliases?: string[];
  node: IconNode;
}

interface Sprite {
  fileName: string;
  svg: string;
  /** Export name → [icon name, its class names]. */
  icons: Map<string, [string, string]>;
}

const escape = (value: string | number) =>
  String(value).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');

function sourceFiles(dir: string, into: string[] = []): string[] {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) sourceFiles(file, into);
    else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) into.push(file);
  }
  return into;
}

async function buildSprite(appDir: string): Promise<Sprite> {
  const esmDir = path.join(path.dirname(require.resolve('lucide-react/package.json')), 'dist/esm');
  const index = fs.readFileSync(path.join(esmDir, 'lucide-react.mjs'), 'utf8');
  const fileOf = new Map<string, string>();
  for (const [, names, file] of index.matchAll(/export \{([^}]*)\} from '\.\/icons\/([\w-]+)\.mjs';/g)) {
    for (const [, name] of names!.matchAll(/default as (\w+)/g)) fileOf.set(name!, file!);
  }
  const used = new Set<string>();
  for (const file of sourceFiles(appDir)) {
    const source = fs.readFileSync(file, 'utf8');
    for (const [, specifiers] of source.matchAll(/import\s*\{([^}]*)\}\s*from\s*['"]lucide-react['"]/g)) {
      for (const spec of specifiers!.split(',')) {
        const name = spec.trim().split(/\s+as\s+/)[0]!;
        if (fileOf.has(name)) used.add(name);
      }
    }
  }
  const icons = new Map<string, [string, string]>();
  const symbols = new Map<string, string>();
  for (const name of [...used].sort()) {
    const file = fileOf.get(name)!;
    const { __iconData: data } = (await import(pathToFileURL(path.join(esmDir, 'icons', `${file}.mjs`)).href)) as {
      __iconData: IconData;
    };
    const classes = ['lucide', `lucide-${data.name}`, ...(data.aliases ?? []).map((a) => `lucide-${a}`)].join(' ');
    icons.set(name, [data.name, classes]);
    if (symbols.has(data.name)) continue;
    const size = data.size ?? 24;
    const children = data.node
      .map(([tag, attrs]) => {
        const list = Object.entries(attrs).filter(([key]) => key !== 'key');
        return `<${tag} ${list.map(([key, value]) => `${key}="${escape(value)}"`).join(' ')}/>`;
      })
      .join('');
    symbols.set(data.name, `<symbol id="${data.name}" viewBox="0 0 ${size} ${size}">${children}</symbol>`);
  }
  const svg = `<svg xmlns="http://www.w3.org/2000/svg">${[...symbols.values()].join('')}</svg>`;
  const hash = createHash('sha256').update(svg).digest('base64url').slice(0, 10);
  return { fileName: `assets/lucide-${hash}.svg`, svg, icons };
}

/** The component factory every icon shares. */
function runtimeCode(href: string): string {
  return `import { createElement } from 'react';
function labelled(props) {
  for (const key in props) if ((key.startsWith('aria-') || key === 'role' || key === 'title') && props[key] != null) return true;
  return false;
}
export function icon(name, classes) {
  function Icon({ color = 'currentColor', size = 24, width, height, strokeWidth = 2, absoluteStrokeWidth, className = '', children, ...rest }) {
    const w = width ?? size;
    return createElement('svg', {
      xmlns: 'http://www.w3.org/2000/svg',
      width: w,
      height: height ?? size,
      viewBox: '0 0 24 24',
      fill: 'none',
      stroke: color,
      strokeWidth: absoluteStrokeWidth ? (Number(strokeWidth) * 24) / Number(w) : strokeWidth,
      strokeLinecap: 'round',
      strokeLinejoin: 'round',
      className: className ? classes + ' ' + className : classes,
      ...(children || labelled(rest) ? {} : { 'aria-hidden': 'true' }),
      ...rest,
    }, createElement('use', { href: ${JSON.stringify(href)} + name }), children);
  }
  Icon.displayName = name;
  return Icon;
}
`;
}

/**
 * One module for all the app's icons. (A module per icon was tried: shared icons then become
 * chunks of their own, and the extra files cost more than the names they save.)
 */
function indexCode(sprite: Sprite, lucidePath: string): string {
  const exports = [...sprite.icons].map(
    ([exportName, [name, classes]]) =>
      `export const ${exportName} = /*#__PURE__*/ icon(${JSON.stringify(name)}, ${JSON.stringify(classes)});`,
  );
  return `import { icon } from '${RUNTIME_ID}';\n${exports.join('\n')}\nexport * from ${JSON.stringify(lucidePath)};\n`;
}

export function lucideSprite(appDir: string): Plugin {
  let sprite: Promise<Sprite> | undefined;
  let base = '/';
  let lucidePath = '';
  return {
    name: 'zay:lucide-sprite',
    enforce: 'pre',
    configResolved(config) {
      base = config.base;
    },
    buildStart() {
      sprite = buildSprite(appDir);
    },
    // `npm run dev` has no bundle: the dev server hands out the sprite (restart it for new icons).
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        void (sprite ??= buildSprite(appDir)).then((s) => {
          if (req.url !== `${base}${s.fileName}`) return next();
          res.setHeader('content-type', 'image/svg+xml');
          res.end(s.svg);
        }, next);
      });
    },
    async resolveId(id, importer) {
      if (id === RUNTIME_ID) return id;
      if (id !== 'lucide-react') return null;
      // Resolved each time: in `npm run dev` the id carries the dependency optimizer's hash, which
      // changes when Vite re-optimizes, and a kept one would be answered 504 from then on.
      lucidePath = (await this.resolve('lucide-react', importer, { skipSelf: true }))?.id ?? '';
      return VIRTUAL_ID;
    },
    async load(id) {
      if (id !== VIRTUAL_ID && id !== RUNTIME_ID) return null;
      const built = await (sprite ??= buildSprite(appDir));
      return id === RUNTIME_ID ? runtimeCode(`${base}${built.fileName}#`) : indexCode(built, lucidePath);
    },
    async generateBundle() {
      if (this.environment.name !== 'client' || !sprite) return;
      const { fileName, svg } = await sprite;
      this.emitFile({ type: 'asset', fileName, source: svg });
    },
  };
}
