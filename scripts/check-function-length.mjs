#!/usr/bin/env node
// Keeps functions short enough to read against their spec (CONTRIBUTING.md
// style: no function over ~150 lines; issue 14, "Code that reads like its
// spec"): fails on any function, method, getter, constructor or arrow whose
// body spans more than 150 lines, from its first line to its closing brace.
// Scanned: packages/*/src and tools/, without dist, node_modules, .tmp and
// generated folders. Test suites' `describe(…)` callbacks are groups of
// tests, not functions, and are not counted (their `it` callbacks are).
// A long state machine is split into one method per spec state (or group),
// as sky-tokenizer's #run and its state methods are.
// Usage: node scripts/check-function-length.mjs [dir...]  (default: packages/*/src and tools)
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import ts from 'typescript';

const root = resolve(import.meta.dirname, '..');
const MAX_LINES = 150;
const SKIPPED_DIRS = new Set(['dist', 'node_modules', '.tmp', 'generated']);

// Exceptions, as `<path from the repo root>#<function name>`: none. An entry
// that matches no long function fails the check, so a stale one cannot
// linger. Split a long function instead of adding it here.
const ALLOWED = new Set([]);

function sourceDirs() {
  const args = process.argv.slice(2);
  if (args.length > 0) return args.map((a) => resolve(a));
  return readdirSync(join(root, 'packages'))
    .map((name) => join(root, 'packages', name, 'src'))
    .filter((dir) => statSync(dir, { throwIfNoEntry: false })?.isDirectory())
    .concat(join(root, 'tools'));
}

function* files(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!SKIPPED_DIRS.has(entry.name)) yield* files(path);
    } else if (/\.(m|c)?[jt]sx?$/.test(entry.name) && !entry.name.endsWith('.d.ts')) yield path;
  }
}

/** `describe(…)`, `describe.each(…)(…)`, `describe.skip(…)`: the callback groups tests. */
function isDescribeCallback(node) {
  const call = node.parent;
  if (!call || !ts.isCallExpression(call) || !call.arguments.includes(node)) return false;
  let callee = call.expression;
  while (ts.isCallExpression(callee) || ts.isPropertyAccessExpression(callee)) callee = callee.expression;
  return ts.isIdentifier(callee) && callee.text === 'describe';
}

function functionName(node) {
  if (node.name) return node.name.getText();
  const parent = node.parent;
  if (parent && (ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent)) && parent.name) {
    return parent.name.getText();
  }
  return ts.isConstructorDeclaration(node) ? 'constructor' : '(anonymous)';
}

const problems = [];
const allowedSeen = new Set();
let checked = 0;
for (const dir of sourceDirs()) {
  for (const file of files(dir)) {
    checked++;
    const text = readFileSync(file, 'utf8');
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
    const path = relative(root, file);
    // Iterative walk (a deep source file must not overflow this script either).
    const stack = [source];
    while (stack.length > 0) {
      const node = stack.pop();
      if (ts.isFunctionLike(node) && node.body && !isDescribeCallback(node)) {
        const first = source.getLineAndCharacterOfPosition(node.getStart(source)).line;
        const last = source.getLineAndCharacterOfPosition(node.end).line;
        const lines = last - first + 1;
        if (lines > MAX_LINES) {
          const name = functionName(node);
          const key = `${path}#${name}`;
          if (ALLOWED.has(key)) allowedSeen.add(key);
          else problems.push(`${path}:${first + 1}: ${name} is ${lines} lines (at most ${MAX_LINES})`);
        }
      }
      node.forEachChild((child) => {
        stack.push(child);
      });
    }
  }
}

// Only when the default folders were scanned can an allow-list entry be known to be stale.
if (process.argv.length <= 2) {
  for (const key of ALLOWED) {
    if (!allowedSeen.has(key))
      problems.push(`${key}: allowed in check-function-length.mjs but no longer long: remove it`);
  }
}

for (const problem of problems) console.error(problem);
console.log(
  `check-function-length: ${checked} files, ${problems.length} problem(s)` +
    (problems.length > 0 ? ' (split long functions into one function per state or step)' : ''),
);
process.exit(problems.length > 0 ? 1 : 0);
