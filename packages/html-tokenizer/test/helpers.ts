import type { TokenizerCallbacks } from '../src/callbacks.ts';
import { type CreateTokenizerOptions, type TokenizeOptions, createTokenizer, tokenize } from '../src/index.ts';

/** Every sink call as a JSON-able record, for comparing chunkings. */
export function record(
  chunks: readonly (string | Uint8Array)[],
  options: Omit<CreateTokenizerOptions, 'sink'> = {},
): unknown[] {
  const calls: unknown[] = [];
  const tokenizer = createTokenizer({
    ...options,
    sink: {
      text: (...args) => void calls.push(['text', ...args]),
      startTag: (name, id, attributes, selfClosing, start, end) =>
        void calls.push(['startTag', name, id, attributes.map((a) => [a.name, a.value]), selfClosing, start, end]),
      endTag: (...args) => void calls.push(['endTag', ...args]),
      comment: (...args) => void calls.push(['comment', ...args]),
      processingInstruction: (...args) => void calls.push(['processingInstruction', ...args]),
      doctype: (...args) => void calls.push(['doctype', ...args]),
      error: (e) => void calls.push(['error', e.code, e.line, e.column, e.offset, e.endOffset, e.endLine, e.endColumn]),
      eof: (offset) => void calls.push(['eof', offset]),
    },
  });
  for (const chunk of chunks) tokenizer.write(chunk);
  tokenizer.end();
  return calls;
}

/** Splits a string at the given cut points. */
export function split(text: string, cuts: readonly number[]): string[] {
  const points = [...new Set(cuts.map((c) => Math.min(text.length, Math.max(0, c))))].sort((a, b) => a - b);
  const out: string[] = [];
  let last = 0;
  for (const p of points) {
    out.push(text.slice(last, p));
    last = p;
  }
  out.push(text.slice(last));
  return out;
}

/**
 * A compact view of `tokenize`: tokens as `S:name[a=1,b=2]/` (start tag, `/`
 * when self-closing), `E:name`, `C:data`, `T:text`,
 * `D:name,public,system,quirks|ok`, joined by ` | `; errors as their codes.
 */
export function show(input: string, options: TokenizeOptions = {}): { tokens: string; errors: string } {
  const { tokens, errors } = tokenize(input, { guessContentModel: false, ...options });
  const parts = tokens.map((t) => {
    switch (t.type) {
      case 'startTag':
        return `S:${t.name}${t.attributes.length ? `[${t.attributes.map((a) => `${a.name}=${a.value}`).join(',')}]` : ''}${t.selfClosing ? '/' : ''}`;
      case 'endTag':
        return `E:${t.name}`;
      case 'comment':
        return `C:${t.value}`;
      case 'processingInstruction':
        return `P:${t.target},${t.data}`;
      case 'text':
        return `T:${t.value}`;
      case 'doctype':
        return `D:${t.name},${t.publicId},${t.systemId},${t.forceQuirks ? 'quirks' : 'ok'}`;
    }
    return '';
  });
  return { tokens: parts.join(' | '), errors: errors.map((e) => e.code).join(', ') };
}

const noop = (): void => {};

/** Low-level callbacks that do nothing (a tokenizer driven for its state or offsets). */
export function lowCallbacks(): TokenizerCallbacks {
  return {
    text: noop,
    textValue: noop,
    startTag: noop,
    endTag: noop,
    comment: noop,
    doctype: noop,
    error: noop,
    eof: noop,
  };
}
