// `select` on XML without keeping the document: the streaming parser's
// events (balanced, after tree construction) are turned into a skeleton xast
// tree that keeps only what selectors look at — elements, attributes,
// positions, and a marker for non-empty text (for `:empty`). Text, comments,
// instructions and the input itself are dropped, so memory follows the number
// of elements, not the size of the input.
import { createXmlParser } from '@forgiving/xml-er';
import type { Element, ElementContent, Root } from '@forgiving/xml-er';

/** Stands for any run of non-empty text (shared: its value is never shown). */
const TEXT_MARKER: ElementContent = Object.freeze({ type: 'text', value: '\u2026' }) as ElementContent;

export async function xmlSkeleton(chunks: AsyncIterable<Uint8Array>): Promise<Root> {
  const root: Root = { type: 'root', children: [] };
  const open: (Root | Element)[] = [root];
  const addText = (value: string) => {
    const parent = open[open.length - 1]!;
    if (value === '' || parent.type === 'root' || parent.children[parent.children.length - 1] === TEXT_MARKER) return;
    parent.children.push(TEXT_MARKER);
  };
  const parser = createXmlParser({
    positions: true,
    onOpenTag(tag) {
      const element: Element = { type: 'element', name: tag.name, attributes: tag.attributes, children: [] };
      if (tag.position !== undefined) element.position = { start: tag.position.start, end: tag.position.end };
      open[open.length - 1]!.children.push(element);
      open.push(element);
    },
    onCloseTag(_name, position) {
      const element = open.length > 1 ? (open.pop() as Element) : null;
      if (element?.position !== undefined && position !== undefined) element.position.end = position.end;
    },
    onText: addText,
    onCdata: addText,
  });
  for await (const chunk of chunks) parser.write(chunk);
  parser.end();
  return root;
}
