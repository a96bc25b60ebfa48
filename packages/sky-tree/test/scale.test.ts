// Scale: an explicit stack everywhere (no recursion on input depth), linear work.
import { describe, expect, it } from 'vitest';
import { parse, toSky, walk } from '../src/index.ts';
import type { SkyElement, SkyRoot } from '../src/index.ts';

const APP = '#!mojo mojo:sky\n';

describe('scale', () => {
  it('nesting depth 10^6: parse, walk and serialize without recursion', () => {
    // 1000 unmatched end tags at full depth: O(1) each (no scan of the stack).
    const input = APP + '<a>'.repeat(1e6) + 'x' + '</b>'.repeat(1000) + '</a>'.repeat(1e6);
    const tree = parse(input, { context: 'application' }).tree!;
    let depth = 0;
    let count = 0;
    walk(tree, (_node, d) => {
      count++;
      if (d > depth) depth = d;
    });
    expect(count).toBe(1e6 + 2);
    expect(depth).toBe(1e6 + 1);
    const markup = toSky(tree, { context: 'application' });
    expect(markup).toBe(APP + '<a>'.repeat(1e6) + 'x' + '</a>'.repeat(1e6));
  });

  it('nesting depth 2·10^5 left open at end of input, with positions (errata S23)', () => {
    const input = APP + '<a>'.repeat(2e5) + 'x';
    const tree = parse(input, { context: 'application', positions: true }).tree!;
    const outer = tree.children[0] as SkyElement;
    expect(outer.position!.end.offset).toBe(input.length);
  });

  it('10^6 sibling elements', () => {
    const tree = parse(APP + '<p/>'.repeat(1e6), { context: 'application' }).tree!;
    expect(tree.children.length).toBe(1e6);
    expect(toSky(tree, { context: 'application' }).length).toBe(APP.length + 7 * 1e6);
  });

  it('10^5 open templates (errata S19, S20): each end tag below a template is skipped', () => {
    const input = APP + '<div>' + '<template>'.repeat(1e5) + '</div>'.repeat(1e5) + 'x';
    const tree = parse(input, { context: 'application' }).tree!;
    let node = (tree.children[0] as SkyElement).children[0] as SkyElement;
    let depth = 1;
    while (node.content!.children[0]!.type === 'element') {
      node = node.content!.children[0] as SkyElement;
      depth++;
    }
    expect(depth).toBe(1e5);
    expect(node.content!.children).toEqual([{ type: 'text', value: 'x' }]);
    const markup = toSky(tree as SkyRoot, { context: 'application' });
    expect(markup).toBe(APP + '<div>' + '<template>'.repeat(1e5) + 'x' + '</template>'.repeat(1e5) + '</div>');
  });
});
