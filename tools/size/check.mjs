#!/usr/bin/env node
// Size budgets of what users install alone, measured on the built `dist`
// (what npm ships). How (tools/size/README.md): `export * from '<entry>'`
// (or the named exports) bundled by esbuild with its @forgiving dependencies
// (ESM, platform neutral), minified, then gzipped at level 9 (the budget);
// the default level 6 figure is printed beside it (what most size badges
// read). Fails (exit 1) over budget or when the HTML entity
// table leaks into a bundle that must not carry it. Run after a build.
// `forbid` strings must be absent and `require` strings present: the HTML
// table keeps its names as plain text (packages/char-ref/scripts/
// generate-html-entities.mjs), so 'AElig' is in every bundle that carries
// it, and the entry that must carry it proves the marker still works.
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';

const budgets = [
  // An editor installs only the tokenizer to highlight Sky: the whole
  // `export *` ≤ 5.8 kB (issue #14). 5.76 kB measured (5,896 bytes) since
  // the classes' internals are `#private` (a minifier shortens their names;
  // 5.90 kB before, which left no room for splitting the state machine).
  // 5.84 kB with two correctness fixes of issues 27 and 28: a partial sink's
  // missing members are no-ops (it threw at end()), and a StreamMisuseError
  // says what to do instead: budget 5.9 kB. 5.89 kB with issue 31's
  // `fastPaths` switch; 5.92 kB with each state's end-of-input action
  // generated beside the states (EOF_ACTIONS) instead of ranges of state
  // numbers: budget 5.95 kB.
  { entry: '@forgiving/sky-tokenizer', limit: 5.95 * 1024, forbid: ['AElig'] },
  // char-ref without its ./html entry must stay small too (4 kB before the
  // stream contract and escapeControls of issue #13, items 18 and 10; 4.26 kB
  // with the typed errors' end points and the attribute-record helpers of
  // issue #14; 5.42 kB since the byte streams decode gb18030, euc-jp and
  // iso-2022-jp themselves, because Node's streaming TextDecoder throws on
  // some chunkings of them: never throwing on input comes first; 6.18 kB
  // since big5 and euc-kr are decoded by the Standard's decoders too, as
  // Node's lose bytes without a U+FFFD and its euc-kr lacks the Unified
  // Hangul Code: issue 13 item 11). The big5 index data (11 kB) is not in it:
  // it is the ./big5 entry, below. 6.13 kB since LineIndex and
  // NamedReferenceMatcher keep their internals in #private fields and the
  // control-reference test is one bit mask (issue 15; docs/benchmarks.md,
  // html-tokenizer: "the size of the main entry, and what 8 kB would need"). 6.16 kB
  // (6,310 B, +32 B) with `htmlNumericReferenceErrorKind`, the numeric
  // reference errors as numbers, which keeps every error code string out of
  // html-tokenizer's low level (-0.42 kB there; issue 15; docs/benchmarks.md,
  // html-tokenizer: "bytes out of the state machine, then references in
  // quoted values"), and `ownString`, the copy that module-level caches keep
  // of a name so that they hold no input alive.
  // 12.43 kB (+6.24 kB) since every encoding but UTF-8 is decoded by the
  // Encoding Standard's own decoders (issue 29: Node's ICU departs from the
  // Standard in single-byte tables and in Shift_JIS's error recovery, and
  // knows neither ISO-8859-16 nor x-user-defined): the 27 single-byte
  // indexes (1.9 kB of data), the label table of encodings.json (1.5 kB),
  // the single-byte, Shift_JIS, gb18030 and UTF-16 decoders. The multi-byte
  // indexes are not in it (the ./encoding-indexes entry, below). 12.52 kB
  // with the decoders' native fast paths (a chunk of only ASCII through
  // TextDecoder('utf-8'), code units to text through TextDecoder('utf-16le'):
  // 8 MB of windows-1251 519 -> 140 ms, ICU's own 86 ms). Then +0.1 kB since
  // a StreamMisuseError names the fix, not only its code (issue 28 item 8).
  { entry: '@forgiving/char-ref', limit: 12.7 * 1024, forbid: ['AElig'] },
  // The unified plugins' own code (issue 28 item 5): the parsers they call
  // have their budgets; unified is the user's. 1.98 kB with rehype-parse's
  // `verbose` (data.position from one highlighting scan): budget 2.1 kB.
  {
    entry: '@forgiving/unified',
    limit: 2.1 * 1024,
    forbid: ['AElig'],
    external: ['@forgiving/html-tree', '@forgiving/html-tokenizer', '@forgiving/xml-er', 'unified'],
  },
  // The whole index Big5 (HKSCS included; issue 29: 11.56 kB when it held
  // only the pointers Node lacked, patched onto Node's table), for who installs it.
  { entry: '@forgiving/char-ref/big5', limit: 25.6 * 1024, forbid: ['AElig'] },
  // The Standard's own multi-byte indexes (issue 29), for who installs
  // them; without, the tables are read from the runtime's TextDecoder (exact
  // in Node 20 but Big5's HKSCS rows). Each install function alone: jis 13.96,
  // EUC-KR 12.65, gb18030 16.34, Big5 25.49 kB; all of them 67.34 kB.
  {
    entry: '@forgiving/char-ref/encoding-indexes',
    names: ['installEncodingIndexes'],
    limit: 67.5 * 1024,
    forbid: ['AElig'],
  },
  {
    entry: '@forgiving/char-ref/encoding-indexes',
    names: ['installJisIndexes'],
    limit: 14.1 * 1024,
    forbid: ['AElig'],
  },
  // The WHATWG named reference table alone (compact data, reader, packed
  // trie): 8.6 kB measured; entities 9's decode data is 11.1 kB (11.9 kB
  // with its init code, printed below), entities 8's packed trie 13.6 kB.
  { entry: '@forgiving/char-ref/html', names: ['htmlNamedReferences'], limit: 9 * 1024, require: ['AElig'] },
  // Encoding sniffing and decoding bytes must not pull the table in.
  {
    entry: '@forgiving/char-ref/html',
    names: ['sniffHtmlEncoding', 'decodeHtmlBytes', 'HtmlStreamDecoder', 'changeHtmlEncoding', 'htmlEncodingFromMeta'],
    // 3.0 kB before the chunk decoders that keep streamed legacy encodings from throwing (4.36 kB);
    // 5.14 kB with the Standard's big5 and euc-kr decoders (issue 13 item 11);
    // 10.32 kB with the Standard's decoders for every encoding but UTF-8, the
    // single-byte indexes and the label table (issue 29, see char-ref above);
    // 10.50 kB with their native fast paths.
    limit: 10.6 * 1024,
    forbid: ['AElig'],
  },
  // The HTML tokenizer without its named-reference table; `external` leaves
  // the table's entry point out of the measured bundle. Issue #15 asks for
  // <= 8 kB; today's figure (with the fast tag path and `#private` internals) is held
  // here so it cannot grow while it shrinks.
  // 12.25 kB since the stream contract (StreamMisuseError, issue 14): 0.2 kB,
  // as it cost sky-tokenizer and char-ref in issue 13 (12 kB before).
  // 12.46 kB with the issue-15 speed work (+0.5 kB: tag-id hash table, CR
  // LF slicing, kept searches with their starts, content-model table, the
  // sink's text run), speed first; 12.16 kB since the package's own code
  // names states by the internal enum S (generated/state-ids.ts), which esbuild
  // inlines: literals instead of 200 `State.X` property loads. The
  // byte-input encoding sniffing is not in this figure: it lives in
  // @forgiving/char-ref/html, external here (4.4 kB more, its own budget).
  // 12.21 kB with the sink's raw members (`rawStartTag`, `rawError`: no
  // attribute objects and no second line index for html-tree, issue 16) and
  // the ASCII predicates taken from @forgiving/char-ref/codes (issue 14).
  // 11.77 kB since the rare states share shapes (script data escaped and
  // double escaped, the DOCTYPE states between its parts, the reference
  // digit states, one-character states), the EOF branches go by ranges of
  // named states and State is one string of names (docs/benchmarks.md,
  // html-tokenizer: "the rare states' size"). 11.61 kB since State's keys are derived from the
  // Standard's state names (one regex instead of four), ByteStream is
  // char-ref's HtmlStreamDecoder itself, `tokenize` keeps raw errors in one
  // array, and char-ref's LineIndex and NamedReferenceMatcher have #private
  // internals (docs/benchmarks.md, html-tokenizer: "the size of the main
  // entry, and what 8 kB would need");
  // 11.64 kB with the sink's callbacks as a class and the content-model
  // guess skipping the foreign-content tracker outside <svg>/<math> (sink
  // 6 % faster), and content-model's tables behind pure calls. 11.47 kB
  // with character codes written as enum literals instead of module-level
  // aliases (html-tokenizer: "every character code a literal"), 11.58 kB
  // with fastTag's hand-off to the states at
  // a quoted value holding a reference. 11.65 kB with the Data state reading
  // a terminated named reference itself and the cached `asciiLower`
  // (2-3 % of the sink's corpus time, html-tokenizer: "two-byte pages,
  // references in text, and where time is not instructions"; budget raised
  // by 0.1 kB); 11.69 kB with its decimal numeric references ("numeric
  // references in text, paid by dead code in the bundle"). 11.67 kB
  // (11,953 B) with "bytes out of the state machine": the codes as numbers in the state
  // machine (generated/error-ids.ts; the table keeps the strings), content-model's tag
  // ids as enum literals, StringBuilder and Preprocessor internals #private
  // (-0.2 kB), spent on fastTag decoding references in quoted values;
  // 11.69 kB with the lowered-name cache's own copies (char-ref ownString:
  // a cached slice kept its whole input alive).
  // 11.76 kB with `textPieces` (issue 16): the sink's map from a text value
  // back to the input, without which html-tree's errors for a NUL and the
  // spans of split text pointed at the wrong characters after a CR LF or a
  // reference; budget raised by 0.1 kB for a correctness fix.
  // 11.82 kB with char-ref's MixedChunks (issue 28 item 3: byte and string
  // chunks mixed kept their order only when no bytes were held for the
  // prescan); budget raised by 0.1 kB for a correctness fix.
  // 11.88 kB with partial sinks (issue 27 item 3): a sink lacking members
  // (`{ startTag }`) threw at `end()`; its missing members are resolved to
  // a no-op once per stream (budget raised by 0.1 kB for a correctness fix).
  // Then processing instructions (whatwg/html #12118, 2026-06: five states,
  // four error codes and their messages, a token kind): +0.5 kB. Then +0.1 kB
  // since a StreamMisuseError names the fix (issue 28 item 8). Then +0.1 kB
  // for char-ref's MixedChunks (issue 28 item 3, a correctness fix).
  {
    entry: '@forgiving/html-tokenizer',
    limit: 12.6 * 1024,
    forbid: ['AElig'],
    external: ['@forgiving/char-ref/html'],
  },
  // Highlighting (scan, line state, CodeMirror parser) with the tokenizer it
  // runs on, without the table: 11.4 kB measured; 12.02 kB with the issue-15
  // speed work, 10.94 kB with the states as inlined enum members, 10.71 kB
  // with the rare states' shared shapes, 10.74 kB with char-ref's #private
  // LineIndex and NamedReferenceMatcher internals, 10.76 kB with
  // content-model's tables behind pure calls, 10.63 kB with enum literals and
  // fastTag's hand-off, 10.70 kB with the Data state's named references and
  // the cached `asciiLower` (the html-tokenizer entry's steps above, same
  // docs/benchmarks.md headings). 10.47 kB (10,717 B) with "bytes out of the
  // state machine": highlighting ignores
  // errors, and the low level reports them as numbers, so no code string is
  // left in it; 10.50 kB with the lowered-name cache's own copies.
  // Issue 27: 10.73 kB with line states that share their svg/math stack (an
  // immutable linked list) and carry a bounded source for a DOCTYPE or a long
  // tag name (line-by-line highlighting was quadratic on both); 11.49 kB with
  // `createLineHighlighter`, the lazy path for editors (states on demand up
  // to the viewport, an edit's rescan stopping at an equal state, its lines
  // in gap buffers), which is here, not in the tokenizer's entry, and which
  // a bundle importing only `scanLine` or `htmlStreamParser` drops; then
  // processing instructions (whatwg/html #12118: the states and the
  // `instruction` spans, +0.3 kB); +0.1 kB with char-ref's MixedChunks in
  // the stream it shares (issue 28 item 3, a correctness fix).
  {
    entry: '@forgiving/html-tokenizer/highlight',
    limit: 12.0 * 1024,
    forbid: ['AElig'],
    external: ['@forgiving/char-ref/html'],
  },
  // The low-level Tokenizer alone (the state machine with its preprocessing,
  // references and errors as codes: what html-tree and a hand-written
  // highlighter build on), imported by name from the published build:
  // issue 15's 8 kB, met by this import since the start-up tables (state
  // names, messages, tag ids, content models) are pure and dropped when
  // unused (docs/benchmarks.md, html-tokenizer: "the size of the main entry,
  // and what 8 kB would need": 9.42 kB before, 7.95 kB after; 7.92 kB with
  // every character code a literal, 7.99 kB with the Data state's named
  // references; 8,190 B with its decimal numeric references, paid by
  // `TAG_ID` no longer kept alive by content-model's `TAG_ID.x` loads: -41 B,
  // "numeric references in text, paid by dead code in the bundle").
  // 7.73 kB (7,914 B) with "bytes out of the state machine": errors reported as numbers (the code
  // strings were 0.45 kB of it), decode.ts its own dist file (its import of
  // char-ref/html's decoders, which a bundler keeps for an external module,
  // was 50 B), #private StringBuilder and Preprocessor internals; then +0.27
  // kB for fastTag's references in quoted values. The limit stayed at the
  // issue's 8 kB, the 0.27 kB left being room for fixes in the state machine,
  // until the Standard grew five states: 8.05 kB (8,245 B) with processing
  // instructions (whatwg/html #12118, 2026-06), one character a step, so
  // the limit is 8.1 kB.
  {
    entry: '@forgiving/html-tokenizer',
    names: ['Tokenizer'],
    limit: 8.1 * 1024,
    forbid: ['AElig'],
    external: ['@forgiving/char-ref/html'],
  },
];

/** Bundles `contents` as a user's bundler would: [min bytes, min+gzip -9 bytes, text, min+gzip at the default level]. */
async function measure(contents, external = []) {
  const result = await build({
    stdin: { contents, resolveDir: import.meta.dirname, loader: 'js' },
    bundle: true,
    external,
    minify: true,
    format: 'esm',
    platform: 'neutral',
    write: false,
    logLevel: 'silent',
  });
  const code = result.outputFiles[0].contents;
  return [code.length, gzipSync(code, { level: 9 }).length, new TextDecoder().decode(code), gzipSync(code).length];
}

let failed = 0;
for (const { entry, names, limit, forbid = [], require = [], external = [] } of budgets) {
  const what = names ? `{ ${names.join(', ')} }` : '*';
  const [min, gz, text, gzDefault] = await measure(`export ${what} from '${entry}';`, external);
  const leaked = forbid.filter((s) => text.includes(s));
  const missing = require.filter((s) => !text.includes(s));
  const ok = gz <= limit && leaked.length === 0 && missing.length === 0;
  if (!ok) failed++;
  console.log(
    `${ok ? 'ok  ' : 'FAIL'} ${entry}${names ? ` ${what}` : ''}: ${(min / 1024).toFixed(2)} kB min, ${(gz / 1024).toFixed(2)} kB min+gzip -9 (budget ${+(limit / 1024).toFixed(2)} kB; ${(gzDefault / 1024).toFixed(2)} kB at gzip's default level)` +
      (leaked.length ? `; must not contain ${leaked.join(', ')}` : '') +
      (missing.length ? `; must contain ${missing.join(', ')}` : ''),
  );
}

// For comparison, not a budget: the peer's HTML decode table measured the
// same way (entities 9: front-coded names in a cuckoo hash, data and init).
try {
  // 'entities' exports neither its package.json nor its generated data: find the package folder.
  const main = createRequire(import.meta.url).resolve('entities');
  const entities = main.slice(0, main.lastIndexOf('/dist/'));
  const data = join(entities, 'dist/generated/decode-data-html.js');
  const init = join(entities, 'dist/internal/decode-data-format.js');
  const [, dataGz] = await measure(`export { htmlDecodeData } from '${data}';`);
  const [, allGz] = await measure(
    `export { htmlDecodeData } from '${data}'; export { initDecodeData } from '${init}';`,
  );
  const { version } = JSON.parse(readFileSync(join(entities, 'package.json'), 'utf8'));
  const ours = join(import.meta.dirname, '../../packages/char-ref/src/generated/html-entities.ts');
  const [, oursGz] = await measure(`export * from '${ours}';`);
  console.log(`info @forgiving/char-ref HTML entity data alone: ${(oursGz / 1024).toFixed(2)} kB min+gzip`);
  console.log(
    `info entities ${version} HTML decode data: ${(dataGz / 1024).toFixed(2)} kB min+gzip, ${(allGz / 1024).toFixed(2)} kB with its init code`,
  );
} catch (error) {
  console.log(`info entities decode data not measured: ${error.message}`);
}
process.exit(failed ? 1 : 0);
