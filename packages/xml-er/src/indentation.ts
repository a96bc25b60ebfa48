/**
 * Indentation between tags ("\n" then only spaces or only tabs) is the most
 * common text of all. Such a run is fully given by its padding character and
 * length, so it is looked up by those alone: no hashing, no comparison, and
 * one string per form, built afresh (it holds no chunk alive in a stream).
 */
import { Char } from './states.ts';

/** Longest indentation looked up here (longer runs are rare and go to the string cache). */
const MAX_INDENTATION = 128;

export class Indentation {
  private readonly spaces: string[] = [];
  private readonly tabs: string[] = [];

  /** buffer[from, to) if it is a LF then only spaces or only tabs, else null. */
  lookup(buffer: string, from: number, to: number): string | null {
    const length = to - from;
    if (length > MAX_INDENTATION || buffer.charCodeAt(from) !== Char.LineFeed) return null;
    const pad = length > 1 ? buffer.charCodeAt(from + 1) : Char.Space;
    if (pad !== Char.Space && pad !== Char.Tab) return null;
    for (let j = from + 2; j < to; j++) if (buffer.charCodeAt(j) !== pad) return null;
    const strings = pad === Char.Space ? this.spaces : this.tabs;
    let found = strings[length];
    if (found === undefined) {
      found = `\n${(pad === Char.Space ? ' ' : '\t').repeat(length - 1)}`;
      strings[length] = found;
    }
    return found;
  }
}
