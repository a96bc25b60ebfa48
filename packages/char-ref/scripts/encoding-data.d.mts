// Types of encoding-data.mjs for the tests that read it (test/encoding-indexes.test.ts).
export interface EncodingData {
  /** Where the data came from: whatwg/encoding@<commit>, or the committed generated modules' record of it. */
  source: string;
  /** indexes.json: name → code point per pointer (null: none); 'gb18030-ranges' holds [pointer, code point] pairs. */
  indexes: Record<string, (number | null)[]>;
  /** encodings.json. */
  encodings: { heading: string; encodings: { name: string; labels: string[] }[] }[];
}
export const MULTI_BYTE: readonly string[];
export function readRepository(): EncodingData | null;
export function readCommitted(): EncodingData;
