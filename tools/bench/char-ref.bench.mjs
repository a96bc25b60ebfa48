// HTML named/numeric character reference decoding: @forgiving/char-ref/html
// `decodeHtml` against the `entities` package's `decodeHTML`, on the text of
// the real pages in shared/bench-corpus/html (node-api-all.html has many
// references). Both decode in the WHATWG text ("legacy") mode.
import { decodeHtml } from '@forgiving/char-ref/html';
import { decodeHTML } from 'entities';
import { compare, corpus } from './harness.mjs';

const docs = corpus('html');
let mismatches = 0;
for (const doc of docs) {
  if (decodeHtml(doc.text) !== decodeHTML(doc.text)) {
    mismatches++;
    console.log(`output differs from entities on ${doc.name}`);
  }
}
console.log(`outputs identical to entities on ${docs.length - mismatches}/${docs.length} documents`);

compare(
  'HTML character reference decoding (whole documents)',
  docs,
  {
    '@forgiving/char-ref decodeHtml': (text) => decodeHtml(text),
    'entities decodeHTML': (text) => decodeHTML(text),
  },
  { baseline: '@forgiving/char-ref decodeHtml' },
);

// Reference-dense text: every line is references only.
const dense = [{ name: 'dense', text: '&amp;&lt;&notin;&nbsp;&#x41;&#128;&copy x&NotEqualTilde; '.repeat(20000) }];
dense[0].bytes = dense[0].text.length;
compare(
  'HTML character reference decoding (reference-dense)',
  dense,
  {
    '@forgiving/char-ref decodeHtml': (text) => decodeHtml(text),
    'entities decodeHTML': (text) => decodeHTML(text),
  },
  { baseline: '@forgiving/char-ref decodeHtml' },
);
