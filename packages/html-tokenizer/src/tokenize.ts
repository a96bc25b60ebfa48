/**
 * `tokenize(input)`: the whole input at once, as token objects (adjacent
 * characters merged into one text token) and errors.
 */
import { decodeBytes } from './decode.ts';
import { stateByName, type StateId } from './states.ts';
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
export type HtmlToken = DoctypeToken | StartTagToken | EndTagToken | CommentToken | TextToken;

export interface TokenizeOptions extends Omit<TokenizerOptions, 'state'> {
  /** Initial state: a `State` number or its html5lib name (`'RCDATA state'`). */
  state?: StateId | string | undefined;
}

export interface TokenizeResult {
  tokens: HtmlToken[];
  errors: HtmlParseError[];
}

/** Tokenizes a whole input. Never throws. */
export function tokenize(input: string | Uint8Array, options: TokenizeOptions = {}): TokenizeResult {
  const text = typeof input === 'string' ? input : decodeBytes(input, options);
  const tokens: HtmlToken[] = [];
  const errors: HtmlParseError[] = [];
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
      doctype: (name, publicId, systemId, forceQuirks, start, end) =>
        void tokens.push({ type: 'doctype', name, publicId, systemId, forceQuirks, start, end }),
      error: (error) => void errors.push(error),
    },
  });
  tokenizer.end(text);
  return { tokens, errors };
}
