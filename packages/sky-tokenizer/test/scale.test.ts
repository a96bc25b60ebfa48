import { describe, expect, it } from 'vitest';
import { createTokenizer, scan, tokenize } from '../src/index.ts';
import { SIG } from './helpers.ts';

// Linear time and no stack growth: each input below would take minutes if
// any step were quadratic, or overflow the stack if anything recursed.
describe('scale', () => {
  it('10^5 attributes on one tag, half duplicates: first kept, linear', () => {
    const n = 100_000;
    let tag = '<a';
    for (let i = 0; i < n; i++) tag += ` n${i % (n / 2)}="${i}"`;
    const { tokens } = tokenize(`${SIG}${tag}>`, { context: 'application' });
    const start = tokens[0]!;
    expect(start.type === 'startTag' && start.attributes.length).toBe(n / 2);
    expect(start.type === 'startTag' && start.attributes[n / 2 - 1]).toEqual({ name: `n${n / 2 - 1}`, value: `${n / 2 - 1}` });
  });
  it('a 5 MB document of "<" characters (50 MB is the benchmark size; 5 MB keeps vitest fast)', () => {
    const size = 5_000_000;
    const body = '<'.repeat(size);
    const { tokens } = tokenize(SIG + body, { context: 'application' });
    expect(tokens).toHaveLength(1);
    expect(tokens[0]).toMatchObject({ type: 'text', start: 16, end: 16 + size });
    expect(tokens[0]!.type === 'text' && tokens[0]!.value.length).toBe(size);
    expect(scan(SIG + body, { context: 'application' })).toHaveLength(2);
  });
  it('a 10^6-character unfinished comment, whole and in 1 kB chunks', () => {
    const body = `x<!--${'-a'.repeat(500_000)}`;
    expect(tokenize(SIG + body, { context: 'application' }).tokens).toEqual([
      { type: 'text', value: 'x', start: 16, end: 17 },
    ]);
    const tokens: unknown[] = [];
    const stream = createTokenizer({ context: 'application', onToken: (t) => tokens.push(t) });
    stream.write(SIG);
    for (let i = 0; i < body.length; i += 1000) stream.write(body.slice(i, i + 1000));
    stream.end();
    expect(tokens).toHaveLength(1);
    const spans = scan(SIG + body, { context: 'application' });
    expect(spans.at(-1)).toEqual({ kind: 'unfinished', start: 17, end: 16 + body.length });
  });
  it('10^5 nested tags and a 10^6-digit reference in 1-character chunks stay linear', () => {
    const nested = '<a>'.repeat(100_000);
    expect(tokenize(SIG + nested, { context: 'application' }).tokens).toHaveLength(100_000);
    const tokens: { type: string; value?: string }[] = [];
    const stream = createTokenizer({ context: 'application', onToken: (t) => tokens.push(t) });
    stream.write(`${SIG}&#`);
    const digits = '1'.repeat(10_000);
    for (let i = 0; i < 100; i++) for (const c of digits.slice(0, 100)) stream.write(c);
    stream.write('x');
    stream.end();
    expect(tokens[0]!.value).toBe(`&#${'1'.repeat(10_000)}x`);
  });
});
