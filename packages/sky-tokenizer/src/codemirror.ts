/**
 * A CodeMirror 6 StreamLanguage parser object (the `StreamParser` shape:
 * `startState`, `token(stream, state)`, `copyState`, `blankLine`), built on
 * the line-resumable scanner. Use it as
 * `StreamLanguage.define(skyStreamParser({ context: 'application' }))`.
 * CodeMirror is not a dependency: the stream is typed structurally.
 */
import type { LineStreamParser, LineStreamState } from '@forgiving/char-ref/spans';
import { scanLine, startLineState } from './line-state.ts';
import type { SkyLineState } from './line-state.ts';
import type { SkyContext, SkySpanKind } from './types.ts';

// The types are the shared ones (@forgiving/char-ref/spans, html-tokenizer
// uses them too); the glue itself stays here: the shared
// `lineStreamParser` costs this bundle ~30 bytes over its 5.8 kB budget.
export type { StringStreamLike } from '@forgiving/char-ref/spans';
export type SkyStreamState = LineStreamState<SkyLineState, SkySpanKind>;

/** Span kind → CodeMirror token name (a @lezer/highlight tag name); null is unstyled. */
export const defaultTokenNames: Readonly<Record<SkySpanKind, string | null>> = {
  signature: 'meta',
  text: null,
  whitespace: null,
  reference: 'character',
  'invalid-reference': 'invalid',
  'tag-open': 'angleBracket',
  'tag-close': 'angleBracket',
  'tag-name': 'tagName',
  'attribute-name': 'attributeName',
  equals: 'definitionOperator',
  quote: 'attributeValue',
  'attribute-value': 'attributeValue',
  comment: 'comment',
  'raw-text': 'content',
  unfinished: 'invalid',
  'not-sky': null,
};

export type SkyStreamParser = LineStreamParser<SkyLineState, SkySpanKind>;

export function skyStreamParser(options: {
  context: SkyContext;
  tokenNames?: Partial<Record<SkySpanKind, string | null>>;
}): SkyStreamParser {
  const names = { ...defaultTokenNames, ...options.tokenNames };
  return {
    name: 'sky',
    startState: () => ({ line: startLineState(options.context), spans: [], next: 0 }),
    // Spans are never mutated after a line is scanned: a shallow copy is a full copy.
    copyState: (state) => ({ ...state }),
    token(stream, state) {
      if (stream.sol()) enterLine(state, stream.string);
      const spans = state.spans;
      while (state.next < spans.length && spans[state.next]!.end <= stream.pos) state.next++;
      const span = spans[state.next];
      if (span === undefined) {
        stream.pos = stream.string.length;
        return null;
      }
      stream.pos = span.end;
      return names[span.kind] ?? null;
    },
    // An empty line has no spans; its scan still moves the state on.
    blankLine: (state) => enterLine(state, ''),
  };
}

/** Scans the line `state` is at the start of: its spans, and the state at the next line. */
function enterLine(state: SkyStreamState, line: string): void {
  const result = scanLine(line, state.line);
  state.line = result.state;
  state.spans = result.spans;
  state.next = 0;
}
