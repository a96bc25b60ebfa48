// The one tsup setup every package builds with (ESM only, .d.ts, source
// maps); each package's tsup.config.ts names only its entry points.
import { defineConfig, type Options } from 'tsup';

export function packageConfig(entry: string[], extra: Options = {}) {
  return defineConfig({
    entry,
    format: ['esm'],
    dts: true,
    sourcemap: true,
    clean: true,
    target: 'es2022',
    // @forgiving/char-ref/codes (character codes, a const enum, and their
    // predicates) is a source-only entry: bundled into each package, so its
    // codes inline to numbers and no published file imports it.
    noExternal: ['@forgiving/char-ref/codes'],
    esbuildOptions(options) {
      options.conditions = ['@forgiving/source'];
    },
    ...extra,
  });
}
