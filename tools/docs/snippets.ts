// Fenced code blocks of the repository's Markdown: the extraction shared by
// the guide's runner (migrating.test.ts runs the `js` blocks) and the
// consumer type-check (consumer.test.ts type-checks the `ts` blocks).
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

export interface Snippet {
  /** The `## ` section the block is in. */
  section: string;
  code: string;
  /** The 1-based line of the block's first code line. */
  line: number;
}

/** The fenced blocks of `lang` (```js, ```ts), each with its section. */
export function snippets(markdown: string, lang: string): Snippet[] {
  const found: Snippet[] = [];
  let section = '';
  const lines = markdown.split('\n');
  const fence = `\`\`\`${lang}`;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] as string;
    if (line.startsWith('## ')) section = line.slice(3);
    if (line !== fence) continue;
    const start = i + 1;
    let end = start;
    while (end < lines.length && lines[end] !== '```') end++;
    found.push({ section, code: lines.slice(start, end).join('\n'), line: start + 1 });
    i = end;
  }
  return found;
}

/** The Markdown files whose examples users copy: README.md, packages/*\/README.md, docs/*.md (paths relative to `root`). */
export function exampleDocuments(root: string): string[] {
  const files = ['README.md'];
  for (const dir of readdirSync(join(root, 'packages')).sort())
    if (existsSync(join(root, 'packages', dir, 'README.md'))) files.push(`packages/${dir}/README.md`);
  for (const file of readdirSync(join(root, 'docs')).sort()) if (file.endsWith('.md')) files.push(`docs/${file}`);
  return files;
}
