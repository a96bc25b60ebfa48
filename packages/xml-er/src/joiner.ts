/**
 * A string built from many pieces in memory proportional to its length
 * (issue 27 item B). `+=` builds a rope: one cons cell (about 32 bytes) per
 * piece, and a tree keeps the rope until V8 flattens it, so a 16 MB
 * attribute value with 8 M newlines held several hundred MB. The first
 * SMALL pieces are joined by `+=` (cheapest for the few pieces most text
 * runs have); past them, pieces go to an array that is joined into a flat
 * block every BLOCK pieces, and the blocks are joined at the end.
 */

/** Pieces joined by `+=`: a rope this short costs little and is flattened with its block. */
const SMALL = 32;
/** Pieces per block: a small array, joined long before it costs much. */
const BLOCK = 1024;

export class Joiner {
  /** The first SMALL pieces, joined. */
  private text = '';
  private pieces = 0;
  private readonly parts: string[] = [];
  private readonly blocks: string[] = [];

  get empty(): boolean {
    return this.pieces === 0;
  }

  add(piece: string): void {
    if (piece.length === 0) return;
    const n = this.pieces++;
    if (n < SMALL) {
      this.text = n === 0 ? piece : this.text + piece;
      return;
    }
    const parts = this.parts;
    if (n === SMALL) {
      parts.push(this.text);
      this.text = '';
    }
    parts.push(piece);
    if (parts.length >= BLOCK) {
      this.blocks.push(parts.join(''));
      parts.length = 0;
    }
  }

  /** The string built, and the joiner emptied for the next one. */
  take(): string {
    let text = this.text;
    if (this.pieces > SMALL) {
      const parts = this.parts;
      const blocks = this.blocks;
      if (blocks.length === 0) text = parts.join('');
      else {
        if (parts.length > 0) blocks.push(parts.join(''));
        text = blocks.join('');
        blocks.length = 0;
      }
      parts.length = 0;
    }
    this.text = '';
    this.pieces = 0;
    return text;
  }
}
