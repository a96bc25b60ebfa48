/**
 * A unified parser plugin in place of rehype-parse: the same option names
 * where they mean the same (`fragment`, `emitParseErrors`, the per-error
 * severities), hast out, parse errors as vfile messages. The tree is the
 * WHATWG Standard's as @forgiving/html-tree builds it, which is the tree
 * rehype-parse (parse5 + hast-util-from-parse5) gives; one default differs:
 * scripting is on here (the Standard's default for a browsing context, and
 * html-tree's, decision H3), off in rehype-parse, so `<noscript>` holds raw
 * text here. Pass `scripting: false` for rehype-parse's trees.
 */
import { ERROR_CODES } from '@forgiving/html-tokenizer';
import { type HtmlErrorCode, type ParseResult, parseHtml, parseHtmlFragment } from '@forgiving/html-tree';
import type { Root } from 'hast';
import type { Plugin, Processor } from 'unified';
import { addVerbosePositions, verboseAdapter } from './verbose.ts';
import { type CamelCase, type ErrorSeverity, type MessageFile, optionName, report, severity } from './messages.ts';

/** A severity option per error code, camel-cased (`missingDoctype: 0` hides that error), as rehype-parse has them. */
export type HtmlErrorSeverities = { [Code in HtmlErrorCode as CamelCase<Code>]?: ErrorSeverity };

export interface RehypeOptions extends HtmlErrorSeverities {
  /** Parse as a fragment (in a `<template>`, as rehype-parse does through parse5; `context` names another element). Default false. */
  fragment?: boolean | null | undefined;
  /** The fragment's context element (html-tree's decision H7); default `template`, as parse5's parseFragment. */
  context?: string | { tagName: string; namespace?: 'html' | 'svg' | 'math' } | undefined;
  /** Report parse errors as messages on the file (rehype-parse's option). Default false. */
  emitParseErrors?: boolean | null | undefined;
  /** The scripting flag: default true here, false in rehype-parse (`<noscript>` content). */
  scripting?: boolean | null | undefined;
  /** unist positions on every node, as rehype-parse always adds them. Default true. */
  positions?: boolean | null | undefined;
  /**
   * rehype-parse's `verbose`: each element with a start tag in the source
   * gets `data.position` with `opening` (start tag), `closing` (end tag, when
   * one closed it) and `properties` (each attribute's span, by property
   * name). Default false.
   */
  verbose?: boolean | null | undefined;
}

const SOURCE = '@forgiving/html-tree';
/** The Standard's anchors exist for the tokenizer's codes; tree construction's other codes are this project's. */
const STANDARD = 'https://html.spec.whatwg.org/multipage/parsing.html#parse-error-';
const STANDARD_CODES: ReadonlySet<string> = new Set(ERROR_CODES);

/**
 * `unified().use(rehypeParse)`: HTML → hast with @forgiving/html-tree.
 * Options also come from `processor.data('settings')`, as in rehype-parse.
 */
const rehypeParse: Plugin<[(RehypeOptions | null | undefined)?], string, Root> = function (
  this: Processor,
  options?: RehypeOptions | null,
) {
  const settings = { ...(this.data('settings') as RehypeOptions | undefined), ...options } as RehypeOptions &
    Record<string, unknown>;
  this.parser = (document: string, file: MessageFile): Root => {
    const common = {
      scripting: settings.scripting ?? true,
      positions: settings.positions ?? true,
    };
    const context = settings.context ?? 'template';
    const result = settings.verbose
      ? parseVerbose(document, common.scripting, common.positions, settings.fragment ? context : undefined)
      : settings.fragment
        ? parseHtmlFragment(document, { ...common, context })
        : parseHtml(document, common);
    if (settings.emitParseErrors) {
      for (const error of result.errors) {
        const level = severity(settings[optionName(error.code)], 1);
        if (level === 0) continue;
        const url = STANDARD_CODES.has(error.code) ? STANDARD + error.code : undefined;
        report(file, error, level, SOURCE, url);
      }
    }
    return result.tree;
  };
};

/**
 * `verbose`: the parse through the hast adapter that keeps end tags
 * (verbose.ts), then `data.position` on the elements. Only this path pays
 * for it.
 */
function parseVerbose(
  document: string,
  scripting: boolean,
  positions: boolean,
  context: RehypeOptions['context'] | undefined,
): ParseResult<Root> {
  const adapter = verboseAdapter();
  const options = { scripting, positions: true, adapter };
  const result =
    context === undefined ? parseHtml(document, options) : parseHtmlFragment(document, { ...options, context });
  const tree = adapter.finish(result.tree as Root, document);
  addVerbosePositions(tree, document, adapter, { scripting, positions });
  return { ...result, tree };
}

export default rehypeParse;
export { rehypeParse };
export type { ErrorSeverity };
export type { VerbosePosition } from './verbose.ts';
