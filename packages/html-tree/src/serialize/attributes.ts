/**
 * hast `properties` back to attributes: the name `property-information`
 * gives for the property (`className` → `class`, `xLinkHref` →
 * `xlink:href`), values as strings. Chosen so that parsing the output gives
 * the same properties again (README, Spec notes): `true` is the empty value,
 * `false`, `null`, `undefined` and `NaN` drop the attribute, a string is kept
 * as is (also on a boolean attribute), lists are joined with a space or a
 * comma as the property is defined, `-0` stays `-0`.
 */
import { ownString } from '@forgiving/char-ref';
import type { Properties } from 'hast';
import { stringify as joinCommas } from 'comma-separated-tokens';
import type { Info } from 'property-information';
import { safeFind } from '../hast/properties.js';

/**
 * Per schema: property name → attribute name that parses back to that
 * property, and each name's Info. They live across calls, so, like the
 * parser's (hast/properties.ts), they stop growing at CACHE_LIMIT names and
 * keep their own copies of the names (`ownString`): the names come from
 * the trees given, whose strings may be slices of a large input.
 */
const CACHE_LIMIT = 4096;
const htmlNames = new Map<string, string>();
const svgNames = new Map<string, string>();
const htmlInfo = new Map<string, Info>();
const svgInfo = new Map<string, Info>();

function info(isSvg: boolean, name: string): Info {
  const cache = isSvg ? svgInfo : htmlInfo;
  let found = cache.get(name);
  if (found === undefined) {
    const keep = cache.size < CACHE_LIMIT;
    if (keep) name = ownString(name);
    found = safeFind(isSvg, name);
    if (keep) cache.set(name, found);
  }
  return found;
}

/**
 * The attribute name for `property`. `find` turns some names into attributes
 * that parse to another property (`datafoo` → `data-foo` → `dataFoo`); the
 * property name itself is kept then, as it came from that attribute.
 */
function attributeName(isSvg: boolean, property: string): string {
  const cache = isSvg ? svgNames : htmlNames;
  let name = cache.get(property);
  if (name === undefined) {
    const attribute = info(isSvg, property).attribute;
    name = info(isSvg, attribute).property === property ? attribute : property;
    if (cache.size < CACHE_LIMIT) cache.set(ownString(property), ownString(name));
  }
  return name;
}

function item(value: string | number): string {
  return typeof value === 'number' && Object.is(value, -0) ? '-0' : String(value);
}

/** Calls `emit(name, value)` for each attribute of `properties`, in order. */
export function eachAttribute(
  properties: Properties | undefined,
  isSvg: boolean,
  emit: (name: string, value: string) => void,
): void {
  if (properties === undefined || properties === null) return;
  for (const key in properties) {
    if (!Object.hasOwn(properties, key)) continue;
    const value = properties[key];
    if (value === null || value === undefined || value === false) continue;
    if (typeof value === 'number' && Number.isNaN(value)) continue;
    let text: string;
    if (value === true) text = '';
    else if (Array.isArray(value)) {
      const strings: string[] = [];
      for (let i = 0; i < value.length; i++) strings.push(item(value[i]!));
      text = info(isSvg, key).commaSeparated ? joinCommas(strings) : strings.join(' ');
    } else text = item(value);
    emit(attributeName(isSvg, key), text);
  }
}
