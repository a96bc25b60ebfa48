/**
 * Terminal-safe text (issue 13, item 10): C0 controls, DEL and C1 controls
 * written as visible `\u00XX` (JSON's spelling, so escaped JSON stays valid
 * JSON). Whatever prints document text to a terminal (the `forgiving` CLI,
 * XML-ER's codeFrame) goes through this one function, so a document cannot
 * clear the screen (ESC [2J), write the clipboard (OSC 52), hide a link
 * (OSC 8) or use U+009B, a one-character CSI on some terminals.
 */
import { replaceCodeUnits } from './escape.ts';
import { Char } from './codes.ts';

/** Any C0 control, DEL or C1 control (U+0080–U+009F). */
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;

/**
 * `text` with every C0 / DEL / C1 control written as `\u00XX`. With
 * `keepLayout` (source shown as source), tab and line feed stay, and so does
 * a CR right before a line feed (a lone CR would let a line overwrite itself).
 */
export function escapeControls(text: string, keepLayout = false): string {
  if (!CONTROL.test(text)) return text;
  return replaceCodeUnits(text, (c, i) => {
    if (c >= Char.Space && (c < Char.Delete || c > Char.C1ControlMax)) return undefined;
    if (
      keepLayout &&
      (c === Char.Tab || c === Char.LineFeed || (c === Char.CarriageReturn && text.charCodeAt(i + 1) === Char.LineFeed))
    )
      return undefined;
    return '\\u00' + (c < 0x10 ? '0' : '') + c.toString(16);
  });
}
