import { type Point, parseError } from '@forgiving/char-ref';
import type { XmlParseError } from './types.ts';

/**
 * Error codes (kebab case, decision X12) and their messages: the one table
 * of every code xml-er reports, the namespace codes of resolveNamespaces
 * (X9) included. Every code is a well-formedness error (`wellFormed` is false
 * as soon as one is reported) except those in NOT_FATAL.
 */
const TABLE = {
  // input (X1)
  'unsupported-encoding':
    'Encoding not supported (neither a WHATWG encoding nor an IANA alias of one): decoded as UTF-8; the decode option can supply a decoder',
  'encoding-mismatch': 'The document is not in the encoding its XML declaration names',
  'invalid-byte-sequence': 'Invalid byte sequence for the encoding: replaced with U+FFFD (this error points at it)',
  'invalid-character': 'Character not allowed in XML (not a Char, or an unpaired surrogate)',
  // references (X3, X4, X5)
  'invalid-reference': '"&" not followed by a name or "#": kept as text',
  'missing-semicolon-after-reference': 'Reference without ";": kept as text',
  'invalid-character-reference': 'Character reference to a character XML does not allow: U+FFFD used',
  'undeclared-entity': 'Reference to an undeclared entity: kept as text',
  'recursive-entity': 'Entity references itself: not expanded',
  'entity-expansion-limit':
    'Expansion limit reached (entity text, nodes and attribute defaults): further references are not expanded and defaults not added',
  'external-entity-not-read':
    'Reference to an external entity, which is not read: kept as a reference (not a well-formedness error)',
  'undeclared-entity-not-read':
    'Reference to an entity that may be declared in an external subset or parameter entity, which are not read: kept as a reference (not a well-formedness error)',
  'entity-depth-limit': 'Entities nested too deeply: not expanded',
  'unparsed-entity-reference': 'Reference to an unparsed (NDATA) entity',
  'external-entity-in-attribute': 'Reference to an external entity in an attribute value',
  'unbalanced-entity': 'Entity replacement text is not balanced markup',
  // tags
  'invalid-tag-open': '"<" not followed by a name: kept as text',
  'invalid-name': 'Not an XML name',
  'unexpected-solidus-in-tag': '"/" in a tag not followed by ">"',
  'invalid-attribute-name': 'Invalid attribute name',
  'missing-whitespace-between-attributes': 'Attributes not separated by whitespace',
  'missing-attribute-value': 'Attribute without a value',
  'unquoted-attribute-value': 'Attribute value without quotes',
  'less-than-in-attribute-value': '"<" in an attribute value',
  'duplicate-attribute': 'Attribute given twice: the first is kept',
  'eof-in-tag': 'End of input inside a tag',
  'invalid-end-tag-open': '"</" not followed by a name: kept as text',
  'junk-in-end-tag': 'Unexpected characters in an end tag',
  'short-end-tag': 'Short end tag "</>" (closes the current element)',
  'mismatched-end-tag': 'End tag does not match the open element',
  'unexpected-end-tag': 'End tag without an open element: dropped',
  'unclosed-element': 'Element not closed before the end of input',
  // other markup
  'missing-pi-target': 'Processing instruction without a target',
  'reserved-pi-target': 'Processing instruction target "xml" is reserved (or XML declaration not at the start)',
  'invalid-xml-declaration': 'Malformed XML declaration',
  'eof-in-pi': 'End of input inside a processing instruction',
  'incorrectly-opened-comment': 'Markup declaration that is not a comment, CDATA section or DOCTYPE',
  'double-hyphen-in-comment': '"--" inside a comment',
  'eof-in-comment': 'End of input inside a comment',
  'eof-in-cdata': 'End of input inside a CDATA section',
  'cdata-end-in-text': '"]]>" in text',
  // document structure (start and end phases, X10)
  'missing-root': 'No root element',
  'text-outside-root': 'Text outside the root element: dropped',
  'cdata-outside-root': 'CDATA section outside the root element: dropped',
  'content-after-root': 'Element after the root element: dropped',
  'unexpected-doctype': 'DOCTYPE not at the start of the document: dropped',
  // DOCTYPE and internal subset
  'malformed-doctype': 'Malformed DOCTYPE',
  'missing-doctype-name': 'DOCTYPE without a name',
  'eof-in-doctype': 'End of input inside the DOCTYPE',
  'junk-after-internal-subset': 'Unexpected characters after the internal subset',
  'malformed-declaration': 'Malformed markup declaration in the internal subset',
  'undeclared-parameter-entity': 'Reference to an undeclared parameter entity',
  'declaration-not-processed':
    'Declaration after a reference to a parameter entity that is not read: not processed, as XML 1.0 §5.1 says (not a well-formedness error)',
  'parameter-entity-in-declaration': 'Parameter entity reference inside a declaration of the internal subset',
  'too-many-errors': 'Too many errors: later ones are not reported',
  // namespaces (Namespaces in XML 1.0, X9: reported when namespaces are checked)
  'unbound-prefix': 'Prefix is not bound to a namespace',
  'duplicate-expanded-attribute': 'Two attributes with the same namespace and local name: the first is kept',
  'invalid-qualified-name': 'Not a valid qualified name',
  'reserved-namespace-binding': 'The xml and xmlns prefixes and namespaces cannot be rebound',
  'empty-prefix-binding': 'A prefix cannot be bound to the empty namespace',
  'colon-in-pi-target': 'A processing instruction target cannot contain ":" with namespaces',
  'colon-in-entity-name': 'An entity name cannot contain ":" with namespaces',
  'colon-in-notation-name': 'A notation name cannot contain ":" with namespaces',
} as const;

/** Every code an xml-er error can have: `XmlParseError['code']`. */
export type XmlErrorCode = keyof typeof TABLE;

/**
 * The message of each code (`Record<XmlErrorCode, string>`, so a code without
 * a message does not compile). Prototype-free and frozen.
 */
export const MESSAGES: Readonly<Record<XmlErrorCode, string>> = Object.freeze(
  Object.assign(Object.create(null) as Record<XmlErrorCode, string>, TABLE),
);

/**
 * Reports that do not make a document not well-formed: XML 1.0 §4.4.3 lets a
 * non-validating processor skip an external entity but says it must tell
 * the application it did (issue #13 item 14). They carry `fatal: false`.
 */
export const NOT_FATAL: ReadonlySet<XmlErrorCode> = new Set<XmlErrorCode>([
  'external-entity-not-read',
  'undeclared-entity-not-read',
  'declaration-not-processed',
]);

export function isFatal(code: XmlErrorCode): boolean {
  return !NOT_FATAL.has(code);
}

/** At most this many errors are reported (then one `too-many-errors`); wellFormed still counts all. */
export const MAX_ERRORS = 10000;

/** An error with the span of its culprit: from `start` to `end` (exclusive). */
export function xmlError(code: XmlErrorCode, start: Point, end: Point): XmlParseError {
  return parseError(code, MESSAGES[code], start, end);
}
