// Issue #27 item 3: a sink may have any subset of its members; the missing
// ones are no-ops (a sink of `{ startTag }` alone threw at `end()`:
// `this[#sink].text is not a function`). The cases are shared with
// sky-tokenizer (@forgiving/test-utils/partial-sink).
import { partialSinkTests } from '@forgiving/test-utils/partial-sink';
import { describe, expect, it } from 'vitest';
import { type HtmlTokenSink, createTokenizer } from '../src/index.ts';

describe('partial sinks (issue #27 item 3)', () => {
  partialSinkTests({
    // The NUL and `</>` make the error members (`error`, `rawError`) called;
    // the NUL stays in the text (an error; the tree builder drops it).
    input: '<!DOCTYPE html><p a=1>x &amp; y</p><!-- c --><b>z\0</>',
    members: ['text', 'startTag', 'endTag', 'comment', 'doctype', 'rawStartTag', 'error', 'rawError', 'eof'],
    run(sink, input) {
      const tokenizer = createTokenizer({ sink: sink as HtmlTokenSink });
      tokenizer.write(input);
      return tokenizer.end();
    },
    startTags: ['p', 'b'],
    ended: { ok: false },
    texts: ['x & y', 'z\0'],
  });

  it('a sink with startTag alone on an input without errors ends ok', () => {
    const tokenizer = createTokenizer({ sink: { startTag: () => {} } });
    expect(tokenizer.end('<!DOCTYPE html><p a=1>x &amp; y</p><!-- c --><b>z')).toEqual({ ok: true });
  });

  it('a sink without error or rawError keeps no line index (errors are still counted in ok)', () => {
    const tokenizer = createTokenizer({ sink: { eof: () => {} } });
    expect(tokenizer.end('<p a a>')).toEqual({ ok: false });
  });
});
