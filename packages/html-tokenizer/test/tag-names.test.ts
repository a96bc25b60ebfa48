import { describe, expect, it } from 'vitest';
import { TAG_ID, TAG_NAMES, tagId } from '../src/index.ts';
import { Tag } from '../src/content-model.ts';
import { TAG_PACKED } from '../src/tag-names.ts';

describe('tag names (decision H9)', () => {
  it('gives every listed name its index and unknown names 0', () => {
    for (const [id, name] of TAG_NAMES.entries()) expect(tagId(name)).toBe(id);
    expect(tagId('custom-element')).toBe(0);
    expect(TAG_ID.div).toBe(TAG_NAMES.indexOf('div'));
  });
  it('is prototype-safe', () => {
    for (const name of ['constructor', '__proto__', 'toString', 'hasOwnProperty']) expect(tagId(name)).toBe(0);
  });
  it('packs each name of up to 4 characters into TAG_PACKED, and no longer one (fastTag compares packed)', () => {
    for (const [id, name] of TAG_NAMES.entries()) {
      let packed = 0;
      for (const c of name) packed = (packed << 8) | c.charCodeAt(0);
      expect(TAG_PACKED[id]).toBe(name.length < 5 ? packed : 0);
    }
  });
  it("content-model's literal ids are TAG_ID's", () => {
    expect([Tag.Noscript, Tag.Svg, Tag.Math, Tag.Font, Tag.Title]).toEqual([
      TAG_ID.noscript,
      TAG_ID.svg,
      TAG_ID.math,
      TAG_ID.font,
      TAG_ID.title,
    ]);
    expect(TAG_NAMES.slice(Tag.Foreignobject, Tag.Foreignobject + 2)).toEqual(['foreignobject', 'desc']);
    expect(TAG_NAMES.slice(Tag.Mi, Tag.Mi + 5)).toEqual(['mi', 'mo', 'mn', 'ms', 'mtext']);
  });
  it('lists each name once', () => {
    expect(new Set(TAG_NAMES).size).toBe(TAG_NAMES.length);
  });
});
