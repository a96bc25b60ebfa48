/**
 * The character reference states' pure transitions (sky-parsing.txt,
 * "character reference state" to "bad named character reference state"):
 * the pure transitions, and `referenceStep`, which applies them.
 */
import { REPLACEMENT_CHARACTER, accumulateDigit, hexDigitValue, skyNumericReference } from '@forgiving/char-ref';
import type { SkyMachine } from './machine.ts';
import { State } from './states.ts';
import { Char } from '@forgiving/char-ref/codes';

/** Character reference state: the state after "&" + c (Data: no reference). */
export function firstReferenceState(c: number): State {
  switch (c) {
    case Char.NumberSign:
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
 * The named character reference states L, A, AM, AP, APO, G, Q, QU, QUO (in
 * State order from NamedL): the character each one expects, and where that
 * character leads: the next state, or the negated character the completed
 * name stands for ("&lt" → "<"). State A also takes "m" (to AM).
 */
const NAMED_EXPECTS = 'tppostuot';
const NAMED_LEADS = [
  -Char.LessThan,
  State.NamedAP,
  -Char.Ampersand,
  State.NamedAPO,
  -Char.Apostrophe,
  -Char.GreaterThan,
  State.NamedQU,
  State.NamedQUO,
  -Char.QuotationMark,
];

/**
 * One step of the named character reference states: the next state, the
 * negated character when the name is complete (then "after named character
 * reference"), or the bad named state (reprocess, not consumed).
 */
export function namedStep(state: State, c: number): number {
  const k = state - State.NamedL;
  if (c === NAMED_EXPECTS.charCodeAt(k)) return NAMED_LEADS[k]!;
  return state === State.NamedA && c === Char.LowerM ? State.NamedAM : State.BadNamedCharacterReference;
}

/** Enters the character reference state at the "&" at `start`; `extra` is the extra terminating character. */
export function beginReference(t: SkyMachine, start: number, returnState: State, extra: number): void {
  t.refStart = start;
  t.returnState = returnState;
  t.extra = extra;
  t.state = State.CharacterReference;
}

/** One character in a character reference state; returns the next index. */
export function referenceStep(t: SkyMachine, buf: string, base: number, i: number): number {
  const c = buf.charCodeAt(i);
  switch (t.state) {
    case State.CharacterReference:
      t.state = firstReferenceState(c);
      if (t.state !== State.Data) return i + 1;
      break;
    case State.NumericCharacterReference:
      if ((c | 0x20) === Char.LowerX) {
        t.refValue = 0;
        t.state = State.HexadecimalCharacterReference;
        return i + 1;
      }
      if (c >= Char.Digit0 && c <= Char.Digit9) {
        t.refValue = c - Char.Digit0;
        t.state = State.DecimalCharacterReference;
        return i + 1;
      }
      break;
    case State.HexadecimalCharacterReference:
    case State.DecimalCharacterReference: {
      const hex = t.state === State.HexadecimalCharacterReference;
      const digit = hex ? hexDigitValue(c) : c >= Char.Digit0 && c <= Char.Digit9 ? c - Char.Digit0 : -1;
      if (digit >= 0) {
        // Errata S15: digits are consumed; the value saturates.
        t.refValue = accumulateDigit(t.refValue, digit, hex ? 16 : 10);
        return i + 1;
      }
      if (c !== Char.Semicolon) break;
      const cp = skyNumericReference(t.refValue);
      resolveReference(t, cp, base + i + 1, cp !== t.refValue);
      return i + 1;
    }
    // biome-ignore lint/suspicious/noFallthroughSwitchClause: reprocessed in the bad named reference state
    case State.AfterNamedCharacterReference:
      if (c === Char.Semicolon) {
        resolveReference(t, t.refChar, base + i + 1, false);
        return i + 1;
      }
      // Anything else: the bad named character reference state reprocesses c (it
      // treats the terminator as this state does; ";" is settled above).
      t.state = State.BadNamedCharacterReference;
    case State.BadNamedCharacterReference:
      if (c === Char.Semicolon) {
        resolveReference(t, REPLACEMENT_CHARACTER, base + i + 1, true);
        return i + 1;
      }
      if (c === t.extra) {
        // Errata S16: U+FFFD rather than dropping the raw text.
        resolveReference(t, REPLACEMENT_CHARACTER, base + i, true);
        return i;
      }
      if (hexDigitValue(c) >= 0) return i + 1;
      break;
    default: {
      // Named character reference L, A, AM, AP, APO, G, Q, QU, QUO states.
      const next = namedStep(t.state, c);
      if (next < 0) {
        t.refChar = -next;
        t.state = State.AfterNamedCharacterReference;
        return i + 1;
      }
      t.state = next;
      return next === State.BadNamedCharacterReference ? i : i + 1;
    }
  }
  // "Anything else": emit the consumed raw value (errata S14) and reprocess
  // in the return state (errata S13).
  failReference(t, base + i);
  return i;
}

function resolveReference(t: SkyMachine, cp: number, end: number, invalid: boolean): void {
  if (t.returnState === State.Data) t.cb.ontextentity(cp, t.refStart, end, invalid);
  else t.cb.onattribentity(cp, t.refStart, end, invalid);
  t.section = end;
  t.state = t.returnState;
}

/** The reference is not one: its raw text goes to the return state's callback (errata S14). */
export function failReference(t: SkyMachine, end: number): void {
  resolveReference(t, -1, end, false);
}
