/**
 * A unified parser plugin for XML: XML-ER (the XML 1.0 tree for every
 * well-formed document, a recovered one for any other) to xast, as
 * xast-util-from-xml gives it (positions on by default, as it always adds
 * them), with its errors as vfile messages instead of a thrown one.
 */
import { type ParseXmlOptions, type XmlErrorCode, parseXml } from '@forgiving/xml-er';
import type { Root } from 'xast';
import type { Plugin, Processor } from 'unified';
import { type CamelCase, type ErrorSeverity, type MessageFile, optionName, report, severity } from './messages.ts';

/** A severity option per error code, camel-cased, as rehype-parse has them for HTML. */
export type XmlErrorSeverities = { [Code in XmlErrorCode as CamelCase<Code>]?: ErrorSeverity };

export interface XmlParseOptions extends XmlErrorSeverities {
  /**
   * Report errors as messages on the file. Default true: a document that is
   * not well-formed is what xast-util-from-xml throws for. Well-formedness
   * errors are fatal messages (errors), `fatal: false` reports warnings.
   */
  emitParseErrors?: boolean | null | undefined;
  /** unist positions on every node, as xast-util-from-xml adds them. Default true. */
  positions?: boolean | null | undefined;
  /** XML-ER's own options (CDATA nodes, namespaces, guards, encodings: see @forgiving/xml-er). */
  xml?: ParseXmlOptions | undefined;
}

const SOURCE = '@forgiving/xml-er';

/** `unified().use(xmlParse)`: XML → xast with @forgiving/xml-er. */
const xmlParse: Plugin<[(XmlParseOptions | null | undefined)?], string, Root> = function (
  this: Processor,
  options?: XmlParseOptions | null,
) {
  const settings = { ...(this.data('settings') as XmlParseOptions | undefined), ...options } as XmlParseOptions &
    Record<string, unknown>;
  this.parser = (document: string, file: MessageFile): Root => {
    const xml: ParseXmlOptions = { ...settings.xml };
    if (settings.positions ?? true) xml.positions = true;
    const result = parseXml(document, xml);
    if (settings.emitParseErrors ?? true) {
      for (const error of result.errors) {
        const level = severity(settings[optionName(error.code)], error.fatal === false ? 1 : 2);
        if (level !== 0) report(file, error, level, SOURCE, undefined);
      }
    }
    return result.tree;
  };
};

export default xmlParse;
export { xmlParse };
export type { ErrorSeverity };
