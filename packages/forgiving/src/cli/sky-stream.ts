// Streaming `select` for Sky: the tokenizer feeds sky-tree's TreeConstructor
// (tree construction stays in @forgiving/sky-tree: template sealing, end tag
// matching, errata S19–S24) through an adapter that keeps no tree. Each
// element reaches the streaming matcher (select/stream.ts) when it is
// inserted; an insertion into node P means every element opened after P is
// closed. Template contents are separate fragments and are not searched (as
// in the tree matcher without `templateContent`).
import { LineIndex, attributeRecordOf } from '@forgiving/char-ref';
import { createTokenizer } from '@forgiving/sky-tokenizer';
import type { SkyAttribute, SkyContext } from '@forgiving/sky-tokenizer';
import { TreeConstructor, type TreeAdapter } from '@forgiving/sky-tree';
import type { StreamMatcher } from '../select/stream.ts';

interface Node {
  element: boolean;
  /** Inside a template's content (not searched). */
  hidden: boolean;
  name: string;
  attributes: Record<string, string>;
}

export interface SkyStreamMatch {
  name: string;
  attributes: Record<string, string>;
  line: number;
  column: number;
  offset: number;
}

export interface SkyStreamSelect {
  write(chunk: string | Uint8Array): void;
  end(): { isSky: boolean };
}

export function createSkyStreamSelect(
  context: SkyContext,
  matcher: StreamMatcher,
  onMatch: (match: SkyStreamMatch) => void,
): SkyStreamSelect {
  // Offsets only grow, so lines before the current token are forgotten.
  const lines = new LineIndex();
  // The point of the current start tag. Resolving every token start also lets
  // the cursor drop the chunks it has passed (bounded memory).
  let point = { line: 1, column: 1, offset: 0 };
  const open: Node[] = [];
  const adapter: TreeAdapter<Node, Node, null> = {
    createRoot: () => ({ element: false, hidden: false, name: '', attributes: {} }),
    createElement: (name: string, attributes: readonly SkyAttribute[]) => ({
      element: true,
      hidden: false,
      name,
      attributes: record(attributes),
    }),
    createText: () => null,
    createTemplateContent: () => ({ element: false, hidden: true, name: '', attributes: {} }),
    appendChild(parent, child) {
      if (child === null) return;
      child.hidden = parent.hidden;
      if (child.hidden) return;
      while (open.length > 0 && open[open.length - 1] !== parent) {
        open.pop();
        matcher.close();
      }
      open.push(child);
      if (matcher.open(child)) {
        onMatch({
          name: child.name,
          attributes: child.attributes,
          line: point.line,
          column: point.column,
          offset: point.offset,
        });
      }
    },
  };
  const builder = new TreeConstructor(adapter);
  const tokenizer = createTokenizer({
    context,
    onDecoded: (chunk) => lines.append(chunk),
    onToken(token) {
      point = lines.point(token.start);
      lines.forget(token.start);
      builder.token(token);
    },
  });
  return {
    write: (chunk) => tokenizer.write(chunk),
    end: () => tokenizer.end(),
  };
}

function record(attributes: readonly SkyAttribute[]): Record<string, string> {
  return attributeRecordOf(attributes);
}
