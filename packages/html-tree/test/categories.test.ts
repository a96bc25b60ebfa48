// Issue 31 item 4: the categories the insertion modes test are read from the
// bitfield (one test per tag), and the stack's own marks stay out of `Cat`.
import { TAG_NAMES } from '@forgiving/html-tokenizer';
import { describe, expect, it } from 'vitest';
import { Cat, HTML_FLAGS } from '../src/categories.ts';
import { isTablePart } from '../src/modes/table.ts';
import { PARENT_KNOWN } from '../src/open-elements.ts';

describe('categories', () => {
  it('TABLE_PART is exactly caption, col, colgroup, tbody, td, tfoot, th, thead, tr', () => {
    const parts = TAG_NAMES.filter((_, id) => isTablePart(id));
    expect([...parts].sort()).toEqual(['caption', 'col', 'colgroup', 'tbody', 'td', 'tfoot', 'th', 'thead', 'tr']);
    // Unknown names (id 0) are never a table part.
    expect(isTablePart(0)).toBe(false);
  });

  it('PARENT_KNOWN (a stack mark) shares no bit with any element category', () => {
    for (let id = 0; id < HTML_FLAGS.length; id++) expect((HTML_FLAGS[id] as number) & PARENT_KNOWN).toBe(0);
    expect(PARENT_KNOWN > Cat.CHOOSES_MODE).toBe(true);
  });
});
