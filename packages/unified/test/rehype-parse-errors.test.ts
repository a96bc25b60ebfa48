// rehype's parse-error fixtures (rehypejs/rehype `test/parse-error`: one
// folder per error code, an index.html and the messages rehype-parse gives
// with `emitParseErrors`): every message rehype-parse gives under one of the
// Standard's codes, we give too, with the same code at the same offset (where
// parse5 and the Standard agree; the others are listed with the Standard's
// answer). Another project's data, not copied here: point
// REHYPE_PARSE_ERRORS at the folder to run them.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ERROR_CODES } from '@forgiving/html-tokenizer';
import { unified } from 'unified';
import { VFile } from 'vfile';
import { describe, expect, it } from 'vitest';
import rehypeParse from '../src/rehype.ts';

const dir = process.env.REHYPE_PARSE_ERRORS ?? '';
const available = dir !== '' && existsSync(dir);
const standard = new Set<string>(ERROR_CODES);

interface Message {
  ruleId?: string;
  place?: { start?: { offset?: number }; offset?: number };
}

/** Folders where the Standard no longer gives parse5's error, with why. */
const STANDARD_MOVED = new Map([
  [
    'unexpected-question-mark-instead-of-tag-name',
    '`<?` then a valid target is a processing instruction since 2026 (whatwg/html #12118), not a bogus comment',
  ],
]);

const key = (m: Message) => `${m.ruleId}@${m.place?.start?.offset ?? m.place?.offset ?? ''}`;

describe.skipIf(!available)(
  'rehype parse-error fixtures (skipped: set REHYPE_PARSE_ERRORS to rehype’s test/parse-error folder)',
  () => {
    // Without the folder: one skipped test that says so (a file with no test at all is an error).
    const folders = available ? readdirSync(dir).filter((name) => !name.startsWith('.')) : ['(no REHYPE_PARSE_ERRORS)'];
    for (const folder of folders) {
      it.skipIf(STANDARD_MOVED.has(folder))(
        `${folder}${STANDARD_MOVED.has(folder) ? ` (${STANDARD_MOVED.get(folder)})` : ''}`,
        () => {
          const base = join(dir, folder);
          const file = new VFile({ basename: 'index.html', value: readFileSync(join(base, 'index.html')) });
          unified().use(rehypeParse, { emitParseErrors: true, scripting: false }).parse(file);
          const expected = (JSON.parse(readFileSync(join(base, 'messages.json'), 'utf8')) as Message[])
            .filter((m) => standard.has(m.ruleId ?? ''))
            .map(key);
          const ours = file.messages.map((m) => key(m as Message));
          expect(expected.filter((k) => !ours.includes(k))).toEqual([]);
        },
      );
    }
  },
);
