#!/usr/bin/env node
// Keeps stack-overflowing spreads out of the published sources (issue 13,
// item 2): a spread in call arguments (`push(...x)`, `splice(a, b, ...x)`,
// `Math.max(...x)`, `String.fromCharCode(...x)`, `new F(...x)`) and
// `f.apply(this, x)` / `Reflect.apply` put every element of the array on the
// stack, so an input-sized array throws RangeError at about 10^5 items.
// Spreads in array and object literals are not calls and are not flagged.
//
// A reviewed exception carries a marker comment on the same line or the
// line above, saying why the array is bounded:
//   // spread-ok: at most 4 items (the selector's combinators)
// Usage: node scripts/check-spreads.mjs [dir...]  (default: packages/*/src)
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import ts from 'typescript';
import { root, sourceDirs, sourceFiles } from './source-files.mjs';

const MARKER = /\/\/\s*spread-ok:\s*\S/;
const SKIPPED_DIRS = new Set(['generated', 'node_modules']);

/** The reason a node is flagged, or null. */
function offence(node) {
  if (
    ts.isSpreadElement(node) &&
    node.parent &&
    (ts.isCallExpression(node.parent) || ts.isNewExpression(node.parent))
  ) {
    return 'spread in call arguments';
  }
  if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression)) {
    const name = node.expression.name.text;
    const target = node.expression.expression.getText();
    if (name === 'apply' && (target === 'Reflect' || node.arguments.length === 2))
      return `${target}.apply with an argument array`;
  }
  return null;
}

const problems = [];
let checked = 0;
for (const dir of sourceDirs()) {
  for (const file of sourceFiles(dir, SKIPPED_DIRS)) {
    checked++;
    const text = readFileSync(file, 'utf8');
    const lines = text.split('\n');
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
    // Iterative walk (a deep source file must not overflow this script either).
    const stack = [source];
    while (stack.length > 0) {
      const node = stack.pop();
      const reason = offence(node);
      if (reason !== null) {
        const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line;
        if (!MARKER.test(lines[line] ?? '') && !MARKER.test(lines[line - 1] ?? '')) {
          problems.push(`${relative(root, file)}:${line + 1}: ${reason}: ${lines[line].trim()}`);
        }
      }
      node.forEachChild((child) => {
        stack.push(child);
      });
    }
  }
}

for (const problem of problems) console.error(problem);
console.log(
  `check-spreads: ${checked} files, ${problems.length} problem(s)` +
    (problems.length > 0 ? ' (use a loop, or mark a bounded array with `// spread-ok: <why it is bounded>`)' : ''),
);
process.exit(problems.length > 0 ? 1 : 0);
