#!/usr/bin/env node
// Publishing for real, against a real registry on loopback: starts Verdaccio
// (a private npm registry) on 127.0.0.1 with its storage in a temporary folder,
// runs `changeset version` and `changeset publish` in a temporary copy of the
// repository (this working tree is never changed), then installs `forgiving`
// and `@forgiving/html-tokenizer` with npm into a fresh project from that
// registry and runs the READMEs' first examples and `npx forgiving check`
// there. Needs a build first (`pnpm turbo run build`); `.ci/run` runs it as the
// `release-local` step.
//
// Nothing can reach a public registry: every child process gets a user npmrc
// naming only the loopback registry, the script refuses any other registry
// URL, and Verdaccio has no uplink for our packages (other packages, such as
// @types/hast, are read through its proxy to the machine's registry, which is
// how a real install of ours gets its dependencies).
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const require_ = (await import('node:module')).createRequire(import.meta.url);
const work = mkdtempSync(join(tmpdir(), 'forgiving-release-'));
const copy = join(work, 'repo');
const consumer = join(work, 'consumer');
let registry;

/** Runs a command; throws with its output when it fails. */
function run(command, args, cwd, env = {}) {
  const result = spawnSync(command, args, {
    cwd,
    env: { ...process.env, ...env },
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (result.error !== undefined) {
    const hint = command === 'pnpm' ? ' (put the pinned pnpm on PATH: source scripts/ensure-pnpm.sh)' : '';
    throw new Error(`${command} ${args.join(' ')}: ${result.error.message}${hint}`);
  }
  if (result.status !== 0) {
    throw new Error(
      `${command} ${args.join(' ')} (in ${cwd}) exited ${result.status}\n${result.stdout}\n${result.stderr}`,
    );
  }
  return result.stdout;
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** The repository's files (tracked and not ignored) and the built `dist/` folders, copied. */
function copyRepository() {
  const files = run('git', ['ls-files', '-co', '--exclude-standard', '-z'], root).split('\0').filter(Boolean);
  for (const file of files) {
    mkdirSync(dirname(join(copy, file)), { recursive: true });
    cpSync(join(root, file), join(copy, file), { dereference: false });
  }
  for (const name of publicPackages(root)) {
    cpSync(join(root, 'packages', name, 'dist'), join(copy, 'packages', name, 'dist'), { recursive: true });
  }
}

/** The folders under packages/ that are published (a private one, @forgiving/test-utils, is neither built nor published). */
function publicPackages(base) {
  return readdirSync(join(base, 'packages')).filter(
    (name) => !JSON.parse(readFileSync(join(base, 'packages', name, 'package.json'), 'utf8')).private,
  );
}

async function startRegistry() {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}/`;
  const storage = join(work, 'storage');
  const config = join(work, 'verdaccio.yaml');
  writeFileSync(
    config,
    [
      `storage: ${JSON.stringify(storage)}`,
      `auth:\n  htpasswd:\n    file: ${JSON.stringify(join(work, 'htpasswd'))}\n    max_users: 10`,
      // The machine's registry, read only, for our dependencies; never for our own names.
      'uplinks:\n  upstream:\n    url: https://registry.npmjs.org/',
      'packages:',
      "  'forgiving':\n    access: $all\n    publish: $authenticated",
      "  '@forgiving/*':\n    access: $all\n    publish: $authenticated",
      "  '**':\n    access: $all\n    publish: $authenticated\n    proxy: upstream",
      'log: { type: stdout, format: pretty, level: warn }',
      '',
    ].join('\n'),
  );
  const bin = join(dirname(require_.resolve('verdaccio/package.json')), 'bin', 'verdaccio');
  registry = spawn(process.execPath, [bin, '--config', config, '--listen', `127.0.0.1:${port}`], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  registry.stdout.on('data', (chunk) => {
    log += chunk;
  });
  registry.stderr.on('data', (chunk) => {
    log += chunk;
  });
  for (let attempt = 0; attempt < 200; attempt++) {
    try {
      if ((await fetch(`${url}-/ping`)).ok) return url;
    } catch {
      // not listening yet
    }
    if (registry.exitCode !== null) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`verdaccio did not start on ${url}\n${log}`);
}

/** A user on the local registry, and an npmrc that names only that registry. */
async function userConfig(url) {
  if (new URL(url).hostname !== '127.0.0.1') throw new Error(`refusing a registry that is not on loopback: ${url}`);
  const response = await fetch(`${url}-/user/org.couchdb.user:release`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'release', password: 'release-local-only', type: 'user', roles: [] }),
  });
  const { token } = await response.json();
  if (typeof token !== 'string') throw new Error(`no token from the local registry (${response.status})`);
  const npmrc = join(work, 'npmrc');
  const host = url.replace(/^http:/, '');
  writeFileSync(npmrc, `registry=${url}\n${host}:_authToken=${token}\n`);
  return {
    NPM_CONFIG_USERCONFIG: npmrc,
    npm_config_registry: url,
    NPM_CONFIG_REGISTRY: url,
    // No Git provenance, no CI-only publishing rules: this is a private test registry.
    npm_config_provenance: 'false',
  };
}

/** The first ```ts block of a README, with its TypeScript syntax removed (esbuild). */
async function firstExample(readme) {
  const text = readFileSync(join(root, readme), 'utf8');
  const match = /```ts\n([\s\S]*?)```/.exec(text);
  if (match === null) throw new Error(`${readme} has no ts example`);
  const esbuild = await import(require_.resolve('esbuild', { paths: [join(root, 'tools')] }));
  return (await esbuild.transform(match[1], { loader: 'ts', format: 'esm' })).code;
}

async function main() {
  const started = Date.now();
  copyRepository();
  run('pnpm', ['install', '--frozen-lockfile', '--offline', '--ignore-scripts'], copy);
  const url = await startRegistry();
  const env = await userConfig(url);
  run('pnpm', ['exec', 'changeset', 'version'], copy, env);
  const published = run('pnpm', ['exec', 'changeset', 'publish'], copy, env);
  const tags = published.match(/New tag:\s+\S+/g) ?? [];
  const names = publicPackages(copy).map(
    (name) => JSON.parse(readFileSync(join(copy, 'packages', name, 'package.json'), 'utf8')).name,
  );
  for (const name of names) {
    if (!tags.some((tag) => tag.includes(`${name}@`))) throw new Error(`${name} was not published\n${published}`);
  }
  if (tags.some((tag) => tag.includes('@forgiving/test-utils@')))
    throw new Error(`a private package was published\n${published}`);
  console.log(`published to ${url}: ${tags.map((tag) => tag.replace(/New tag:\s+/, '')).join(', ')}`);

  mkdirSync(consumer, { recursive: true });
  writeFileSync(join(consumer, 'package.json'), '{ "name": "consumer", "private": true, "type": "module" }\n');
  run('npm', ['install', '--no-audit', '--no-fund', 'forgiving', '@forgiving/html-tokenizer'], consumer, env);
  const installed = JSON.parse(readFileSync(join(consumer, 'node_modules/forgiving/package.json'), 'utf8'));
  for (const [name, readme] of [
    ['readme-forgiving.mjs', 'README.md'],
    ['readme-html-tokenizer.mjs', 'packages/html-tokenizer/README.md'],
  ]) {
    writeFileSync(join(consumer, name), await firstExample(readme));
    run(process.execPath, [name], consumer, env);
    console.log(`ran the first example of ${readme} in the consumer project`);
  }
  writeFileSync(join(consumer, 'broken.xml'), '<list><item>1</list>\n');
  writeFileSync(join(consumer, 'ok.html'), '<!DOCTYPE html><title>x</title><p>ok</p>\n');
  run('npx', ['--no-install', 'forgiving', 'check', 'ok.html'], consumer, env);
  const broken = spawnSync('npx', ['--no-install', 'forgiving', 'check', 'broken.xml'], {
    cwd: consumer,
    env: { ...process.env, ...env },
    encoding: 'utf8',
  });
  if (broken.status !== 1 || !/broken\.xml:1:\d+/.test(broken.stdout + broken.stderr)) {
    throw new Error(`npx forgiving check broken.xml: exit ${broken.status}\n${broken.stdout}\n${broken.stderr}`);
  }
  console.log(
    `installed forgiving@${installed.version} from ${url}; npx forgiving check: ok.html exit 0, broken.xml exit 1 with its error (${((Date.now() - started) / 1000).toFixed(1)} s)`,
  );
}

try {
  await main();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  registry?.kill();
  rmSync(work, { recursive: true, force: true });
}
