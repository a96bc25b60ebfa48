/**
 * A throwaway shim: parse5's tokenizer driving the tree builder through the
 * HtmlTokenSink contract, until @forgiving/html-tokenizer lands on main.
 * Test-only (kept out of src/).
 */
import { type HtmlTokenSink, tagId } from '@forgiving/html-tokenizer';
import { Tokenizer, TokenizerMode } from 'parse5';
import type { TokenizerControl } from '../../src/constants.ts';

const MODES = [TokenizerMode.DATA, TokenizerMode.RCDATA, TokenizerMode.RAWTEXT, TokenizerMode.SCRIPT_DATA, TokenizerMode.PLAINTEXT];

export interface ShimTokenizer {
  control: TokenizerControl;
  write(chunk: string, last: boolean): void;
}

export function createShimTokenizer(sink: HtmlTokenSink): ShimTokenizer {
  // biome-ignore lint/suspicious/noExplicitAny: parse5 token shapes
  const text = (t: any) => sink.text(t.chars, t.location.startOffset, t.location.endOffset);
  const handler = {
    onCharacter: text,
    onNullCharacter: text,
    onWhitespaceCharacter: text,
    // biome-ignore lint/suspicious/noExplicitAny: parse5 token shapes
    onStartTag: (t: any) =>
      sink.startTag(t.tagName, tagId(t.tagName), t.attrs, t.selfClosing, t.location.startOffset, t.location.endOffset),
    // biome-ignore lint/suspicious/noExplicitAny: parse5 token shapes
    onEndTag: (t: any) => sink.endTag(t.tagName, tagId(t.tagName), t.location.startOffset, t.location.endOffset),
    // biome-ignore lint/suspicious/noExplicitAny: parse5 token shapes
    onComment: (t: any) => sink.comment(t.data, t.location.startOffset, t.location.endOffset),
    // biome-ignore lint/suspicious/noExplicitAny: parse5 token shapes
    onDoctype: (t: any) =>
      sink.doctype(t.name, t.publicId, t.systemId, t.forceQuirks, t.location.startOffset, t.location.endOffset),
    // biome-ignore lint/suspicious/noExplicitAny: parse5 token shapes
    onEof: (t: any) => sink.eof?.(t.location?.startOffset ?? 0),
    // biome-ignore lint/suspicious/noExplicitAny: parse5 error shape
    onParseError: (e: any) =>
      sink.error?.({ code: e.code, message: e.code, line: e.startLine, column: e.startCol, offset: e.startOffset, endOffset: e.endOffset }),
  };
  // biome-ignore lint/suspicious/noExplicitAny: handler shape
  const tok = new Tokenizer({ sourceCodeLocationInfo: true }, handler as any);
  return {
    control: {
      setState(state: number) {
        tok.state = MODES[state] as typeof tok.state;
      },
      setForeign(flag: boolean) {
        tok.inForeignNode = flag;
      },
    },
    write(chunk, last) {
      tok.write(chunk, last);
    },
  };
}
