// `forgiving tokens`: Sky tokens from the streaming tokenizer, or XML-ER
// parser events from the streaming parser; both in bounded memory.
import { LineIndex } from '@forgiving/char-ref';
import { createTokenizer } from '@forgiving/sky-tokenizer';
import type { SkyToken } from '@forgiving/sky-tokenizer';
import { createXmlParser } from '@forgiving/xml-er';
import type { Position } from '@forgiving/xml-er';
import { htmlTokens } from '../html.ts';
import { type CommandContext, type Document, at, formatAttributes, notSkyMessage, span } from '../context.ts';
import { escapeControls, quoted } from '../escape.ts';

export async function tokensCommand(document: Document, cx: CommandContext): Promise<number> {
  if (document.language === 'html') return htmlTokens(document, cx);
  return document.language === 'sky' ? skyTokens(document, cx) : xmlEvents(document, cx);
}

async function skyTokens(document: Document, cx: CommandContext): Promise<number> {
  // Offsets only grow, so lines before the current token are forgotten.
  const lines = new LineIndex();
  const { out, paint } = cx;
  const onToken = (token: SkyToken) => {
    const where = paint('gray', `${at(lines.point(token.start))}-${at(lines.point(token.end))}`);
    lines.forget(token.start);
    if (token.type === 'text') out.line(`${where} ${paint('green', 'text')} ${quoted(token.value)}`);
    else if (token.type === 'startTag')
      out.line(
        `${where} ${paint('blue', 'startTag')} ${escapeControls(token.name)}${formatAttributes(token.attributes)}`,
      );
    else out.line(`${where} ${paint('blue', 'endTag')} ${escapeControls(token.name)}`);
  };
  const tokenizer = createTokenizer({ context: document.context, onToken, onDecoded: (chunk) => lines.append(chunk) });
  for await (const chunk of document.chunks) {
    tokenizer.write(chunk);
    await out.flush();
  }
  const { isSky } = tokenizer.end();
  await out.flush();
  if (!isSky) {
    cx.err.line(notSkyMessage(document));
    return 1;
  }
  return 0;
}

/** Parser events; 1 when the document is not well-formed (its errors are among the events). */
async function xmlEvents(document: Document, cx: CommandContext): Promise<number> {
  const { out, paint } = cx;
  const where = (position: Position | undefined) => paint('gray', span(position));
  const parser = createXmlParser({
    positions: true,
    onOpenTag: (tag) =>
      out.line(
        `${where(tag.position)} ${paint('blue', tag.selfClosing ? 'emptyTag' : 'openTag')} ${escapeControls(tag.name)}${formatAttributes(tag.attributes)}`,
      ),
    onCloseTag: (name, position) => out.line(`${where(position)} ${paint('blue', 'closeTag')} ${escapeControls(name)}`),
    onText: (value, position) => out.line(`${where(position)} ${paint('green', 'text')} ${quoted(value)}`),
    onCdata: (value, position) => out.line(`${where(position)} ${paint('green', 'cdata')} ${quoted(value)}`),
    onComment: (value, position) => out.line(`${where(position)} ${paint('gray', 'comment')} ${quoted(value)}`),
    onInstruction: (name, value, position) =>
      out.line(`${where(position)} ${paint('magenta', 'instruction')} ${escapeControls(name)} ${quoted(value)}`),
    onDoctype: (doctype) =>
      out.line(
        `${where(doctype.position)} ${paint('magenta', 'doctype')} ${escapeControls(doctype.name)}${doctype.public === undefined ? '' : ` PUBLIC ${quoted(doctype.public)}`}${doctype.system === undefined ? '' : ` SYSTEM ${quoted(doctype.system)}`}`,
      ),
    onError: (error) =>
      out.line(
        `${paint('gray', at(error))} ${paint('red', 'error')} ${escapeControls(error.code)} ${escapeControls(error.message)}`,
      ),
  });
  for await (const chunk of document.chunks) {
    parser.write(chunk);
    await out.flush();
  }
  const { ok } = parser.end();
  await out.flush();
  return ok ? 0 : 1;
}
