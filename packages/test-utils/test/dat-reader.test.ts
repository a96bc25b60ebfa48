// The `.dat` reader (src/dat.ts) the conformance runners use: WPT's
// format (README.upstream.md) adds `#description` before `#data`; a line or
// section the format does not have must throw, not drop a test silently.
import { describe, expect, it } from 'vitest';
import { parseDat } from '../src/dat.ts';

const TWO = `#data
<p>
#errors
(1,3): expected-doctype-but-got-start-tag
#new-errors
(1:1) x
#document
| <html>
|   <head>
|   <body>
|     <p>

#description
What it tests,
in two lines
#data
a
#errors
#document-fragment
svg path
#script-off
#document
| "a"
`;

describe('.dat reader', () => {
  it('reads #description (before #data), #new-errors, #document-fragment and #script-off', () => {
    const [first, second] = parseDat(TWO, 'x.dat');
    expect(first).toMatchObject({ index: 0, description: null, data: '<p>', scripting: null, fragment: null });
    expect(first!.errors).toHaveLength(1);
    expect(first!.newErrors).toHaveLength(1);
    expect(second).toMatchObject({
      index: 1,
      description: 'What it tests,\nin two lines',
      data: 'a',
      fragment: 'svg path',
      scripting: false,
      document: '| "a"',
    });
  });

  it('a processing instruction line is part of #document', () => {
    const [test] = parseDat('#data\n<?x y>\n#errors\n#document\n| <?x y?>\n', 'pi.dat');
    expect(test!.document).toBe('| <?x y?>');
  });

  it.each([
    ['a test that starts with something else', '#errors\n#document\n| <html>\n', 'must start with #data'],
    ['an unknown section', '#data\na\n#errors\n#frobnicate\n#document\n| "a"\n', 'unknown section'],
    ['an unknown line in #document', '#data\na\n#errors\n#document\n| "a"\n#bogus\n', 'unknown line in #document'],
    ['a line after #script-on', '#data\na\n#errors\n#script-on\nx\n#document\n| "a"\n', 'unexpected line'],
    ['no #document', '#data\na\n#errors\n', 'has no #document'],
  ])('throws on %s', (_case, text, message) => {
    expect(() => parseDat(text, 'bad.dat')).toThrow(message);
  });
});
