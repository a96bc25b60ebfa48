// Generated Sky documents for property tests: a signature line (HEADS) and
// fragments (differential.test.ts, fast-paths.test.ts).
import fc from 'fast-check';

// Fragments from small alphabets, so that the short sequences reaching every
// state and branch (`&abf;`, `<</script>`, `<!->`, `a=&amp`) come up often.
const from = (chars: string[], maxLength: number) => fc.string({ unit: fc.constantFrom(...chars), maxLength });
export const fragment = fc.oneof(
  from(['a', 'b', 'f', 'F', 'g', 'l', 'm', 'o', 'p', 'q', 's', 't', 'u', 'x', '#', '1'], 5).map((s) => `&${s};`),
  from(['a', 'b', 'f', 'l', 't', '&', ';', '"', "'", '='], 8).map((s) => `<a b="${s}" c='${s}' d=${s}>`),
  from(
    ['a', 'b', 'f', 'g', 'l', 'm', 'o', 'p', 'q', 's', 't', 'u', 'x', 'X', '#', '0', '1', '9', ';', '"', "'", ' '],
    7,
  ).map((s) => `&${s}`),
  from(['<', '/', '>', 'a', 'b', '=', '"', "'", ' ', '\n', '\r', '&', 'amp;', '&l', '!', '-', 's', '\0', '\t'], 10).map(
    (s) => `<${s}`,
  ),
  from(['<', '/', 's', 'c', 'r', 'i', 'p', 't', '</script', '</script>', 'x', ' ', '>', '&lt;'], 8).map(
    (s) => `<script>${s}`,
  ),
  from(['<', '/', 's', 't', 'y', 'l', 'e', '</style', '</style>', '\n', '>'], 8).map((s) => `<style>${s}`),
  from(['<', '!', '-', '>', 'x', '\r\n'], 8),
  fc.string({ maxLength: 3 }),
  fc.constantFrom('\r', '\n', '\r\n', '\0', '\u00e9', '\u{1F600}', '\uFEFF', '<script/>', '<p/>', '</>'),
);
export const HEADS: [string, 'application' | 'module'][] = [
  ['#!mojo mojo:sky\n', 'application'],
  ['SKY MODULE\r\n', 'module'],
  ['#!mojo mojo:sky\r', 'application'],
  ['\uFEFFSKY MODULE\n', 'module'],
  ['SKY MODULE x\n', 'module'],
  ['#!mojo mojo:sky', 'application'],
  ['#!mojo mojo:sky\n', 'module'],
];
