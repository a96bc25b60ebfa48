import { describe, expect, it } from 'vitest';
import { tokenize } from '../src/index.ts';

const text = (input: string) =>
  tokenize(`#!mojo mojo:sky\n${input}`, { context: 'application' }).tokens.map((t) =>
    t.type === 'text' ? t.value : `<${t.name}>`,
  );

describe('normalisation stage', () => {
  it('errata S2: CR LF → LF, lone CR → LF, NUL → U+FFFD, left to right', () => {
    expect(text('a\r\r\nb\0c\r')).toEqual(['a\n\nb\uFFFDc\n']);
    expect(text('clean')).toEqual(['clean']);
  });
  it('errata S2: attribute values and raw text are normalised too', () => {
    const { tokens } = tokenize('#!mojo mojo:sky\n<p a="x\r\ny\0"><script>1\r2</script>', { context: 'application' });
    expect(tokens[0]).toMatchObject({ type: 'startTag', attributes: [{ name: 'a', value: 'x\ny\uFFFD' }] });
    expect(tokens[2]).toMatchObject({ type: 'text', value: '1\n2' });
  });
});
