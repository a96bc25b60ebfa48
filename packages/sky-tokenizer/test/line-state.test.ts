import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SkyLineHighlighter, sameLineState, scanLine, splitLines, startLineState } from '../src/index.ts';
import type { SkySpan } from '../src/index.ts';

const kinds = (line: string, spans: readonly SkySpan[]) => spans.map((s) => [s.kind, line.slice(s.start, s.end)]);

function scanAll(lines: string[], context: 'application' | 'module' = 'application') {
  let state = startLineState(context);
  return lines.map((line) => {
    const result = scanLine(line, state);
    state = result.state;
    return result;
  });
}

describe('line-resumable scanning', () => {
  it('the state at each line start carries tags, comments and raw text across lines', () => {
    const lines = ['#!mojo mojo:sky', '<a b="x', 'y" c>t<!-- c', 'd --><script>', 'if (a<b)', '</script>'];
    const result = scanAll(lines).map((r, i) => kinds(lines[i]!, r.spans));
    expect(result).toEqual([
      [['signature', '#!mojo mojo:sky']],
      [
        ['tag-open', '<'],
        ['tag-name', 'a'],
        ['whitespace', ' '],
        ['attribute-name', 'b'],
        ['equals', '='],
        ['quote', '"'],
        ['attribute-value', 'x'],
      ],
      [
        ['attribute-value', 'y'],
        ['quote', '"'],
        ['whitespace', ' '],
        ['attribute-name', 'c'],
        ['tag-close', '>'],
        ['text', 't'],
        ['comment', '<!-- c'],
      ],
      [
        ['comment', 'd -->'],
        ['tag-open', '<'],
        ['tag-name', 'script'],
        ['tag-close', '>'],
      ],
      [['raw-text', 'if (a<b)']],
      [
        ['tag-open', '</'],
        ['tag-name', 'script'],
        ['tag-close', '>'],
      ],
    ]);
  });
  it('a failed signature makes every line not-sky', () => {
    const result = scanAll(['<a>', 'b', '']);
    expect(result.map((r) => r.spans.map((s) => s.kind))).toEqual([['not-sky'], ['not-sky'], []]);
  });
  it('states are plain data that compare equal when the future is the same', () => {
    const a = scanAll(['#!mojo mojo:sky', 'x<b>y', 'z']);
    const b = scanAll(['#!mojo mojo:sky', '<i a=1>', 'q']);
    expect(sameLineState(a[1]!.state, b[1]!.state)).toBe(true);
    expect(sameLineState(a[0]!.state, startLineState('application'))).toBe(false);
    expect(JSON.parse(JSON.stringify(a[2]!.state))).toEqual(a[2]!.state);
  });
  it("a state with other keys (an editor's copy) resumes the same: only the saved fields are read", () => {
    const { state } = scanLine('<a href="x', scanLine('#!mojo mojo:sky', startLineState('application')).state);
    const copy = { ...state, inTag: false, failed: true, cb: null, buffer: 'junk' } as unknown as typeof state;
    expect(scanLine('y">z', copy)).toEqual(scanLine('y">z', state));
  });
  it('line spans cover each line exactly once', () => {
    const piece = fc.constantFrom(
      '<',
      '</',
      '>',
      '<!--',
      '-->',
      '&amp;',
      '&',
      '"',
      "'",
      '=',
      ' ',
      '\n',
      'a',
      'script',
      'style',
      '/',
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 60 }), (parts) => {
        const lines = splitLines('#!mojo mojo:sky\n' + parts.join(''));
        scanAll(lines).forEach((r, i) => {
          let pos = 0;
          for (const span of r.spans) {
            expect(span.start).toBe(pos);
            pos = span.end;
          }
          expect(pos).toBe(lines[i]!.length);
        });
      }),
      { numRuns: 300 },
    );
  });
  it('SkyLineHighlighter: an edit re-scans from the edited line and stops when a line start state is unchanged', () => {
    const lines = ['#!mojo mojo:sky', ...Array.from({ length: 100 }, (_, i) => `<p a="${i}">text ${i}</p>`)];
    const h = new SkyLineHighlighter('application', lines.join('\n'));
    expect(h.lineCount).toBe(101);
    // Changing text inside line 50 leaves the next line's start state unchanged.
    expect(h.edit(50, 1, ['<p a="x">changed</p>'])).toBe(1);
    // Opening a comment changes every following line start until it is closed.
    expect(h.edit(10, 1, ['<!-- open'])).toBe(91);
    expect(h.spans(60).map((s) => s.kind)).toEqual(['comment']);
    // Closing it changes every following start state back (lines 20..101).
    expect(h.edit(20, 0, ['-->'])).toBe(82);
    // An edit that keeps the state stops after the edited lines.
    expect(h.edit(40, 2, ['<b>', 'x', '</b>'])).toBe(3);
    expect(h.spans(60).map((s) => s.kind)[0]).toBe('tag-open');
    // Deleting lines, then comparing with a highlighter built from scratch.
    h.edit(30, 5, []);
    const fresh = new SkyLineHighlighter(
      'application',
      Array.from({ length: h.lineCount }, (_, i) => h.line(i)).join('\n'),
    );
    for (let i = 0; i < h.lineCount; i++) expect(h.spans(i)).toEqual(fresh.spans(i));
  });
  it('property: incremental edits give the same spans as a fresh scan', () => {
    const lineArb = fc
      .array(fc.constantFrom('<a', '>', '"', '<!--', '-->', 'x', ' ', '<script>', '</script>', '='), { maxLength: 6 })
      .map((a) => a.join(''));
    fc.assert(
      fc.property(
        fc.array(lineArb, { minLength: 1, maxLength: 12 }),
        fc.array(fc.tuple(fc.nat(), fc.nat(3), fc.array(lineArb, { maxLength: 3 })), { maxLength: 5 }),
        (initial, edits) => {
          const h = new SkyLineHighlighter('application', ['#!mojo mojo:sky', ...initial].join('\n'));
          for (const [at, removed, inserted] of edits) {
            const from = 1 + (at % h.lineCount);
            h.edit(Math.min(from, h.lineCount), Math.min(removed, h.lineCount - Math.min(from, h.lineCount)), inserted);
          }
          const text = Array.from({ length: h.lineCount }, (_, i) => h.line(i)).join('\n');
          const fresh = new SkyLineHighlighter('application', text);
          for (let i = 0; i < h.lineCount; i++) expect(h.spans(i)).toEqual(fresh.spans(i));
        },
      ),
      { numRuns: 300 },
    );
  });

  // Issue 13, item 2: `splice(from, n, ...inserted)` overflowed the stack on large texts.
  it('SkyLineHighlighter: 130,000 lines in the constructor and in one edit() do not overflow the stack (no spread)', () => {
    const h = new SkyLineHighlighter('application', '#!mojo mojo:sky\n' + 'x\n'.repeat(130000));
    expect(h.lineCount).toBe(130002);
    expect(h.spans(130000)).toEqual(h.spans(1));
    expect(h.spans(1).length).toBe(1);
    const inserted = Array.from({ length: 130000 }, () => 'y');
    expect(h.edit(1, 1, inserted)).toBeGreaterThan(0);
    expect(h.lineCount).toBe(260001);
    expect(h.line(130000)).toBe('y');
    expect(h.line(130001)).toBe('x');
  });
});
