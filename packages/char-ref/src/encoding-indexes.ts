/**
 * `@forgiving/char-ref/encoding-indexes` (issue 29): the Encoding Standard's
 * own multi-byte indexes, from its indexes.json (src/generated,
 * scripts/generate-encodings.mjs), for the decoders of this package. Each
 * `install` function makes every decoder of its encodings (StreamDecoder,
 * decodeHtmlBytes, HtmlStreamDecoder and the parsers' byte input) decode
 * the Standard's index exactly, on any runtime; without it the table is
 * read from the runtime's `TextDecoder` (the Standard's in browsers; in
 * Node 20 exact but for Big5's HKSCS rows, which are errors then, and five
 * jis0212 pointers: see the table modules). Call once, before decoding;
 * the data is read when the encoding is first decoded. A bundler keeps only
 * the data of the functions imported (min+gzip: jis 15 kB, EUC-KR 13 kB,
 * gb18030 18 kB, Big5 26 kB).
 */
import { setBig5Index } from './big5-table.ts';
import { readCompactIndex } from './compact-index.ts';
import { setEucKrIndex } from './euc-kr-table.ts';
import { setGb18030Index } from './gb18030.ts';
import * as big5 from './generated/index-big5.ts';
import * as eucKr from './generated/index-euc-kr.ts';
import * as gb18030 from './generated/index-gb18030.ts';
import * as jis0208 from './generated/index-jis0208.ts';
import * as jis0212 from './generated/index-jis0212.ts';
import { setJisIndexes } from './jis-tables.ts';

/** index jis0208 and jis0212: Shift_JIS, EUC-JP, ISO-2022-JP. */
export function installJisIndexes(): void {
  setJisIndexes({
    jis0208: () => readCompactIndex(jis0208.DATA, jis0208.LENGTH),
    jis0212: () => readCompactIndex(jis0212.DATA, jis0212.LENGTH),
  });
}

/** index EUC-KR. */
export function installEucKrIndex(): void {
  setEucKrIndex(() => readCompactIndex(eucKr.DATA, eucKr.LENGTH));
}

/** index gb18030 (two-byte; the ranges are always the Standard's): gb18030 and GBK. */
export function installGb18030Index(): void {
  setGb18030Index(() => readCompactIndex(gb18030.DATA, gb18030.LENGTH));
}

/** index Big5, the Hong Kong Supplementary Character Set included. */
export function installBig5Index(): void {
  setBig5Index(() => readCompactIndex(big5.DATA, big5.LENGTH));
}

/** All of them. */
export function installEncodingIndexes(): void {
  installJisIndexes();
  installEucKrIndex();
  installGb18030Index();
  installBig5Index();
}
