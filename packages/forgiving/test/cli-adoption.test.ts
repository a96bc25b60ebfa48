// Issue 28 (adoption): what users of linters and xmllint expect from the CLI.
// In process through main() with in-memory streams (the real commands, no mock).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { main } from '../src/cli/main.ts';

const dir = mkdtempSync(join(tmpdir(), 'forgiving-adoption-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function file(name: string, text: string): string {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
}

export async function cli(argv: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  const stdout = new PassThrough();
  const stderr = new PassThrough();
  let out = '';
  let err = '';
  stdout.on('data', (d) => (out += d));
  stderr.on('data', (d) => (err += d));
  const code = await main(argv, { stdin: new PassThrough(), stdout, stderr, env: {} });
  return { code, stdout: out, stderr: err };
}

describe('issue 28 item 6: --help and --namespaces', () => {
  it('--help says every command reads HTML too (tokens and format are not Sky/XML only)', async () => {
    const { stdout } = await cli(['--help']);
    expect(stdout).toContain('Every command reads Sky, XML and HTML');
    expect(stdout).toMatch(/tokens <file\|->\.\.\. +print the tokens \(Sky, HTML\)/);
    expect(stdout).toContain('toXml / toSky / toHtml');
    expect(stdout).toContain('--namespaces');
  });
  it('check --namespaces reports an unbound prefix (as xmllint does); without it the document is well-formed', async () => {
    const path = file('prefix.xml', '<p:a/>');
    const plain = await cli(['check', path, '--no-color']);
    expect(plain.code).toBe(0);
    expect(plain.stdout).toContain(': ok (XML)');
    const checked = await cli(['check', '--namespaces', path, '--no-color']);
    expect(checked.code).toBe(1);
    expect(checked.stdout).toMatch(/prefix\.xml:1:\d+: \S+ .*p/);
    expect(checked.stdout).toContain('(XML, namespaces, not well-formed)');
    const bound = file('bound.xml', '<p:a xmlns:p="urn:x"/>');
    expect((await cli(['check', '--namespaces', bound, '--no-color'])).code).toBe(0);
  });
});
