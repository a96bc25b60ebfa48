// Highlighting (issue #15): `scan` (lossless spans) against htmlparser2's
// Tokenizer pushing a span object per callback (its offsets, unchecked and
// not lossless: the closest peer producing spans), and against our own
// `tokenize` (token objects) for scale; plus line-by-line `scanLine`.
// Build first: `pnpm turbo run build` (the bench imports dist).
import { tokenize } from '@forgiving/html-tokenizer';
import { scan, scanLine, splitLines, startLineState } from '@forgiving/html-tokenizer/highlight';
import { Tokenizer as Htmlparser2Tokenizer } from 'htmlparser2';
import { compare, corpus } from './harness.mjs';

const docs = corpus('html');

function htmlparser2Spans(text) {
  const spans = [];
  const span = (kind) => (start, end) => void spans.push({ kind, start, end });
  const at = (kind) => (end) => void spans.push({ kind, start: end, end: end + 1 });
  const t = new Htmlparser2Tokenizer(
    {},
    {
      onattribdata: span('attribute-value'),
      onattribentity: () => {},
      onattribend: at('quote'),
      onattribname: span('attribute-name'),
      oncdata: span('cdata'),
      onclosetag: span('tag-name'),
      oncomment: span('comment'),
      ondeclaration: span('doctype'),
      onend: () => {},
      onopentagend: at('tag-close'),
      onopentagname: span('tag-name'),
      onprocessinginstruction: span('bogus'),
      onselfclosingtag: at('tag-close'),
      ontext: span('text'),
      ontextentity: (_cp, end) => void spans.push({ kind: 'reference', start: end, end }),
    },
  );
  t.write(text);
  t.end();
  return spans;
}

compare(
  'html highlighting spans',
  docs,
  {
    'forgiving scan': (text) => scan(text),
    'htmlparser2 Tokenizer → spans': htmlparser2Spans,
    'forgiving tokenize': (text) => tokenize(text),
    'forgiving scanLine, line by line': (text) => {
      let state = startLineState();
      for (const line of splitLines(text)) state = scanLine(line, state).state;
    },
  },
  { baseline: 'forgiving scan' },
);
