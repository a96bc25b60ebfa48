// Builds the CLI for the end-to-end tests: src/cli.ts bundled with the
// sibling packages taken from their *sources* (the `@forgiving/source`
// condition), so the tests never run against a stale or missing `dist/` of
// a dependency. Output: .tmp/cli-test/cli.js (git-ignored).
import { fileURLToPath } from 'node:url';
import { build } from 'tsup';

export const packageDir = fileURLToPath(new URL('..', import.meta.url));
export const cliOutDir = fileURLToPath(new URL('../.tmp/cli-test/', import.meta.url));
export const cliPath = `${cliOutDir}cli.js`;

export async function buildCli(): Promise<void> {
  await build({
    entry: { cli: `${packageDir}src/cli.ts` },
    outDir: cliOutDir,
    format: ['esm'],
    platform: 'node',
    target: 'node20',
    dts: false,
    sourcemap: false,
    clean: true,
    silent: true,
    config: false,
    noExternal: [/^@forgiving\//],
    esbuildOptions(options) {
      options.conditions = ['@forgiving/source', 'import', 'module', 'default'];
    },
  });
}
