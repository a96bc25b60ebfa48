// Issue #27 item 3, shared by html-tokenizer's and sky-tokenizer's tests: a
// sink may have any subset of its members; the missing ones are no-ops (a
// sink of `{ startTag }` alone threw at `end()`: `this[#sink].text is not a
// function`). Each package describes its stream; the cases are the same.
import { expect, it } from 'vitest';

export interface PartialSinkSubject {
  /** A document on which every member of a full sink is called at least once. */
  input: string;
  /** Every member a sink may have. */
  members: readonly string[];
  /** A new stream given `sink`, `input` written in one chunk, ended: what `end()` returned. */
  run(sink: object, input: string): unknown;
  /** The start tag names `input` gives, and `end()`'s result for it. */
  startTags: readonly string[];
  ended: unknown;
  /** The text values `input` gives. */
  texts: readonly string[];
}

/** Registers the partial-sink cases (inside the caller's `describe`). */
export function partialSinkTests(subject: PartialSinkSubject): void {
  const { input, members, run } = subject;

  it('a sink with startTag alone gets its start tags and ignores the rest', () => {
    const names: string[] = [];
    expect(run({ startTag: (name: string) => names.push(name) }, input)).toEqual(subject.ended);
    expect(names).toEqual(subject.startTags);
  });

  it('every single member alone, and no member at all, never throws', () => {
    for (const member of [...members, null]) {
      const calls: string[] = [];
      const sink: Record<string, unknown> = {};
      if (member !== null) sink[member] = () => calls.push(member);
      run(sink, input);
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
    run(sink, input);
    expect(sink.out).toEqual(subject.texts);
  });
}
