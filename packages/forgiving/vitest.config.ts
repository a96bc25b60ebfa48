// The shared settings, plus a globalSetup that builds the CLI for the
// end-to-end tests (test/build-cli.ts).
import { mergeConfig } from 'vitest/config';
import shared from '../../vitest.shared.ts';

export default mergeConfig(shared, {
  test: {
    globalSetup: ['test/global-setup.ts'],
  },
});
