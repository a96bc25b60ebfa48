// Line-resumable highlighting (issue #15): line by line from a carried state
// gives the spans of a whole scan.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type HtmlLineState, type HtmlSpan, sameLineState, scan, scanLine, startLineState } from '../src/highlight.ts';
import { State, Tokenizer } from '../src/index.ts';
import { lowCallbacks } from './helpers.ts';

const kinds = (line: string, spans: readonly HtmlSpan[]) => spans.map((s) => [s.kind, line.slice(s.start, s.end)]);

function scanAll(lines: readonly string[], state: HtmlLineState = startLineState()) {
  return lines.map((line) => {
    const result = scanLine(line, state);
    state = result.state;
    return result;
  });
}

describe('line-resumable scanning', () => {
  it('carries tags, comments, raw text and CDATA across lines', () => {
    const lines = ['<a b="x', 'y" c>t<!-- c', 'd --><script>', 'if (a<b)', '</script><svg><![CDATA[', 'x]]></svg>'];
    expect(scanAll(lines).map((r, i) => kinds(lines[i]!, r.spans))).toEqual([
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
        ['tag-open', '<'],
        ['tag-name', 'svg'],
        ['tag-close', '>'],
        ['cdata', '<![CDATA['],
      ],
      [
        ['cdata', 'x]]>'],
        ['tag-open', '</'],
        ['tag-name', 'svg'],
        ['tag-close', '>'],
      ],
    ]);
  });

  it('a DOCTYPE, a bogus comment and escaped script data across lines', () => {
    const lines = [
      '<!DOCTYPE html',
      'PUBLIC "x">',
      '<?php',
      '?><script><!--',
      '<script>',
      '</script>-->x',
      '</script>',
    ];
    expect(scanAll(lines).map((r, i) => kinds(lines[i]!, r.spans))).toEqual([
      [['doctype', '<!DOCTYPE html']],
      [['doctype', 'PUBLIC "x">']],
      [['bogus', '<?php']],
      [
        ['bogus', '?>'],
        ['tag-open', '<'],
        ['tag-name', 'script'],
        ['tag-close', '>'],
        ['raw-text', '<!--'],
      ],
      [['raw-text', '<script>']], // script data double escaped state
      [['raw-text', '</script>-->x']], // back to escaped, then script data
      [
        ['tag-open', '</'],
        ['tag-name', 'script'],
        ['tag-close', '>'],
      ],
    ]);
  });

  it('states are plain data that compare equal when the future is the same', () => {
    const a = scanAll(['x<b>y', 'z']);
    const b = scanAll(['<i a=1>', 'q']);
    expect(sameLineState(a[0]!.state, b[0]!.state)).toBe(true);
    expect(sameLineState(scanLine('<a', startLineState()).state, startLineState())).toBe(false);
    expect(sameLineState(scanLine('<svg>', startLineState()).state, startLineState())).toBe(false);
    const open = scanAll(['<svg><math', 'x=1'])[1]!.state;
    expect(JSON.parse(JSON.stringify(open))).toEqual(open);
  });
});

const PIECES = [
  '<',
  '</',
  '>',
  '/>',
  '<!--',
  '-->',
  '-',
  '<!',
  '<?',
  '&amp;',
  '&',
  '&lt',
  '"',
  "'",
  '=',
  ' ',
  '\n',
  '\r\n',
  '\r',
  'a',
  'b',
  'script',
  '<script>',
  '</script>',
  '<style>',
  '</style>',
  '<title>',
  '</title>',
  '<svg>',
  '</svg>',
  '<![CDATA[',
  ']]>',
  '<!DOCTYPE',
  ' PUBLIC',
  '<textarea>',
  '</textarea>',
  '<plaintext>',
  '\0',
  '<font',
  ' color',
  'COLOR',
  '<math>',
  '<mi>',
  // Issue 27: the nesting stack shared between lines, a name longer than any known one.
  '</mi>',
  '</math>',
  '<desc>',
  '<b>',
  'abcdefghijklmnopqrstuvwxyz',
];
const TAG_KINDS = new Set([
  'tag-open',
  'tag-name',
  'whitespace',
  'attribute-name',
  'equals',
  'quote',
  'attribute-value',
  'reference',
]);

/** The kind of every character of `doc` from a whole scan; line breaks are null. */
function wholeKinds(doc: string): (string | null)[] {
  const out: (string | null)[] = new Array(doc.length).fill(null);
  for (const s of scan(doc)) for (let k = s.start; k < s.end; k++) out[k] = s.kind;
  return out;
}

describe('line-resumable scanning, properties', () => {
  it('line by line gives the kinds of a whole scan, for random documents and line splits', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...PIECES), { maxLength: 50 }), (parts) => {
        const doc = parts.join('');
        // Lines are scanned as if a line break followed each, the last one too.
        const whole = wholeKinds(`${doc}\n`);
        const breaks = /\r\n|\r|\n/g;
        let start = 0;
        let state = startLineState();
        const lines: [string, number][] = [];
        for (let m = breaks.exec(doc); m !== null; m = breaks.exec(doc)) {
          lines.push([doc.slice(start, m.index), start]);
          start = m.index + m[0].length;
        }
        lines.push([doc.slice(start), start]);
        for (const [line, at] of lines) {
          const result = scanLine(line, state);
          state = result.state;
          let pos = 0;
          for (const span of result.spans) {
            expect(span.start).toBe(pos);
            pos = span.end;
            for (let k = span.start; k < span.end; k++) {
              const expected = whole[at + k];
              // A tag cut off by the end of the document is unfinished as a whole, a tag in lines.
              if (expected === 'unfinished') expect(TAG_KINDS.has(span.kind)).toBe(true);
              else expect([at + k, span.kind]).toEqual([at + k, expected]);
            }
          }
          expect(pos).toBe(line.length);
        }
      }),
      { numRuns: Number(process.env.RUNS ?? 400) },
    );
  });
});

/** The state a low-level tokenizer is in after one chunk (no end of input). */
function stateAfter(chunk: string): number {
  const t = new Tokenizer(lowCallbacks());
  t.write(chunk);
  return t.state;
}

// A line end inside a keyword must decide at once: the tokenizer waits for
// more input only while the characters so far may still begin the keyword.
describe('keyword lookahead across a chunk end', () => {
  it('Markup declaration open state: waits on `<!DOC`, `<!-`, `<![CDA`; decides on `<!DOC\\n`', () => {
    expect(stateAfter('<!DOC')).toBe(State.MarkupDeclarationOpen);
    expect(stateAfter('<!-')).toBe(State.MarkupDeclarationOpen);
    expect(stateAfter('<![CDA')).toBe(State.MarkupDeclarationOpen);
    expect(stateAfter('<!DOC\n')).toBe(State.BogusComment);
    expect(stateAfter('<![CDa')).toBe(State.BogusComment); // [CDATA[ is case-sensitive
  });
  it('After DOCTYPE name state: waits on `pub` / `SYS`; decides on `]`', () => {
    expect(stateAfter('<!DOCTYPE a pub')).toBe(State.AfterDOCTYPEName);
    expect(stateAfter('<!DOCTYPE a SYS')).toBe(State.AfterDOCTYPEName);
    expect(stateAfter('<!DOCTYPE a ]')).toBe(State.BogusDOCTYPE);
  });
});

describe('line-resumable scanning at scale', () => {
  it('a tag with an attribute per line carries a short source, not the tag so far', () => {
    let state = scanLine('<svg><font', startLineState()).state;
    state = scanLine(' color=red', state).state;
    for (let k = 0; k < 1000; k++) {
      state = scanLine(`a${k}="x`, state).state;
      expect(state.carry.length).toBeLessThan(20);
      state = scanLine('y"', state).state;
    }
    // The breakout attribute seen lines ago still ends foreign content at `>`.
    state = scanLine('><![CDATA[x]]>', state).state;
    expect(state.foreign).toBe(false);
  });

  it('a comment of 10^4 lines resumes by its state: nothing is carried from line to line', () => {
    let state = startLineState();
    state = scanLine('<!-- start', state).state;
    for (let k = 0; k < 10_000; k++) {
      const result = scanLine('x'.repeat(50), state);
      expect(result.state.carry).toBe('');
      state = result.state;
    }
    expect(state.state).toBe(State.Comment);
    expect(scanLine('-->', state).spans).toEqual([{ kind: 'comment', start: 0, end: 3 }]);
  });
});
