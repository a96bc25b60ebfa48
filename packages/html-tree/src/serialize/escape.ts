/**
 * "Escaping a string" (HTML §13.3, serializing HTML fragments), as the
 * Standard reads since whatwg/html#6362 (2025): `&` → `&amp;`, U+00A0 →
 * `&nbsp;`, `<` → `&lt;`, `>` → `&gt;` in both modes, and `"` → `&quot;` in
 * attribute mode. Earlier texts left `<` and `>` unescaped in attribute
 * values; browsers changed with the Standard (README, Spec notes).
 */

const TEXT = /[&<>\u00a0]/g;
const ATTRIBUTE = /[&<>"\u00a0]/g;

function replacement(char: string): string {
  switch (char) {
    case '&':
      return '&amp;';
    case '<':
      return '&lt;';
    case '>':
      return '&gt;';
    case '"':
      return '&quot;';
    default:
      return '&nbsp;';
  }
}

/** Text outside raw text elements. */
export function escapeText(value: string): string {
  TEXT.lastIndex = 0;
  return TEXT.test(value) ? value.replace(TEXT, replacement) : value;
}

/** An attribute value (the serializer always quotes it with `"`). */
export function escapeAttribute(value: string): string {
  ATTRIBUTE.lastIndex = 0;
  return ATTRIBUTE.test(value) ? value.replace(ATTRIBUTE, replacement) : value;
}
