// The default tree adapter: plain, JSON-safe xast-like nodes (types.ts).
import { attributeRecordOf, ownString } from '@forgiving/char-ref';
import { ChildStack } from './children.ts';
import type { SkyAttribute, SkyElement, SkyRoot, SkyText, TreeAdapter } from './types.ts';

type SkyTreeAdapter = TreeAdapter<SkyRoot, SkyElement, SkyText>;

/**
 * Builds the default tree. `attributes` is a plain-object record filled in
 * source order, every attribute an own property (`__proto__` and
 * `constructor` included: ARCHITECTURE.md, "Attribute records"); the first
 * of duplicate names wins (token cleanup, errata S17, already
 * guarantees none for tokenizer input). With `positions`, nodes are created
 * with their `position` slot in place (set before the parse returns), so
 * setting it later does not grow each object's property storage.
 *
 * Each adapter shares short text and attribute values (see `shareValue`);
 * `createRoot` drops its cache, so an adapter reused across parses keeps
 * no more than one parse's cache alive.
 *
 * `deferChildren` (synchronous parses): children arrays are made when their
 * parent closes (children.ts) rather than grown child by child.
 */
export function createSkyTreeAdapter(positions: boolean, deferChildren = false): SkyTreeAdapter {
  const deferred = deferChildren ? new ChildStack() : null;
  /** Recently seen short values, one per slot (allocated at the first short value of a parse). */
  let recent: string[] | null = null;
  /**
   * Short values repeat (", ", "true", class names: 166 K short values, 16 K
   * distinct in the bench corpus). V8 copies substrings shorter than 13
   * characters (24–40 bytes each): returning the copy already in the tree
   * saves that per repeat, and shared strings are invisible to users (strings
   * are immutable values). A direct-mapped cache rather than a Map (whose
   * lookups took 3 % of the parse time in a profile): a slot from a hash of
   * at most 12 characters catches most repeats, a collision only costs a
   * repeat its sharing. Bounded: 2^`RECENT_BITS` strings per parse.
   */
  const shareValue = (value: string): string => {
    const n = value.length;
    if (n === 0 || n > SHARED_VALUE_MAX_LENGTH) return value;
    if (recent === null) recent = new Array<string>(1 << RECENT_BITS).fill('');
    let key = n;
    for (let i = 0; i < n; i++) key = (key * 31 + value.charCodeAt(i)) | 0;
    // Fibonacci hashing: the top bits of the product spread nearby keys.
    const slot = Math.imul(key, 0x9e3779b1) >>> (32 - RECENT_BITS);
    const known = recent[slot]!;
    if (known === value) return known;
    recent[slot] = value;
    return value;
  };
  const record = (attributes: readonly SkyAttribute[]) => attributeRecordOf(attributes, shareValue);
  return {
    createRoot(): SkyRoot {
      recent = null;
      return positions ? { type: 'root', children: [], position: undefined as never } : { type: 'root', children: [] };
    },
    createElement(name: string, attributes: readonly SkyAttribute[]): SkyElement {
      return positions
        ? {
            type: 'element',
            name: intern(name),
            attributes: record(attributes),
            children: [],
            position: undefined as never,
          }
        : { type: 'element', name: intern(name), attributes: record(attributes), children: [] };
    },
    createText(value: string): SkyText {
      return positions
        ? { type: 'text', value: shareValue(value), position: undefined as never }
        : { type: 'text', value: shareValue(value) };
    },
    appendChild(parent: SkyRoot | SkyElement, child: SkyElement | SkyText): void {
      if (deferred !== null) {
        deferred.append(parent, child);
        return;
      }
      // A one-element literal has exactly one slot; a push onto [] reserves 17.
      if (parent.children.length === 0) parent.children = [child];
      else parent.children.push(child);
    },
    createTemplateContent(template: SkyElement): SkyRoot {
      const content: SkyRoot = positions
        ? { type: 'root', children: [], position: undefined as never }
        : { type: 'root', children: [] };
      template.content = content;
      return content;
    },
    setPosition(node, position): void {
      node.position = position;
    },
    closeNode(node: SkyRoot | SkyElement): void {
      if (deferred !== null) {
        deferred.close(node);
        return;
      }
      const children = node.children;
      // Push growth leaves up to half the slots unused: keep an exact-size copy.
      if (children.length > 1) node.children = children.slice();
    },
  };
}

const SHARED_VALUE_MAX_LENGTH = 12;
const RECENT_BITS = 11;

/** The default tree adapter (`parse` makes a fresh one per parse, as `createSkyTreeAdapter(false)`). */
export const skyTreeAdapter: SkyTreeAdapter = createSkyTreeAdapter(false);

/**
 * The record of `attributes` as the default tree holds it: a plain object
 * (`Object.prototype`, as xast and hast expect, so `assert.deepStrictEqual`
 * and `util.inspect` treat it as `{ ... }`), each attribute an own data
 * property (`__proto__` defined, never assigned), sized to its count
 * (char-ref sizedRecord). The first of duplicate names wins. Read it with
 * `Object.hasOwn`: `record.constructor` is inherited unless an attribute
 * has that name.
 */
export function attributeRecord(attributes: readonly SkyAttribute[]): Record<string, string> {
  return attributeRecordOf(attributes);
}

/**
 * Tag names repeat: one string per distinct name (bounded, so it never grows
 * without limit), each a copy of its own (`ownString`: a name sliced from an
 * input would keep that whole input alive as long as the table lives).
 */
const names = new Map<string, string>();
const MAX_INTERNED = 4096;

function intern(name: string): string {
  const known = names.get(name);
  if (known !== undefined) return known;
  if (names.size >= MAX_INTERNED) return name;
  const own = ownString(name);
  names.set(own, own);
  return own;
}
