// Issue #27 item 3: a sink may have any subset of its members; the missing
// ones are no-ops (a sink of `{ startTag }` alone threw at `end()`:
// `this[#sink].text is not a function`).
import { describe, expect, it } from 'vitest';
import { type HtmlTokenSink, createTokenizer } from '../src/index.ts';

const INPUT = '<!DOCTYPE html><p a=1>x &amp; y</p><!-- c --><b>z';

describe('partial sinks (issue #27 item 3)', () => {
  it('a sink with startTag alone gets its start tags and ignores the rest', () => {
    const names: string[] = [];
    const tokenizer = createTokenizer({ sink: { startTag: (name) => names.push(name) } });
    tokenizer.write(INPUT);
    expect(tokenizer.end()).toEqual({ ok: true });
    expect(names).toEqual(['p', 'b']);
  });

  it('every single member alone, and no member at all, never throws', () => {
    const members = ['text', 'startTag', 'endTag', 'comment', 'doctype', 'rawStartTag', 'error', 'rawError', 'eof'];
    for (const member of [...members, null]) {
      const calls: string[] = [];
      const sink: Record<string, unknown> = {};
      if (member !== null) sink[member] = () => calls.push(member);
      const tokenizer = createTokenizer({ sink: sink as HtmlTokenSink });
      tokenizer.write(`${INPUT}\0</>`);
      tokenizer.end();
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
    const tokenizer = createTokenizer({ sink });
    tokenizer.end(INPUT);
    expect(sink.out).toEqual(['x & y', 'z']);
  });

  it('a sink without error or rawError keeps no line index (errors are still counted in ok)', () => {
    const tokenizer = createTokenizer({ sink: { eof: () => {} } });
    expect(tokenizer.end('<p a a>')).toEqual({ ok: false });
  });
});
