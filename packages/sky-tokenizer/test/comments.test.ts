import { describe, expect, it } from 'vitest';
import { toks } from './helpers.ts';

describe('comments', () => {
  it("comment start 1 state: '-' → comment start 2", () => {
    expect(toks('a<!--b-->c')).toEqual(['T:ac']);
  });
  it("comment start 1 state: '>' → text '<!>'", () => {
    expect(toks('a<!>b')).toEqual(['T:a<!>b']);
  });
  it("comment start 2 state: '-' → comment", () => {
    expect(toks('<!---->x')).toEqual(['T:x']);
  });
  it("comment start 2 state: '>' → text '<!->'", () => {
    expect(toks('a<!->b')).toEqual(['T:a<!->b']);
  });
  it("comment state: '-' → comment end 1; anything else stays", () => {
    expect(toks('<!-- <a> - x -->y')).toEqual(['T:y']);
  });
  it("comment end 1 state: '-' → comment end 2; anything else → comment", () => {
    expect(toks('<!-- -x- -->y')).toEqual(['T:y']);
  });
  it("comment end 2 state: '>' → data; '-' stays; anything else → comment", () => {
    expect(toks('<!-- a---->b')).toEqual(['T:b']);
    expect(toks('<!-- --x -->b')).toEqual(['T:b']);
  });
  it('comments do not nest', () => {
    expect(toks('<!-- <!-- -->x-->')).toEqual(['T:x-->']);
  });
});
