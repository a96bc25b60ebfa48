import assert from 'node:assert/strict';
import { inspect } from 'node:util';
import { describe, expect, it } from 'vitest';
import { attributeRecordOf, setAttribute, sizedRecord } from '../src/index.ts';

describe('sizedRecord: exact-size attribute records for the tree builders', () => {
  it('gives an empty, ordinary plain object for every count (0 to 12)', () => {
    for (let count = 0; count <= 12; count++) {
      const record = sizedRecord(count);
      expect(Object.getPrototypeOf(record)).toBe(Object.prototype);
      expect(record.constructor).toBe(Object);
      expect(Object.keys(record)).toEqual([]);
      expect(JSON.stringify(record)).toBe('{}');
    }
  });
  it('records are fresh, mutable and keep insertion order', () => {
    const a = sizedRecord(2);
    const b = sizedRecord(2);
    expect(a).not.toBe(b);
    a.z = '1';
    a.a = '2';
    a.extra = '3'; // more keys than the count still work (the object grows)
    expect(Object.entries(a)).toEqual([
      ['z', '1'],
      ['a', '2'],
      ['extra', '3'],
    ]);
    expect(Object.keys(b)).toEqual([]);
    delete a.a;
    expect(Object.keys(a)).toEqual(['z', 'extra']);
  });
  it('a caller may switch to a null prototype before adding keys (sky-tree does)', () => {
    const record: Record<string, string> = Object.setPrototypeOf(sizedRecord(1), null);
    const key = '__proto__';
    record[key] = 'x';
    expect(Object.getPrototypeOf(record)).toBe(null);
    expect(Object.keys(record)).toEqual(['__proto__']);
  });
});

describe('setAttribute and attributeRecordOf: the one attribute-record convention (ARCHITECTURE.md)', () => {
  it('every name is an own data property of a plain object, __proto__ defined (the prototype untouched)', () => {
    const record = attributeRecordOf([
      { name: '__proto__', value: 'x' },
      { name: 'constructor', value: 'y' },
      { name: 'id', value: 'a' },
      { name: 'id', value: 'late' },
    ]);
    expect(Object.getPrototypeOf(record)).toBe(Object.prototype);
    expect(Object.entries(record)).toEqual([
      ['__proto__', 'x'],
      ['constructor', 'y'],
      ['id', 'a'],
    ]);
    const plain = attributeRecordOf([{ name: 'id', value: 'a' }]);
    assert.deepStrictEqual(plain, { id: 'a' });
    expect(inspect(plain)).toBe("{ id: 'a' }");
    const assigned: Record<string, string> = {};
    setAttribute(assigned, '__proto__', 'v');
    expect(Object.getPrototypeOf(assigned)).toBe(Object.prototype);
    expect(Object.hasOwn(assigned, '__proto__')).toBe(true);
  });
  it('values go through share when given', () => {
    expect(attributeRecordOf([{ name: 'a', value: 'x' }], (v) => v.toUpperCase())).toEqual({ a: 'X' });
  });
});
