/**
 * Whether a string holds a character that is not an XML Char (XML 1.0 §2.2,
 * decision X12): a lone surrogate, U+FFFE, U+FFFF, or a C0 control other
 * than tab, LF and CR. The fast path of whole.ts runs it once over the rest
 * of the input when values are long (issue 13 item 17), so that its value,
 * text and comment scans test nothing but the few characters they act on,
 * found by memoised indexOf searches.
 *
 * On a one-byte string V8 answers isWellFormed and the U+FFFE and U+FFFF
 * searches at once; what costs is the C0 controls. Measured on the 1.2 MB
 * breeze-actions22 (docs/benchmarks.md, session 20): one regular expression
 * 0.46 ms, 29 indexOf searches 0.35 ms, a charCodeAt loop 1.9 ms, the
 * string encoded to UTF-8 by TextEncoder.encodeInto in 64 K chunks and the
 * bytes tested 16 at a time by a 176-byte WebAssembly SIMD function
 * 0.18 ms. UTF-8 keeps every C0 control as the one byte of the same value
 * and uses none below 0x80 for anything else, so the bytes answer exactly.
 * Without WebAssembly SIMD (no WebAssembly, `--jitless`, or a content
 * security policy that forbids compiling WebAssembly, where the browser
 * logs the refused compile once) the indexOf searches answer the same,
 * ~0.15 ms slower on that document.
 */

/** The C0 controls that are not Chars, as strings for indexOf. */
const C0_NON_CHARS: string[] = [];
for (let c = 0; c < 0x20; c++) {
  if (c !== 0x09 && c !== 0x0a && c !== 0x0d) C0_NON_CHARS.push(String.fromCharCode(c));
}

/** A lone surrogate (for engines without String.prototype.isWellFormed). */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

type MaybeWellFormed = { isWellFormed?: () => boolean };

/** Whether `text` holds a non-Char (see the module comment). */
export function hasNonChar(text: string): boolean {
  const isWellFormed = (text as unknown as MaybeWellFormed).isWellFormed;
  if (isWellFormed !== undefined ? !isWellFormed.call(text) : LONE_SURROGATE.test(text)) return true;
  if (text.indexOf('\ufffe') >= 0 || text.indexOf('\uffff') >= 0) return true;
  const simd = c0Simd();
  return simd !== null ? hasC0BySimd(text, simd) : hasC0BySearch(text);
}

/** Whether `text` holds a C0 control other than tab, LF and CR: one indexOf each. */
export function hasC0BySearch(text: string): boolean {
  for (let k = 0; k < C0_NON_CHARS.length; k++) if (text.indexOf(C0_NON_CHARS[k]!) >= 0) return true;
  return false;
}

/** UTF-16 code units encoded per call (at most 3 bytes each). */
const CHUNK = 0x10000;

interface C0Simd {
  bytes: Uint8Array;
  /** Whether bytes[0, end) (16 at a time, so padded to a multiple of 16) hold a C0 control other than tab, LF, CR. */
  test: (from: number, end: number) => number;
}

const ENCODER = new TextEncoder();

/** As hasC0BySearch, by the WebAssembly function (for tests: `simd` from c0Simd()). */
export function hasC0BySimd(text: string, simd: C0Simd): boolean {
  const { bytes, test } = simd;
  const into = bytes.subarray(0, 3 * CHUNK);
  for (let from = 0; from < text.length; from += CHUNK) {
    // A slice of a flat string is a view (no copy); a surrogate pair cut in two encodes as U+FFFD, not a C0 byte.
    const written = ENCODER.encodeInto(text.slice(from, from + CHUNK), into).written ?? 0;
    // Spaces up to the next multiple of 16: the function reads whole blocks.
    bytes.fill(0x20, written, written + 16);
    if (test(0, written) !== 0) return true;
  }
  return false;
}

/** `v128.const` with the byte `b` in all 16 lanes. */
function splat(b: number): number[] {
  return [0xfd, 0x0c, ...new Array<number>(16).fill(b)];
}

/**
 * The function (locals p, end: i32; v, seen: v128):
 *   do { v = load(p); seen |= (v <u 0x20) & ~(v == 9 | v == 10 | v == 13); p += 16 } while (p <u end);
 *   return any_true(seen)
 */
// biome-ignore format: the instructions one per line, as commented
const BODY = [
  0x02, 0x01, 0x7b, 0x01, 0x7b, // two v128 locals: v, seen
  0x03, 0x40, // loop
  0x20, 0x00, 0xfd, 0x00, 0x00, 0x00, 0x21, 0x02, // v = v128.load(p)
  0x20, 0x03, // seen
  0x20, 0x02, ...splat(0x20), 0xfd, 0x26, // v <u 0x20
  0x20, 0x02, ...splat(0x09), 0xfd, 0x23, // v == 9
  0x20, 0x02, ...splat(0x0a), 0xfd, 0x23, 0xfd, 0x50, // | v == 10
  0x20, 0x02, ...splat(0x0d), 0xfd, 0x23, 0xfd, 0x50, // | v == 13
  0xfd, 0x4f, // andnot
  0xfd, 0x50, 0x21, 0x03, // seen |= it
  0x20, 0x00, 0x41, 0x10, 0x6a, 0x22, 0x00, // p += 16
  0x20, 0x01, 0x49, 0x0d, 0x00, // br_if loop (p <u end)
  0x0b, // end
  0x20, 0x03, 0xfd, 0x53, // v128.any_true(seen)
  0x0b, // end
];

/** `n` (under 2^14) as unsigned LEB128. */
function leb128(n: number): number[] {
  return n < 0x80 ? [n] : [(n & 0x7f) | 0x80, n >> 7];
}

function section(id: number, content: number[]): number[] {
  return [id, ...leb128(content.length), ...content];
}

/** "\0asm", version 1. */
const WASM_HEADER = [0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00];

/** undefined: not tried yet; null: WebAssembly SIMD unavailable. */
let simdFunction: C0Simd | null | undefined;

/** The WebAssembly C0 test (compiled once, on first use), or null where it cannot be compiled. */
export function c0Simd(): C0Simd | null {
  if (simdFunction !== undefined) return simdFunction;
  simdFunction = null;
  try {
    const module = new Uint8Array([
      // "\0asm", version 1
      ...WASM_HEADER,
      // type (i32, i32) -> i32
      ...section(0x01, [0x01, 0x60, 0x02, 0x7f, 0x7f, 0x01, 0x7f]),
      // one function of that type
      ...section(0x03, [0x01, 0x00]),
      // memory: 4 pages (256 KiB: 3 bytes per code unit of a chunk, and the padding)
      ...section(0x05, [0x01, 0x00, 0x04]),
      // exports "m" (memory 0), "f" (function 0)
      ...section(0x07, [0x02, 0x01, 0x6d, 0x02, 0x00, 0x01, 0x66, 0x00, 0x00]),
      ...section(0x0a, [0x01, ...leb128(BODY.length), ...BODY]),
    ]);
    const exports = new WebAssembly.Instance(new WebAssembly.Module(module)).exports;
    simdFunction = {
      bytes: new Uint8Array((exports.m as WebAssembly.Memory).buffer),
      test: exports.f as (from: number, end: number) => number,
    };
  } catch {
    // No WebAssembly, no SIMD, or compiling forbidden: the indexOf searches.
  }
  return simdFunction;
}
