// "Your own tokenizer" (README): a factory that hands the builder's setState
// numbers straight to @forgiving/html-tokenizer's createTokenizer. The STATE_*
// constants are html-tokenizer's own `State` numbers, so the switch lands in
// the state named (numbered apart, STATE_RCDATA was html-tokenizer's Data and
// `<title>a<b>c</title>` built a <b> inside the title).
import { createTokenizer, State, type StateId } from '@forgiving/html-tokenizer';
import { defaultTreeAdapter, serializeOuter } from 'parse5';
import { describe, expect, it } from 'vitest';
import {
  parseHtml,
  parseWith,
  STATE_DATA,
  STATE_PLAINTEXT,
  STATE_RAWTEXT,
  STATE_RCDATA,
  STATE_SCRIPT_DATA,
  type TokenizerFactory,
  type TreeAdapter,
} from '../src/index.ts';

// parse5's adapter, typed as this package's (adapters.test.ts does the same).
const adapter = defaultTreeAdapter as unknown as TreeAdapter;

const factory: TokenizerFactory = (sink, { scripting }) => {
  const tok = createTokenizer({ sink, guessContentModel: false, scripting });
  return {
    write: (s) => tok.write(s),
    end: () => tok.end(),
    control: { setState: (s) => tok.setState(s as StateId), setForeign: (f) => tok.setForeign(f) },
  };
};

describe('a custom tokenizer factory built on createTokenizer', () => {
  it('STATE_* are html-tokenizer State numbers', () => {
    expect([STATE_DATA, STATE_RCDATA, STATE_RAWTEXT, STATE_SCRIPT_DATA, STATE_PLAINTEXT]).toEqual([
      State.Data,
      State.RCDATA,
      State.RAWTEXT,
      State.ScriptData,
      State.PLAINTEXT,
    ]);
  });

  it.each([
    ['RCDATA: <title>', '<title>a<b>c</title>', '<title>a&lt;b&gt;c</title>'],
    ['RAWTEXT: <style>', '<style>a<b>c</style>', '<style>a<b>c</style>'],
    ['script data: <script>', '<script>a<b>c</script>', '<script>a<b>c</script>'],
  ])('%s switches the tokenizer to the state named', (_, input, head) => {
    const { tree } = parseWith(factory, input, { adapter });
    const html = (tree as { childNodes: unknown[] }).childNodes[0];
    expect(serializeOuter(html as never)).toBe(`<html><head>${head}</head><body></body></html>`);
  });

  it('RCDATA: <textarea> (in body)', () => {
    const { tree } = parseWith(factory, '<textarea>a<b>c</textarea>', { adapter });
    const html = (tree as { childNodes: unknown[] }).childNodes[0];
    expect(serializeOuter(html as never)).toBe(
      '<html><head></head><body><textarea>a&lt;b&gt;c</textarea></body></html>',
    );
  });

  it('PLAINTEXT: <plaintext>', () => {
    const { tree } = parseWith(factory, '<plaintext>a</plaintext><b>', { adapter });
    const html = (tree as { childNodes: unknown[] }).childNodes[0];
    expect(serializeOuter(html as never)).toBe(
      '<html><head></head><body><plaintext>a</plaintext><b></plaintext></body></html>',
    );
  });

  it.each([
    [undefined, undefined],
    [false, false],
    [true, true],
  ])(
    'fastPaths %s reaches the factory (issue #31: the spec path alone under FORGIVING_FAST_PATHS=off)',
    (fastPaths, seen) => {
      const got: unknown[] = [];
      const spy: TokenizerFactory = (sink, options) => {
        got.push(options.fastPaths);
        return factory(sink, options);
      };
      parseWith(spy, '<p>a', { adapter, ...(fastPaths === undefined ? {} : { fastPaths }) });
      expect(got).toEqual([seen]);
    },
  );

  it('parseHtml with fastPaths: false builds the same tree and errors', () => {
    const input = '<!doctype html><title>a&amp;b</title><p id=x class="y &lt; z">t&copy;<br/></p><b>x';
    const on = parseHtml(input, { positions: true });
    const off = parseHtml(input, { positions: true, fastPaths: false });
    expect(off).toEqual(on);
  });
});
