// Issue #27 item 1: line-by-line highlighting is linear. A DOCTYPE spanning n
// lines was carried whole from line to line, and the guessed svg/math stack
// was copied on every line (`'<math><mi>'.repeat(n / 2)` then n short lines
// took ×12 the time for ×4 the lines). Both through `scanLine` and through
// the CodeMirror stream parser; the work is counted (`lineWork`: characters
// scanned, stack nodes visited, tokenizer steps), so each check is exact:
// at 4n lines at most 4.5 times the work at n (quadratic would give 16).
import { describe, expect, it } from 'vitest';
import { driveStreamParser } from '@forgiving/test-utils/stream-language';
import { htmlStreamParser, sameLineState, scanLine, startLineState } from '../src/highlight.ts';
import type { HtmlLineState } from '../src/highlight.ts';
import { lineWork } from '../src/line-state.ts';

/** The work of `scanLine` over the lines of `doc`, from the start state. */
function byLines(doc: string): number {
  const before = lineWork.n;
  let state = startLineState();
  for (const line of doc.split('\n')) state = scanLine(line, state).state;
  return lineWork.n - before;
}

/** The work of the CodeMirror stream parser over `doc` (the test driver of StreamLanguage). */
function byStreamParser(doc: string): number {
  const before = lineWork.n;
  driveStreamParser(htmlStreamParser(), doc);
  return lineWork.n - before;
}

const ATTACKS: [string, (n: number) => string][] = [
  ['a DOCTYPE spanning n lines', (n) => `<!DOCTYPE html${'\nPUBLIC'.repeat(n)}>`],
  ['a DOCTYPE spanning n lines inside a quoted identifier', (n) => `<!DOCTYPE html PUBLIC "${'\nx'.repeat(n)}">`],
  ['n/2 nested <math><mi> then n lines', (n) => `${'<math><mi>'.repeat(n / 2)}\n${'x\n'.repeat(n)}`],
  [
    'n/2 nested <svg><foreignObject> then n lines',
    (n) => `${'<svg><foreignObject>'.repeat(n / 2)}\n${'x\n'.repeat(n)}`,
  ],
  ['a tag with a long name and n attribute lines', (n) => `<${'a'.repeat(n)}${'\n b'.repeat(n)}>`],
  ['an end tag with a long name and n attribute lines', (n) => `</${'a'.repeat(n)}${'\n b'.repeat(n)}>`],
];

describe('issue #27 item 1: line-by-line highlighting is linear', () => {
  it.each(ATTACKS)('scanLine: %s', (_name, doc) => {
    expect(byLines(doc(16_000)) / byLines(doc(4_000))).toBeLessThanOrEqual(4.5);
  });
  it.each(ATTACKS)('stream parser: %s', (_name, doc) => {
    expect(byStreamParser(doc(16_000)) / byStreamParser(doc(4_000))).toBeLessThanOrEqual(4.5);
  });
});

describe('line states share structure', () => {
  it('a DOCTYPE carries a constant source, whatever its length so far', () => {
    let state = scanLine('<!DOCTYPE html PUBLIC "-//W3C//DTD', startLineState()).state;
    const first = state.carry;
    for (let k = 0; k < 100; k++) state = scanLine(' XHTML 1.0', state).state;
    expect(state.carry).toBe(first);
    expect(first.length).toBeLessThan(16);
    expect(scanLine('x">', state).spans).toEqual([{ kind: 'doctype', start: 0, end: 3 }]);
  });

  it('lines that leave the svg/math nesting as it is share its stack (the same object)', () => {
    let state = scanLine('<math><mi>'.repeat(1000), startLineState()).state;
    expect(state.stack?.depth).toBe(2000);
    const stack = state.stack;
    for (let k = 0; k < 10; k++) state = scanLine(`x${k}`, state).state;
    expect(state.stack).toBe(stack);
    // A line that opens and closes keeps the nodes below what it touched.
    state = scanLine('</mi><mi>', state).state;
    expect(state.stack?.next).toBe(stack?.next);
    expect(sameLineState(state, { ...state, stack })).toBe(true);
  });

  it('closing the whole nesting, one element a line, reaches the start state', () => {
    let state: HtmlLineState = scanLine('<svg><foreignObject>'.repeat(50), startLineState()).state;
    for (let k = 0; k < 50; k++) {
      state = scanLine('</foreignObject>', state).state;
      expect(state.foreign).toBe(true);
      state = scanLine('</svg>', state).state;
      expect(state.foreign).toBe(false);
    }
    expect(state.stack).toBe(null);
    expect(sameLineState(state, startLineState())).toBe(true);
  });

  it('one line closing a deep nesting at once reaches as deep as it has tags', () => {
    const open = scanLine('<math><mi>'.repeat(300), startLineState()).state;
    const closed = scanLine('</mi></math>'.repeat(300), open).state;
    expect(closed.stack).toBe(null);
    // A breakout pops the innermost math, then the mi under it stays.
    const broken = scanLine('<b>', scanLine('<math>', open).state).state;
    expect(broken.stack).toBe(open.stack);
  });

  it('stacks equal in content but made apart compare equal; unequal ones do not', () => {
    const a = scanLine('<svg><desc>', startLineState()).state;
    const b = scanLine('<svg>', scanLine('<b>', startLineState()).state).state;
    const c = scanLine('<desc>', b).state;
    expect(a.stack).not.toBe(c.stack);
    expect(sameLineState(a, c)).toBe(true);
    expect(sameLineState(a, b)).toBe(false);
    const mathDesc = scanLine('<math><mi>', startLineState()).state;
    expect(sameLineState(a, mathDesc)).toBe(false);
  });

  it('a state survives JSON (the stack as nested objects)', () => {
    const state = scanLine('<svg><desc><svg><a', startLineState()).state;
    const copy = JSON.parse(JSON.stringify(state)) as HtmlLineState;
    expect(sameLineState(copy, state)).toBe(true);
  });
});
