/**
 * The signature states of sky-parsing.txt ("signature state", "expect a
 * string state", "after signature state", "failed signature state",
 * "consume rest of line state").
 */
import { Char } from '@forgiving/char-ref/codes';
import type { SkyMachine } from './machine.ts';
import { State } from './states.ts';

/** One step of the signature states over buf[i..limit); returns the next index. */
export function signatureStep(t: SkyMachine, buf: string, base: number, i: number, limit: number): number {
  const c = buf.charCodeAt(i);
  switch (t.state) {
    // The signature state is the expect-string state at index 0 (sigIndex is 0 there):
    // "#" only in an application, "S" only in a module (errata S4).
    case State.Signature:
    case State.ExpectString: {
      if (c !== t.signature.charCodeAt(t.sigIndex)) return failSignature(t, limit);
      t.state = ++t.sigIndex === t.signature.length ? State.AfterSignature : State.ExpectString;
      return i + 1;
    }
    case State.AfterSignature: {
      if (c === Char.Space) {
        t.state = State.ConsumeRestOfLine;
        return i + 1;
      }
      if (c !== Char.LineFeed && c !== Char.CarriageReturn) return failSignature(t, limit);
      return acceptSignature(t, buf, base, i);
    }
    default: {
      // Consume rest of line state.
      let j = i;
      while (j < limit) {
        const d = buf.charCodeAt(j);
        if (d === Char.LineFeed || d === Char.CarriageReturn) return acceptSignature(t, buf, base, j);
        j++;
      }
      return limit;
    }
  }
}

/** Consumes the line break at i (CR LF counts once, errata S2) and enters the data state. */
function acceptSignature(t: SkyMachine, buf: string, base: number, i: number): number {
  const next = buf.charCodeAt(i) === Char.CarriageReturn && buf.charCodeAt(i + 1) === Char.LineFeed ? i + 2 : i + 1;
  t.state = State.Data;
  t.section = base + next;
  t.cb.onsignature(base + next);
  return next;
}

/** Failed signature state: stop parsing, no tokens (errata S4). Returns `limit` (nothing more is read). */
export function failSignature(t: SkyMachine, limit = 0): number {
  t.state = State.FailedSignature;
  t.cb.onnotsky();
  return limit;
}
