#!/usr/bin/env node
// The `forgiving` binary (package.json "bin": dist/cli.js).
import { installEncodingIndexes } from '@forgiving/char-ref/encoding-indexes';
import { main } from './cli/main.ts';

// The CLI is an application: it reads every multi-byte encoding by the
// Encoding Standard's own indexes, Big5 with the Hong Kong extensions
// Node's TextDecoder lacks (libraries leave that choice to their users,
// char-ref README "Spec notes").
installEncodingIndexes();

// `forgiving tokens big.xml | head`: a closed pipe is not an error.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code === 'EPIPE') process.exit(0);
  throw error;
});

main(process.argv.slice(2), {
  stdin: process.stdin,
  stdout: process.stdout,
  stderr: process.stderr,
  env: process.env,
}).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    process.stderr.write(
      `forgiving: internal error: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
    );
    process.exitCode = 70;
  },
);
