// `zay/no-cycle`: an import that closes a cycle is an error (STYLE.md: no import cycles,
// anywhere). Cycles are looked for at two scales: between server domains (`modules/<domain>/`)
// and between web features (`features/<domain>/`), each folder one node — `trade ↔ payment` is a
// cycle even when no single file imports itself back — and between files everywhere else.
// A domain's routes and sockets are part of it (ADR 085): a promotion whose routes call the
// checkout sits above the checkout. Only its tests, test kits and test processes (`*.node.ts`)
// and its table types (`*.table.ts`, ADR 036, which `db/schema.ts` composes and which import
// nothing of the domain) are nodes of their own.
import fs from 'node:fs';
import path from 'node:path';
import { importsOf, resolveProjectFile, shortestPath } from './import-graph.js';

const UNIT_FOLDERS = [/^(.*\/apps\/server\/src\/modules\/[^/]+)\//, /^(.*\/apps\/web\/app\/features\/[^/]+)\//];
const isEdgeFile = (file) => /\.(test\.tsx?|node\.ts|table\.ts)$|-test-kit\.ts$/.test(file);

/** The folder a file belongs to when its folder is one node of the graph, else the file. */
function unitOf(file) {
  if (isEdgeFile(file)) return file;
  for (const pattern of UNIT_FOLDERS) {
    const match = pattern.exec(file);
    if (match) return match[1];
  }
  return file;
}

const filesByUnit = new Map();
function filesOf(unit) {
  if (!filesByUnit.has(unit)) {
    const files = fs.statSync(unit).isDirectory()
      ? fs
          .readdirSync(unit, { recursive: true })
          .map((name) => path.join(unit, name))
          .filter((file) => /\.tsx?$/.test(file) && !file.endsWith('.d.ts'))
      : [unit];
    filesByUnit.set(
      unit,
      files.filter((file) => !isEdgeFile(file)),
    );
  }
  return filesByUnit.get(unit);
}

/** The units `unit`'s files import (other than itself). */
function unitImports(unit) {
  const targets = new Set(filesOf(unit).flatMap((file) => importsOf(file).map(unitOf)));
  targets.delete(unit);
  return [...targets];
}

export default {
  meta: {
    type: 'problem',
    docs: { description: 'Forbids imports that close a cycle between files, server modules or web features.' },
    schema: [],
    messages: { cycle: 'Import cycle: {{chain}}.' },
  },
  create(context) {
    const file = context.filename;
    const root = context.cwd;
    const show = (chain) => chain.map((p) => path.relative(root, p)).join(' → ');
    function check(node) {
      if (typeof node.value !== 'string') return;
      const target = resolveProjectFile(node.value, file);
      if (!target) return;
      const [from, to] = [unitOf(file), unitOf(target)];
      const chain = from === to ? shortestPath(target, file, importsOf) : shortestPath(to, from, unitImports);
      if (chain)
        context.report({ node, messageId: 'cycle', data: { chain: show([from === to ? file : from, ...chain]) } });
    }
    return {
      'ImportDeclaration > Literal': check,
      'ExportNamedDeclaration > Literal': check,
      'ExportAllDeclaration > Literal': check,
      'ImportExpression > Literal': check,
    };
  },
};
