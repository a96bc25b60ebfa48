/** Splits `bytes` at the given cut points (taken modulo length + 1, deduplicated, in order). */
export function chunks(bytes: Uint8Array, cuts: number[]): Uint8Array[] {
  const out: Uint8Array[] = [];
  let last = 0;
  for (const cut of [...new Set(cuts.map((c) => c % (bytes.length + 1)))].sort((a, b) => a - b)) {
    out.push(bytes.subarray(last, cut));
    last = cut;
  }
  out.push(bytes.subarray(last));
  return out;
}
