// The one escape for everything the CLI prints from a document, a file name
// or a selector (issue 13, item 10): C0 controls, DEL and C1 controls become
// visible `\u00XX` (JSON's spelling, so escaped JSON stays valid JSON), so a
// file cannot clear the screen (ESC [2J), write the clipboard (OSC 52), hide
// a link (OSC 8) or move the cursor. The CLI's own colours are added after
// escaping (ansi.ts), never taken from input.

/** Any C0 control, DEL or C1 control (U+0080–U+009F; U+009B is a one-character CSI on some terminals). */
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;

/**
 * `text` with every C0 / DEL / C1 control written as `\u00XX`. With
 * `keepLayout` (highlighted source), tab and line feed stay, and so does a
 * CR right before a line feed (a lone CR would let a line overwrite itself).
 */
export function escapeControls(text: string, keepLayout = false): string {
  if (!CONTROL.test(text)) return text;
  let out = '';
  let from = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c >= 0x20 && (c < 0x7f || c > 0x9f)) continue;
    if (keepLayout && (c === 0x09 || c === 0x0a || (c === 0x0d && text.charCodeAt(i + 1) === 0x0a))) continue;
    out += text.slice(from, i) + '\\u00' + (c < 0x10 ? '0' : '') + c.toString(16);
    from = i + 1;
  }
  return out + text.slice(from);
}

/** A value as a JSON string literal, safe to print (JSON.stringify leaves DEL and C1 raw). */
export function quoted(value: unknown): string {
  return escapeControls(JSON.stringify(value) ?? 'undefined');
}
