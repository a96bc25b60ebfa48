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
 * JSON, mutation). A caller that wants a null-prototype record sets the
 * prototype before adding any key (the object stays in fast mode).
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
