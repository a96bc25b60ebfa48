// Issue 13 item 18: createHtmlTreeBuilder follows the one stream contract of
// @forgiving/char-ref (root README, "Streaming: one contract"). Its chunks are
// text: bytes go through parseHtml, whose encoding sniffing may restart.
import { describe, expect, it } from 'vitest';
import { StreamMisuseError, createHtmlTreeBuilder, toHtml } from '../src/index.ts';

const misuse = (code: string) => expect.objectContaining({ name: 'StreamMisuseError', code });

describe('issue 13 item 18: the HTML tree builder stream contract', () => {
  it('issue 13 item 18: null, undefined, numbers, ArrayBuffers and bytes are invalid-chunk; the stream goes on', () => {
    const builder = createHtmlTreeBuilder();
    builder.write('<p>a');
    for (const bad of [null, undefined, 7, new ArrayBuffer(2), new Uint8Array([98]), {}]) {
      expect(() => builder.write(bad as never)).toThrow(StreamMisuseError);
      expect(() => builder.write(bad as never)).toThrow(misuse('invalid-chunk'));
    }
    builder.write('b');
    const { tree } = builder.end('</p>');
    expect(toHtml(tree as never)).toBe('<html><head></head><body><p>ab</p></body></html>');
  });

  it('issue 13 item 18: end(chunk) checks its chunk; a misused end leaves the stream open', () => {
    const builder = createHtmlTreeBuilder();
    expect(() => builder.end(null as never)).toThrow(misuse('invalid-chunk'));
    const { tree } = builder.end('<i>x');
    expect(toHtml(tree as never)).toBe('<html><head></head><body><i>x</i></body></html>');
  });

  it('issue 13 item 18: write after end and a second end throw; the result already returned stays as it was', () => {
    const builder = createHtmlTreeBuilder({ context: 'div' });
    const result = builder.end('<b>x</b>');
    const html = toHtml(result.tree as never);
    expect(() => builder.write('y')).toThrow(misuse('write-after-end'));
    expect(() => builder.end()).toThrow(misuse('end-after-end'));
    expect(toHtml(result.tree as never)).toBe(html);
  });
});
