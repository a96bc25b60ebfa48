// Issue #27 item 3: a sink may have any subset of its members; the missing
// ones are no-ops (a sink of `{ startTag }` alone threw at `end()`:
// `this[#sink].text is not a function`).
import { describe, expect, it } from 'vitest';
import { type SkyTokenSink, createTokenizer } from '../src/index.ts';
import { SIG } from './helpers.ts';

const INPUT = `${SIG}<p a=1>x &amp; y</p><br/>z`;

describe('partial sinks (issue #27 item 3)', () => {
  it('a sink with startTag alone gets its start tags and ignores the rest', () => {
    const names: string[] = [];
    const stream = createTokenizer({ context: 'application', sink: { startTag: (name) => names.push(name) } });
    stream.write(INPUT);
    expect(stream.end()).toEqual({ ok: true, isSky: true });
    expect(names).toEqual(['p', 'br']);
  });

  it('every single member alone, and no member at all, never throws', () => {
    for (const member of ['text', 'startTag', 'endTag', null]) {
      const calls: string[] = [];
      const sink: Record<string, unknown> = {};
      if (member !== null) sink[member] = () => calls.push(member);
      const stream = createTokenizer({ context: 'application', sink: sink as SkyTokenSink });
      stream.write(INPUT);
      stream.end();
      if (member !== null) expect(calls.length, member).toBeGreaterThan(0);
    }
  });

  it('a class instance with some members keeps its `this` (private fields work)', () => {
    class Texts {
      readonly #out: string[] = [];
      text(value: string): void {
        this.#out.push(value);
      }
      get out(): string[] {
        return this.#out;
      }
    }
    const sink = new Texts();
    const stream = createTokenizer({ context: 'application', sink });
    stream.write(INPUT);
    stream.end();
    expect(sink.out).toEqual(['x & y', 'z']);
  });
});
