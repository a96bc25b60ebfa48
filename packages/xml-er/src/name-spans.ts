/**
 * Where the names of a tree's elements and PIs lie in the input, and the
 * names of their attributes (checkNamespaces): namespace errors span the
 * name they are about, with or without positions and whatever the chunking
 * (issue 27 item C). Only nodes a namespace error can be about are kept: a
 * name with a colon, an attribute with a colon or named `xmlns`.
 */
import type { Element, Instruction } from 'xast';
import type { NameSink } from './phases.ts';

interface Spans {
  start: number;
  end: number;
  /** Where each attribute name with a colon (or `xmlns`) starts; the first of duplicates. */
  attributes: Map<string, number> | null;
}

export class NameSpans implements NameSink {
  private readonly spans = new WeakMap<Element | Instruction, Spans>();
  private start = 0;
  private end = 0;
  private attributes: Map<string, number> | null = null;

  name(start: number, end: number): void {
    this.start = start;
    this.end = end;
    this.attributes = null;
  }

  attribute(name: string, start: number): void {
    if (name !== 'xmlns' && name.indexOf(':') < 0) return;
    this.attributes ??= new Map();
    if (!this.attributes.has(name)) this.attributes.set(name, start);
  }

  /** `node` is the one whose spans were told last (its event follows them). */
  attach(node: Element | Instruction): void {
    if (this.attributes === null && node.name.indexOf(':') < 0) return;
    this.spans.set(node, { start: this.start, end: this.end, attributes: this.attributes });
    this.attributes = null;
  }

  /** [start, end) of the attribute's name when known, else of the node's name; null for a node not seen. */
  locate(node: Element | Instruction, attribute: string | null): [number, number] | null {
    const spans = this.spans.get(node);
    if (spans === undefined) return null;
    if (attribute !== null) {
      const at = spans.attributes?.get(attribute);
      if (at !== undefined) return [at, at + attribute.length];
    }
    return [spans.start, spans.end];
  }
}
