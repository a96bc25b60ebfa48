import { defineConfig, mergeConfig } from 'vitest/config';
import shared from '../vitest.shared.ts';

export default mergeConfig(
  shared,
  defineConfig({
    test: {
      include: [
        'conformance/**/*.test.ts',
        'release/**/*.test.ts',
        'docs/**/*.test.ts',
        'fuzz/**/*.test.ts',
        'ci/**/*.test.ts',
        'memory/**/*.test.ts',
        'browser/**/*.test.ts',
      ],
    },
  }),
);
