/**
 * Declared entities and attribute lists (decisions X4, X5, X6), the
 * amplification guard, and attribute-value normalisation (XML 1.0 §3.3.3).
 */
import { XML_PREDEFINED_ENTITIES, accumulateDigit, hexDigitValue, xmlNumericReference } from '@forgiving/char-ref';
import { Joiner } from './joiner.ts';
import { isName, isNameChar, isNameStartChar } from './names.ts';
import type { XmlErrorCode } from './errors.ts';
import { Char, isAsciiDigit } from '@forgiving/char-ref/codes';

export interface EntityDeclaration {
  name: string;
  /** Replacement text of an internal entity; null for an external one (never fetched, X5). */
  value: string | null;
  /** Declared with NDATA. */
  unparsed: boolean;
  /** No "<" and no "&": inserted as text without tokenizing. */
  plain: boolean;
  /**
   * What a full expansion builds, in budget units (characters, plus
   * NODE_COST per markup start), memoised; -1 before it is known.
   */
  expandedLength: number;
  /** Found on a reference cycle. */
  recursive: boolean;
  computing: boolean;
}

export interface AttributeDefinition {
  /** CDATA values are not trimmed or collapsed (X6). */
  cdata: boolean;
  /** Normalised default value, or null for #REQUIRED / #IMPLIED. */
  defaultValue: string | null;
}

/**
 * The ATTLIST declarations of one element (X6), with what a start tag needs
 * summed up as they are declared: a tag then looks an attribute up only when
 * some declared type is not CDATA, and visits only the declared defaults.
 */
export class ElementAttlist {
  readonly definitions = new Map<string, AttributeDefinition>();
  /** How many declared attributes have a type other than CDATA. */
  tokenized = 0;
  /** Names and values of the declared defaults, alternating, in declaration order. */
  readonly defaults: string[] = [];

  /** Only CDATA attributes without defaults: a start tag's record is as without declarations. */
  get plain(): boolean {
    return this.tokenized === 0 && this.defaults.length === 0;
  }

  /** The first declaration of an attribute binds (XML 1.0 §3.3); later ones are ignored. */
  declare(name: string, definition: AttributeDefinition): void {
    if (this.definitions.has(name)) return;
    this.definitions.set(name, definition);
    if (!definition.cdata) this.tokenized++;
    if (definition.defaultValue !== null) this.defaults.push(name, definition.defaultValue);
  }
}

/** Reports an error at `offset`; `end` (exclusive) is where its culprit ends, `offset` when omitted. */
export type Report<Code extends XmlErrorCode = XmlErrorCode> = (code: Code, offset: number, end?: number) => void;

export interface GuardOptions {
  maxExpansion?: number | undefined;
  maxExpansionRatio?: number | undefined;
  maxEntityDepth?: number | undefined;
}

const MIN_BUDGET = 8 * 1024 * 1024;
/**
 * Budget units a node built from replacement text costs on top of its
 * characters: expansion is charged by what it builds (issue #13 item 6), and
 * a node weighs about as much memory as 64 characters. Charged per "<" of a
 * replacement text (every element, comment, PI and CDATA starts with one),
 * an upper bound that needs no tokenizing.
 */
export const NODE_COST = 64;
/**
 * Units an attribute costs on top of its name and value: an attribute default
 * added to a tag (issue #13 item 7), and each `="` or `='` of a replacement
 * text (an upper bound of the attributes it builds, as NODE_COST's "<").
 */
export const ATTRIBUTE_COST = 32;

export function entityDeclaration(name: string, value: string | null, unparsed = false): EntityDeclaration {
  const plain = value !== null && value.indexOf('<') === -1 && value.indexOf('&') === -1;
  return {
    name,
    value,
    unparsed,
    plain,
    expandedLength: plain ? value.length : -1,
    recursive: false,
    computing: false,
  };
}

/**
 * Parses `&...;` at `i` (text[i] === "&") as the content states do (X3, X4):
 * the end index (after ";") of a well-formed reference, or else `~stop`,
 * negative, where `stop` is where the broken reference ends (after a ";"
 * that ends it, else at the character that broke it off; see
 * brokenReferenceCode). Reads only the reference's own characters (digits
 * or name characters), never past the next "&", so a run of "&" is linear
 * (issue #13 item 5: no search for ";" per "&").
 */
export function referenceEnd(text: string, i: number): number {
  const from = referenceFrom(text, i);
  let j = from;
  if (from === i + 1) {
    if (isNameStartChar(text.charCodeAt(j))) j++;
    if (j > from) while (j < text.length && isNameChar(text.charCodeAt(j))) j++;
  } else {
    const hex = from === i + 3;
    while (j < text.length && (hex ? hexDigitValue(text.charCodeAt(j)) >= 0 : isAsciiDigit(text.charCodeAt(j)))) j++;
  }
  if (text.charCodeAt(j) !== Char.Semicolon) return ~j;
  if (j === from || (from === i + 1 && !isName(text.slice(from, j)))) return ~(j + 1);
  return j + 1;
}

/** Where a reference's digits or name start: after "&", "&#" or "&#x". */
function referenceFrom(text: string, i: number): number {
  if (text.charCodeAt(i + 1) !== Char.NumberSign) return i + 1;
  return text.charCodeAt(i + 2) === Char.LowerX ? i + 3 : i + 2;
}

/**
 * The code of a broken reference [i, stop) (referenceEnd gave `~stop`), as
 * the content states give it: nothing read after "&", "&#" or "&#x" is
 * `invalid-reference`, digits or a name not followed by ";" is
 * `missing-semicolon-after-reference`.
 */
export function brokenReferenceCode(
  text: string,
  i: number,
  stop: number,
): 'missing-semicolon-after-reference' | 'invalid-reference' {
  return stop > referenceFrom(text, i) && text.charCodeAt(stop - 1) !== Char.Semicolon
    ? 'missing-semicolon-after-reference'
    : 'invalid-reference';
}

/** The code point of a well-formed character reference text[i..end) ("&#...;"). */
export function characterReferenceValue(text: string, i: number, end: number): number {
  const hex = text.charCodeAt(i + 2) === Char.LowerX;
  let value = 0;
  for (let j = hex ? i + 3 : i + 2; j < end - 1; j++) {
    const c = text.charCodeAt(j);
    value = hex ? accumulateDigit(value, hexDigitValue(c), 16) : accumulateDigit(value, c - Char.Digit0, 10);
  }
  return xmlNumericReference(value);
}

export class Entities {
  readonly general = new Map<string, EntityDeclaration>();
  readonly parameter = new Map<string, EntityDeclaration>();
  readonly attlists = new Map<string, ElementAttlist>();
  /** Builds normalised attribute values (attributeValue). */
  private readonly joiner = new Joiner();
  /** Characters produced by expansion so far. */
  used = 0;
  exhausted = false;
  /**
   * XML 1.0 WFC "Entity Declared": with an external subset or a parameter
   * entity reference (and not standalone="yes"), an undeclared entity is a
   * validity matter only: then it stays literal without an error.
   */
  undeclaredIsValidityOnly = false;
  readonly maxDepth: number;
  private readonly fixedBudget: number | undefined;
  private readonly ratio: number;
  private inputSize = 0;

  constructor(options: GuardOptions = {}) {
    this.maxDepth = options.maxEntityDepth ?? 40;
    this.fixedBudget = options.maxExpansion;
    this.ratio = options.maxExpansionRatio ?? 100;
  }

  /** Input characters seen (or the whole size, when known up front). */
  noteInputSize(size: number): void {
    if (size > this.inputSize) this.inputSize = size;
  }

  get budget(): number {
    return this.fixedBudget ?? Math.max(MIN_BUDGET, this.ratio * this.inputSize);
  }

  /**
   * Charges `units` of output to the one budget of the guard (X5): characters
   * of expansion, nodes built from replacement text (NODE_COST each) and
   * attribute defaults added to tags (ATTRIBUTE_COST plus their characters).
   * False, with one error the first time, once the budget is spent.
   */
  charge(units: number, offset: number, report: Report, end?: number): boolean {
    if (this.exhausted) return false;
    if (this.used + units > this.budget) {
      this.exhausted = true;
      report('entity-expansion-limit', offset, end);
      return false;
    }
    this.used += units;
    return true;
  }

  /**
   * Fully expanded length of an entity (Infinity on a cycle or beyond the
   * depth limit). Memoised, so each declaration is scanned once; recursion
   * is bounded by maxDepth.
   */
  expandedLength(entity: EntityDeclaration, depth = 0): number {
    if (entity.expandedLength >= 0) return entity.expandedLength;
    const text = entity.value;
    if (text === null) return 0;
    if (entity.computing) {
      entity.recursive = true;
      return Number.POSITIVE_INFINITY;
    }
    if (depth > this.maxDepth) return Number.POSITIVE_INFINITY;
    entity.computing = true;
    let total = NODE_COST * countMarkup(text) + ATTRIBUTE_COST * countAttributes(text);
    let i = text.indexOf('&');
    let last = 0;
    while (i >= 0) {
      total += i - last;
      const end = referenceEnd(text, i);
      if (end < 0 || text.charCodeAt(i + 1) === Char.NumberSign) {
        total += 1;
        last = end < 0 ? i + 1 : end;
      } else {
        const name = text.slice(i + 1, end - 1);
        const inner = this.general.get(name);
        if (inner !== undefined && predefinedEntity(name) === undefined) {
          total += this.expandedLength(inner, depth + 1);
          if (inner.recursive) entity.recursive = true;
        } else total += 1;
        last = end;
      }
      i = text.indexOf('&', last);
    }
    total += text.length - last;
    entity.computing = false;
    // Memoised even when infinite, so wide and deep declarations stay linear.
    entity.expandedLength = total;
    return total;
  }

  /**
   * Attribute-value normalisation (XML 1.0 §3.3.3, X5, X6): references
   * replaced, whitespace characters become spaces (a CR LF of the input is
   * one), non-CDATA values trimmed and collapsed.
   */
  attributeValue(raw: string, cdata: boolean, offset: number, report: Report): string {
    let simple = true;
    for (let i = 0; i < raw.length; i++) {
      const c = raw.charCodeAt(i);
      if (c === Char.Ampersand || c === Char.Tab || c === Char.LineFeed || c === Char.CarriageReturn) {
        simple = false;
        break;
      }
    }
    let value = raw;
    if (!simple) {
      // Joined in blocks, not one array slot per piece (issue 27 item B).
      const parts = this.joiner;
      this.appendValue(raw, parts, 0, offset, offset, report, true);
      value = parts.take();
    }
    return cdata ? value : collapseSpaces(value);
  }

  /**
   * Appends `text` normalised. At the top (`top`), `offset` is where the raw
   * value starts in the input and errors point at their own `&` and end where
   * the reference ends (issue #13 item 13); inside replacement text they
   * point at the outermost reference, [`offset`, `end`).
   */
  private appendValue(
    text: string,
    parts: Joiner,
    depth: number,
    offset: number,
    end: number,
    report: Report,
    top: boolean,
  ): void {
    let run = 0;
    for (let i = 0; i < text.length; i++) {
      const c = text.charCodeAt(i);
      if (c === Char.Tab || c === Char.LineFeed || c === Char.CarriageReturn) {
        parts.add(text.slice(run, i));
        parts.add(' ');
        if (c === Char.CarriageReturn && top && text.charCodeAt(i + 1) === Char.LineFeed) i++;
        run = i + 1;
      } else if (c === Char.LessThan && !top) {
        report('less-than-in-attribute-value', offset, end);
      } else if (c === Char.Ampersand) {
        parts.add(text.slice(run, i));
        const after = referenceEnd(text, i);
        const at = top ? offset + i : offset;
        const atEnd = top ? offset + (after < 0 ? ~after : after) : end;
        if (after < 0) {
          report(brokenReferenceCode(text, i, ~after), at, atEnd);
          parts.add('&');
          run = i + 1;
          continue;
        }
        if (text.charCodeAt(i + 1) === Char.NumberSign) {
          let cp = characterReferenceValue(text, i, after);
          if (cp < 0) {
            report('invalid-character-reference', at, atEnd);
            cp = Char.ReplacementCharacter;
          }
          parts.add(String.fromCodePoint(cp));
        } else this.appendEntity(text.slice(i + 1, after - 1), parts, depth, at, atEnd, report);
        i = after - 1;
        run = after;
      }
    }
    parts.add(text.slice(run));
  }

  private appendEntity(name: string, parts: Joiner, depth: number, offset: number, end: number, report: Report): void {
    const predefined = predefinedEntity(name);
    if (predefined !== undefined) {
      parts.add(predefined);
      return;
    }
    const entity = this.general.get(name);
    if (entity === undefined) {
      // decision X4: stays literal. When undeclared is a validity matter only,
      // the reference is reported without affecting well-formedness (XML 1.0
      // §4.4.3 asks to tell the application; an attribute value, a string,
      // has no place for an unexpanded reference).
      report(this.undeclaredIsValidityOnly ? 'undeclared-entity-not-read' : 'undeclared-entity', offset, end);
      parts.add(`&${name};`);
      return;
    }
    if (entity.value === null) {
      // WFC: No External Entity References (XML 1.0 §3.1).
      report(entity.unparsed ? 'unparsed-entity-reference' : 'external-entity-in-attribute', offset, end);
      return;
    }
    const length = this.expandedLength(entity);
    if (entity.recursive || entity.computing) {
      report('recursive-entity', offset, end);
      return;
    }
    if (length === Number.POSITIVE_INFINITY || depth >= this.maxDepth) {
      report('entity-depth-limit', offset, end);
      return;
    }
    // The outermost reference pays for the whole expansion (X5).
    if (depth === 0 && !this.charge(length, offset, report, end)) return;
    entity.computing = true;
    this.appendValue(entity.value, parts, depth + 1, offset, end, report, false);
    entity.computing = false;
  }
}

/**
 * The replacement text of a predefined entity (`lt gt amp apos quot`, X4), or
 * undefined. An own-property check: `constructor` or `__proto__` is not one
 * (issue #13 item 1).
 */
export function predefinedEntity(name: string): string | undefined {
  return Object.hasOwn(XML_PREDEFINED_ENTITIES, name) ? XML_PREDEFINED_ENTITIES[name] : undefined;
}

/** How many `="` or `='` a replacement text holds: the attributes it builds (ATTRIBUTE_COST). */
function countAttributes(text: string): number {
  let count = 0;
  for (let i = text.indexOf('='); i >= 0; i = text.indexOf('=', i + 1)) {
    const c = text.charCodeAt(i + 1);
    if (c === Char.QuotationMark || c === Char.Apostrophe) count++;
  }
  return count;
}

/** How many "<" a replacement text holds: an upper bound of the nodes it builds (NODE_COST). */
function countMarkup(text: string): number {
  let count = 0;
  for (let i = text.indexOf('<'); i >= 0; i = text.indexOf('<', i + 1)) count++;
  return count;
}

/** Runs of spaces, and a space at either end (after SPACE_RUNS, at most one). */
const SPACE_RUNS = / {2,}/g;
const EDGE_SPACE = /^ | $/g;

/**
 * Non-CDATA normalisation: trim spaces, collapse runs to one (X6). By
 * regular expressions, which build flat strings: a `+=` per character made
 * a rope of one cons cell per character (issue 27 item B).
 */
export function collapseSpaces(value: string): string {
  if (
    value.indexOf('  ') === -1 &&
    value.charCodeAt(0) !== Char.Space &&
    value.charCodeAt(value.length - 1) !== Char.Space
  ) {
    return value;
  }
  return value.replace(SPACE_RUNS, ' ').replace(EDGE_SPACE, '');
}
