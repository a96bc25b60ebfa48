/**
 * The parts of parse5's `TreeAdapter` contract (parse5 8.1.1,
 * `tree-adapters/interface.d.ts`) that the hast adapter implements, written
 * out structurally so the published declarations need no `parse5` import:
 * any value of these shapes is what parse5 passes and expects (decision H5).
 */

/** Namespace URIs, as parse5's `NS` enum spells them. */
export const NS_HTML = 'http://www.w3.org/1999/xhtml';
export const NS_SVG = 'http://www.w3.org/2000/svg';
export const NS_MATHML = 'http://www.w3.org/1998/Math/MathML';
export const NS_XLINK = 'http://www.w3.org/1999/xlink';
export const NS_XML = 'http://www.w3.org/XML/1998/namespace';
export const NS_XMLNS = 'http://www.w3.org/2000/xmlns/';

/** parse5's `DOCUMENT_MODE` values. */
export type DocumentMode = 'no-quirks' | 'quirks' | 'limited-quirks';

/** An attribute as parse5's tokenizer gives it (`Token.Attribute`). */
export interface Attribute {
  name: string;
  value: string;
  namespace?: string | undefined;
  prefix?: string | undefined;
}

/** A source range as parse5 reports it (`Token.Location`): 1-based lines and columns. */
export interface Location {
  startLine: number;
  startCol: number;
  startOffset: number;
  endLine: number;
  endCol: number;
  endOffset: number;
}

/** parse5's `Token.ElementLocation`. */
export interface ElementLocation extends Location {
  startTag?: Location | undefined;
  endTag?: Location | undefined;
  attrs?: Record<string, Location> | undefined;
}

declare module 'hast' {
  interface RootData {
    /**
     * Whether the document is in quirks or limited-quirks mode (as
     * `hast-util-from-parse5` sets it; fragments and template contents: `false`).
     */
    quirksMode?: boolean | undefined;
  }
}
