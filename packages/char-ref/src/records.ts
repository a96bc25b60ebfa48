/**
 * Attribute records of exactly the right size, shared by the tree builders
 * (sky-tree, xml-er). A `{}` literal always reserves four in-object property
 * slots (56 bytes on 64-bit V8 without pointer compression), so the record
 * of `<a>` or `<n d="1">` is as big as one with four attributes, and most
 * elements have zero to two. Objects made by a constructor get in-object
 * slack tracking instead: after a few instances V8 shrinks the constructor's
 * initial map to the properties its instances actually got. One constructor
 * per attribute count therefore gives records of exactly that many slots
 * (24 bytes + 8 per attribute).
 *
 * The constructors' `prototype` is `Object.prototype`, so a record is an
 * ordinary plain object in every observable way (prototype, `constructor`,
 * JSON, mutation, `util.inspect`, `assert.deepStrictEqual`): the one
 * attribute-record convention of the trees (ARCHITECTURE.md, "Attribute
 * records").
 */

type RecordConstructor = new () => Record<string, string>;

/** A fresh function per count: each has its own initial map, so each map shrinks to its own count. */
function recordConstructor(): RecordConstructor {
  const AttributeRecord = function AttributeRecord(): void {} as unknown as RecordConstructor;
  AttributeRecord.prototype = Object.prototype;
  return AttributeRecord;
}

const Record0 = /* @__PURE__ */ recordConstructor();
const Record1 = /* @__PURE__ */ recordConstructor();
const Record2 = /* @__PURE__ */ recordConstructor();
const Record3 = /* @__PURE__ */ recordConstructor();
const Record4 = /* @__PURE__ */ recordConstructor();
const Record5 = /* @__PURE__ */ recordConstructor();
const Record6 = /* @__PURE__ */ recordConstructor();
const Record7 = /* @__PURE__ */ recordConstructor();
const Record8 = /* @__PURE__ */ recordConstructor();

/**
 * An empty plain object meant to receive `count` properties. One `new` site
 * per constructor (a switch, not an indexed table) keeps each site
 * monomorphic, so V8 inlines the allocation. Past 8 (about the in-object
 * slots V8 starts a constructor with) a literal is as good.
 */
export function sizedRecord(count: number): Record<string, string> {
  switch (count) {
    case 0:
      return new Record0();
    case 1:
      return new Record1();
    case 2:
      return new Record2();
    case 3:
      return new Record3();
    case 4:
      return new Record4();
    case 5:
      return new Record5();
    case 6:
      return new Record6();
    case 7:
      return new Record7();
    case 8:
      return new Record8();
    default:
      return {};
  }
}

/**
 * Sets attribute `name` of a plain-object record as an own data property
 * (ARCHITECTURE.md, "Attribute records"). Assignment would be wrong for one
 * name only: `record.__proto__ = value` calls Object.prototype's setter
 * (it changes nothing, or the prototype), so `__proto__` is defined instead.
 * Any other name, `constructor` included, becomes an own property either way.
 */
export function setAttribute(record: Record<string, string>, name: string, value: string): void {
  if (name === '__proto__')
    Object.defineProperty(record, name, { value, enumerable: true, writable: true, configurable: true });
  else record[name] = value;
}

/**
 * A plain-object attribute record (`Object.prototype`, as xast and hast
 * expect) of `attributes` in source order; the first of duplicate names
 * wins, and every name is an own property (`__proto__` and `constructor`
 * included). Read it with `Object.hasOwn`.
 */
export function attributeRecordOf(
  attributes: readonly { readonly name: string; readonly value: string }[],
  share?: (value: string) => string,
): Record<string, string> {
  const count = attributes.length;
  const record = sizedRecord(count);
  for (let i = 0; i < count; i++) {
    const { name, value } = attributes[i]!;
    if (Object.hasOwn(record, name)) continue;
    setAttribute(record, name, share === undefined ? value : share(value));
  }
  return record;
}
