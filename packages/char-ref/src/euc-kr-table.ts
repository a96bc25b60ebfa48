/**
 * index EUC-KR (Encoding Standard §5: KS X 1001 with the Unified Hangul
 * Code, Windows code page 949) for the EUC-KR decoder (issues 13 item 11,
 * 29), from the Standard's indexes.json (src/generated,
 * scripts/generate-encodings.mjs), read once on first use.
 */
import { readCompactIndex } from './compact-index.ts';
import { DATA, LENGTH } from './generated/index-euc-kr.ts';

let table: Int32Array | null = null;

/** index EUC-KR: pointer = (lead − 0x81) × 190 + (trail − 0x41); -1 where it has no code point. */
export function eucKrTable(): Int32Array {
  table ??= readCompactIndex(DATA, LENGTH);
  return table;
}
