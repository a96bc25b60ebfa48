// The Encoding Standard's data for scripts/generate-encodings.mjs and the
// conformance tests (test/encoding-indexes.test.ts): indexes.json and
// encodings.json of the whatwg/encoding repository when it is here
// (readRepository), else the same data read back from the committed
// generated modules (readCommitted). See generate-encodings.mjs.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
export const out = (name) => join(here, '../src/generated', name);

export const MULTI_BYTE = ['jis0208', 'jis0212', 'euc-kr', 'gb18030', 'big5'];

/** Printable ASCII without quotes, backslash, "$" and "~": no escape in any string literal. */
export const DIGITS = [];
for (let c = 0x21; c < 0x7f; c++) if (!'"\'`\\$~'.includes(String.fromCharCode(c))) DIGITS.push(String.fromCharCode(c));
export const HALF = DIGITS.length / 2;

/** The inverse of encodeIndex (src/compact-index.ts does the same at run time). */
export function decodeIndex(data, length) {
  const digit = new Map(DIGITS.map((d, i) => [d, i]));
  const index = [];
  let previous = 0;
  for (let at = 0; index.length < length; ) {
    if (data[at] === '~') {
      at++;
      index.push(null);
      continue;
    }
    let z = 0;
    let d = digit.get(data[at++]);
    while (d < HALF) {
      z = z * HALF + d;
      d = digit.get(data[at++]);
    }
    z = z * HALF + d - HALF;
    previous += z % 2 === 0 ? z / 2 : -(z + 1) / 2;
    index.push(previous);
  }
  return index;
}

export const hash = (value) => createHash('sha256').update(JSON.stringify(value)).digest('hex');

/** indexes.json and encodings.json from the whatwg/encoding repository, or null when it is not here. */
export function readRepository() {
  const dir = process.env.WHATWG_ENCODING_DIR;
  if (dir) {
    return {
      source: dir,
      indexes: JSON.parse(readFileSync(join(dir, 'indexes.json'), 'utf8')),
      encodings: JSON.parse(readFileSync(join(dir, 'encodings.json'), 'utf8')),
    };
  }
  const git = process.env.WHATWG_ENCODING_GIT ?? '/work/.mirror/whatwg+encoding/repo';
  if (!existsSync(git)) return null;
  const show = (file) =>
    JSON.parse(execFileSync('git', ['--git-dir', git, 'show', `HEAD:${file}`], { maxBuffer: 1 << 26 }).toString());
  const commit = execFileSync('git', ['--git-dir', git, 'rev-parse', 'HEAD']).toString().trim();
  return { source: `whatwg/encoding@${commit}`, indexes: show('indexes.json'), encodings: show('encodings.json') };
}

/** The data back from the committed generated files (CI, without the repository). */
export function readCommitted() {
  const labels = readConstants('encoding-labels.ts');
  const single = readConstants('single-byte-indexes.ts');
  const indexes = {};
  const names = single.SINGLE_BYTE_NAMES.split(' ');
  const all = decodeIndex(single.SINGLE_BYTE_DATA, 128 * names.length);
  if (single.SHA256 !== hash(all)) throw new Error('single-byte-indexes.ts: its data is not the hashed indexes');
  names.forEach((name, i) => {
    indexes[name] = all.slice(i * 128, i * 128 + 128);
  });
  const source = single.SOURCE;
  for (const name of MULTI_BYTE) {
    const module = readConstants(`index-${name}.ts`);
    indexes[name] = decodeIndex(module.DATA, module.LENGTH);
    if (module.SHA256 !== hash(indexes[name])) throw new Error(`index-${name}.ts: its data is not the hashed index`);
  }
  const ranges = readConstants('gb18030-ranges.ts');
  indexes['gb18030-ranges'] = pairs(ranges.RANGES);
  if (ranges.SHA256 !== hash(indexes['gb18030-ranges'])) throw new Error('gb18030-ranges.ts: not the hashed ranges');
  const encodings = [];
  for (const [heading, group] of labels.ENCODING_GROUPS) {
    encodings.push({
      heading,
      encodings: group.map(([name, ...labelList]) => ({ name, labels: labelList })),
    });
  }
  return { source, indexes, encodings };
}

/** The `export const NAME = <JSON literal>;` values of a generated module (Node 20 cannot import .ts). */
function readConstants(name) {
  const constants = {};
  const text = readFileSync(out(name), 'utf8');
  for (const match of text.matchAll(/^export const (\w+)(?:: [^=]+)? = (.*);$/gm))
    constants[match[1]] = JSON.parse(match[2]);
  return constants;
}

const pairs = (flat) => {
  const list = [];
  for (let i = 0; i < flat.length; i += 2) list.push([flat[i], flat[i + 1]]);
  return list;
};
