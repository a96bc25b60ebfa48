/**
 * The internal subset (the draft's DOCTYPE states): ENTITY (general and
 * parameter), ATTLIST, NOTATION, ELEMENT, comments and PIs (no tree nodes,
 * decision X7), parameter-entity references between declarations expanded
 * iteratively under the amplification guard (X5). The tokenizer hands over
 * the raw subset; offsets in errors are absolute.
 */
import {
  ElementAttlist,
  type Entities,
  type Report,
  brokenReferenceCode,
  characterReferenceValue,
  entityDeclaration,
  referenceEnd,
} from './entities.ts';
import { isName, isNameChar, isNmtoken } from './names.ts';
import type { XmlErrorCode } from './errors.ts';
import type { NamespaceErrorCode } from './namespaces.ts';
import { isXmlWhitespace } from '@forgiving/char-ref/codes';
import { normalise as normaliseLineEnds } from '@forgiving/char-ref';
import { Char } from '@forgiving/char-ref/codes';

interface Source {
  text: string;
  pos: number;
  /** Absolute offset of text[0], or of the %pe; reference for replacement text. */
  offset: number;
  fromEntity: boolean;
  entityName: string | null;
}

/** Thrown inside one declaration's parser only; caught right there (never escapes). */
class Malformed {
  constructor(readonly at: number) {}
}

export interface ExternalId {
  public?: string;
  system?: string;
  end: number;
}

function skipSpace(text: string, p: number): number {
  while (p < text.length && isXmlWhitespace(text.charCodeAt(p))) p++;
  return p;
}

function requireSpace(text: string, p: number): number {
  const next = skipSpace(text, p);
  if (next === p) throw new Malformed(p);
  return next;
}

function readName(text: string, p: number): [string, number] {
  let end = p;
  while (end < text.length) {
    const c = text.charCodeAt(end);
    if (
      isXmlWhitespace(c) ||
      c === Char.GreaterThan ||
      c === Char.QuotationMark ||
      c === Char.Apostrophe ||
      c === Char.LeftParen ||
      c === Char.RightParen ||
      c === Char.VerticalLine ||
      c === Char.Comma ||
      c === Char.Percent ||
      c === Char.Semicolon ||
      c === Char.LeftBracket ||
      c === Char.RightBracket ||
      c === Char.QuestionMark ||
      c === Char.Asterisk ||
      c === Char.Plus
    )
      break;
    end++;
  }
  const name = text.slice(p, end);
  if (!isName(name)) throw new Malformed(p);
  return [name, end];
}

function readQuoted(text: string, p: number): [string, number] {
  const quote = text.charCodeAt(p);
  if (quote !== Char.QuotationMark && quote !== Char.Apostrophe) throw new Malformed(p);
  const end = text.indexOf(quote === Char.QuotationMark ? '"' : "'", p + 1);
  if (end < 0) throw new Malformed(p);
  return [text.slice(p + 1, end), end + 1];
}

function isPubidText(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    const ok =
      c === Char.Space ||
      c === Char.CarriageReturn ||
      c === Char.LineFeed ||
      (c >= Char.LowerA && c <= Char.LowerZ) ||
      (c >= Char.UpperA && c <= Char.UpperZ) ||
      (c >= Char.Digit0 && c <= Char.Digit9) ||
      "-'()+,./:=?;!*#@$_%".indexOf(String.fromCharCode(c)) >= 0;
    if (!ok) return false;
  }
  return true;
}

function startsWith(text: string, p: number, word: string): boolean {
  return text.startsWith(word, p);
}

/**
 * ExternalID: SYSTEM S SystemLiteral | PUBLIC S PubidLiteral S SystemLiteral
 * (with `publicOnly`, NOTATION's PublicID: the system literal is optional).
 */
export function readExternalId(text: string, p: number, publicOnly = false): ExternalId {
  if (startsWith(text, p, 'SYSTEM')) {
    p = requireSpace(text, p + 6);
    const [system, end] = readQuoted(text, p);
    return { system, end };
  }
  if (startsWith(text, p, 'PUBLIC')) {
    p = requireSpace(text, p + 6);
    const [pub, afterPublic] = readQuoted(text, p);
    if (!isPubidText(pub)) throw new Malformed(p);
    const next = skipSpace(text, afterPublic);
    const c = text.charCodeAt(next);
    if (c === Char.QuotationMark || c === Char.Apostrophe) {
      if (next === afterPublic) throw new Malformed(next);
      const [system, end] = readQuoted(text, next);
      return { public: pub, system, end };
    }
    if (!publicOnly) throw new Malformed(next);
    return { public: pub, end: afterPublic };
  }
  throw new Malformed(p);
}

/** The DOCTYPE's external identifier (decision X8), or null when malformed. */
export function parseDoctypeExternalId(raw: string): { public?: string; system?: string } | null {
  const p = skipSpace(raw, 0);
  if (p === raw.length) return {};
  try {
    const id = readExternalId(raw, p);
    if (skipSpace(raw, id.end) !== raw.length) return null;
    const result: { public?: string; system?: string } = {};
    if (id.public !== undefined) result.public = id.public;
    if (id.system !== undefined) result.system = id.system;
    return result;
  } catch (error) {
    if (error instanceof Malformed) return null;
    throw error;
  }
}

export class InternalSubset {
  private readonly stack: Source[] = [];
  private readonly open = new Set<string>();
  /**
   * XML 1.0 §5.1: after a reference to a parameter entity that is not read
   * (an external one), a processor that does not read it must not process
   * later ENTITY and ATTLIST declarations, unless standalone="yes". They
   * are still checked for well-formedness. Decision X13: the Recommendation
   * wins over libxml2, which processes them.
   */
  private skipDeclarations = false;

  /**
   * @param namespaceReport receives names that break Namespaces in XML 1.0
   *   §7 (entity and notation names with a colon): errors only when the
   *   caller checks namespaces (X9).
   */
  constructor(
    private readonly entities: Entities,
    private readonly report: Report,
    private readonly standalone: boolean,
    private readonly namespaceReport: Report<NamespaceErrorCode>,
  ) {}

  parse(text: string, offset: number): void {
    this.stack.push({ text, pos: 0, offset, fromEntity: false, entityName: null });
    const stack = this.stack;
    while (stack.length > 0) {
      const source = stack[stack.length - 1]!;
      const { text: t } = source;
      source.pos = skipSpace(t, source.pos);
      if (source.pos >= t.length) {
        stack.pop();
        if (source.entityName !== null) this.open.delete(source.entityName);
        continue;
      }
      const c = t.charCodeAt(source.pos);
      if (c === Char.Percent) this.parameterReference(source);
      else if (c === Char.LessThan) this.declaration(source);
      else {
        this.error('malformed-declaration', source, source.pos);
        this.skipTo(source, source.pos);
      }
    }
  }

  /** Inside a parameter entity's text, errors point at its reference. */
  private error(code: XmlErrorCode, source: Source, at: number, end?: number): void {
    if (source.fromEntity) this.report(code, source.offset);
    else this.report(code, source.offset + at, end === undefined ? undefined : source.offset + end);
  }

  /** Namespaces in XML 1.0 §7: no entity or notation name contains a colon (the error spans the name). */
  private checkColon(code: NamespaceErrorCode, name: string, source: Source, at: number): void {
    if (!name.includes(':')) return;
    if (source.fromEntity) this.namespaceReport(code, source.offset);
    else this.namespaceReport(code, source.offset + at, source.offset + at + name.length);
  }

  /** Recovery: continue after the next ">" (or at the end). */
  private skipTo(source: Source, at: number): void {
    const end = source.text.indexOf('>', at);
    source.pos = end < 0 ? source.text.length : end + 1;
  }

  private parameterReference(source: Source): void {
    const t = source.text;
    const start = source.pos;
    // Only the name's characters are read, never a search for ";" (a run
    // of "%" stays linear, issue #13 item 5).
    let end = start + 1;
    while (end < t.length && isNameChar(t.charCodeAt(end))) end++;
    const name = t.charCodeAt(end) === Char.Semicolon ? t.slice(start + 1, end) : '';
    if (!isName(name)) {
      this.error('malformed-declaration', source, start, end);
      source.pos = start + 1;
      return;
    }
    source.pos = end + 1;
    if (!this.standalone) this.entities.undeclaredIsValidityOnly = true;
    const entity = this.entities.parameter.get(name);
    const at = source.fromEntity ? source.offset : source.offset + start;
    const atEnd = source.fromEntity ? undefined : source.offset + end + 1;
    if (entity === undefined) {
      this.report('undeclared-parameter-entity', at, atEnd);
      return;
    }
    if (entity.value === null) {
      // External: never fetched (X5). Reported without affecting
      // well-formedness (XML 1.0 §4.4.3), and §5.1 applies from here on.
      this.report('external-entity-not-read', at, atEnd);
      if (!this.standalone) this.skipDeclarations = true;
      return;
    }
    if (this.open.has(name)) {
      this.report('recursive-entity', at);
      return;
    }
    if (this.stack.length > this.entities.maxDepth) {
      this.report('entity-depth-limit', at);
      return;
    }
    if (!this.entities.charge(entity.value.length, at, this.report)) return;
    this.open.add(name);
    // XML 1.0 §4.4.8: included as a PE, the text is padded with spaces.
    this.stack.push({ text: ` ${entity.value} `, pos: 0, offset: at, fromEntity: true, entityName: name });
  }

  private declaration(source: Source): void {
    const t = source.text;
    const p = source.pos;
    try {
      if (startsWith(t, p, '<!--')) this.comment(source);
      else if (startsWith(t, p, '<?')) this.pi(source);
      else if (startsWith(t, p, '<!ENTITY')) {
        source.pos = this.entity(t, p + 8, source);
        this.notProcessed(source, p);
      } else if (startsWith(t, p, '<!ATTLIST')) {
        source.pos = this.attlist(t, p + 9, source);
        this.notProcessed(source, p);
      } else if (startsWith(t, p, '<!ELEMENT')) source.pos = this.element(t, p + 9);
      else if (startsWith(t, p, '<!NOTATION')) source.pos = this.notation(t, p + 10, source);
      else throw new Malformed(p);
    } catch (error) {
      if (!(error instanceof Malformed)) throw error;
      this.error('malformed-declaration', source, error.at);
      this.skipTo(source, error.at);
    }
  }

  /** XML 1.0 §5.1: a declaration checked but not processed is reported (nothing is skipped silently). */
  private notProcessed(source: Source, at: number): void {
    if (this.skipDeclarations) this.error('declaration-not-processed', source, at, source.pos);
  }

  private comment(source: Source): void {
    const t = source.text;
    const end = t.indexOf('-->', source.pos + 4);
    if (end < 0) throw new Malformed(source.pos);
    const dashes = t.indexOf('--', source.pos + 4);
    if (dashes < end || t.charCodeAt(end - 1) === Char.HyphenMinus)
      this.error('double-hyphen-in-comment', source, dashes);
    source.pos = end + 3;
  }

  private pi(source: Source): void {
    const t = source.text;
    const end = t.indexOf('?>', source.pos + 2);
    if (end < 0) throw new Malformed(source.pos);
    let targetEnd = source.pos + 2;
    while (targetEnd < end && !isXmlWhitespace(t.charCodeAt(targetEnd))) targetEnd++;
    const target = t.slice(source.pos + 2, targetEnd);
    if (!isName(target)) this.error('missing-pi-target', source, source.pos);
    else if (target.toLowerCase() === 'xml') this.error('reserved-pi-target', source, source.pos);
    source.pos = end + 2;
  }

  private close(t: string, p: number): number {
    p = skipSpace(t, p);
    if (t.charCodeAt(p) !== Char.GreaterThan) throw new Malformed(p);
    return p + 1;
  }

  private entity(t: string, p: number, source: Source): number {
    p = requireSpace(t, p);
    let parameter = false;
    if (t.charCodeAt(p) === Char.Percent) {
      parameter = true;
      p = requireSpace(t, p + 1);
    }
    const [name, afterName] = readName(t, p);
    this.checkColon('colon-in-entity-name', name, source, p);
    p = requireSpace(t, afterName);
    const c = t.charCodeAt(p);
    let value: string | null = null;
    let unparsed = false;
    if (c === Char.QuotationMark || c === Char.Apostrophe) {
      const [literal, end] = readQuoted(t, p);
      value = this.entityValue(literal, source, p + 1);
      p = end;
    } else {
      const id = readExternalId(t, p);
      p = id.end;
      const next = skipSpace(t, p);
      if (startsWith(t, next, 'NDATA')) {
        if (parameter || next === p) throw new Malformed(next);
        const [, afterNotation] = readName(t, requireSpace(t, next + 5));
        p = afterNotation;
        unparsed = true;
      }
    }
    p = this.close(t, p);
    if (this.skipDeclarations) return p; // XML 1.0 §5.1
    const table = parameter ? this.entities.parameter : this.entities.general;
    if (!table.has(name)) table.set(name, entityDeclaration(name, value, unparsed)); // first wins (X4)
    return p;
  }

  /**
   * EntityValue: character references replaced now, general references kept
   * for use time (bypassed), parameter references are not allowed in the
   * internal subset (WFC: PEs in Internal Subset).
   */
  private entityValue(literal: string, source: Source, at: number): string {
    let out = '';
    let run = 0;
    for (let i = 0; i < literal.length; i++) {
      const c = literal.charCodeAt(i);
      if (c === Char.Percent) {
        this.error('parameter-entity-in-declaration', source, at + i);
      } else if (c === Char.Ampersand) {
        const end = referenceEnd(literal, i);
        if (end < 0) {
          this.error(brokenReferenceCode(literal, i, ~end), source, at + i, at + ~end);
          continue;
        }
        if (literal.charCodeAt(i + 1) === Char.NumberSign) {
          let cp = characterReferenceValue(literal, i, end);
          if (cp < 0) {
            this.error('invalid-character-reference', source, at + i, at + end);
            cp = Char.ReplacementCharacter;
          }
          out += normaliseLineEnds(literal.slice(run, i)) + String.fromCodePoint(cp);
          run = end;
        }
        i = end - 1;
      }
    }
    return out + normaliseLineEnds(literal.slice(run));
  }

  private attlist(t: string, p: number, source: Source): number {
    p = requireSpace(t, p);
    const [element, afterElement] = readName(t, p);
    p = afterElement;
    // XML 1.0 §5.1: after an unread parameter entity, checked but not processed.
    let attlist = this.skipDeclarations ? new ElementAttlist() : this.entities.attlists.get(element);
    if (attlist === undefined) {
      attlist = new ElementAttlist();
      this.entities.attlists.set(element, attlist);
    }
    for (;;) {
      const afterSpace = skipSpace(t, p);
      if (t.charCodeAt(afterSpace) === Char.GreaterThan) return afterSpace + 1;
      if (afterSpace === p) throw new Malformed(p);
      const [name, afterName] = readName(t, afterSpace);
      p = requireSpace(t, afterName);
      const [cdata, afterType] = this.attributeType(t, p);
      p = requireSpace(t, afterType);
      let defaultValue: string | null = null;
      if (startsWith(t, p, '#REQUIRED')) p += 9;
      else if (startsWith(t, p, '#IMPLIED')) p += 8;
      else {
        if (startsWith(t, p, '#FIXED')) p = requireSpace(t, p + 6);
        const [raw, end] = readQuoted(t, p);
        const lessThan = raw.indexOf('<');
        if (lessThan >= 0) this.error('less-than-in-attribute-value', source, p + 1 + lessThan, p + 2 + lessThan);
        // Errors in the value point into it: its first character is after the quote.
        const at = source.fromEntity ? source.offset : source.offset + p + 1;
        defaultValue = this.entities.attributeValue(raw, cdata, at, this.report);
        p = end;
      }
      attlist.declare(name, { cdata, defaultValue }); // first wins (X6)
    }
  }

  /** AttType; returns whether it is CDATA. */
  private attributeType(t: string, p: number): [boolean, number] {
    if (startsWith(t, p, 'CDATA')) return [true, p + 5];
    for (const type of ['IDREFS', 'IDREF', 'ID', 'ENTITIES', 'ENTITY', 'NMTOKENS', 'NMTOKEN']) {
      if (startsWith(t, p, type)) return [false, p + type.length];
    }
    let notation = false;
    if (startsWith(t, p, 'NOTATION')) {
      notation = true;
      p = requireSpace(t, p + 8);
    }
    if (t.charCodeAt(p) !== Char.LeftParen) throw new Malformed(p);
    const close = t.indexOf(')', p);
    if (close < 0) throw new Malformed(p);
    const tokens = t.slice(p + 1, close).split('|');
    for (const token of tokens) {
      const trimmed = token.replace(/^[ \t\r\n]+|[ \t\r\n]+$/g, '');
      if (!(notation ? isName(trimmed) : isNmtoken(trimmed))) throw new Malformed(p);
    }
    return [false, close + 1];
  }

  /** ELEMENT: checked for well-formedness only (no validation). */
  private element(t: string, p: number): number {
    p = requireSpace(t, p);
    const [, afterName] = readName(t, p);
    p = requireSpace(t, afterName);
    if (startsWith(t, p, 'EMPTY')) return this.close(t, p + 5);
    if (startsWith(t, p, 'ANY')) return this.close(t, p + 3);
    if (t.charCodeAt(p) !== Char.LeftParen) throw new Malformed(p);
    const inner = skipSpace(t, p + 1);
    if (startsWith(t, inner, '#PCDATA')) return this.mixed(t, inner + 7);
    return this.close(t, this.children(t, p));
  }

  private mixed(t: string, p: number): number {
    let names = 0;
    for (;;) {
      p = skipSpace(t, p);
      const c = t.charCodeAt(p);
      if (c === Char.RightParen) {
        p++;
        if (t.charCodeAt(p) === Char.Asterisk) p++;
        else if (names > 0) throw new Malformed(p);
        return this.close(t, p);
      }
      if (c !== Char.VerticalLine) throw new Malformed(p);
      const [, end] = readName(t, skipSpace(t, p + 1));
      p = end;
      names++;
    }
  }

  /** children content model, with an explicit stack of open groups. */
  private children(t: string, p: number): number {
    const separators: number[] = [];
    let expectParticle = true;
    for (;;) {
      p = skipSpace(t, p);
      const c = t.charCodeAt(p);
      if (expectParticle) {
        if (c === Char.LeftParen) {
          separators.push(0);
          p++;
          continue;
        }
        const [, end] = readName(t, p);
        p = quantifier(t, end);
        expectParticle = false;
      } else if (c === Char.VerticalLine || c === Char.Comma) {
        const top = separators.length - 1;
        if (separators[top] === 0) separators[top] = c;
        else if (separators[top] !== c) throw new Malformed(p);
        p++;
        expectParticle = true;
      } else if (c === Char.RightParen) {
        separators.pop();
        p = quantifier(t, p + 1);
        if (separators.length === 0) return p;
      } else throw new Malformed(p);
    }
  }

  private notation(t: string, p: number, source: Source): number {
    p = requireSpace(t, p);
    const [name, afterName] = readName(t, p);
    this.checkColon('colon-in-notation-name', name, source, p);
    p = requireSpace(t, afterName);
    return this.close(t, readExternalId(t, p, true).end);
  }
}

function quantifier(t: string, p: number): number {
  const c = t.charCodeAt(p);
  return c === Char.QuestionMark || c === Char.Asterisk || c === Char.Plus ? p + 1 : p;
}
