import { describe, expect, it } from 'vitest';
import { SkyTokenizer } from '../src/index.ts';
import type { SkyCallbacks } from '../src/index.ts';
import { SIG } from './helpers.ts';

/** Records every callback with its arguments (ranges shown as their raw text). */
function record(chunks: string[]): string[] {
  const log: string[] = [];
  let tokenizer: SkyTokenizer;
  const range = (s: number, e: number) => JSON.stringify(tokenizer.slice(s, e));
  const cb: SkyCallbacks = {
    onsignature: (e) => log.push(`signature ${e}`),
    onnotsky: () => log.push('notsky'),
    ontext: (s, e) => log.push(`text ${range(s, e)}`),
    onrawtext: (s, e) => log.push(`rawtext ${range(s, e)}`),
    ontextentity: (cp, s, e, bad) => log.push(`textentity ${cp} ${range(s, e)}${bad ? ' invalid' : ''}`),
    oncomment: (s, e) => log.push(`comment ${s}-${e}`),
    ontagopen: (s, end) => log.push(`tagopen ${s}${end ? ' end' : ''}`),
    ontagname: (s, e) => log.push(`tagname ${range(s, e)}`),
    onattribstart: (s) => log.push(`attribstart ${s}`),
    onattribname: (s, e) => log.push(`attribname ${range(s, e)}`),
    onattribdata: (s, e) => log.push(`attribdata ${range(s, e)}`),
    onattribentity: (cp, s, e, bad) => log.push(`attribentity ${cp} ${range(s, e)}${bad ? ' invalid' : ''}`),
    ontagend: (e, self) => log.push(`tagend ${e}${self ? ' self' : ''}`),
    onend: (d) => log.push(`end ${d}`),
  };
  tokenizer = new SkyTokenizer('application', cb);
  for (const chunk of chunks) tokenizer.write(chunk);
  tokenizer.end();
  return log;
}

describe('low-level callbacks', () => {
  it('report offsets into the original input, entities with their code point', () => {
    expect(record([`${SIG}a&lt;<b c='&#0;'/><!---->&zz`])).toEqual([
      'signature 16',
      'text "a"',
      'textentity 60 "&lt;"',
      'tagopen 21',
      'tagname "b"',
      'attribstart 24',
      'attribname "c"',
      'attribentity 65533 "&#0;" invalid',
      'tagend 34 self',
      'comment 34-41',
      'textentity -1 "&"',
      'text "zz"',
      'end -1',
    ]);
  });
  it('pieces at chunk ends; held text spans chunks; the dropped start is reported', () => {
    expect(record([`${SIG}ab`, 'c<', ' <x y', 'z="1', '2', '"'])).toEqual([
      'signature 16',
      'text "ab"',
      'text "c"',
      'text "< "',
      'tagopen 21',
      'tagname "x"',
      'attribstart 24',
      'attribname "y"',
      'attribname "z"',
      'attribdata "1"',
      'attribdata "2"',
      'end 21',
    ]);
  });
  it('a raw text end tag split across chunks reports the fixed name range', () => {
    expect(record([`${SIG}<style>a</st`, 'yle>'])).toEqual([
      'signature 16',
      'tagopen 16',
      'tagname "style"',
      'tagend 23',
      'rawtext "a"',
      'tagopen 24 end',
      'tagname "style"',
      'tagend 32',
      'end -1',
    ]);
  });
  it('a failed signature reports notsky once, then end', () => {
    expect(record(['#!x', '<a>'])).toEqual(['notsky', 'end -1']);
  });
});
