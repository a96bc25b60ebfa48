// `forgiving tree`: the whole tree (with positions), pretty or --json.
// Sky is built chunk by chunk by the streaming tree builder; XML-ER parses
// the decoded text (its tree needs the whole document anyway).
import { createTreeBuilder } from '@forgiving/sky-tree';
import type { SkyRoot } from '@forgiving/sky-tree';
import { parseXml } from '@forgiving/xml-er';
import type { Root as XmlRoot } from '@forgiving/xml-er';
import { htmlTree } from '../html.ts';
import { type CommandContext, type Document, notSkyMessage } from '../context.ts';
import { readAll } from '../io.ts';
import { limitedChunks } from '../limits.ts';
import { jsonPieces, treeLines } from '../print-tree.ts';
import { escapeControls } from '../escape.ts';

export interface BuiltTree {
  tree: SkyRoot | XmlRoot | null;
  /** False for XML that is not well-formed (the tree is the recovered one) and for input that is not Sky. */
  wellFormed: boolean;
  /** The decoded text (XML only; Sky trees are built from the chunks). */
  text?: string;
}

/**
 * Builds the tree of a document with positions; null tree when the input is
 * not Sky. The input must be within the whole-document limit (limits.ts).
 */
export async function buildTree(document: Document, cx: CommandContext, command: string): Promise<BuiltTree> {
  const chunks = limitedChunks(document, command, cx.streams.env);
  if (document.language === 'sky') {
    const builder = createTreeBuilder({ context: document.context, positions: true });
    for await (const chunk of chunks) builder.write(chunk);
    const { tree } = builder.end();
    return { tree, wellFormed: tree !== null };
  }
  const bytes = await readAll({ ...document.input, chunks: () => chunks });
  const { tree, wellFormed } = parseXml(bytes, { positions: true });
  return { tree, wellFormed };
}

/** Prints the tree; 1 when the XML is not well-formed (the recovered tree is printed) or the input is not Sky. */
export async function treeCommand(document: Document, cx: CommandContext): Promise<number> {
  if (document.language === 'html') return htmlTree(document, cx);
  const { tree, wellFormed } = await buildTree(document, cx, 'tree');
  if (tree === null) {
    cx.err.line(notSkyMessage(document));
    return 1;
  }
  const { out } = cx;
  if (cx.options.json) {
    for (const piece of jsonPieces(tree)) {
      // JSON leaves DEL and C1 controls raw; escaped they stay valid JSON (\u009b).
      out.write(escapeControls(piece));
      await out.flush();
    }
    out.write('\n');
  } else {
    let n = 0;
    for (const line of treeLines(tree, cx.paint)) {
      out.line(line);
      if (++n % 1024 === 0) await out.flush();
    }
  }
  await out.flush();
  return wellFormed ? 0 : 1;
}
