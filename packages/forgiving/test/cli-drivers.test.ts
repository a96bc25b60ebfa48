// Issue 31, "The umbrella: one driver per language": every command asks the
// document's driver (src/cli/driver.ts) and names no language itself, so a
// new language is one driver file and one registry line. A made-up language
// (test/helpers/toy-driver.ts) registered beside the built-in ones runs
// through every command, in process through main() (the real commands).
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { DRIVERS, driverRegistry } from '../src/cli/drivers/registry.ts';
import { runMain, tempFiles } from './helpers/main-cli.ts';
import { toyDriver } from './helpers/toy-driver.ts';

const { dir, file } = tempFiles('forgiving-drivers-');
const WITH_TOY = driverRegistry([...DRIVERS.values(), toyDriver]);
const cli = (argv: string[], env: NodeJS.ProcessEnv = {}) => runMain(argv, { env, cwd: dir, drivers: WITH_TOY });

const good = file('good.toy', 'box id=a\nitem id=b class=x\nitem\n');
const bad = file('bad.toy', 'box id=a\n! nope\nitem id=c\n');

describe('issue 31: a new language is one driver file and one registry line', () => {
  it('its detect hook claims its files; --lang names it; help and --lang errors list it', async () => {
    const check = await cli(['check', good, '--format', 'json']);
    expect(JSON.parse(check.stdout)).toEqual({ file: good, language: 'toy', errors: [], ok: true });
    const forced = await cli(['tree', '--lang', 'toy', file('plain.txt', 'a\n')]);
    expect(forced.stdout).toContain('element a');
    expect((await cli(['--help'])).stdout).toContain('--lang sky|xml|html|toy');
    expect((await cli(['tree', '--lang', 'nope', good])).stderr).toContain(
      '--lang must be sky, xml, html or toy, not "nope"',
    );
  });
  it('tokens, tree and tree --json', async () => {
    expect(await cli(['tokens', bad])).toEqual({
      code: 1,
      stdout: '2:1 error toy-bang\n1:1 element box\n3:1 element item\n',
      stderr: '',
    });
    const tree = await cli(['tree', good]);
    expect(tree.code).toBe(0);
    expect(tree.stdout).toBe(
      '#root\n  element box id="a"  1:1-1:9\n  element item id="b" class="x"  2:1-2:18\n  element item  3:1-3:5\n',
    );
    const json = await cli(['tree', '--json', bad]);
    expect(json.code).toBe(1);
    expect(JSON.parse(json.stdout).children.map((c: { name: string }) => c.name)).toEqual(['box', 'item']);
  });
  it('check: errors with code frames and the driver summary; --format json', async () => {
    const text = await cli(['check', bad]);
    expect(text.code).toBe(1);
    expect(text.stdout).toContain(`${bad}:2:1: toy-bang a line may not start with "!"`);
    expect(text.stdout).toContain('> 2 | ! nope');
    expect(text.stdout).toMatch(/bad\.toy: 1 toy error\(s\)\n$/);
    const json = JSON.parse((await cli(['check', '--format', 'json', bad])).stdout);
    expect(json.errors).toMatchObject([{ code: 'toy-bang', line: 2, column: 1, offset: 9, endOffset: 10 }]);
  });
  it('format writes the serialization and the driver notes', async () => {
    expect(await cli(['format', good])).toEqual({ code: 0, stdout: 'box id=a\nitem id=b class=x\nitem\n', stderr: '' });
    const dropped = await cli(['format', bad]);
    expect(dropped.code).toBe(1);
    expect(dropped.stderr).toContain('dropped 1 line(s)');
  });
  it('select: a tree (no streaming capability) with every output form; no match is exit code 1', async () => {
    expect((await cli(['select', 'item.x', good])).stdout).toBe(`${good}:2:1: <item id="b" class="x">\n`);
    expect((await cli(['select', '--attr', 'id', 'item', good])).stdout).toBe('b\n');
    expect((await cli(['select', '--html', '#a', good])).stdout).toBe('box id=a\n');
    const json = JSON.parse((await cli(['select', '--format', 'json', 'box', good])).stdout);
    expect(json).toEqual({
      file: good,
      language: 'toy',
      matches: [{ name: 'box', attributes: { id: 'a' }, line: 1, column: 1, offset: 0 }],
    });
    expect((await cli(['select', 'nothing', good])).code).toBe(1);
  });
  it('highlight paints the whole text from its spans (the output without colours is the source)', async () => {
    expect((await cli(['highlight', good])).stdout).toBe(readFileSync(good, 'utf8'));
    const coloured = await cli(['highlight', '--color', bad]);
    expect(coloured.stdout).toContain('\x1b[1m');
    expect(coloured.stdout.replace(/\x1b\[\d+m/g, '')).toBe(readFileSync(bad, 'utf8'));
  });
  it('the whole-input limit applies to its whole-document commands, with its own bytes per byte', async () => {
    const big = await cli(['tree', good], { FORGIVING_WHOLE_INPUT_LIMIT: '4' });
    expect(big.code).toBe(2);
    expect(big.stderr).toContain('file too large for `tree`');
  });
});

describe('issue 31: commands are language-free', () => {
  const cliDir = fileURLToPath(new URL('../src/cli/', import.meta.url));
  const files = [
    ...readdirSync(join(cliDir, 'commands')).map((name) => join(cliDir, 'commands', name)),
    join(cliDir, 'main.ts'),
  ];
  it('no command file (nor main.ts) names a language or imports a language package', () => {
    expect(files.length).toBeGreaterThan(7);
    for (const path of files) {
      const source = readFileSync(path, 'utf8');
      expect(source, path).not.toMatch(/(?<!-)\b(?:sky|xml|html|hast|xast|toy)\b/i); // `--html` is an option
      expect(source, path).not.toMatch(/@forgiving\/(?:sky|xml|html)/);
      expect(source, path).not.toContain('/drivers/html');
    }
  });
});
