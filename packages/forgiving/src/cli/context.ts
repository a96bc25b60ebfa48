// What every command gets: options, buffered outputs, painters, the
// language drivers, and its input with the driver of its language (detected
// by peeking at the first chunk only).
import { concatBytes } from '@forgiving/char-ref';
import type { SkyContext } from '@forgiving/sky-tree';
import { type Detection, DETECTION_PREFIX, detectLanguage } from '../detect.ts';
import type { Paint } from './ansi.ts';
import type { Options } from './args.ts';
import type { DriverRegistry, LanguageDriver } from './driver.ts';
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
  /** The languages, by name (cli/drivers/registry.ts, or a test's own). */
  drivers: DriverRegistry;
  /** Output is shown, not kept (the demo): `format` escapes controls then too, not only on a terminal. */
  display?: boolean;
}

export interface Document {
  input: Input;
  /** What every command asks about the language. */
  driver: LanguageDriver;
  /** The driver's name (`"language"` in JSON output). */
  language: string;
  /** The parsing context of a Sky document (--context, else its signature's). */
  context: SkyContext;
  detection: Detection;
  /** All chunks, the peeked first one included. */
  chunks: AsyncIterable<Uint8Array>;
}

/**
 * Detects the language from the first DETECTION_PREFIX bytes (unless --lang)
 * and hands back every chunk. A pipe can deliver its first bytes in chunks
 * of any size, so chunks are read until the prefix is whole (or the input
 * ends): detection does not depend on how the input arrives.
 */
export async function openDocument(input: Input, options: Options, drivers: DriverRegistry): Promise<Document> {
  const iterator = input.chunks()[Symbol.asyncIterator]();
  const peeked: Uint8Array[] = [];
  let size = 0;
  while (size < DETECTION_PREFIX) {
    const next = await iterator.next();
    if (next.done === true) break;
    peeked.push(next.value);
    size += next.value.length;
  }
  const head = peeked.length === 1 ? peeked[0]! : concatBytes(peeked);
  const detection = detectLanguage(head, input.path ?? undefined);
  const driver = driverFor(drivers, head, input.path, detection, options.lang);
  const context = options.context ?? detection.context ?? 'application';
  async function* chunks(): AsyncGenerator<Uint8Array> {
    if (size > 0) yield head;
    for (let next = await iterator.next(); next.done !== true; next = await iterator.next()) yield next.value;
  }
  return { input, driver, language: driver.name, context, detection, chunks: chunks() };
}

/**
 * The driver of an input: --lang's, else the first whose `detect` claims the
 * input, else the one detect.ts names (the built-in detection, shared with `parse()`).
 */
export function driverFor(
  drivers: DriverRegistry,
  head: Uint8Array,
  path: string | null,
  detection: Detection,
  lang: string | undefined,
): LanguageDriver {
  if (lang === undefined)
    for (const driver of drivers.values()) if (driver.detect?.(head, path) === true) return driver;
  const name = lang ?? detection.language;
  const driver = drivers.get(name);
  // --lang is checked against the registry (args.ts); a registry without a detected language is a program error.
  if (driver === undefined) throw new Error(`no language driver named ${JSON.stringify(name)}`);
  return driver;
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
