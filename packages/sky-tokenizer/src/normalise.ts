import { Char } from './states.ts';

/**
 * Normalisation stage (errata S2) of one complete range: CR LF → LF, lone
 * CR → LF, NUL → U+FFFD. The tokeniser never reports a range that ends
 * between a CR and its LF, so ranges normalise independently. (char-ref's
 * streaming `Normaliser` does the same for whole streams, but its offset
 * tracking would take a sixth of this package's size budget.)
 */
export function normaliseRange(text: string): string {
  if (text.indexOf('\r') === -1 && text.indexOf('\0') === -1) return text;
  let out = '';
  let from = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c !== Char.Cr && c !== Char.Nul) continue;
    out += text.slice(from, i) + (c === Char.Nul ? '\uFFFD' : '\n');
    if (c === Char.Cr && text.charCodeAt(i + 1) === Char.Lf) i++;
    from = i + 1;
  }
  return out + text.slice(from);
}
