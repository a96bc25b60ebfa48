/**
 * The tokeniser's mutable fields as the state functions see them. The
 * states (text-states.ts, tag-states.ts, references.ts, signature.ts) are
 * module-level functions, one per spec state or group, taking the tokenizer
 * as `t`: a minifier can shorten their names, which it cannot do for methods
 * (the size budget of issue #14), while SkyTokenizer keeps these fields
 * private in its public API. `machine()` is the one place the tokenizer is
 * seen as a SkyMachine.
 */
import type { Raw, State } from './states.ts';
import type { SkyCallbacks } from './types.ts';

export interface SkyMachine {
  state: State;
  /** The current chunk (with a carried CR in front) and the offset of its first character. */
  buffer: string;
  offset: number;
  /** Buffer index of the next "<", "&" and closing quote (see `nextIndex`). */
  ltAt: number;
  ampAt: number;
  quoteAt: number;
  /** Start of the text, name or value run being read. */
  section: number;
  /** The "<" of the current tag, comment or "<"-fallback. */
  tagStart: number;
  tagIsEnd: boolean;
  /** Bit 1: the tag name so far is a prefix of "script"; bit 2: of "style". */
  nameBits: number;
  nameLen: number;
  rawKind: Raw;
  closeIndex: number;
  closeStart: number;
  sigIndex: number;
  readonly signature: string;
  returnState: State;
  extra: number;
  refStart: number;
  refValue: number;
  refChar: number;
  readonly cb: SkyCallbacks;
}

/** The index of the first `char` at or after `i`, or buf.length; `cached` when it still is. */
export function nextIndex(buf: string, i: number, cached: number, char: string): number {
  if (cached >= i) return cached;
  const at = buf.indexOf(char, i);
  return at === -1 ? buf.length : at;
}

/**
 * A state (or group of states): reads from buf[i] (i < limit; `base` is the
 * offset of buf[0]) and returns the next index.
 */
export type StateFunction = (t: SkyMachine, buf: string, base: number, i: number, limit: number) => number;
