/**
 * Entry point `@forgiving/char-ref/encoding-labels` (its own entry: the
 * table is 1 kB gzipped, which the main entry's users need not carry).
 * Encoding labels (issue 13 item 15): the WHATWG Encoding Standard's labels
 * (its encodings.json: labels.ts, issue 29) plus every name and alias of the IANA Character
 * Sets registry, and the common iconv spellings, that name one of the
 * WHATWG encodings. XML 1.0 §4.3.3 asks for IANA names in the encoding
 * declaration; the Encoding Standard only has the WHATWG labels, so
 * `encoding="MacCyrillic"` or `"ISO_8859-5:1988"` used to fall back to UTF-8.
 * Names of encodings WHATWG does not have (IBM855, UTF-32, UTF-7, ...) stay
 * unsupported: the caller reports them and may plug in a decoder.
 */

import { getEncoding } from './labels.ts';

/** WHATWG encoding name → the aliases the Encoding Standard does not have (lower case). */
const ALIASES: ReadonlyArray<readonly [string, readonly string[]]> = [
  ['utf-8', ['csutf8', 'utf8mb4']],
  ['ibm866', ['ibm-866', 'cp-866']],
  ['iso-8859-2', ['iso_8859-2:1987', 'iso-ir-101', 'iso8859_2']],
  ['iso-8859-3', ['iso_8859-3:1988', 'iso-ir-109', 'iso8859_3']],
  ['iso-8859-4', ['iso_8859-4:1988', 'iso-ir-110', 'iso8859_4']],
  ['iso-8859-5', ['iso_8859-5:1988', 'iso-ir-144', 'iso8859_5']],
  ['iso-8859-6', ['iso_8859-6:1987', 'iso-ir-127', 'iso8859_6', 'cseciso88596e', 'csiso88596e', 'csiso88596i']],
  ['iso-8859-7', ['iso_8859-7:1987', 'iso-ir-126', 'iso8859_7', 'greek7']],
  ['iso-8859-8', ['iso_8859-8:1988', 'iso-ir-138', 'iso8859_8', 'csiso88598e']],
  ['iso-8859-8-i', ['csiso88598i']],
  ['iso-8859-10', ['iso_8859-10:1992', 'iso_8859-10', 'iso8859_10']],
  ['iso-8859-13', ['csiso885913', 'iso_8859-13', 'iso8859_13']],
  [
    'iso-8859-14',
    ['iso_8859-14:1998', 'iso_8859-14', 'iso-ir-199', 'latin8', 'l8', 'iso-celtic', 'csiso885914', 'iso8859_14'],
  ],
  ['iso-8859-15', ['latin-9', 'csiso885915', 'iso8859_15']],
  ['iso-8859-16', ['iso_8859-16:2001', 'iso-ir-226', 'latin10', 'l10', 'csiso885916']],
  ['koi8-r', ['cskoi8r', 'koi8']],
  ['koi8-u', ['cskoi8u']],
  ['macintosh', ['macroman', 'mac-roman', 'x-mac-roman']],
  ['x-mac-cyrillic', ['maccyrillic', 'mac-cyrillic', 'x-mac-ukrainian', 'macukrainian']],
  ['windows-874', ['cswindows874', 'cp874', 'tis620', 'iso-8859-11', 'iso_8859-11', 'iso8859_11']],
  ['windows-1250', ['cswindows1250', 'cp-1250']],
  ['windows-1251', ['cswindows1251', 'cp-1251']],
  [
    'windows-1252',
    [
      'cswindows1252',
      'cp-1252',
      'iso_8859-1:1987',
      'iso8859_1',
      'ibm-819',
      'latin-1',
      'ansi_x3.4-1986',
      'iso_646.irv:1991',
      'iso646-us',
      'us',
      'ibm367',
      'cp367',
      'csascii',
      'iso-ir-6',
    ],
  ],
  ['windows-1253', ['cswindows1253', 'cp-1253']],
  ['windows-1254', ['cswindows1254', 'cp-1254', 'iso_8859-9:1989', 'iso8859_9']],
  ['windows-1255', ['cswindows1255', 'cp-1255']],
  ['windows-1256', ['cswindows1256', 'cp-1256']],
  ['windows-1257', ['cswindows1257', 'cp-1257']],
  ['windows-1258', ['cswindows1258', 'cp-1258']],
  ['gbk', ['cp936', 'ms936', 'windows-936', 'csgbk', 'euc-cn', 'euccn', 'gb_2312', 'x-euc-cn']],
  ['gb18030', ['csgb18030', 'gb-18030']],
  ['big5', ['csbig5', 'big5hkscs', 'csbig5hkscs', 'cp950', 'big-5']],
  ['euc-jp', ['extended_unix_code_packed_format_for_japanese', 'cseucpkdfmtjapanese', 'eucjp']],
  ['iso-2022-jp', ['csiso2022jp', 'iso2022jp']],
  ['shift_jis', ['shift-jis', 'sjis', 'cp932', 'ms932', 'cswindows31j', 'x-ms-cp932']],
  [
    'euc-kr',
    ['cseuckr', 'euckr', 'ks_c_5601-1989', 'ksc_5601', 'korean', 'csksc56011987', 'iso-ir-149', 'cp949', 'uhc'],
  ],
  ['utf-16be', ['csutf16be', 'utf16be', 'ucs-2be']],
  ['utf-16le', ['csutf16le', 'utf16le', 'utf16', 'csutf16', 'ucs-2', 'ucs-2le', 'iso-10646-ucs-2', 'csunicode']],
];

const TABLE: ReadonlyMap<string, string> = new Map(
  ALIASES.flatMap(([name, aliases]) => aliases.map((alias) => [alias, name] as const)),
);

/**
 * The WHATWG encoding a label names (a WHATWG label or an IANA alias, any
 * case, surrounding whitespace ignored), or null when it names none (then a
 * caller-supplied decoder may know it). The labels of the Standard's
 * "replacement" encoding (ISO-2022-KR, HZ-GB-2312, ISO-2022-CN, ...) are
 * null too: that encoding exists so that a browser never reads them as
 * ASCII (one U+FFFD for the whole input); a caller with a real decoder for
 * them should get the bytes.
 */
export function whatwgEncoding(label: string): string | null {
  const key = label.trim().toLowerCase();
  const alias = TABLE.get(key);
  if (alias !== undefined) return alias;
  const encoding = getEncoding(key);
  return encoding === 'replacement' ? null : encoding;
}
