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
    ...extra,
  });
}
