// hast-util-select's test cases, as data (hast-util-select-cases.ts):
// forgiving's selectAll gives the DOM's answer for every case; where
// hast-util-select departs from the DOM, the installed hast-util-select
// gives the answer the case lists (so the list of departures stays true).
import { selectAll } from 'forgiving';
import { selectAll as hastSelectAll } from 'hast-util-select';
import { h, s } from 'hastscript';
import { afterAll, describe, expect, it } from 'vitest';
import { CASES, type SelectCase, type TreeSpec } from './hast-util-select-cases.ts';

type Element = ReturnType<typeof h>;
type Root = { type: 'root'; children: Element['children'] };
type ElementContent = Element['children'][number];

/** Builds the case's tree with hastscript (iteratively: children first from a stack). */
function build(spec: readonly TreeSpec[], svg: boolean): Root {
  const make = svg ? s : h;
  const root: Root = { type: 'root', children: [] };
  const stack: { specs: readonly TreeSpec[]; into: ElementContent[] | Root['children'] }[] = [
    { specs: spec, into: root.children },
  ];
  while (stack.length > 0) {
    const { specs, into } = stack.pop()!;
    for (const node of specs) {
      if (typeof node === 'string') into.push({ type: 'text', value: node });
      else if (node[0] === '#comment') into.push({ type: 'comment', value: node[1] as string });
      else {
        const [tag, props, children] = node as readonly [string, Record<string, unknown>, readonly TreeSpec[]];
        const element = make(tag, props as never);
        into.push(element);
        stack.push({ specs: children, into: element.children });
      }
    }
  }
  return root;
}

const idsOf = (elements: readonly unknown[]) =>
  elements.map((e) => String((e as { properties: Record<string, unknown> }).properties.id));

function theirs(c: SelectCase, tree: Root): string[] {
  try {
    return idsOf(hastSelectAll(c.selector, tree as never, c.svg ? 'svg' : 'html'));
  } catch {
    return []; // it throws on what it does not support: recorded as no match
  }
}

let agree = 0;
const departures: string[] = [];

describe('hast-util-select cases: forgiving gives the DOM answer', () => {
  for (const c of CASES) {
    it(c.name, () => {
      const tree = build(c.tree, c.svg === true);
      const ours = idsOf(
        selectAll(tree as never, c.selector, { level: 4, ...(c.svg ? { space: 'svg' as const } : {}) }),
      );
      expect(ours, 'forgiving').toEqual(c.dom);
      const answer = theirs(c, tree);
      if (c.hastUtilSelect !== undefined) {
        expect(answer, 'hast-util-select (listed departure)').toEqual(c.hastUtilSelect);
        if (JSON.stringify(answer) !== JSON.stringify(c.dom)) departures.push(`${c.name}: ${c.reason}`);
      } else {
        expect(answer, 'hast-util-select').toEqual(c.dom);
        agree++;
      }
    });
  }
});

afterAll(() => {
  console.log(
    `hast-util-select cases: ${CASES.length}, forgiving = DOM on all that passed; hast-util-select = DOM on ${agree}, departs on ${departures.length}`,
  );
});
