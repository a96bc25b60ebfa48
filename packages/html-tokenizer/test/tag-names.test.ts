import { describe, expect, it } from 'vitest';
import { TAG_ID, TAG_NAMES, tagId } from '../src/index.ts';

describe('tag names (decision H9)', () => {
  it('gives every listed name its index and unknown names 0', () => {
    for (const [id, name] of TAG_NAMES.entries()) expect(tagId(name)).toBe(id);
    expect(tagId('custom-element')).toBe(0);
    expect(TAG_ID.div).toBe(TAG_NAMES.indexOf('div'));
  });
  it('is prototype-safe', () => {
    for (const name of ['constructor', '__proto__', 'toString', 'hasOwnProperty']) expect(tagId(name)).toBe(0);
  });
  it('lists each name once', () => {
    expect(new Set(TAG_NAMES).size).toBe(TAG_NAMES.length);
  });
});
