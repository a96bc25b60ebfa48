// vitest globalSetup: build the CLI once before the end-to-end tests (about a second).
import { buildCli } from './build-cli.ts';

export default async function setup(): Promise<void> {
  await buildCli();
}
