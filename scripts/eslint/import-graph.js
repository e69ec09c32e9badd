// The project's import graph, read file by file with TypeScript's parser and kept for the run.
// Every import counts — static, type-only, re-exports and dynamic `import()` — because a cycle
// of types is a cycle of meaning all the same.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import ts from 'typescript';

const { resolveProjectFile } = createRequire(import.meta.url)('./resolve.cjs');

const edgeCache = new Map();

function specifiersOf(file) {
  const text = fs.readFileSync(file, 'utf8');
  const kind = file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const sourceFile = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, kind);
  const found = [];
  const visit = (node) => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier) {
      found.push(node.moduleSpecifier.text);
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [argument] = node.arguments;
      if (argument && ts.isStringLiteralLike(argument)) found.push(argument.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return found;
}

/** The project files `file` imports. */
export function importsOf(file) {
  const mtime = fs.statSync(file).mtimeMs;
  const cached = edgeCache.get(file);
  if (cached?.mtime === mtime) return cached.targets;
  const targets = [
    ...new Set(
      specifiersOf(file)
        .map((source) => resolveProjectFile(source, file))
        .filter(Boolean),
    ),
  ];
  edgeCache.set(file, { mtime, targets });
  return targets;
}

/** The shortest chain [start, …, goal] along `next` (a node's neighbours), or null. */
export function shortestPath(start, goal, next) {
  const parent = new Map([[start, null]]);
  const queue = [start];
  for (let i = 0; i < queue.length; i++) {
    const node = queue[i];
    if (node === goal) {
      const chain = [];
      for (let at = node; at; at = parent.get(at)) chain.unshift(at);
      return chain;
    }
    for (const neighbour of next(node)) {
      if (!parent.has(neighbour)) {
        parent.set(neighbour, node);
        queue.push(neighbour);
      }
    }
  }
  return null;
}

export { resolveProjectFile };
