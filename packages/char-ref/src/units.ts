/**
 * Code units to a string without an input-sized argument list: the legacy
 * decoders fill a `Uint16Array` and turn it into text here.
 */

/** Code units per `String.fromCharCode` call: never an input-sized argument list. */
const SLICE = 8192;

/** The string of the first `length` code units of `units`. */
export function unitsToString(units: Uint16Array, length: number): string {
  let text = '';
  for (let start = 0; start < length; start += SLICE) {
    const part = units.subarray(start, Math.min(length, start + SLICE));
    // spread-ok: at most SLICE (8192) code units per call, whatever the input's size
    text += String.fromCharCode.apply(null, part as unknown as number[]);
  }
  return text;
}
