// Tree events of a Sky parse (`onOpenTag`, `onCloseTag`, `onText`): the
// elements and text as tree construction inserts and closes them, named as
// XML-ER's createXmlParser names its events (ARCHITECTURE.md, "Callbacks and
// sinks"). An adapter in front of the real one, so the builder stays as is
// and a parse without these callbacks pays nothing.
import { attributeRecordOf } from '@forgiving/char-ref';
import type { SkyTreeEvents, TreeAdapter } from './types.ts';

type AnyAdapter = TreeAdapter<unknown, unknown, unknown>;

/** `adapter`, or a wrapper that also reports its elements and text to `events`. */
export function withEvents(adapter: AnyAdapter, events: SkyTreeEvents): AnyAdapter {
  const { onOpenTag, onCloseTag, onText } = events;
  if (onOpenTag === undefined && onCloseTag === undefined && onText === undefined) return adapter;
  /**
   * Names of the open elements, innermost last; null for a template's
   * content (also closed through closeNode, but not an element). The
   * document itself is never pushed: its closeNode finds the stack empty.
   */
  const open: (string | null)[] = [];
  const wrapper: AnyAdapter = {
    createRoot: () => adapter.createRoot(),
    createElement(name, attributes) {
      // The record is made before the adapter sees the array (the tokenizer reuses it).
      if (onOpenTag !== undefined) onOpenTag({ name, attributes: attributeRecordOf(attributes) });
      open.push(name);
      return adapter.createElement(name, attributes);
    },
    createText(value) {
      onText?.(value);
      return adapter.createText(value);
    },
    appendChild: (parent, child) => adapter.appendChild(parent, child),
    createTemplateContent(template) {
      open.push(null);
      return adapter.createTemplateContent(template);
    },
    closeNode(node) {
      adapter.closeNode?.(node);
      if (open.length === 0) return;
      const name = open.pop()!;
      if (name !== null) onCloseTag?.(name);
    },
  };
  if (adapter.setPosition !== undefined) {
    const setPosition = adapter.setPosition;
    wrapper.setPosition = (node, position) => setPosition.call(adapter, node, position);
  }
  return wrapper;
}
