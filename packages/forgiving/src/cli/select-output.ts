// What `forgiving select` prints for each match (issue 28 item 5):
// - by default `file:line:column: <name attributes>`;
// - `--text`: the match's text content (its text and CDATA descendants, as
//   the DOM's textContent; a template's contents are not its children);
// - `--attr NAME`: the value of that attribute (nothing for a match without it);
// - `--html`: the match's markup, written by the language's serializer
//   (toHtml, toXml, toSky);
// - `--format json`: one JSON object per file and line (JSON Lines):
//   {"file":…,"language":…,"matches":[{"name","attributes","line","column",
//   "offset", and "text" / "attribute" / "html" when asked}]}. `line`,
//   `column` and `offset` are where the match's start tag starts (null when
//   the parser gave no position).
// Text output is escaped (io.ts's Output); JSON needs nothing more than JSON.
import type { CommandContext, Document } from './context.ts';
import { at, formatAttributes } from './context.ts';
import { escapeControls } from './escape.ts';

export interface Match {
  name: string;
  attributes: Record<string, string | null | undefined>;
  start?: { line: number; column: number; offset?: number | undefined } | undefined;
  /** The matched node, when --text or --html need it (tree-based matching). */
  node?: unknown;
}

/** How to read a matched node's contents (the language's own serializer for --html). */
export interface MatchContent {
  markup(node: unknown): string;
}

export interface MatchPrinter {
  match(match: Match): void;
  /** Ends the file's output (JSON: closes its object); returns how many matched. */
  end(): Promise<number>;
}

/** Whether the options ask for what only a tree holds (text content or markup). */
export function needsContent(cx: CommandContext): boolean {
  return cx.options.text || cx.options.html;
}

export function createMatchPrinter(document: Document, cx: CommandContext, content?: MatchContent): MatchPrinter {
  const { out, paint, options } = cx;
  const json = options.format === 'json';
  const file = escapeControls(document.input.name);
  let count = 0;
  if (json)
    out.write(
      `{"file":${JSON.stringify(document.input.name)},"language":${JSON.stringify(document.language)},"matches":[`,
    );
  return {
    match(match) {
      if (json) {
        out.write(`${count === 0 ? '' : ','}${JSON.stringify(matchJson(match, cx, content))}`);
      } else if (options.text) {
        out.line(escapeControls(textContent(match.node), true));
      } else if (options.html) {
        out.line(escapeControls(content?.markup(match.node) ?? '', true));
      } else if (options.attr !== undefined) {
        const value = attributeOf(match, options.attr);
        if (value !== undefined) out.line(escapeControls(value, true));
      } else {
        const where = match.start === undefined ? file : `${file}:${at(match.start)}`;
        out.line(
          `${paint('gray', `${where}:`)} ${paint('blue', `<${escapeControls(match.name)}${formatAttributes(match.attributes)}>`)}`,
        );
      }
      count++;
    },
    async end() {
      if (json) out.line(']}');
      await out.flush();
      return count;
    },
  };
}

function attributeOf(match: Match, name: string): string | undefined {
  if (!Object.hasOwn(match.attributes, name)) return undefined;
  return match.attributes[name] ?? '';
}

function matchJson(match: Match, cx: CommandContext, content: MatchContent | undefined): Record<string, unknown> {
  const attributes: Record<string, string> = {};
  for (const name of Object.keys(match.attributes)) {
    // A JSON object from a record whose keys may be `__proto__`: defineProperty keeps each one own.
    Object.defineProperty(attributes, name, {
      value: match.attributes[name] ?? '',
      enumerable: true,
      writable: true,
      configurable: true,
    });
  }
  const out: Record<string, unknown> = {
    name: match.name,
    attributes,
    line: match.start?.line ?? null,
    column: match.start?.column ?? null,
    offset: match.start?.offset ?? null,
  };
  if (cx.options.text) out['text'] = textContent(match.node);
  if (cx.options.attr !== undefined) out['attribute'] = attributeOf(match, cx.options.attr) ?? null;
  if (cx.options.html) out['html'] = content?.markup(match.node) ?? null;
  return out;
}

interface TextLike {
  type?: string;
  value?: unknown;
  children?: unknown[];
}

/** The text and CDATA descendants of a node, in order (no recursion: any depth). */
export function textContent(node: unknown): string {
  if (node === undefined || node === null) return '';
  let text = '';
  const stack: TextLike[] = [node as TextLike];
  while (stack.length > 0) {
    const current = stack.pop()!;
    if ((current.type === 'text' || current.type === 'cdata') && typeof current.value === 'string') {
      text += current.value;
      continue;
    }
    const children = current.children;
    if (children !== undefined) for (let i = children.length - 1; i >= 0; i--) stack.push(children[i] as TextLike);
  }
  return text;
}
