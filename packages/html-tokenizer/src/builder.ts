/**
 * Builds a string from pieces in linear time. V8's `+=` makes a rope (a cons
 * string) per piece, and past about 10^5 small pieces building and
 * collecting ropes grows faster than linearly (measured here: 8x the pieces,
 * 25-60x the time, even in ropes of 256 pieces); hostile input (`x&amp;`
 * repeated in one attribute value, NULs in a comment) makes a piece every
 * few characters. So: a few pieces by `+=` (the common case allocates
 * nothing more), the rest pushed on an array and joined once (5-8x for 8x).
 */
export class StringBuilder {
  #value = '';
  #pieces = 0;
  #parts: string[] | null = null;
  /** Set when anything (even '') was added since the last take: DOCTYPE fields can be missing or empty. */
  #present = false;

  add(piece: string): void {
    this.#present = true;
    if (this.#pieces < 4) {
      this.#value += piece;
      this.#pieces++;
    } else if (this.#parts === null) this.#parts = [piece];
    else this.#parts.push(piece);
  }

  /** Marks the string present (and empty so far). */
  open(): void {
    this.reset();
    this.#present = true;
  }

  /** The string built, or '' when nothing was added; resets. */
  take(): string {
    let value = this.#value;
    if (this.#parts !== null) value += this.#parts.join('');
    this.reset();
    return value;
  }

  /** The string built, or null when it was never opened; resets. */
  takeOrNull(): string | null {
    if (this.#present) return this.take();
    this.reset();
    return null;
  }

  reset(): void {
    this.#value = '';
    this.#pieces = 0;
    this.#parts = null;
    this.#present = false;
  }
}
