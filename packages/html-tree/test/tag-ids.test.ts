// The generated enum of tag ids (src/generated/tag-ids.ts, written by
// packages/html-tree/scripts/generate-tag-ids.mjs) against html-tokenizer's TAG_ID: the
// tokenizer hands the tree builder these ids, so any drift breaks every tree.
import { TAG_ID, TAG_NAMES } from '@forgiving/html-tokenizer';
import { describe, expect, it } from 'vitest';
import { TagId } from '../src/generated/tag-ids.ts';

describe('TagId (generated)', () => {
  it('has every name of TAG_NAMES but the empty one, with its id', () => {
    const members = Object.entries(TagId).filter(([, id]) => typeof id === 'number');
    const expected = Object.entries(TAG_ID).filter(([name]) => name !== '');
    expect(members).toEqual(expected);
    expect(members.length).toBe(TAG_NAMES.length - 1);
  });
});
