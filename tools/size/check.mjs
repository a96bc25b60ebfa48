#!/usr/bin/env node
// Size budgets of what users install alone, measured on the built `dist`
// (what npm ships). How (tools/size/README.md): `export * from '<entry>'`
// bundled by esbuild with its @forgiving dependencies (ESM, platform
// neutral), minified, then gzipped at level 9 (the budget); the default
// level 6 figure is printed beside it (what most size badges read). Fails
// (exit 1) over budget or when the HTML entity table leaks into a bundle that
// must not carry it. Run after a build.
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';

const budgets = [
  // An editor installs only the tokenizer to highlight Sky (issue #14: the
  // whole `export *` ≤ 5.8 kB, leaving headroom under the advertised 6 kB).
  { entry: '@forgiving/sky-tokenizer', limit: 5.8 * 1024, forbid: ['AElig'] },
  // char-ref without its ./html entry must stay small too.
  { entry: '@forgiving/char-ref', limit: 4 * 1024, forbid: ['AElig'] },
];

let failed = 0;
for (const { entry, limit, forbid } of budgets) {
  const result = await build({
    stdin: { contents: `export * from '${entry}';`, resolveDir: import.meta.dirname, loader: 'js' },
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'neutral',
    write: false,
    logLevel: 'silent',
  });
  const code = result.outputFiles[0].contents;
  const gz = gzipSync(code, { level: 9 }).length;
  const gzDefault = gzipSync(code).length;
  const text = new TextDecoder().decode(code);
  const leaked = forbid.filter((s) => text.includes(s));
  const ok = gz <= limit && leaked.length === 0;
  if (!ok) failed++;
  console.log(
    `${ok ? 'ok  ' : 'FAIL'} ${entry}: ${(code.length / 1024).toFixed(2)} kB min, ${(gz / 1024).toFixed(2)} kB min+gzip -9 (budget ${(limit / 1024).toFixed(1)} kB; ${(gzDefault / 1024).toFixed(2)} kB at gzip's default level)` +
      (leaked.length ? `; must not contain ${leaked.join(', ')}` : ''),
  );
}
process.exit(failed ? 1 : 0);
