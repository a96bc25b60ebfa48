// `forgiving tree`: the whole tree (with positions) from the document's
// driver, as an outline or --json, written piece by piece (print-tree.ts:
// no recursion, backpressure between pieces). Exit code 1 when the tree is
// a recovered one (not well-formed) or the input is not the language.
import type { CommandContext, Document } from '../context.ts';
import { refused } from '../driver.ts';
import { escapeControls } from '../escape.ts';
import { jsonPieces, treeLines } from '../print-tree.ts';

export async function treeCommand(document: Document, cx: CommandContext): Promise<number> {
  const { driver } = document;
  const built = await driver.tree(document, cx, 'tree');
  if (refused(built)) {
    cx.err.line(built.refusal);
    return 1;
  }
  const { out } = cx;
  if (cx.options.json) {
    for (const piece of jsonPieces(built.tree)) {
      // JSON leaves DEL and C1 controls raw; escaped they stay valid JSON (\u009b).
      out.write(escapeControls(piece));
      await out.flush();
    }
    out.write('\n');
  } else {
    let n = 0;
    for (const line of treeLines(driver.outline?.(built.tree) ?? built.tree, cx.paint)) {
      out.line(line); // treeLines escapes what it takes from the tree (print-tree.ts)
      if (++n % 1024 === 0) await out.flush();
    }
  }
  await out.flush();
  return built.ok ? 0 : 1;
}
