/**
 * Indentation: a line end followed by spaces only, or by tabs only, is the
 * most common text run of pretty-printed XML. Such runs up to MAX_INDENT
 * characters after the line end get one shared string per length from a
 * table, found by the run's length and one pass over it: no hashing and no
 * comparison against a cached string, which the intern cache (intern.ts)
 * costs (issue 13 item 17). A CR LF line end counts too when the text is
 * normalised (X2): it becomes the same LF string, which the intern cache
 * cannot share because it keys on the raw input.
 */
import { Char } from '@forgiving/char-ref/codes';

const MAX_INDENT = 64;

function table(unit: string): string[] {
  const strings: string[] = [];
  for (let n = 0; n <= MAX_INDENT; n++) strings.push(`\n${unit.repeat(n)}`);
  return strings;
}

const SPACES = table(' ');
const TABS = table('\t');

/**
 * The shared string for buffer[from, to) if that run is indentation (LF,
 * or CR LF when `normalise`, then up to MAX_INDENT spaces or tabs, not
 * mixed), else undefined.
 */
export function indentation(buffer: string, from: number, to: number, normalise: boolean): string | undefined {
  let j = from;
  let c = buffer.charCodeAt(j);
  if (c === Char.CarriageReturn && normalise) c = buffer.charCodeAt(++j);
  if (c !== Char.LineFeed || j >= to) return undefined;
  const n = to - j - 1;
  if (n === 0) return SPACES[0];
  if (n > MAX_INDENT) return undefined;
  const unit = buffer.charCodeAt(j + 1);
  if (unit !== Char.Space && unit !== Char.Tab) return undefined;
  for (let k = j + 2; k < to; k++) if (buffer.charCodeAt(k) !== unit) return undefined;
  return unit === Char.Space ? SPACES[n] : TABS[n];
}
