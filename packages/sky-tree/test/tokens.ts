// Token builders for feeding the tree construction stage directly
// (the @forgiving/sky-tokenizer token contract).
import type { SkyEndTagToken, SkyStartTagToken, SkyTextToken } from '../src/index.ts';

export const text = (value: string, start = 0, end = 0): SkyTextToken => ({ type: 'text', value, start, end });

export const open = (
  name: string,
  attributes: Record<string, string> | [string, string][] = {},
  start = 0,
  end = 0,
): SkyStartTagToken => ({
  type: 'startTag',
  name,
  attributes: (Array.isArray(attributes) ? attributes : Object.entries(attributes)).map(([n, value]) => ({
    name: n,
    value,
  })),
  start,
  end,
});

export const close = (name: string, start = 0, end = 0): SkyEndTagToken => ({ type: 'endTag', name, start, end });
