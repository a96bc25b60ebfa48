#!/usr/bin/env node
// Publishing via changesets, for real, against a local registry (issue #28
// item 7; a step of .ci/run, after the build). Starts verdaccio on 127.0.0.1
// with its own config and storage under .tmp/release-local and no uplinks
// (nothing reaches a public registry), copies the repository (tracked files
// plus the built dist/ folders) so the working tree is untouched, runs
// `changeset version` and `changeset publish` there against the local
// registry, publishes the third-party packages ours depend on from the local
// install (the registry has no uplink to fetch them), then installs `forgiving`
// and `@forgiving/html-tokenizer` with npm into a fresh project, runs the root
// README's examples that need no input of their own, and `npx forgiving
// check`. Exits non-zero on any failure; prints the time it took.
import { execFileSync, spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, readdirSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';

const root = join(import.meta.dirname, '..');
const work = join(root, '.tmp/release-local');
const copy = join(work, 'repo');
const project = join(work, 'project');
const bin = (name) => join(root, 'node_modules/.bin', name);
const started = Date.now();
// esbuild (a dependency of tools/) strips the examples' types.
const { transformSync } = createRequire(join(root, 'tools/package.json'))('esbuild');
const log = (message) => console.log(`[release-local ${((Date.now() - started) / 1000).toFixed(1)} s] ${message}`);

/** A free port on the loopback interface. */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** verdaccio's config: local storage, no uplinks, anyone may read, a registered user may publish. */
function writeConfig(port) {
  const config = `storage: ${join(work, 'storage')}
auth:
  htpasswd:
    file: ${join(work, 'htpasswd')}
    max_users: 10
uplinks: {}
packages:
  '**':
    access: $all
    publish: $authenticated
    unpublish: $authenticated
listen: 127.0.0.1:${port}
log: { type: stdout, format: pretty, level: warn }
`;
  writeFileSync(join(work, 'config.yaml'), config);
}

async function startRegistry(port) {
  const server = spawn(bin('verdaccio'), ['--config', join(work, 'config.yaml')], {
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, VERDACCIO_PUBLIC_URL: `http://127.0.0.1:${port}/` },
  });
  const url = `http://127.0.0.1:${port}/`;
  for (let attempt = 0; attempt < 150; attempt++) {
    if (server.exitCode !== null) throw new Error(`verdaccio exited with ${server.exitCode}`);
    try {
      if ((await fetch(`${url}-/ping`)).ok) return { server, url };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  server.kill();
  throw new Error('verdaccio did not start within 30 s');
}

/** Registers a user and writes an npmrc with its token (the only registry npm and pnpm see). */
async function login(url) {
  const response = await fetch(`${url}-/user/org.couchdb.user:ci`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'ci', password: 'release-local-ci', email: 'ci@localhost' }),
  });
  const { token } = await response.json();
  if (!token) throw new Error(`verdaccio gave no token (${response.status})`);
  const npmrc = join(work, 'npmrc');
  const host = url.replace(/^http:/, '');
  writeFileSync(npmrc, `registry=${url}\n${host}:_authToken=${token}\n`);
  return npmrc;
}

/** The tracked files and the built dist/ folders, copied: the working tree stays as it is. */
function copyRepository() {
  const files = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' }).split('\0').filter(Boolean);
  for (const file of files) {
    if (!existsSync(join(root, file))) continue;
    mkdirSync(dirname(join(copy, file)), { recursive: true });
    cpSync(join(root, file), join(copy, file));
  }
  for (const dir of readdirSync(join(root, 'packages'))) {
    const dist = join(root, 'packages', dir, 'dist');
    if (!existsSync(dist)) throw new Error(`packages/${dir} is not built (run the build first)`);
    cpSync(dist, join(copy, 'packages', dir, 'dist'), { recursive: true });
  }
}

/** Where Node would find `name` from `from` (node_modules upwards; pnpm's links resolved). */
function installedFolder(from, name) {
  for (let dir = from; ; dir = dirname(dir)) {
    const candidate = join(dir, 'node_modules', name);
    if (existsSync(join(candidate, 'package.json'))) return realpathSync(candidate);
    if (dirname(dir) === dir) throw new Error(`${name} is not installed (needed from ${from})`);
  }
}

/** Every third-party package our published packages need at run time, with the folder it is installed in. */
function thirdParty() {
  const found = new Map();
  const queue = [];
  for (const dir of readdirSync(join(root, 'packages'))) {
    const manifest = JSON.parse(readFileSync(join(root, 'packages', dir, 'package.json'), 'utf8'));
    if (!manifest.private) queue.push([join(root, 'packages', dir), manifest]);
  }
  while (queue.length > 0) {
    const [from, manifest] = queue.pop();
    for (const name of Object.keys(manifest.dependencies ?? {})) {
      if (name.startsWith('@forgiving/') || name === 'forgiving' || found.has(name)) continue;
      const folder = installedFolder(from, name);
      const dependency = JSON.parse(readFileSync(join(folder, 'package.json'), 'utf8'));
      found.set(name, folder);
      queue.push([folder, dependency]);
    }
  }
  return found;
}

function run(command, args, cwd, env) {
  execFileSync(command, args, { cwd, env: { ...process.env, ...env }, stdio: 'inherit' });
}

function runAsync(command, args, cwd, env) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: 'inherit' });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')}: exit ${code}`)),
    );
  });
}

/** The root README's ```ts blocks that import only what the project installed and need no input of their own. */
function readmeExamples() {
  const markdown = readFileSync(join(root, 'README.md'), 'utf8');
  const blocks = [...markdown.matchAll(/^```ts\n([\s\S]*?)^```$/gm)].map((match) => match[1]);
  return blocks.filter((code) => {
    const imports = [...code.matchAll(/from '([^']+)'/g)].map((match) => match[1]);
    const installed = imports.every((name) => name === 'forgiving' || name === '@forgiving/html-tokenizer');
    return imports.length > 0 && installed && !/\b(fetch|process\.stdin|createReadStream|bytes|stream)\b/.test(code);
  });
}

function tryInstalled(npmrc, env) {
  mkdirSync(project, { recursive: true });
  writeFileSync(
    join(project, 'package.json'),
    '{ "name": "release-local-check", "private": true, "type": "module" }\n',
  );
  run('npm', ['install', '--no-audit', '--no-fund', 'forgiving', '@forgiving/html-tokenizer'], project, env);
  const examples = readmeExamples();
  if (examples.length < 2) throw new Error(`expected README examples to run, found ${examples.length}`);
  examples.forEach((code, index) => {
    const file = join(project, `example-${index}.mjs`);
    writeFileSync(file, transformSync(code, { loader: 'ts', format: 'esm' }).code);
    run(process.execPath, [file], project, env);
  });
  log(`${examples.length} README examples ran against the installed packages`);
  cpSync(join(root, 'examples'), join(project, 'examples'), { recursive: true });
  let output = '';
  let status = 0;
  try {
    execFileSync('npx', ['--no-install', 'forgiving', 'check', 'examples/broken.xml'], {
      cwd: project,
      env: { ...process.env, ...env, NO_COLOR: '1' },
      encoding: 'utf8',
    });
  } catch (error) {
    status = error.status;
    output = `${error.stdout}`;
  }
  if (status !== 1 || !/broken\.xml:\d+:\d+/.test(output))
    throw new Error(`npx forgiving check: exit ${status}, output:\n${output}`);
  log('npx forgiving check examples/broken.xml reported its errors (exit 1)');
}

async function main() {
  rmSync(work, { recursive: true, force: true });
  mkdirSync(copy, { recursive: true });
  const port = await freePort();
  writeConfig(port);
  const { server, url } = await startRegistry(port);
  try {
    const npmrc = await login(url);
    // Only the local registry: npm and pnpm read this file, not the machine's.
    const env = { NPM_CONFIG_USERCONFIG: npmrc, npm_config_registry: url, CI: 'true' };
    log(`verdaccio on ${url}`);
    copyRepository();
    run(bin('changeset'), ['version'], copy, env);
    const dependencies = thirdParty();
    // At once: each npm start costs seconds, and the packages are independent.
    await Promise.all(
      [...dependencies.values()].map((folder) =>
        runAsync('npm', ['publish', '--ignore-scripts', '--loglevel=error', folder], copy, env),
      ),
    );
    log(`${dependencies.size} third-party dependencies published locally`);
    // pnpm publish rewrites workspace: ranges from the installed workspace packages: link them (offline, from the store).
    run(
      'pnpm',
      ['install', '--offline', '--frozen-lockfile', '--ignore-scripts', '--filter', './packages/**'],
      copy,
      env,
    );
    run(bin('changeset'), ['publish'], copy, env);
    log('changeset version and publish done');
    tryInstalled(npmrc, env);
  } finally {
    server.kill();
  }
  log('done');
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
