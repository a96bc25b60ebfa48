import { describe, expect, it } from 'vitest';
import { tokenize } from '../src/index.ts';

const app = (s: string) => tokenize(s, { context: 'application' });
const mod = (s: string) => tokenize(s, { context: 'module' });

describe('signature', () => {
  it("signature state: '#' in an application → expect “#!mojo mojo:sky”", () => {
    expect(app('#!mojo mojo:sky\nx')).toEqual({
      ok: true,
      isSky: true,
      tokens: [{ type: 'text', value: 'x', start: 16, end: 17 }],
    });
  });
  it("signature state: '#' in a module → failed signature", () => {
    expect(mod('#!mojo mojo:sky\nx')).toEqual({ tokens: [], ok: false, isSky: false });
  });
  it("signature state: 'S' in a module → expect “SKY MODULE”", () => {
    expect(mod('SKY MODULE\nx').tokens).toEqual([{ type: 'text', value: 'x', start: 11, end: 12 }]);
  });
  it("signature state: 'S' in an application → failed signature", () => {
    expect(app('SKY MODULE\nx').isSky).toBe(false);
  });
  it('signature state: anything else → failed signature', () => {
    expect(app('x#!mojo mojo:sky\n')).toEqual({ tokens: [], ok: false, isSky: false });
    expect(app('\uFEFF\uFEFF#!mojo mojo:sky\n').isSky).toBe(false);
  });
  it('expect a string state: mismatch → failure state (failed signature)', () => {
    expect(app('#!mojo mojo:skx\n<a>').isSky).toBe(false);
    expect(app('#!mojo https://example.com/runtimes/sky.asmjs\nHello World').isSky).toBe(false);
    expect(mod('SKY module\n').isSky).toBe(false);
  });
  it('expect a string state: the whole string → after signature', () => {
    expect(app('#!mojo mojo:sky\n').isSky).toBe(true);
  });
  it('after signature state: U+000A → data', () => {
    expect(app('#!mojo mojo:sky\n\nx').tokens[0]).toMatchObject({ value: '\nx', start: 16 });
  });
  it('after signature state: U+0020 → consume rest of line', () => {
    expect(app('#!mojo mojo:sky ignored <a>\n<b>').tokens).toEqual([
      { type: 'startTag', name: 'b', attributes: [], start: 28, end: 31 },
    ]);
  });
  it('after signature state: anything else → failed signature', () => {
    expect(app('#!mojo mojo:skyx\n').isSky).toBe(false);
    expect(app('#!mojo mojo:sky\t\n').isSky).toBe(false);
  });
  it('after signature state: U+000D counts as U+000A, CR LF once (errata S2)', () => {
    expect(app('#!mojo mojo:sky\r\nx').tokens).toEqual([{ type: 'text', value: 'x', start: 17, end: 18 }]);
    expect(app('#!mojo mojo:sky\r\rx').tokens).toEqual([{ type: 'text', value: '\nx', start: 16, end: 18 }]);
  });
  it('failed signature state: stop parsing, no tokens', () => {
    expect(app('#!mojo mojo:sk')).toEqual({ tokens: [], ok: false, isSky: false });
  });
  it('consume rest of line state: U+000A → data', () => {
    expect(app('#!mojo mojo:sky a\r\nb').tokens).toEqual([{ type: 'text', value: 'b', start: 19, end: 20 }]);
  });
  it('consume rest of line state: anything else stays (end of input: a Sky file with no tokens)', () => {
    expect(app('#!mojo mojo:sky <a>&amp;')).toEqual({ tokens: [], ok: true, isSky: true });
  });
});

// issue #13 item 1: the context is compared with the known ones; Object.prototype members are not contexts.
describe('issue #13 item 1: a context named like an Object.prototype member', () => {
  it('issue #13 item 1: is an unknown context (failed signature), never a crash', () => {
    for (const context of ['constructor', 'toString', '__proto__']) {
      const unknown = tokenize('#!mojo mojo:sky\n<p>x', { context: context as never });
      expect(unknown.isSky).toBe(false);
    }
  });
});
