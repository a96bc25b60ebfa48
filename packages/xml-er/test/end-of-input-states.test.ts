// Issue #31: each state's end-of-input branch stands beside its state
// (tokenizer.ts `eof()` dispatches to `#eofX`). The dispatch's `default`
// serves the DOCTYPE and internal subset states alone; this test reads the
// generated states and the dispatch so that a new state cannot fall into
// the DOCTYPE branch unnoticed.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const src = new URL('../src/', import.meta.url);
const states = [...readFileSync(new URL('generated/states.ts', src), 'utf8').matchAll(/^ {2}(\w+) = \d+,$/gm)].map(
  (m) => m[1]!,
);
const tokenizer = readFileSync(new URL('tokenizer.ts', src), 'utf8');
const from = tokenizer.indexOf('  private eof(): void {');
const dispatch = tokenizer.slice(from, tokenizer.indexOf('default:', from));
const cased = new Set([...dispatch.matchAll(/case State\.(\w+):/g)].map((m) => m[1]!));

describe('end of input, state by state', () => {
  it('reads the generated states and the dispatch', () => {
    expect(states.length).toBeGreaterThan(80);
    expect(cased.size).toBeGreaterThan(30);
  });
  it('every state outside the dispatch is a DOCTYPE or internal subset state (the default: #eofDOCTYPE)', () => {
    const rest = states.filter((name) => !cased.has(name));
    expect(rest.filter((name) => !/^(DOCTYPE|Subset)/.test(name))).toEqual([]);
  });
  it('names only states that exist', () => {
    expect([...cased].filter((name) => !states.includes(name))).toEqual([]);
  });
});
