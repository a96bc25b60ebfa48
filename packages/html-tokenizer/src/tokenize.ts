/**
 * `tokenize(input)`: the whole input at once, as token objects (adjacent
 * characters merged into one text token) and errors.
 */
import { decodeBytes } from './decode.ts';
import { stateByName, type StateId } from './states.ts';
import { LineIndex, parseError } from '@forgiving/char-ref';
import { type HtmlTokenizerErrorCode, errorMessage } from './error-codes.ts';
import { type TokenizerOptions, createTokenizer } from './stream.ts';
import type { HtmlAttribute, HtmlParseError } from './types.ts';

export interface DoctypeToken {
  type: 'doctype';
  name: string | null;
  publicId: string | null;
  systemId: string | null;
  forceQuirks: boolean;
  start: number;
  end: number;
}
export interface StartTagToken {
  type: 'startTag';
  name: string;
  attributes: HtmlAttribute[];
  selfClosing: boolean;
  start: number;
  end: number;
}
export interface EndTagToken {
  type: 'endTag';
  name: string;
  start: number;
  end: number;
}
export interface CommentToken {
  type: 'comment';
  value: string;
  start: number;
  end: number;
}
export interface TextToken {
  type: 'text';
  value: string;
  start: number;
  end: number;
}
/**
 * `<?target data?>` (whatwg/html #12118, 2026-06-25): `target` as written
 * (ASCII letters, digits, `-`, `_`; not `xml` or `xml-stylesheet`), `data`
 * without the whitespace after the target and without a `?` before the `>`.
 * With `processingInstructions: false` there are none (bogus comments).
 */
export interface ProcessingInstructionToken {
  type: 'processingInstruction';
  target: string;
  data: string;
  start: number;
  end: number;
}
export type HtmlToken =
  | DoctypeToken
  | StartTagToken
  | EndTagToken
  | CommentToken
  | ProcessingInstructionToken
  | TextToken;

export interface TokenizeOptions extends Omit<TokenizerOptions, 'state'> {
  /** Initial state: a `State` number or its html5lib name (`'RCDATA state'`). */
  state?: StateId | string | undefined;
}

export interface TokenizeResult {
  tokens: HtmlToken[];
  errors: HtmlParseError[];
  /** No parse error (`errors` is empty). */
  ok: boolean;
}

/** Tokenizes a whole input. Never throws. */
export function tokenize(input: string | Uint8Array, options: TokenizeOptions = {}): TokenizeResult {
  const text = typeof input === 'string' ? input : decodeBytes(input, options);
  const tokens: HtmlToken[] = [];
  const errors: HtmlParseError[] = [];
  // Code, offset, end offset: one array, three slots per error.
  const raw: (HtmlTokenizerErrorCode | number)[] = [];
  const state = typeof options.state === 'string' ? stateByName(options.state) : options.state;
  const tokenizer = createTokenizer({
    ...options,
    state,
    sink: {
      text: (value, start, end) => void tokens.push({ type: 'text', value, start, end }),
      startTag: (name, _id, attributes, selfClosing, start, end) =>
        void tokens.push({ type: 'startTag', name, attributes, selfClosing, start, end }),
      endTag: (name, _id, start, end) => void tokens.push({ type: 'endTag', name, start, end }),
      comment: (value, start, end) => void tokens.push({ type: 'comment', value, start, end }),
      processingInstruction: (target, data, start, end) =>
        void tokens.push({ type: 'processingInstruction', target, data, start, end }),
      doctype: (name, publicId, systemId, forceQuirks, start, end) =>
        void tokens.push({ type: 'doctype', name, publicId, systemId, forceQuirks, start, end }),
      rawError: (code, offset, endOffset) => void raw.push(code, offset, endOffset),
    },
  });
  tokenizer.end(text);
  if (raw.length > 0) {
    // Lines and columns only when there are errors: one pass over the input.
    const lines = new LineIndex(text);
    for (let k = 0; k < raw.length; k += 3) {
      const code = raw[k] as HtmlTokenizerErrorCode;
      errors.push(
        parseError(code, errorMessage(code), lines.point(raw[k + 1] as number), lines.point(raw[k + 2] as number)),
      );
    }
  }
  return { tokens, errors, ok: errors.length === 0 };
}
