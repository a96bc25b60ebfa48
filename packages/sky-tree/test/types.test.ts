// The tree types are unist-compatible (checked by tsc on this file) and the
// runtime tree matches them.
import type {
  Literal as UnistLiteral,
  Node as UnistNode,
  Parent as UnistParent,
  Position as UnistPosition,
} from 'unist';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { parse } from '../src/index.ts';
import type { Position, SkyElement, SkyRoot, SkyText } from '../src/index.ts';

describe('types', () => {
  it('root and elements are unist parents, text is a unist literal, positions are unist positions', () => {
    expectTypeOf<SkyRoot>().toExtend<UnistParent>();
    expectTypeOf<SkyElement>().toExtend<UnistParent>();
    expectTypeOf<SkyText>().toExtend<UnistLiteral>();
    expectTypeOf<Position>().toExtend<UnistPosition>();
    const tree: UnistNode = parse('SKY MODULE\n<a>x</a>', { context: 'module' }).tree!;
    expect(tree.type).toBe('root');
  });
});
