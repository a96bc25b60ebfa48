/**
 * The character reference states' pure transitions (sky-parsing.txt,
 * "character reference state" and the named character reference states);
 * SkyTokenizer.referenceStep applies them.
 */
import { hexDigitValue } from '@forgiving/char-ref';
import { Char, State } from './states.ts';

/** Character reference state: the state after "&" + c (Data: no reference). */
export function firstReferenceState(c: number): State {
  switch (c) {
    case Char.Hash:
      return State.NumericCharacterReference;
    case Char.LowerL:
      return State.NamedL;
    case Char.LowerA:
      return State.NamedA;
    case Char.LowerG:
      return State.NamedG;
    case Char.LowerQ:
      return State.NamedQ;
    default:
      // Any other "0".."9", "a".."f", "A".."F" reaches the bad named state.
      return hexDigitValue(c) >= 0 ? State.BadNamedCharacterReference : State.Data;
  }
}

/**
 * One step of the named character reference states: the next state, the
 * negated character when the name is complete (then "after named character
 * reference"), or the bad named state (reprocess, not consumed).
 */
export function namedStep(state: State, c: number): number {
  switch (state) {
    case State.NamedL:
      return c === 0x74 /* t */ ? -0x3c /* < */ : State.BadNamedCharacterReference;
    case State.NamedG:
      return c === 0x74 /* t */ ? -0x3e /* > */ : State.BadNamedCharacterReference;
    case State.NamedA:
      if (c === 0x70 /* p */) return State.NamedAP;
      return c === 0x6d /* m */ ? State.NamedAM : State.BadNamedCharacterReference;
    case State.NamedAM:
      return c === 0x70 /* p */ ? -0x26 /* & */ : State.BadNamedCharacterReference;
    case State.NamedAP:
      return c === 0x6f /* o */ ? State.NamedAPO : State.BadNamedCharacterReference;
    case State.NamedAPO:
      return c === 0x73 /* s */ ? -0x27 /* ' */ : State.BadNamedCharacterReference;
    case State.NamedQ:
      return c === 0x75 /* u */ ? State.NamedQU : State.BadNamedCharacterReference;
    case State.NamedQU:
      return c === 0x6f /* o */ ? State.NamedQUO : State.BadNamedCharacterReference;
    default: // NamedQUO
      return c === 0x74 /* t */ ? -0x22 /* " */ : State.BadNamedCharacterReference;
  }
}
