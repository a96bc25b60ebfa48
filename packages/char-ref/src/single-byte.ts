/**
 * The Encoding Standard's single-byte decoder (§9.1), x-user-defined
 * (§14.5) and replacement (§14.1) decoders (issue 29). The 27 single-byte
 * indexes are the Standard's (src/generated/single-byte-indexes.ts, from
 * indexes.json): Node's `TextDecoder` (ICU) is not, it decodes windows-874
 * `DB` as U+F8C1, windows-1253 `AA` as U+00AA and koi8-u `AE` as U+255D
 * where the Standard has an error, an error, and U+045E, and gives an error
 * for windows-1255 `CA` (U+05BA), and it knows neither ISO-8859-16 nor
 * x-user-defined. A byte whose pointer has no code point is U+FFFD (an
 * error: no single-byte index maps to U+FFFD, so every U+FFFD of their
 * text is one).
 */
import { Char } from './codes.ts';
import { readCompactIndex } from './compact-index.ts';
import { SINGLE_BYTE_DATA, SINGLE_BYTE_NAMES } from './generated/single-byte-indexes.ts';
import { asciiText, isAscii, unitsToString } from './units.ts';

/** The index names in data order (split on first use: a module-level call would keep the data in every bundle). */
let names: string[] | null = null;
const indexNames = (): string[] => (names ??= SINGLE_BYTE_NAMES.split(' '));
/** All 27 indexes, 128 entries each (-1: none), read on first use. */
let indexes: Int32Array | null = null;

/** Byte → code unit, for each encoding decoded so far. */
const tables = new Map<string, Uint16Array>();

/** Whether `encoding` (a lowercase WHATWG name) is a single-byte encoding of §9 or x-user-defined. */
export function isSingleByte(encoding: string): boolean {
  return encoding === 'x-user-defined' || encoding === 'iso-8859-8-i' || indexNames().includes(encoding);
}

function tableOf(encoding: string): Uint16Array {
  let table = tables.get(encoding);
  if (table !== undefined) return table;
  table = new Uint16Array(256);
  for (let b = 0; b < 0x80; b++) table[b] = b;
  if (encoding === 'x-user-defined') {
    for (let b = 0x80; b < 0x100; b++) table[b] = 0xf780 + b - 0x80;
  } else {
    // ISO-8859-8-I is ISO-8859-8 with another name (§9, "index ISO-8859-8").
    indexes ??= readCompactIndex(SINGLE_BYTE_DATA, 128 * indexNames().length);
    const at = 128 * indexNames().indexOf(encoding === 'iso-8859-8-i' ? 'iso-8859-8' : encoding);
    for (let b = 0x80; b < 0x100; b++) {
      const code = indexes[at + b - 0x80]!;
      table[b] = code < 0 ? Char.ReplacementCharacter : code;
    }
  }
  tables.set(encoding, table);
  return table;
}

const C1 = /[\u0080-\u009f]/g;

export class SingleByteDecoder {
  private readonly table: Uint16Array;
  private readonly windows1252: boolean;
  private out = new Uint16Array(0);

  /** @param encoding a lowercase WHATWG name for which isSingleByte is true. */
  constructor(encoding: string) {
    this.table = tableOf(encoding);
    this.windows1252 = encoding === 'windows-1252';
  }

  /** The text of `bytes` (a single-byte decoder holds nothing between chunks). */
  decode(bytes: Uint8Array, _stream: boolean): string {
    if (this.windows1252) {
      const fast = this.fastWindows1252(bytes);
      if (fast !== null) return fast;
    }
    if (isAscii(bytes)) return asciiText(bytes);
    if (this.out.length < Math.min(bytes.length, 1 << 16)) this.out = new Uint16Array(Math.min(bytes.length, 1 << 16));
    const out = this.out;
    const table = this.table;
    let text = '';
    for (let start = 0; start < bytes.length; start += out.length) {
      const end = Math.min(bytes.length, start + out.length);
      for (let i = start; i < end; i++) out[i - start] = table[bytes[i]!]!;
      text += unitsToString(out, end - start);
    }
    return text;
  }

  /**
   * windows-1252, the HTML default, at native speed: the runtime's
   * `TextDecoder('windows-1252')` is either the Standard's (browsers) or
   * ISO-8859-1 (Node 20: 0x80 gives U+0080), and the index differs from
   * ISO-8859-1 only in 0x80-0x9F, so its C1 controls are mapped again
   * through the index. Null when the runtime's gave anything else (a
   * U+FFFD) or has none: then the table decodes.
   */
  private fastWindows1252(bytes: Uint8Array): string | null {
    let text: string;
    try {
      text = new TextDecoder('windows-1252', { ignoreBOM: true }).decode(bytes);
    } catch {
      return null;
    }
    if (text.length !== bytes.length || text.includes('\uFFFD')) return null;
    C1.lastIndex = 0;
    if (!C1.test(text)) return text;
    const table = this.table;
    return text.replace(C1, (c) => String.fromCharCode(table[c.charCodeAt(0)]!));
  }
}

/** The replacement decoder: one error (U+FFFD) for an input of any bytes, then nothing. */
export class ReplacementDecoder {
  private done = false;

  decode(bytes: Uint8Array, _stream: boolean): string {
    if (this.done || bytes.length === 0) return '';
    this.done = true;
    return String.fromCharCode(Char.ReplacementCharacter);
  }
}
