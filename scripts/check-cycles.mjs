#!/usr/bin/env node
// Fails on any runtime import cycle among a package's `src/**/*.ts` (issue
// 31): modules that import each other's values are evaluated in an order
// that depends on which one is imported first, and a value read during
// evaluation can be undefined (html-tree's modes once went through a mutable
// registry filled after the fact to get around one). Follows relative
// imports and re-exports; `import type` and `export type` are erased by
// TypeScript and are not edges, so a cycle made only of them is allowed. An
// import or re-export whose every specifier is `type` (`import { type A }`)
// IS an edge: under `verbatimModuleSyntax` (tsconfig.base.json) tsc and
// esbuild keep it as `import {} from './a.ts'`, which still evaluates a.
// Dynamic `import()` is not an edge (it runs after evaluation). Prints each cycle as `a.ts -> b.ts -> a.ts`.
// Usage: node scripts/check-cycles.mjs [dir...]  (default: packages/*/src, each its own graph)
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import ts from 'typescript';
import { root, sourceDirs, sourceFiles } from './source-files.mjs';

const SKIPPED_DIRS = new Set(['dist', 'node_modules', '.tmp']);
const TS_FILE = /\.(m|c)?tsx?$/;

/** The module specifiers of `source` whose import is kept at run time. */
function runtimeSpecifiers(path, source) {
  const file = ts.createSourceFile(path, source, ts.ScriptTarget.Latest, false);
  const out = [];
  for (const node of file.statements) {
    if (ts.isImportDeclaration(node)) {
      const clause = node.importClause;
      if (clause?.isTypeOnly) continue;
      out.push(node.moduleSpecifier.text);
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier) {
      if (node.isTypeOnly) continue;
      out.push(node.moduleSpecifier.text);
    }
  }
  return out;
}

/** The file a relative specifier names (`./x.ts`, `./x.js`, `./x`, `./x/index.ts`), else null. */
function resolveSpecifier(from, spec) {
  if (!spec.startsWith('.')) return null;
  const base = resolve(dirname(from), spec);
  const stem = base.replace(/\.(m|c)?js$/, '');
  for (const candidate of [base, `${stem}.ts`, `${stem}.mts`, `${stem}.tsx`, join(base, 'index.ts')]) {
    if (/\.(m|c)?tsx?$/.test(candidate) && existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

/** Every cycle of the graph, one per back edge found by a depth-first search (iterative). */
function cycles(graph) {
  const found = [];
  const state = new Map(); // 1 on the path, 2 done
  for (const start of graph.keys()) {
    if (state.has(start)) continue;
    const path = [start];
    const next = [0];
    state.set(start, 1);
    while (path.length > 0) {
      const node = path[path.length - 1];
      const edges = graph.get(node) ?? [];
      const i = next[next.length - 1];
      if (i >= edges.length) {
        state.set(node, 2);
        path.pop();
        next.pop();
        continue;
      }
      next[next.length - 1] = i + 1;
      const to = edges[i];
      const s = state.get(to);
      if (s === 1) found.push(path.slice(path.indexOf(to)).concat(to));
      else if (s === undefined) {
        state.set(to, 1);
        path.push(to);
        next.push(0);
      }
    }
  }
  return found;
}

let failed = 0;
for (const dir of sourceDirs()) {
  const graph = new Map();
  for (const path of sourceFiles(dir, SKIPPED_DIRS, TS_FILE)) {
    const edges = [];
    for (const spec of runtimeSpecifiers(path, readFileSync(path, 'utf8'))) {
      const target = resolveSpecifier(path, spec);
      if (target?.startsWith(dir + sep)) edges.push(target);
    }
    graph.set(path, edges);
  }
  for (const cycle of cycles(graph)) {
    failed++;
    console.error(`import cycle: ${cycle.map((p) => relative(root, p)).join(' -> ')}`);
  }
}
if (failed > 0) {
  console.error(`${failed} runtime import cycle(s); move what the modules share into a leaf module`);
  process.exit(1);
}
console.log('check-cycles: no runtime import cycles');
