// fast-check arbitraries for Sky-ish documents: real-world tag density plus
// every character class the tokenizer and tree builder treat specially.
import fc from 'fast-check';

const pieces = [
  '<a>',
  '</a>',
  '<b c="1" d=\'2\' e=f>',
  '</b>',
  '<t>',
  '</t>',
  '<template>',
  '</template>',
  '<script>',
  '</script>',
  '</script >',
  '<style>',
  '</style>',
  '<p/>',
  '<script/>',
  '<import src="m" as="m">',
  '<_>',
  '</_>',
  '<_1>',
  '</_1>',
  '<x __proto__=1 constructor="2" toString>',
  '<!-- c -->',
  '<!---->',
  ' ',
  '  ',
  '\n',
  '\r\n',
  '\r',
  '\t',
  'x',
  'yz',
  '&amp;',
  '&lt;',
  '&#32;',
  '&#10;',
  '&#13;',
  '&#0;',
  '&#x1F600;',
  '&abc;',
  '&xyz;',
  '<',
  '&',
  '"',
  "'",
  '=',
  '/',
  '>',
  '</',
  '<!',
  '<!-',
  '\0',
  '\u00e9',
  '\ud83d\ude00',
  '\ud800',
  '</scr',
  '</scrip',
  '</script',
  '</sty',
  '</style',
  '<a\tb>',
  '<a<b>',
  '<=x>',
  '< a>',
  '</>',
  '\ufeff',
];

export const fragment = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...pieces) },
  { weight: 1, arbitrary: fc.string({ maxLength: 6 }) },
);

/** A document body (no signature). */
export const body = fc.array(fragment, { maxLength: 40 }).map((parts) => parts.join(''));

export const APP = '#!mojo mojo:sky\n';

/** Split points for chunk-invariance tests. */
export const cuts = fc.array(fc.nat(), { maxLength: 6 });

export function split(text: string, points: number[]): string[] {
  const at = [...new Set(points.map((p) => p % (text.length + 1)))].sort((a, b) => a - b);
  const chunks: string[] = [];
  let last = 0;
  for (const p of at) {
    chunks.push(text.slice(last, p));
    last = p;
  }
  chunks.push(text.slice(last));
  return chunks;
}
