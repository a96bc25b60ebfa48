#!/usr/bin/env node
// The `forgiving` binary (package.json "bin": dist/cli.js).
import { installBig5Index } from '@forgiving/char-ref/big5';
import { escapeControls } from './cli/escape.ts';
import { main } from './cli/main.ts';

// The CLI is an application: it reads Big5 exactly, with the Hong Kong
// extensions Node's TextDecoder lacks (libraries leave that choice to their
// users, char-ref README "Spec notes").
installBig5Index();

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
    const text = error instanceof Error ? (error.stack ?? error.message) : String(error);
    process.stderr.write(`forgiving: internal error: ${escapeControls(text, true)}\n`);
    process.exitCode = 70;
  },
);
