/**
 * "Escaping a string" (HTML §13.3, serializing HTML fragments), as the
 * Standard reads since whatwg/html#6362 (2025): `&` → `&amp;`, U+00A0 →
 * `&nbsp;`, `<` → `&lt;`, `>` → `&gt;` in both modes, and `"` → `&quot;` in
 * attribute mode. Earlier texts left `<` and `>` unescaped in attribute
 * values; browsers changed with the Standard (README, Spec notes).
 * Built on `replaceCodeUnits`, the escaping primitive the serializers share.
 */
import { replaceCodeUnits } from '@forgiving/char-ref';
import { Char } from '@forgiving/char-ref/codes';

const TEXT = /[&<>\u00a0]/;
const ATTRIBUTE = /[&<>"\u00a0]/;

function text(code: number): string | undefined {
  switch (code) {
    case Char.Ampersand:
      return '&amp;';
    case Char.LessThan:
      return '&lt;';
    case Char.GreaterThan:
      return '&gt;';
    case Char.NoBreakSpace:
      return '&nbsp;';
    default:
      return undefined;
  }
}

function attribute(code: number): string | undefined {
  return code === Char.QuotationMark ? '&quot;' : text(code);
}

/** Text outside raw text elements. */
export function escapeText(value: string): string {
  return TEXT.test(value) ? replaceCodeUnits(value, text) : value;
}

/** An attribute value (the serializer always quotes it with `"`). */
export function escapeAttribute(value: string): string {
  return ATTRIBUTE.test(value) ? replaceCodeUnits(value, attribute) : value;
}
