// Issue 13 item 18: createTokenizer follows the one stream contract of
// @forgiving/char-ref (root README, "Streaming: one contract").
import { describe, expect, it } from 'vitest';
import { StreamMisuseError, createTokenizer } from '../src/index.ts';
import type { HtmlTokenSink } from '../src/index.ts';

function recorder() {
  const tokens: string[] = [];
  const sink: HtmlTokenSink = {
    text: (value) => tokens.push(`text ${value}`),
    startTag: (name) => tokens.push(`<${name}>`),
    endTag: (name) => tokens.push(`</${name}>`),
    comment: (value) => tokens.push(`<!--${value}-->`),
    doctype: (name) => tokens.push(`<!DOCTYPE ${name}>`),
    error: () => {},
    eof: () => tokens.push('eof'),
  };
  return { tokens, stream: createTokenizer({ sink }) };
}

const misuse = (code: string) => expect.objectContaining({ name: 'StreamMisuseError', code });

describe('issue 13 item 18: the HTML tokenizer stream contract', () => {
  it('issue 13 item 18: a chunk that is neither a string nor a Uint8Array is invalid-chunk, and the stream goes on', () => {
    const { tokens, stream } = recorder();
    stream.write('<p>a');
    for (const bad of [null, undefined, 7, new ArrayBuffer(2), new Uint16Array(2), {}]) {
      expect(() => stream.write(bad as never)).toThrow(StreamMisuseError);
      expect(() => stream.write(bad as never)).toThrow(misuse('invalid-chunk'));
    }
    stream.write(new TextEncoder().encode('b</p>'));
    stream.end();
    expect(tokens).toEqual(['<p>', 'text ab', '</p>', 'eof']);
  });

  it('issue 13 item 18: end(chunk) checks its chunk too; end() without one is fine', () => {
    expect(() => recorder().stream.end(null as never)).toThrow(misuse('invalid-chunk'));
    const { tokens, stream } = recorder();
    stream.end('<b>');
    expect(tokens).toEqual(['<b>', 'eof']);
  });

  it('issue 13 item 18: write after end and a second end throw, and the result does not change', () => {
    const { tokens, stream } = recorder();
    stream.write('<i>x');
    stream.end();
    const before = [...tokens];
    expect(() => stream.write('y')).toThrow(misuse('write-after-end'));
    expect(() => stream.end()).toThrow(misuse('end-after-end'));
    expect(() => stream.end('z')).toThrow(misuse('end-after-end'));
    expect(tokens).toEqual(before);
  });
});
