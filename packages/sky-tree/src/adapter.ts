// The default tree adapter: plain, JSON-safe xast-like nodes (types.ts).
import type { SkyAttribute, SkyElement, SkyRoot, SkyText, TreeAdapter } from './types.ts';

/**
 * Builds the default tree. `attributes` is a null-prototype record filled in
 * source order, so `__proto__` or `constructor` attributes are plain keys;
 * the first of duplicate names wins (token cleanup, errata S17, already
 * guarantees none for tokenizer input).
 */
export const skyTreeAdapter: TreeAdapter<SkyRoot, SkyElement, SkyText> = {
  createRoot(): SkyRoot {
    return { type: 'root', children: [] };
  },
  createElement(name: string, attributes: readonly SkyAttribute[]): SkyElement {
    return { type: 'element', name: intern(name), attributes: attributeRecord(attributes), children: [] };
  },
  createText(value: string): SkyText {
    return { type: 'text', value };
  },
  appendChild(parent: SkyRoot | SkyElement, child: SkyElement | SkyText): void {
    // A one-element literal has exactly one slot; a push onto [] reserves 17.
    if (parent.children.length === 0) parent.children = [child];
    else parent.children.push(child);
  },
  createTemplateContent(template: SkyElement): SkyRoot {
    const content: SkyRoot = { type: 'root', children: [] };
    template.content = content;
    return content;
  },
  setPosition(node, position): void {
    node.position = position;
  },
  closeNode(node: SkyRoot | SkyElement): void {
    const children = node.children;
    // Push growth leaves up to half the slots unused: keep an exact-size copy.
    if (children.length > 1) node.children = children.slice();
  },
};

/**
 * Instances of an empty class shrink to a bare object header once V8's slack
 * tracking settles (24 bytes, where `{}` reserves four property slots, 56).
 */
class EmptyRecord {}

/**
 * A null-prototype record of `attributes`. The prototype is set to null
 * before any key is added: the object stays in V8's fast mode (about a third
 * of the memory of `Object.create(null)`, which starts in dictionary mode),
 * no inherited key can shadow a check, and `__proto__` is an ordinary own key
 * (there is no inherited setter). The first of duplicate names wins.
 */
export function attributeRecord(attributes: readonly SkyAttribute[]): Record<string, string> {
  if (attributes.length === 0) return Object.setPrototypeOf(new EmptyRecord(), null);
  const record: Record<string, string> = Object.setPrototypeOf({}, null);
  for (let i = 0; i < attributes.length; i++) {
    const { name, value } = attributes[i]!;
    if (record[name] === undefined) record[name] = value;
  }
  return record;
}

/**
 * The default adapter when positions are on: nodes are created with their
 * `position` slot in place (set before the parse returns), so setting it
 * later does not grow each object's property storage.
 */
export const skyTreePositionsAdapter: TreeAdapter<SkyRoot, SkyElement, SkyText> = {
  ...skyTreeAdapter,
  createRoot(): SkyRoot {
    return { type: 'root', children: [], position: undefined as never };
  },
  createElement(name: string, attributes: readonly SkyAttribute[]): SkyElement {
    const record = attributeRecord(attributes);
    return { type: 'element', name: intern(name), attributes: record, children: [], position: undefined as never };
  },
  createText(value: string): SkyText {
    return { type: 'text', value, position: undefined as never };
  },
  createTemplateContent(template: SkyElement): SkyRoot {
    const content: SkyRoot = { type: 'root', children: [], position: undefined as never };
    template.content = content;
    return content;
  },
};

/** Tag names repeat: one string per distinct name (bounded, so it never grows without limit). */
const names = new Map<string, string>();
const MAX_INTERNED = 4096;

function intern(name: string): string {
  const known = names.get(name);
  if (known !== undefined) return known;
  if (names.size < MAX_INTERNED) names.set(name, name);
  return name;
}
