import { describe, expect, it } from 'vitest';
import { buildTree, parse, printTree, skyTreeAdapter, walk } from '../src/index.ts';
import type { Position, SkyAttribute, SkyElement, SkyNode, TreeAdapter } from '../src/index.ts';
import { APP } from './arbitraries.ts';
import { close, open, text } from './tokens.ts';

/** A second adapter: a flat event log, nodes are numbers. */
function eventLogAdapter() {
  const log: string[] = [];
  let next = 0;
  const adapter: TreeAdapter<number, number, number> = {
    createRoot: () => {
      log.push(`root #${next}`);
      return next++;
    },
    createElement: (name, attributes) => {
      log.push(`element #${next} ${name}${attributes.map((a) => ` ${a.name}=${a.value}`).join('')}`);
      return next++;
    },
    createText: (value) => {
      log.push(`text #${next} ${JSON.stringify(value)}`);
      return next++;
    },
    appendChild: (parent, child) => log.push(`append #${child} to #${parent}`),
    createTemplateContent: (template) => {
      log.push(`content #${next} of #${template}`);
      return next++;
    },
    setPosition: (node, position) => log.push(`position #${node} ${position.start.offset}-${position.end.offset}`),
    closeNode: (node) => log.push(`close #${node}`),
  };
  return { adapter, log };
}

/** A third adapter: a minimal DOM-like object model with parent links. */
class MiniNode {
  parentNode: MiniNode | null = null;
  readonly childNodes: MiniNode[] = [];
  readonly attributes = new Map<string, string>();
  content: MiniNode | null = null;
  position: Position | null = null;
  constructor(
    readonly nodeName: string,
    readonly data = '',
  ) {}
  appendChild(child: MiniNode): void {
    child.parentNode = this;
    this.childNodes.push(child);
  }
  get textContent(): string {
    return this.nodeName === '#text' ? this.data : this.childNodes.map((c) => c.textContent).join('');
  }
}
const miniDomAdapter: TreeAdapter<MiniNode, MiniNode, MiniNode> = {
  createRoot: () => new MiniNode('#document'),
  createElement: (name: string, attributes: readonly SkyAttribute[]) => {
    const node = new MiniNode(name);
    for (const a of attributes) node.attributes.set(a.name, a.value);
    return node;
  },
  createText: (value) => new MiniNode('#text', value),
  appendChild: (parent, child) => parent.appendChild(child),
  createTemplateContent: (template) => (template.content = new MiniNode('#document-fragment')),
  setPosition: (node, position) => {
    node.position = position;
  },
};

const tokens = [open('div', { id: 'x' }), open('template'), text('a'), close('template'), text('b')];

describe('tree adapters', () => {
  it('an event-log adapter sees every creation and append in tree construction order', () => {
    const { adapter, log } = eventLogAdapter();
    expect(buildTree(tokens, { adapter })).toBe(0);
    expect(log).toEqual([
      'root #0',
      'element #1 div id=x',
      'append #1 to #0',
      'element #2 template',
      'append #2 to #1',
      'content #3 of #2',
      'text #4 "a"',
      'append #4 to #3',
      'close #3',
      'close #2',
      'text #5 "b"',
      'append #5 to #1',
      'close #1',
      'close #0',
    ]);
  });

  it('setPosition and closeNode are called once per node, innermost first (setPosition only with positions: true)', () => {
    const { adapter, log } = eventLogAdapter();
    buildTree([open('a', {}, 0, 3), text('x', 3, 4), close('a', 4, 8)], {
      adapter,
      positions: true,
      input: '<a>x</a>',
    });
    expect(log.filter((line) => line.startsWith('position') || line.startsWith('close'))).toEqual([
      'position #2 3-4',
      'position #1 0-8',
      'close #1',
      'position #0 0-8',
      'close #0',
    ]);
  });

  it('a DOM-like adapter builds linked nodes with template content fragments', () => {
    const document = buildTree(tokens, { adapter: miniDomAdapter });
    const div = document.childNodes[0]!;
    expect(div.nodeName).toBe('div');
    expect(div.parentNode).toBe(document);
    expect(div.attributes.get('id')).toBe('x');
    const template = div.childNodes[0]!;
    expect(template.childNodes).toEqual([]);
    expect(template.content!.nodeName).toBe('#document-fragment');
    expect(template.content!.textContent).toBe('a');
    expect(div.textContent).toBe('b');
  });

  it('a user adapter gets its own attributes array per element (it may keep it)', () => {
    const kept: (readonly SkyAttribute[])[] = [];
    const adapter: TreeAdapter<null, number, null> = {
      createRoot: () => null,
      createElement: (_name, attributes) => kept.push(attributes),
      createText: () => null,
      appendChild() {},
      createTemplateContent: () => null,
    };
    parse(`${APP}<a x=1 y=2><b z=3 x=4><c>`, { context: 'application', adapter });
    expect(kept).toEqual([
      [
        { name: 'x', value: '1' },
        { name: 'y', value: '2' },
      ],
      [
        { name: 'z', value: '3' },
        { name: 'x', value: '4' },
      ],
      [],
    ]);
    expect(new Set(kept).size).toBe(3);
  });
  it('the default adapter gives every element its own, mutable children array', () => {
    const tree = buildTree([open('a'), open('b'), close('b'), text('x'), open('c')]);
    const a = tree.children[0] as SkyElement;
    expect(a.children.length).toBe(3);
    const [b, , c] = a.children as [SkyElement, unknown, SkyElement];
    expect(Object.isFrozen(b.children)).toBe(false);
    expect(Object.isFrozen(c.children)).toBe(false);
    expect(b.children).not.toBe(c.children);
    b.children.push({ type: 'text', value: 'mutable' });
    expect(c.children).toEqual([]);
  });

  it('the default adapter builds the plain tree', () => {
    expect(buildTree(tokens, { adapter: skyTreeAdapter })).toEqual(buildTree(tokens));
  });
});

describe('walk and printTree', () => {
  it('walk visits in document order, template content after the template element, with depths', () => {
    const seen: string[] = [];
    walk(buildTree([...tokens, open('p'), text('c')]), (node: SkyNode, depth) => {
      seen.push(`${depth}:${node.type === 'element' ? node.name : node.type === 'text' ? node.value : node.type}`);
    });
    expect(seen).toEqual(['0:root', '1:div', '2:template', '3:root', '4:a', '2:b', '2:p', '3:c']);
  });

  it('printTree shows one line per node', () => {
    expect(printTree(buildTree(tokens))).toBe(
      [
        '#root',
        '  element div id="x"',
        '    element template',
        '      #content',
        '        text "a"',
        '    text "b"',
      ].join('\n'),
    );
  });

  it('printTree output is linear in the depth: indentation stops at 40 levels, deeper lines say their depth (issue 13)', () => {
    const depth = 200_000;
    const input = `#!mojo mojo:sky\n${'<a>'.repeat(depth)}`;
    const printed = printTree(parse(input, { context: 'application' }).tree!);
    const lines = printed.split('\n');
    expect(lines).toHaveLength(depth + 1);
    expect(lines[40]).toBe(`${'  '.repeat(40)}element a`);
    expect(lines[41]).toBe(`${'  '.repeat(40)}[41] element a`);
    expect(lines[depth]).toBe(`${'  '.repeat(40)}[${depth}] element a`);
    // At most the capped indent, the depth marker and the line itself per node.
    expect(printed.length).toBeLessThan((depth + 1) * (80 + 20));
  });
});
