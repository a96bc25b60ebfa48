// Hand-built trees of both shapes (Sky and xast), independent of the parsers.
import type { SkyContent, SkyElement, SkyRoot } from '@forgiving/sky-tree';
import type { Element as XmlElement, ElementContent, Root as XmlRoot } from '@forgiving/xml-er';

export function skyElement(
  name: string,
  attributes: Record<string, string> = {},
  children: SkyContent[] = [],
): SkyElement {
  return { type: 'element', name, attributes: Object.assign(Object.create(null), attributes), children };
}

export const skyText = (value: string): SkyContent => ({ type: 'text', value });

export const skyRoot = (...children: SkyContent[]): SkyRoot => ({ type: 'root', children });

export function xmlElement(
  name: string,
  attributes: Record<string, string> = {},
  children: ElementContent[] = [],
): XmlElement {
  return { type: 'element', name, attributes, children };
}

export const xmlRoot = (...children: XmlRoot['children']): XmlRoot => ({ type: 'root', children });

/** A chain of `depth` nested elements named `name`, built without recursion. */
export function deepSky(depth: number, name = 'a'): { root: SkyRoot; innermost: SkyElement } {
  const outer = skyElement(name);
  let current = outer;
  for (let i = 1; i < depth; i++) {
    const child = skyElement(name);
    current.children.push(child);
    current = child;
  }
  return { root: skyRoot(outer), innermost: current };
}
