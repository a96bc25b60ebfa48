import { describe, expect, it } from 'vitest';
import { SkyTokenizer, createTokenizer, scan, tokenize } from '../src/index.ts';
import type { SkyCallbacks } from '../src/index.ts';
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
    expect(start.type === 'startTag' && start.attributes[n / 2 - 1]).toEqual({
      name: `n${n / 2 - 1}`,
      value: `${n / 2 - 1}`,
    });
  });
  it('a 50 MB document of "<" characters (the issue\'s size): one text token, whole and in 64 kB chunks', () => {
    // Each "<" enters the tag open state and is reprocessed as text (anything else →
    // data state): 50 million state changes, no recursion, one text run.
    const size = 50_000_000;
    const body = '<'.repeat(size);
    const { tokens } = tokenize(SIG + body, { context: 'application' });
    expect(tokens).toHaveLength(1);
    const token = tokens[0]!;
    expect(token.type === 'text' && [token.start, token.end]).toEqual([16, 16 + size]);
    expect(token.type === 'text' && token.value === body).toBe(true);
    let count = 0;
    let length = 0;
    const stream = createTokenizer({
      context: 'application',
      onToken: (t) => {
        count++;
        if (t.type === 'text') length += t.value.length;
      },
    });
    stream.write(SIG);
    const chunk = body.slice(0, 65_536);
    for (let written = 0; written < size; written += chunk.length) {
      stream.write(written + chunk.length <= size ? chunk : chunk.slice(0, size - written));
    }
    stream.end();
    expect([count, length]).toEqual([1, size]);
    expect(scan(SIG + body, { context: 'application' })).toEqual([
      { kind: 'signature', start: 0, end: 16 },
      { kind: 'text', start: 16, end: 16 + size },
    ]);
  });
  it('10^6 references in one text run and in one quoted value (nothing after them ends the run): linear', () => {
    // The data state and the quoted value states look ahead for "<" or the quote; the next
    // one is remembered, not looked for again after each reference (that rescan was quadratic:
    // 4·10^5 references took 5 s, so these three would take minutes).
    const n = 1_000_000;
    const refs = 'a&amp;'.repeat(n);
    const counts = { text: 0, value: 0 };
    const callbacks = {
      ...noopCallbacks(),
      ontextentity: () => counts.text++,
      onattribentity: () => counts.value++,
    };
    for (const input of [SIG + refs, `${SIG}<a b="${refs}">`, `${SIG}<a b='${refs}`]) {
      const tokenizer = new SkyTokenizer('application', callbacks);
      tokenizer.write(input);
      tokenizer.end();
    }
    expect(counts).toEqual({ text: n, value: 2 * n });
    // The same runs as tokens, smaller (token strings are what cost time here).
    const few = 'a&amp;'.repeat(100_000);
    const text = tokenize(SIG + few, { context: 'application' }).tokens;
    expect(text).toHaveLength(1);
    expect(text[0]!.type === 'text' && text[0]!.value === 'a&'.repeat(100_000)).toBe(true);
    const closed = tokenize(`${SIG}<a b="${few}">`, { context: 'application' }).tokens[0]!;
    expect(closed.type === 'startTag' && closed.attributes[0]!.value === 'a&'.repeat(100_000)).toBe(true);
    // errata S6: an unfinished tag is dropped at end of input.
    expect(tokenize(`${SIG}<a b='${few}`, { context: 'application' }).tokens).toEqual([]);
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

/** Every SkyCallbacks method, doing nothing (the test overrides the ones it counts). */
function noopCallbacks(): SkyCallbacks {
  const noop = () => {};
  const names = ['onsignature', 'onnotsky', 'ontext', 'onrawtext', 'ontextentity', 'oncomment', 'ontagopen'];
  names.push('ontagname', 'onattribstart', 'onattribname', 'onattribdata', 'onattribentity', 'ontagend', 'onend');
  return Object.fromEntries(names.map((name) => [name, noop])) as unknown as SkyCallbacks;
}
