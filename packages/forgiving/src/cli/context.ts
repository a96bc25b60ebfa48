// What every command gets: options, buffered outputs, painters, and the
// detected language of its input (peeking at the first chunk only).
import type { SkyContext } from '@forgiving/sky-tree';
import { SKY_APPLICATION_SIGNATURE, SKY_MODULE_SIGNATURE } from '@forgiving/char-ref/codes';
import { type Detection, type Language, detectLanguage } from '../detect.ts';
import type { Paint } from './ansi.ts';
import type { Options } from './args.ts';
import type { Input, Output, Streams } from './io.ts';
import { escapeControls } from './escape.ts';

export interface CommandContext {
  options: Options;
  out: Output;
  err: Output;
  /** Colours for stdout and for stderr. */
  paint: Paint;
  errPaint: Paint;
  streams: Streams;
  /** Output is shown, not kept (the demo): `format` escapes controls then too, not only on a terminal. */
  display?: boolean;
}

export interface Document {
  input: Input;
  language: Language;
  /** Sky: the parsing context. */
  context: SkyContext;
  detection: Detection;
  /** All chunks, the peeked first one included. */
  chunks: AsyncIterable<Uint8Array>;
}

/** Detects the language from the first chunk (unless --lang) and hands back every chunk. */
export async function openDocument(input: Input, options: Options): Promise<Document> {
  const iterator = input.chunks()[Symbol.asyncIterator]();
  const first = await iterator.next();
  const head = first.done === true ? new Uint8Array(0) : first.value;
  const detection = detectLanguage(head, input.path ?? undefined);
  const language = options.lang ?? detection.language;
  const context = options.context ?? detection.context ?? 'application';
  async function* chunks(): AsyncGenerator<Uint8Array> {
    if (first.done === true) return;
    yield head;
    for (let next = await iterator.next(); next.done !== true; next = await iterator.next()) yield next.value;
  }
  return { input, language, context, detection, chunks: chunks() };
}

/** `line:column` of a point. */
export function at(point: { line: number; column: number }): string {
  return `${point.line}:${point.column}`;
}

/** `1:1-2:5` for a position (or `?` when the parser gave none). */
export function span(
  position: { start: { line: number; column: number }; end: { line: number; column: number } } | undefined,
): string {
  return position === undefined ? '?' : `${at(position.start)}-${at(position.end)}`;
}

/** Attributes as ` a="1" b="2"` (JSON string quoting; names and values escaped, escape.ts). */
export function formatAttributes(
  attributes: Record<string, string | null | undefined> | readonly { name: string; value: string }[],
): string {
  let out = '';
  if (Array.isArray(attributes)) {
    for (const { name, value } of attributes as readonly { name: string; value: string }[])
      out += ` ${name}=${JSON.stringify(value)}`;
    return escapeControls(out);
  }
  const record = attributes as Record<string, string | null | undefined>;
  for (const name in record) {
    const value = record[name];
    out += value == null ? ` ${name}` : ` ${name}=${JSON.stringify(value)}`;
  }
  return escapeControls(out);
}

export function notSkyMessage(document: Document): string {
  const expected = document.context === 'module' ? SKY_MODULE_SIGNATURE : SKY_APPLICATION_SIGNATURE;
  return `${escapeControls(document.input.name)}: not a Sky ${document.context} (it must start with "${expected}"; errata S4); use --lang xml or --context to choose otherwise`;
}
