// Resolves the project's own import specifiers to files: relative paths without extensions,
// the web app's `~/` alias and the workspace packages (`@zay/contract`). Anything else is left
// to the node resolver (packages, node: built-ins). Used as an eslint-import-resolver (interface
// v2, for eslint-plugin-boundaries) and by the import-cycle rule.
const fs = require('node:fs');
const path = require('node:path');

const root = path.resolve(__dirname, '../..');
const webApp = path.join(root, 'apps/web/app');
const packages = { '@zay/contract': path.join(root, 'packages/contract/src/index.ts') };
const suffixes = ['', '.ts', '.tsx', '.mjs', '.js', '/index.ts', '/index.tsx'];

function firstFile(base) {
  for (const suffix of suffixes) {
    const candidate = base + suffix;
    if (fs.statSync(candidate, { throwIfNoEntry: false })?.isFile()) return candidate;
  }
  return null;
}

/** The file `source` names when imported from `file`, or null when it is not a project file. */
function resolveProjectFile(source, file) {
  if (source in packages) return packages[source];
  if (source.startsWith('.')) return firstFile(path.resolve(path.dirname(file), source));
  if (source.startsWith('~/') && file.startsWith(webApp + path.sep))
    return firstFile(path.join(webApp, source.slice(2)));
  return null;
}

module.exports = {
  interfaceVersion: 2,
  resolveProjectFile,
  resolve(source, file) {
    const found = resolveProjectFile(source, file);
    return found ? { found: true, path: found } : { found: false };
  },
};
