// Issue #27 item 3: a sink may have any subset of its members; the missing
// ones are no-ops (a sink of `{ startTag }` alone threw at `end()`:
// `this[#sink].text is not a function`). The cases are shared with
// html-tokenizer (@forgiving/test-utils/partial-sink).
import { partialSinkTests } from '@forgiving/test-utils/partial-sink';
import { describe } from 'vitest';
import { type SkyTokenSink, createTokenizer } from '../src/index.ts';
import { SIG } from './helpers.ts';

describe('partial sinks (issue #27 item 3)', () => {
  partialSinkTests({
    input: `${SIG}<p a=1>x &amp; y</p><br/>z`,
    members: ['text', 'startTag', 'endTag'],
    run(sink, input) {
      const stream = createTokenizer({ context: 'application', sink: sink as SkyTokenSink });
      stream.write(input);
      return stream.end();
    },
    startTags: ['p', 'br'],
    ended: { ok: true, isSky: true },
    texts: ['x & y', 'z'],
  });
});
