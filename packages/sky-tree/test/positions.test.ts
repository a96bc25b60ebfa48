import { LineIndex } from '@forgiving/char-ref';
import { describe, expect, it } from 'vitest';
import { buildTree } from '../src/index.ts';
import type { SkyElement, SkyNode, SkyRoot, SkyText } from '../src/index.ts';
import { close, open, text } from './tokens.ts';

const p = (line: number, column: number, offset: number) => ({ line, column, offset });

/** Tokens for `<a b="1">x\r\ny</a><p/>z` after the signature, with their original offsets. */
const input = '#!mojo mojo:sky\n<a b="1">x\r\ny</a><p/>z';
const tokens = [
  open('a', { b: '1' }, 16, 25),
  text('x\ny', 25, 29),
  close('a', 29, 33),
  open('p', {}, 33, 37),
  close('p', 33, 37),
  text('z', 37, 38),
];

const spanOf = (index: LineIndex, start: number, end: number) => ({ start: index.point(start), end: index.point(end) });

describe('positions (errata S3)', () => {
  const tree = buildTree(tokens, { positions: true, input });
  const [a, pEl, z] = tree.children as [SkyElement, SkyElement, SkyText];

  it('errata S3: points count the original input (CR LF is two characters, one line break)', () => {
    expect(a.children[0]!.position).toEqual({ start: p(2, 10, 25), end: p(3, 2, 29) });
  });

  it('an element closed by its end tag spans start tag to end tag', () => {
    expect(a.position).toEqual({ start: p(2, 1, 16), end: p(3, 6, 33) });
  });

  it('a void element spans its tag', () => {
    expect(pEl.position).toEqual({ start: p(3, 6, 33), end: p(3, 10, 37) });
    expect(z.position).toEqual({ start: p(3, 10, 37), end: p(3, 11, 38) });
  });

  it('the document spans the whole input', () => {
    expect(tree.position).toEqual({ start: p(1, 1, 0), end: p(3, 11, 38) });
  });

  it('without positions: true no node has a position', () => {
    const plain = buildTree(tokens, { input });
    expect(JSON.stringify(plain)).not.toContain('position');
  });

  it('errata S23: elements closed implicitly at end of input end where their last child ends', () => {
    const source = 'SKY MODULE\n<a><b>x</b><c>yy';
    const index = new LineIndex(source);
    const built = buildTree(
      [
        open('a', {}, 11, 14),
        open('b', {}, 14, 17),
        text('x', 17, 18),
        close('b', 18, 22),
        open('c', {}, 22, 25),
        text('yy', 25, 27),
      ],
      {
        positions: true,
        input: source,
      },
    );
    const aNode = built.children[0] as SkyElement;
    const cNode = aNode.children[1] as SkyElement;
    expect(cNode.position).toEqual(spanOf(index, 22, 27));
    expect(aNode.position).toEqual(spanOf(index, 11, 27));
  });

  it('errata S23: an element with no children closed at end of input ends at its start tag', () => {
    const source = 'SKY MODULE\n<a>  ';
    const built = buildTree([open('a', {}, 11, 14), text('  ', 14, 16)], { positions: true, input: source });
    expect(built.children[0]!.position).toEqual(spanOf(new LineIndex(source), 11, 14));
  });

  it('an element closed by an ancestor end tag ends where its last child ends', () => {
    const source = 'SKY MODULE\n<a><b>x</a>';
    const built = buildTree([open('a', {}, 11, 14), open('b', {}, 14, 17), text('x', 17, 18), close('a', 18, 22)], {
      positions: true,
      input: source,
    });
    const aNode = built.children[0] as SkyElement;
    const index = new LineIndex(source);
    expect(aNode.children[0]!.position).toEqual(spanOf(index, 14, 18));
    expect(aNode.position).toEqual(spanOf(index, 11, 22));
  });

  it('template content spans from after the start tag to the end tag (or its last child)', () => {
    const source = 'SKY MODULE\n<template>x<!----></template><template>y';
    const index = new LineIndex(source);
    const built = buildTree(
      [
        open('template', {}, 11, 21),
        text('x', 21, 22),
        close('template', 29, 40),
        open('template', {}, 40, 50),
        text('y', 50, 51),
      ],
      { positions: true, input: source },
    );
    const [closed, open_] = built.children as [SkyElement, SkyElement];
    expect(closed.position).toEqual(spanOf(index, 11, 40));
    expect(closed.content!.position).toEqual(spanOf(index, 21, 29));
    expect(open_.content!.position).toEqual(spanOf(index, 50, 51));
    expect(open_.position).toEqual(spanOf(index, 40, 51));
  });

  it('every node has a position when asked for', () => {
    const nodes: SkyNode[] = [tree];
    let count = 0;
    while (nodes.length > 0) {
      const node = nodes.pop()!;
      expect(node.position).toBeDefined();
      count++;
      if (node.type !== 'text') nodes.push(...node.children);
      if (node.type === 'element' && node.content) nodes.push(node.content as SkyRoot);
    }
    expect(count).toBe(5);
  });
});
