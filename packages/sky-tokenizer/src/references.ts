/**
 * The character reference states' pure transitions (sky-parsing.txt,
 * "character reference state" and the named character reference states);
 * SkyTokenizer.referenceStep applies them.
 */
import { hexDigitValue } from '@forgiving/char-ref';
import { State } from './generated/states.ts';
import { Char } from '@forgiving/char-ref/codes';

/** Character reference state: the state after "&" + c (Data: no reference). */
export function firstReferenceState(c: number): State {
  switch (c) {
    case Char.NumberSign:
      return State.NumericCharacterReference;
    case Char.LowerL:
      return State.NamedCharacterReferenceL;
    case Char.LowerA:
      return State.NamedCharacterReferenceA;
    case Char.LowerG:
      return State.NamedCharacterReferenceG;
    case Char.LowerQ:
      return State.NamedCharacterReferenceQ;
    default:
      // Any other "0".."9", "a".."f", "A".."F" reaches the bad named state.
      return hexDigitValue(c) >= 0 ? State.BadNamedCharacterReference : State.Data;
  }
}

/**
 * The named character reference states L, A, AM, AP, APO, G, Q, QU, QUO (in
 * State order from NamedL): the character each one expects, and where that
 * character leads: the next state, or the negated character the completed
 * name stands for ("&lt" → "<"). State A also takes "m" (to AM).
 */
const NAMED_EXPECTS = 'tppostuot';
const NAMED_LEADS = [
  -Char.LessThan,
  State.NamedCharacterReferenceAP,
  -Char.Ampersand,
  State.NamedCharacterReferenceAPO,
  -Char.Apostrophe,
  -Char.GreaterThan,
  State.NamedCharacterReferenceQU,
  State.NamedCharacterReferenceQUO,
  -Char.QuotationMark,
];

/**
 * One step of the named character reference states: the next state, the
 * negated character when the name is complete (then "after named character
 * reference"), or the bad named state (reprocess, not consumed).
 */
export function namedStep(state: State, c: number): number {
  const k = state - State.NamedCharacterReferenceL;
  if (c === NAMED_EXPECTS.charCodeAt(k)) return NAMED_LEADS[k]!;
  return state === State.NamedCharacterReferenceA && c === Char.LowerM
    ? State.NamedCharacterReferenceAM
    : State.BadNamedCharacterReference;
}
