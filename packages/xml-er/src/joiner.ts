/**
 * A string built from many pieces in memory proportional to its length
 * (issue 27 item B). `+=` builds a rope: one cons cell (about 32 bytes) per
 * piece, and a tree keeps the rope until V8 flattens it, so a 16 MB
 * attribute value with 8 M newlines held several hundred MB. An array of
 * pieces costs 8 bytes a piece until joined; here the pieces are joined
 * into a flat block every BLOCK pieces, and the blocks at the end.
 */

/** Pieces per block: a small array, joined long before it costs much. */
const BLOCK = 1024;

export class Joiner {
  /** The only piece so far (a single piece is returned as it is, not joined). */
  private single = '';
  private pieces = 0;
  private readonly parts: string[] = [];
  private readonly blocks: string[] = [];

  get empty(): boolean {
    return this.pieces === 0;
  }

  add(piece: string): void {
    if (piece.length === 0) return;
    if (this.pieces++ === 0) {
      this.single = piece;
      return;
    }
    const parts = this.parts;
    if (this.pieces === 2) parts.push(this.single);
    parts.push(piece);
    if (parts.length >= BLOCK) {
      this.blocks.push(parts.join(''));
      parts.length = 0;
    }
  }

  /** The string built, and the joiner emptied for the next one. */
  take(): string {
    let text = this.single;
    if (this.pieces > 1) {
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
    this.single = '';
    this.pieces = 0;
    return text;
  }
}
