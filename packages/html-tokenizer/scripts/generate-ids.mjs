#!/usr/bin/env node
// Generates packages/html-tokenizer/src/generated/state-ids.ts and
// error-ids.ts from scripts/standard-excerpt.txt (the Standard's §13.2.5
// state headings and §13.2.2 parse-error codes, issue #31): the state
// numbers, names and section ids, and the error ids, so that no list of
// them is kept in step by hand. The package's own code uses the enums
// (`S.TagName`, `E.EofInTag`), which esbuild inlines as literals; the
// public `State`, `STATE_NAMES` and `ERROR_CODES` are derived from the
// same generated strings (states.ts, error-codes.ts).
//
// Numbering: the states from 1 and the errors from 0, in the Standard's
// order, except that the lines marked "(whatwg/html #12118)" are numbered
// after all the others (decision H9: no public number changed when the
// Standard added processing instructions).
//
//   node packages/html-tokenizer/scripts/generate-ids.mjs          write the files
//   node packages/html-tokenizer/scripts/generate-ids.mjs --check  exit 1 if one is stale
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
// The write-or-check step every generator of the repository shares.
import { writeGenerated } from '../../char-ref/scripts/write-generated.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '../../..');
const source = join(here, 'standard-excerpt.txt');
const LATER = ' (whatwg/html #12118)';
const BEFORE = ' (before whatwg/html #12118)';

/** The lines of one `## ` part of the excerpt, comments and blank lines left out. */
function part(text, heading) {
  const at = text.indexOf(`\n## ${heading}\n`);
  if (at < 0) throw new Error(`no "## ${heading}" in ${source}`);
  const rest = text.slice(at + heading.length + 5);
  const end = rest.indexOf('\n## ');
  return (end < 0 ? rest : rest.slice(0, end))
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'));
}

/** The Standard's order, with the lines (first lines) marked LATER moved after the others. */
function numbered(lines) {
  const later = (line) => line.split('\n')[0].endsWith(LATER);
  const strip = (line) => line.replace(LATER, '').replace(BEFORE, '');
  return [...lines.filter((l) => !later(l)), ...lines.filter(later)].map(strip);
}

const text = readFileSync(source, 'utf8');

// A state is its heading line and the line of its EOF branch under it.
const stateLines = part(text, '13.2.5 Tokenization');
const headings = [];
for (let k = 0; k < stateLines.length; k += 2) headings.push(`${stateLines[k]}\n${stateLines[k + 1]}`);
const states = numbered(headings).map((lines) => {
  const [line, branch] = lines.split('\n');
  const m = /^(13\.2\.5\.\d+) (.+) state$/.exec(line);
  if (!m) throw new Error(`not a state heading: ${line}`);
  if (!/^(EOF|Anything else|Consumes nothing): /.test(branch)) throw new Error(`no EOF branch under ${line}`);
  return { section: m[1], name: m[2], branch: branch.replace(/^[^:]+: /, '') };
});
// `RCDATA less-than sign` → `RCDATALessThanSign`, `Attribute value (double-quoted)` → `AttributeValueDoubleQuoted`
// (states.ts derives `State`'s keys by the same rule at run time).
const stateKey = (name) => name.replace(/[ (-]+(\w)|\)/g, (_, c) => c?.toUpperCase() ?? '');
const stateList = states.map((s) => s.name).join(',');

const codes = numbered(part(text, '13.2.2 Parse errors')).map((code) => {
  if (!/^[a-z]+(-[a-z]+)*$/.test(code)) throw new Error(`not an error code: ${code}`);
  return code;
});
const errorKey = (code) => code.replace(/(^|-)([a-z])/g, (_, _d, c) => c.toUpperCase());

// The EOF branches: a parse error (its code first), then what is done. Each
// wording of the excerpt is one `Eof` action of the tokenizer's `#finish`.
const ACTIONS = [
  ['End', /^(emit an end-of-file token|emit a U\+003C)/, 'emit the pending text and an end-of-file token'],
  ['Comment', /^emit the comment; /, 'emit the comment token, then as End'],
  [
    'NewDoctype',
    /^create a new DOCTYPE token, set its force-quirks flag to on, emit it; /,
    'a new DOCTYPE token, force-quirks on, emitted',
  ],
  [
    'QuirksDoctype',
    /^set the force-quirks flag to on, emit the DOCTYPE token; /,
    'force-quirks on, emit the DOCTYPE token',
  ],
  ['Doctype', /^emit the DOCTYPE token; /, 'emit the DOCTYPE token'],
  [
    'BogusComment',
    /^create a comment token; switch to the bogus comment state\.$/,
    'a comment token, in the bogus comment state (again)',
  ],
  [
    'ReturnState',
    // Ambiguous ampersand: the named character reference state flushed them before.
    /^(flush code points consumed as a character reference; )?reconsume in the return state\.$/,
    'reconsume in the return state',
  ],
  [
    'NumericEnd',
    /^reconsume in the numeric character reference end state\.$/,
    'the numeric character reference end state, then again',
  ],
];
const RECONSUME = ACTIONS.length;
const stateNumber = new Map(states.map((s, k) => [s.name.toLowerCase(), k + 1]));
/** Per state: [error id + 1 or 0, action]. */
const branches = states.map(({ name, branch }) => {
  let rest = branch;
  let error = 0;
  const first = /^([a-z]+(?:-[a-z]+)+); /.exec(rest);
  if (first && codes.includes(first[1])) {
    error = codes.indexOf(first[1]) + 1;
    rest = rest.slice(first[0].length);
  }
  const action = ACTIONS.findIndex(([, pattern]) => pattern.test(rest));
  const reconsume = /^reconsume in the (.+) state\.$/.exec(rest);
  if (action < 0 && reconsume && stateNumber.has(reconsume[1].toLowerCase()))
    return [error, RECONSUME + stateNumber.get(reconsume[1].toLowerCase())];
  if (action < 0) throw new Error(`the EOF branch of the ${name} state is not one the tokenizer knows: ${branch}`);
  return [error, action];
});
const eofBranches = [[0, 0], ...branches].map(([e, a]) => String.fromCharCode(48 + e, 48 + a)).join('');
if (/[^\x30-\x7e]/.test(eofBranches)) throw new Error('an EOF branch does not fit the printable encoding');

const HEADER = [
  '// Generated by packages/html-tokenizer/scripts/generate-ids.mjs from',
  '// packages/html-tokenizer/scripts/standard-excerpt.txt. Do not edit.',
];

const stateIds = [
  ...HEADER,
  '',
  '/**',
  ' * The tokenizer states of WHATWG HTML §13.2.5, numbered from 1 (decision',
  " * H9), for this package's own code: esbuild inlines enum members where",
  ' * they are used, so the minified tokenizer holds literals instead of',
  ' * `State.X` property loads. The public `State` (states.ts) is derived from',
  ' * `STATE_NAME_LIST`, so both have these numbers.',
  ' */',
  'export enum S {',
  ...states.flatMap((s, k) => [`  /** § ${s.section} ${s.name} state */`, `  ${stateKey(s.name)} = ${k + 1},`]),
  '}',
  '',
  '/** The Standard\'s names of the states in number order (from 1), without " state". */',
  `export const STATE_NAME_LIST = '${stateList}';`,
  '',
  '/** What the tokenizer does at the end of the input, by the EOF branches of scripts/standard-excerpt.txt. */',
  'export enum Eof {',
  ...ACTIONS.flatMap(([member, , what], k) => [
    `  /** ${what[0].toUpperCase()}${what.slice(1)}. */`,
    `  ${member} = ${k},`,
  ]),
  '  /** `Reconsume` + a state: reconsume the EOF in that state (its "Anything else" branch). */',
  `  Reconsume = ${RECONSUME},`,
  '}',
  '',
  '/**',
  " * Each state's EOF branch, by state number: two characters each, code - 48:",
  ' * the parse error it reports (an `E` id + 1; 0: none), then its `Eof`.',
  ' */',
  `export const EOF_BRANCHES = ${JSON.stringify(eofBranches)};`,
  '',
  "/** The Standard's section of each state, by number (index 0 is no state). */",
  'export const STATE_SECTIONS: readonly string[] = [',
  "  '',",
  ...states.map((s) => `  '${s.section}',`),
  '];',
  '',
].join('\n');

const errorIds = [
  ...HEADER,
  '',
  '/**',
  ' * The parse errors of WHATWG HTML §13.2.2 that the tokenizer and the input',
  " * stream report, as numbers (their index in `ERROR_CODES`), for this package's",
  ' * own code: esbuild inlines enum members, so the low-level Tokenizer reports',
  ' * a number and holds no code string (issue 15). The streaming layer turns',
  ' * them into codes (`ERROR_CODES[id]`).',
  ' */',
  'export enum E {',
  ...codes.map((code, k) => `  ${errorKey(code)} = ${k},`),
  '}',
  '',
  "/** Every code the tokenizer and the input stream report: `HtmlParseError['code']`. */",
  'export type HtmlTokenizerErrorCode =',
  ...codes.map((code, k) => `  | '${code}'${k === codes.length - 1 ? ';' : ''}`),
  '',
  "/** The codes in id order, one string (error-codes.ts's table lists them in this order: a test checks it). */",
  `export const ERROR_CODE_LIST = '${codes.join(',')}';`,
  '',
].join('\n');

const outputs = [
  [join(root, 'packages/html-tokenizer/src/generated/state-ids.ts'), stateIds, `${states.length} states`],
  [join(root, 'packages/html-tokenizer/src/generated/error-ids.ts'), errorIds, `${codes.length} error codes`],
];
for (const [target, out, what] of outputs) {
  writeGenerated(target, out, what, 'node packages/html-tokenizer/scripts/generate-ids.mjs');
}
