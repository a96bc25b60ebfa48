import { describe, expect, it } from 'vitest';
import { replaceCodeUnits } from '../src/index.ts';

describe('replaceCodeUnits', () => {
  const xmlish = (code: number) => (code === 0x26 ? '&amp;' : code === 0x3c ? '&lt;' : undefined);
  it('replaces the units the callback names and keeps the runs between', () => {
    expect(replaceCodeUnits('a<b&c', xmlish)).toBe('a&lt;b&amp;c');
    expect(replaceCodeUnits('<<', xmlish)).toBe('&lt;&lt;');
  });
  it('returns the same string when nothing is replaced', () => {
    const value = 'plain text';
    expect(replaceCodeUnits(value, xmlish)).toBe(value);
    expect(replaceCodeUnits('', xmlish)).toBe('');
  });
  it('passes the index, so replacements can depend on context (]]> in XML text)', () => {
    const value = 'a]]>b>';
    const gt = (code: number, i: number) =>
      code === 0x3e && value.charCodeAt(i - 1) === 0x5d && value.charCodeAt(i - 2) === 0x5d ? '&gt;' : undefined;
    expect(replaceCodeUnits(value, gt)).toBe('a]]&gt;b>');
  });
  it('an empty replacement deletes the unit', () => {
    expect(replaceCodeUnits('a\0b', (c) => (c === 0 ? '' : undefined))).toBe('ab');
  });
});
