/**
 * What a hast tree built by code may hold that markup cannot say as it is
 * (issue 27 item E): names the tokenizer would cut or change, comments and
 * raw text that would end early. Each is written in a documented escaped
 * form or left out, and reported, never written so that the output parses
 * to a different tree (README, "Spec notes: hast and toHtml").
 */
import type { Nodes } from 'hast';
import type { Instruction } from '../hast/instruction.js';

export type ToHtmlIssueCode =
  | 'invalid-tag-name'
  | 'invalid-attribute-name'
  | 'comment-text'
  | 'raw-text-end-tag'
  | 'raw-text-child'
  | 'unwritable-instruction';

/** A part of the tree `toHtml` could not write as it is, and what it wrote instead. */
export interface ToHtmlIssue {
  code: ToHtmlIssueCode;
  message: string;
  /** The element, comment or text node concerned. */
  node: Nodes;
}

export type Report = (code: ToHtmlIssueCode, message: string, node: Nodes) => void;

/**
 * Characters that end or change an attribute name (HTML §13.2.5.32-33):
 * whitespace, `/`, `>`, `=` but first (the before attribute name state
 * takes a first `=` into the name), NUL (read as U+FFFD). `"`, `'` and `<`
 * are parse errors that stay in the name, so parsed trees hold them: kept.
 */
const ATTRIBUTE_NAME_SPECIAL = /[\t\n\f\r />\0]|(?<!^)=/g;

/** No ATTRIBUTE_NAME_SPECIAL character (a loop: names are short, and a regular expression call per attribute cost toHtml ~8 %). */
function isPlainAttributeName(name: string): boolean {
  for (let i = 0; i < name.length; i++) {
    const c = name.charCodeAt(i);
    if (c <= 0x20) {
      if (c === 0x20 || c === 0x09 || c === 0x0a || c === 0x0c || c === 0x0d || c === 0) return false;
    } else if (c === 0x2f || c === 0x3e || (c === 0x3d && i > 0)) return false;
  }
  return true;
}

/** `&#x3d;` for `=`: lowercase hex, which the tokenizer's lowercasing keeps. */
function reference(character: string): string {
  return `&#x${character.charCodeAt(0).toString(16)};`;
}

/**
 * The attribute name as written: characters that cannot stand in a name as
 * character references (as hast-util-to-html writes them; they are not
 * decoded in names, so the name reads back with the reference text), or
 * null for the empty name (left out).
 */
export function writableAttributeName(name: string, node: Nodes, report: Report): string | null {
  if (name.length === 0) {
    report('invalid-attribute-name', 'an empty attribute name cannot be written; left out', node);
    return null;
  }
  if (isPlainAttributeName(name)) return name;
  const escaped = name.replace(ATTRIBUTE_NAME_SPECIAL, reference);
  report('invalid-attribute-name', `attribute name ${JSON.stringify(name)} written as ${escaped}`, node);
  return escaped;
}

/**
 * Tag open state (HTML §13.2.5.6): an ASCII letter first, else the `<` is
 * text; the tag name state ends at whitespace, `/` or `>`, and NUL becomes
 * U+FFFD. Names decode no references, so there is no escaped form.
 */
export function isWritableTagName(name: unknown): name is string {
  if (typeof name !== 'string' || name.length === 0) return false;
  const first = name.charCodeAt(0) | 0x20;
  if (first < 0x61 || first > 0x7a) return false;
  for (let i = 1; i < name.length; i++) {
    const c = name.charCodeAt(i);
    if (c === 0x20 || c === 0x09 || c === 0x0a || c === 0x0c || c === 0x0d || c === 0x2f || c === 0x3e || c === 0)
      return false;
  }
  return true;
}

/**
 * Comment text that would end the comment or change it (HTML §13.3, "the
 * comment's data must not ... start with `>` or `->`, contain `<!--`,
 * `-->` or `--!>`, or end with `<!-`"): every `<` and `>` taking part in
 * such a sequence (they may overlap: `<!-->`) written as a character
 * reference, as hast-util-to-html does (references are not decoded in
 * comments: the comment reads back with the reference text).
 */
const COMMENT_SPECIAL = /^>|(?<=^-)>|(?<=--!?)>|<(?=!--|!-$)/g;

export function writableComment(value: string, node: Nodes, report: Report): string {
  // Every culprit holds a `>` or a `<!-`: most comments have neither.
  if (value.indexOf('>') < 0 && value.indexOf('<!-') < 0) return value;
  COMMENT_SPECIAL.lastIndex = 0;
  if (!COMMENT_SPECIAL.test(value)) return value;
  const escaped = value.replace(COMMENT_SPECIAL, reference);
  report('comment-text', 'comment text that would end the comment: its < and > written as references', node);
  return escaped;
}

/**
 * Raw text (style, xmp, iframe, noembed, noframes, noscript: RAWTEXT) ends
 * at `</` + its name + whitespace, `/` or `>`, in any case (HTML §13.2.5.12
 * "appropriate end tag"): written `<\/name`, the form JavaScript and CSS
 * strings read as the same characters. Script data has more states
 * (§13.2.5.15-30): after `<!--`, a `<script` enters the double escaped
 * state, where `</script>` does not end the element; see scriptText.
 */
const RAW_END = new Map<string, RegExp>();
const SCRIPT_TOKENS = /<!--|-->|<(\/?)script(?=[\t\n\f\r />])/gi;

/** `name` is one of the raw text elements (to-html.ts RAW_TEXT, noscript): ASCII letters only. */
export function writableRawText(value: string, name: string, node: Nodes, report: Report): string {
  if (value.indexOf('<') < 0) return value;
  let escaped: string;
  if (name === 'script') escaped = scriptText(value, true) ?? scriptText(value, false)!;
  else {
    let pattern = RAW_END.get(name);
    if (pattern === undefined) {
      pattern = new RegExp(`</(${name})(?=[\\t\\n\\f\\r />])`, 'gi');
      RAW_END.set(name, pattern);
    }
    escaped = value.replace(pattern, '<\\/$1');
  }
  if (escaped !== value)
    report('raw-text-end-tag', `text that would end the ${name} element early: written with <\\/`, node);
  return escaped;
}

/**
 * Script text as written: every `</script` that would end the element
 * (in the script data or escaped state) as `<\/script`. With `double`
 * false, also every `<script` that would enter the double escaped state, as
 * `<\script`; with it true, those are kept, unless the text ends in that
 * state (the end tag written after it would not end the element): then null,
 * and the caller asks again without. Linear: one pass, or two.
 */
function scriptText(value: string, double: boolean): string | null {
  const DATA = 0;
  const ESCAPED = 1;
  const DOUBLE = 2;
  let state = DATA;
  let out = '';
  let last = 0;
  SCRIPT_TOKENS.lastIndex = 0;
  for (let match = SCRIPT_TOKENS.exec(value); match !== null; match = SCRIPT_TOKENS.exec(value)) {
    const at = match.index;
    const token = match[0];
    if (token === '<!--') {
      if (state === DATA) state = ESCAPED;
      // Its `--` may be the start of `-->` (`<!-->` ends the escape at once).
      SCRIPT_TOKENS.lastIndex = at + 2;
    } else if (token === '-->') state = DATA;
    else if (match[1] === '/') {
      if (state === DOUBLE) state = ESCAPED;
      else {
        out += value.slice(last, at) + '<\\/';
        last = at + 2;
      }
    } else if (state === ESCAPED) {
      if (double) state = DOUBLE;
      else {
        out += value.slice(last, at) + '<\\';
        last = at + 1;
      }
    }
  }
  if (state === DOUBLE) return null;
  return last === 0 ? value : out + value.slice(last);
}

/** A processing instruction target the tokenizer reads back as one (whatwg/html #12118): a letter or `_`, then ASCII alphanumerics, `-` and `_`, not `xml` or `xml-stylesheet`. */
const INSTRUCTION_TARGET = /^[A-Za-z_][A-Za-z0-9_-]*$/;

/**
 * `<?name value?>`, or '' (left out, reported) when it would not read back as
 * the same instruction: a target the processing instruction states turn into a
 * bogus comment, or data holding `>`, which ends the instruction (its data
 * has no escaped form).
 */
export function writableInstruction(node: Instruction, report: Report): string {
  const { name, value } = node;
  if (!INSTRUCTION_TARGET.test(name) || /^xml(-stylesheet)?$/i.test(name)) {
    report(
      'unwritable-instruction',
      `processing instruction target ${JSON.stringify(name)} cannot be written; left out`,
      node as unknown as Nodes,
    );
    return '';
  }
  if (value.includes('>')) {
    report(
      'unwritable-instruction',
      'processing instruction data holding ">" cannot be written; left out',
      node as unknown as Nodes,
    );
    return '';
  }
  return '<?' + name + ' ' + value + '?>';
}
