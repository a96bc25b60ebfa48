// A deliberately naive, literal reading of sky-parsing.txt stages 2–4 with the
// errata: one character at a time on the normalised string, string states,
// no skipping, no streaming. The differential test checks the fast tokenizer
// against it. Offsets are not modelled.
import { normalise, stripBom } from '@forgiving/char-ref';

export type RefToken =
  | { type: 'text'; value: string }
  | { type: 'startTag'; name: string; attributes: { name: string; value: string }[] }
  | { type: 'endTag'; name: string };

interface Tag {
  end: boolean;
  name: string;
  attributes: { name: string; value: string }[];
}

const NAME_START = /^[0-9a-zA-Z._-]$/;
const HEX = /^[0-9a-fA-F]$/;
const NAMED: Record<string, string> = { lt: '<', gt: '>', amp: '&', apos: "'", quot: '"' };

type Result = { tokens: RefToken[]; ok: boolean; isSky: boolean };
/** How a state ends the run: not Sky, Sky without tokens (end inside the signature line), or the end of input. */
type Stop = 'notSky' | 'skyNoTokens' | 'end';
type Char = string | undefined;

/** The tokeniser's variables (the spec's "current tag token", return state, temporary buffer, …). */
class Machine {
  readonly out: (string | Tag)[] = [];
  i = 0;
  state = 'signature';
  isSky = false;
  expect = '';
  idx = 0;
  tag: Tag = { end: false, name: '', attributes: [] };
  raw = '';
  rawKind = '';
  k = 0;
  ret = 'data';
  extra = '';
  refRaw = '';
  value = 0;
  named = '';

  constructor(
    readonly s: string,
    readonly context: 'application' | 'module',
  ) {}

  attr() {
    return this.tag.attributes[this.tag.attributes.length - 1]!;
  }
  emit(text: string) {
    if (this.ret === 'data') this.chars(text);
    else this.attr().value += text;
  }
  chars(text: string) {
    for (const c of text) this.out.push(c);
  }
  /** "&" read in `ret`: the character reference state. */
  beginReference(ret: string, extra: string) {
    this.ret = ret;
    this.extra = extra;
    this.refRaw = '&';
    this.state = 'charRef';
  }
  fail(): undefined {
    this.emit(this.refRaw); // errata S13, S14: the consumed raw text, back to the return state
    this.state = this.ret;
  }
  afterTag(isVoid: boolean) {
    const tag = this.tag;
    this.out.push(tag);
    if (isVoid && !tag.end) this.out.push({ end: true, name: tag.name, attributes: [] });
    this.state = 'data';
    if (!isVoid && !tag.end && (tag.name === 'script' || tag.name === 'style')) {
      this.state = 'raw';
      this.rawKind = tag.name;
    }
  }
}

export function referenceTokenize(input: string, context: 'application' | 'module'): Result {
  const m = new Machine(normalise(stripBom(input), { replaceNul: true }), context); // errata S1, S2
  for (;;) {
    const stop = STATES[m.state]!(m, m.s[m.i]);
    if (stop === 'notSky') return { tokens: [], ok: false, isSky: false };
    if (stop === 'skyNoTokens') return { tokens: [], ok: true, isSky: true };
    if (stop === 'end') break;
  }
  return { tokens: cleanup(m.out), ok: m.isSky, isSky: m.isSky };
}

/** Signature, expect a string, after signature and consume rest of line states (errata S4). */
function signature(m: Machine, c: Char): Stop | undefined {
  const sig = m.context === 'application' ? '#!mojo mojo:sky' : 'SKY MODULE';
  if (c !== sig[0]) return 'notSky';
  m.expect = sig;
  m.idx = 1;
  m.i++;
  m.state = 'expect';
}

function expect(m: Machine, c: Char): Stop | undefined {
  if (c !== m.expect[m.idx]) return 'notSky';
  m.i++;
  if (++m.idx === m.expect.length) m.state = 'afterSig';
}

function afterSignature(m: Machine, c: Char): Stop | undefined {
  if (c === '\n') {
    m.isSky = true;
    m.state = 'data';
  } else if (c === ' ') m.state = 'rest';
  else return 'notSky';
  m.i++;
}

function restOfLine(m: Machine, c: Char): Stop | undefined {
  if (c === undefined) return 'skyNoTokens';
  m.i++;
  if (c === '\n') {
    m.isSky = true;
    m.state = 'data';
  }
}

function data(m: Machine, c: Char): Stop | undefined {
  if (c === undefined) return 'end';
  m.i++;
  if (c === '<') m.state = 'tagOpen';
  else if (c === '&') m.beginReference('data', '');
  else m.out.push(c);
}

/** Script raw data and style raw data states. */
function rawData(m: Machine, c: Char): Stop | undefined {
  if (c === undefined) return 'end';
  m.i++;
  if (c === '<') {
    m.raw = m.rawKind === 'script' ? '</script' : '</style';
    m.k = 1;
    m.state = 'rawClose';
  } else m.out.push(c);
}

/** "script raw data: close N" and "style raw data: close N" (errata S7). */
function rawDataClose(m: Machine, c: Char): Stop | undefined {
  if (c === undefined) {
    m.chars(m.raw.slice(0, m.k));
    return 'end';
  }
  if (m.k < m.raw.length && c === m.raw[m.k]) {
    m.k++;
    m.i++;
  } else if (m.k === m.raw.length && ' \n/>'.includes(c)) {
    m.tag = { end: true, name: m.rawKind, attributes: [] };
    m.state = 'beforeAttrName';
  } else {
    m.chars(m.raw.slice(0, m.k)); // errata S7: reprocess
    m.state = 'raw';
  }
}

/** Tag open and close tag states. */
function tagOpen(m: Machine, c: Char): Stop | undefined {
  const prefix = m.state === 'tagOpen' ? '<' : '</';
  if (c === undefined) {
    m.chars(prefix);
    return 'end';
  }
  if (m.state === 'tagOpen' && c === '!') {
    m.i++;
    m.state = 'cs1';
  } else if (m.state === 'tagOpen' && c === '/') {
    m.i++;
    m.state = 'closeTag';
  } else if (c === '>') {
    m.chars(`${prefix}>`);
    m.i++;
    m.state = 'data';
  } else if (NAME_START.test(c)) {
    m.tag = { end: m.state === 'closeTag', name: c, attributes: [] };
    m.i++;
    m.state = 'tagName';
  } else {
    m.chars(prefix);
    m.state = 'data';
  }
}

/** Comment start 1 and comment start 2 states. */
function commentStart(m: Machine, c: Char): Stop | undefined {
  const prefix = m.state === 'cs1' ? '<!' : '<!-';
  if (c === undefined) {
    m.chars(prefix);
    return 'end';
  }
  if (c === '-') {
    m.i++;
    m.state = m.state === 'cs1' ? 'cs2' : 'comment';
  } else if (c === '>') {
    m.chars(`${prefix}>`);
    m.i++;
    m.state = 'data';
  } else {
    m.chars(prefix); // errata S8
    m.state = 'data';
  }
}

/** Comment, comment end 1 and comment end 2 states. */
function comment(m: Machine, c: Char): Stop | undefined {
  if (c === undefined) return 'end'; // errata S6: dropped
  m.i++;
  if (m.state === 'comment') m.state = c === '-' ? 'ce1' : 'comment';
  else if (m.state === 'ce1') m.state = c === '-' ? 'ce2' : 'comment';
  else if (c === '>') m.state = 'data';
  else if (c !== '-') m.state = 'comment';
}

/** Character reference state. */
function characterReference(m: Machine, c: Char): Stop | undefined {
  if (c === undefined) return m.fail();
  if (c === '#') m.state = 'numeric';
  else if ('lagq'.includes(c)) {
    m.named = c;
    m.state = 'named';
  } else if (HEX.test(c)) m.state = 'bad';
  else return m.fail();
  m.refRaw += c;
  m.i++;
}

/** Numeric character reference state. */
function numericReference(m: Machine, c: Char): Stop | undefined {
  if (c === undefined) return m.fail();
  if (c === 'x' || c === 'X') {
    m.value = 0;
    m.state = 'hex';
  } else if (/^[0-9]$/.test(c)) {
    m.value = Number(c);
    m.state = 'dec';
  } else return m.fail();
  m.refRaw += c;
  m.i++;
}

/** Hexadecimal and decimal numeric character reference states. */
function digits(m: Machine, c: Char): Stop | undefined {
  if (c === undefined) return m.fail();
  if (c === ';') {
    m.i++;
    const v = m.value;
    const ok = v >= 1 && v <= 0x10ffff && !(v >= 0xd800 && v <= 0xdfff);
    m.emit(ok ? String.fromCodePoint(v) : '\uFFFD');
    m.state = m.ret;
    return;
  }
  if (!(m.state === 'hex' ? HEX.test(c) : /^[0-9]$/.test(c))) return m.fail();
  m.value = Math.min(m.value * (m.state === 'hex' ? 16 : 10) + Number.parseInt(c, 16), 0x110000); // errata S15
  m.refRaw += c;
  m.i++;
}

/** The named character reference L, A, AM, AP, APO, G, Q, QU, QUO states. */
function named(m: Machine, c: Char): undefined {
  const next = m.named + (c ?? '');
  if (c !== undefined && Object.keys(NAMED).some((n) => n.startsWith(next))) {
    m.named = next;
    m.refRaw += c;
    m.i++;
    if (NAMED[m.named] !== undefined) m.state = 'afterNamed';
  } else m.state = 'bad';
}

/** After named character reference state. */
function afterNamed(m: Machine, c: Char): undefined {
  if (c === ';') {
    m.i++;
    m.emit(NAMED[m.named]!);
    m.state = m.ret;
  } else if (c !== undefined && c === m.extra) {
    m.emit('\uFFFD');
    m.state = m.ret;
  } else m.state = 'bad';
}

/** Bad named character reference state. */
function badNamed(m: Machine, c: Char): Stop | undefined {
  if (c === undefined) return m.fail();
  if (c === ';') {
    m.i++;
    m.emit('\uFFFD');
    m.state = m.ret;
  } else if (c === m.extra) {
    m.emit('\uFFFD'); // errata S16
    m.state = m.ret;
  } else if (HEX.test(c)) {
    m.refRaw += c;
    m.i++;
  } else m.fail();
}

const isSpace = (c: string) => c === ' ' || c === '\n';

/** A tag state: end of input drops the tag (errata S6). */
function inTag(step: (m: Machine, c: string) => void) {
  return (m: Machine, c: Char): Stop | undefined => {
    if (c === undefined) return 'end';
    step(m, c);
  };
}

/** Tag name state. */
function tagName(m: Machine, c: string): void {
  m.i++;
  if (isSpace(c)) m.state = 'beforeAttrName';
  else if (c === '/') m.state = 'void';
  else if (c === '>') m.afterTag(false);
  else m.tag.name += c;
}

/** Void tag state. */
function voidTag(m: Machine, c: string): void {
  if (c === '>') {
    m.i++;
    m.afterTag(true);
  } else m.state = 'beforeAttrName';
}

/** Before attribute name and after attribute name states. */
function beforeAttributeName(m: Machine, c: string): void {
  m.i++;
  if (isSpace(c)) return;
  if (c === '/') m.state = 'void';
  else if (c === '>') m.afterTag(false);
  else if (c === '=' && m.state === 'afterAttrName') m.state = 'beforeValue';
  else {
    m.tag.attributes.push({ name: c, value: '' }); // errata S9
    m.state = 'attrName';
  }
}

/** Attribute name state. */
function attributeName(m: Machine, c: string): void {
  m.i++;
  if (isSpace(c)) m.state = 'afterAttrName';
  else if (c === '/') m.state = 'void';
  else if (c === '=') m.state = 'beforeValue';
  else if (c === '>') m.afterTag(false);
  else m.attr().name += c;
}

/** Before attribute value state. */
function beforeValue(m: Machine, c: string): void {
  if (isSpace(c)) m.i++;
  else if (c === '>') {
    m.i++;
    m.afterTag(false);
  } else if (c === '"' || c === "'") {
    m.i++;
    m.state = c === '"' ? 'dq' : 'sq';
  } else m.state = 'unquoted'; // errata S10
}

/** Double-quoted and single-quoted attribute value states. */
function quotedValue(m: Machine, c: string): void {
  m.i++;
  const q = m.state === 'dq' ? '"' : "'";
  if (c === q) m.state = 'beforeAttrName';
  else if (c === '&') m.beginReference(m.state, q);
  else m.attr().value += c;
}

/** Unquoted attribute value state. */
function unquotedValue(m: Machine, c: string): void {
  m.i++;
  if (isSpace(c)) m.state = 'beforeAttrName';
  else if (c === '>')
    m.afterTag(false); // errata S11
  else if (c === '&') m.beginReference('unquoted', '');
  else m.attr().value += c;
}

/** The states by name: one function per spec state (or per pair the spec words alike). */
const STATES: Record<string, (m: Machine, c: Char) => Stop | undefined> = {
  signature,
  expect,
  afterSig: afterSignature,
  rest: restOfLine,
  data,
  raw: rawData,
  rawClose: rawDataClose,
  tagOpen,
  closeTag: tagOpen,
  cs1: commentStart,
  cs2: commentStart,
  comment,
  ce1: comment,
  ce2: comment,
  charRef: characterReference,
  numeric: numericReference,
  hex: digits,
  dec: digits,
  named,
  afterNamed,
  bad: badNamed,
  tagName: inTag(tagName),
  void: inTag(voidTag),
  beforeAttrName: inTag(beforeAttributeName),
  afterAttrName: inTag(beforeAttributeName),
  attrName: inTag(attributeName),
  beforeValue: inTag(beforeValue),
  dq: inTag(quotedValue),
  sq: inTag(quotedValue),
  unquoted: inTag(unquotedValue),
};

/** Token cleanup stage (errata S17). */
function cleanup(out: (string | Tag)[]): RefToken[] {
  const tokens: RefToken[] = [];
  let text: string | null = null;
  for (const item of out) {
    if (typeof item === 'string') {
      text = (text ?? '') + item;
      continue;
    }
    if (text !== null) tokens.push({ type: 'text', value: text });
    text = null;
    if (item.end) tokens.push({ type: 'endTag', name: item.name });
    else {
      const seen = new Set<string>();
      const attributes = item.attributes.filter((a) => !seen.has(a.name) && seen.add(a.name));
      tokens.push({ type: 'startTag', name: item.name, attributes });
    }
  }
  if (text !== null) tokens.push({ type: 'text', value: text });
  return tokens;
}
