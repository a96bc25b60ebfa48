// Types of measure.mjs, for the test.
export interface Measurement {
  api: string;
  bytes: number;
  peak: number;
  retained: number;
}
export const APIS: Record<string, readonly [language: 'html' | 'xml' | 'sky', run: unknown]>;
export function makeInput(language: 'html' | 'xml' | 'sky', repeat: number): string;
export function measure(api: string, file: string): Measurement;
export function measureSizes(api: string, repeats: readonly number[]): Measurement[];
