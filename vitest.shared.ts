// Shared vitest settings for every workspace package. Tests run on the
// TypeScript sources through the `@forgiving/source` export condition, so they
// never pass against a stale build (see shared/docs/toolchain.md).
import { defineConfig } from 'vitest/config';

export const sourceConditions = ['@forgiving/source', 'import', 'module', 'default'];

export default defineConfig({
  resolve: { conditions: sourceConditions },
  ssr: { resolve: { conditions: sourceConditions } },
  test: {
    include: ['test/**/*.test.ts'],
    reporters: ['default', ['json', { outputFile: '.vitest-result.json' }]],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    pool: 'forks',
  },
});
