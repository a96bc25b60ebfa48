// Where Chromium 156 departs from the HTML Standard on inputs the browser
// differential (html-chromium.test.ts) makes: each a rule by what the input
// holds, with the Standard's text, so the rest of the comparison stays exact.
// The html-tree README's Spec notes list them too.
import type { Context } from './grammar.ts';

export interface Departure {
  name: string;
  /** What the Standard says, and what Chromium does instead. */
  why: string;
  covers(input: string, context: Context | null): boolean;
}

/** Start tags the "in head" rules take (and html): a NUL after only these is still before the body. */
const BEFORE_BODY =
  /^<\/?(html|head|base|basefont|bgsound|link|meta|noframes|style|title|noscript|script)(?=[\t\n\f\r />])/i;

/** Whether a literal U+0000 stands in text before anything that opens the body. */
function nulBeforeBody(input: string): boolean {
  for (let i = 0; i < input.length; ) {
    const c = input[i];
    if (c === '\0') return true;
    if (c !== '<') {
      if (!/[\t\n\f\r ]/.test(c!)) return false;
      i++;
      continue;
    }
    const rest = input.slice(i);
    const skip = /^(?:<!--[\s\S]*?-->|<![^>]*>)/.exec(rest) ?? (BEFORE_BODY.test(rest) ? /^<[^>]*>/.exec(rest) : null);
    if (skip === null) return false;
    i += skip[0].length;
  }
  return false;
}

export const CHROMIUM_DEPARTURES: readonly Departure[] = [
  {
    name: 'search is not special',
    why:
      'The Standard lists search among the special elements (§13.2.4.2), so "any other end tag" stops at it and the ' +
      'adoption agency takes it as the furthest block; Chromium closes across it, as parse5 does.',
    covers: (input) => /<search/i.test(input),
  },
  {
    name: 'U+0000 in an RCDATA context',
    why: 'The RCDATA state turns U+0000 into U+FFFD (§13.2.5.2); innerHTML on a title or textarea in Chromium drops it.',
    covers: (input, context) => (context === 'title' || context === 'textarea') && input.includes('\0'),
  },
  {
    name: 'U+0000 before the body',
    why:
      'A U+0000 character token in the "before html", "before head", "in head" or "after head" insertion mode is ' +
      '"anything else": it closes the head and opens the body, so what follows lands in body; Chromium drops the ' +
      'NUL before tree construction.',
    covers: (input, context) => context === null && nulBeforeBody(input),
  },
  {
    name: 'head or noscript start tag in "in head noscript"',
    why:
      '"in head noscript": a start tag head or noscript is a parse error and ignored, and comments and whitespace ' +
      'after it stay in the noscript (§13.2.6.4.5); Chromium closes the noscript.',
    covers: (input, context) =>
      context === null && /<noscript/i.test(input) && /<(head|noscript)[\s\S]*<(head|noscript)/i.test(input),
  },
  {
    name: 'input in a select fragment',
    why:
      '"in body": a start tag input (or keygen, textarea, select) in a fragment whose context is a select is a ' +
      'parse error and ignored (§13.2.6.4.7, customizable select); Chromium inserts it.',
    covers: (input, context) => context === 'select' && /<(input|keygen|textarea|select)/i.test(input),
  },
  {
    name: 'U+0000 between <pre> and its first newline',
    why:
      '"in body", start tag pre or listing: only if the next token is a LF is it dropped; a U+0000 token comes first ' +
      '(and is ignored), so the LF stays; Chromium drops the NUL before tree construction and then the LF.',
    covers: (input) => /<(pre|listing)(?:[\t\n\f\r /][^>]*)?>\0/i.test(input),
  },
  {
    name: 'a reference from a numeric 0 and frameset',
    why:
      '&#0; is a U+FFFD character token, "any other character" in body, which sets frameset-ok to "not ok" so a ' +
      'later <frameset> is ignored (§13.2.6.4.7); Chromium still replaces the body with the frameset.',
    covers: (input) => /&#(x0+|0+);?/i.test(input) && /<frameset/i.test(input),
  },
  {
    name: 'legacy reference prefix before an alphanumeric in a short attribute-only document',
    why:
      'In an attribute value, a reference that matched without ";" (such as &not in &notin) and is followed by an ' +
      "alphanumeric is flushed as it is (§13.2.5.73); Chromium's fast path for simple documents decodes it.",
    covers: (input) =>
      /=\s*(["'])[^"']*&not[a-z0-9][^"']*\1/i.test(input) &&
      !/<!|<\?|<(table|template|select|svg|math|frameset|noscript|script|style|title|textarea)/i.test(input),
  },
  {
    name: 'form in template contents (whatwg/html #12911)',
    why:
      'Since 2026-09 the form element pointer is neither set nor checked while parsing template contents, so a ' +
      '<form> there is inserted after another one or inside a table; Chromium 156 still follows the older text ' +
      'and drops it.',
    covers: (input, context) => (context === 'template' || /<template/i.test(input)) && /<form/i.test(input),
  },
  {
    name: 'table parts after text in template contents',
    why:
      '"in template": a character token is processed by the "in body" rules and the mode stays "in template", so a ' +
      'later caption, colgroup, col, tbody, thead, tfoot, tr, td or th start tag switches the template to its ' +
      'table mode and is inserted (§13.2.6.4.16); Chromium ignores such a tag once text was inserted.',
    covers: (input, context) => {
      const open = context === 'template' ? 0 : input.search(/<template[^>]*>/i);
      if (open < 0) return false;
      const rest = input.slice(open);
      const part = /<(caption|colgroup|col|tbody|thead|tfoot|tr|td|th)(?=[\t\n\f\r />])/i.exec(rest);
      if (part === null) return false;
      const before = rest.slice(0, part.index).replace(/<!--[\s\S]*?-->|<[^>]*>/g, '');
      return /[^\t\n\f\r ]/.test(before);
    },
  },
];
