// The state names of states.ts are the Standard's (§13.2.5 headings).
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ERROR_CODES, STATE_NAMES, State, type StateId, stateByName, tokenize } from '../src/index.ts';
import * as STATE_BRANCHES from '../src/generated/state-ids.ts';

const STANDARD = [
  'Data state',
  'RCDATA state',
  'RAWTEXT state',
  'Script data state',
  'PLAINTEXT state',
  'Tag open state',
  'End tag open state',
  'Tag name state',
  'RCDATA less-than sign state',
  'RCDATA end tag open state',
  'RCDATA end tag name state',
  'RAWTEXT less-than sign state',
  'RAWTEXT end tag open state',
  'RAWTEXT end tag name state',
  'Script data less-than sign state',
  'Script data end tag open state',
  'Script data end tag name state',
  'Script data escape start state',
  'Script data escape start dash state',
  'Script data escaped state',
  'Script data escaped dash state',
  'Script data escaped dash dash state',
  'Script data escaped less-than sign state',
  'Script data escaped end tag open state',
  'Script data escaped end tag name state',
  'Script data double escape start state',
  'Script data double escaped state',
  'Script data double escaped dash state',
  'Script data double escaped dash dash state',
  'Script data double escaped less-than sign state',
  'Script data double escape end state',
  'Before attribute name state',
  'Attribute name state',
  'After attribute name state',
  'Before attribute value state',
  'Attribute value (double-quoted) state',
  'Attribute value (single-quoted) state',
  'Attribute value (unquoted) state',
  'After attribute value (quoted) state',
  'Self-closing start tag state',
  'Bogus comment state',
  'Markup declaration open state',
  'Comment start state',
  'Comment start dash state',
  'Comment state',
  'Comment less-than sign state',
  'Comment less-than sign bang state',
  'Comment less-than sign bang dash state',
  'Comment less-than sign bang dash dash state',
  'Comment end dash state',
  'Comment end state',
  'Comment end bang state',
  'DOCTYPE state',
  'Before DOCTYPE name state',
  'DOCTYPE name state',
  'After DOCTYPE name state',
  'After DOCTYPE public keyword state',
  'Before DOCTYPE public identifier state',
  'DOCTYPE public identifier (double-quoted) state',
  'DOCTYPE public identifier (single-quoted) state',
  'After DOCTYPE public identifier state',
  'Between DOCTYPE public and system identifiers state',
  'After DOCTYPE system keyword state',
  'Before DOCTYPE system identifier state',
  'DOCTYPE system identifier (double-quoted) state',
  'DOCTYPE system identifier (single-quoted) state',
  'After DOCTYPE system identifier state',
  'Bogus DOCTYPE state',
  'CDATA section state',
  'CDATA section bracket state',
  'CDATA section end state',
  'Character reference state',
  'Named character reference state',
  'Ambiguous ampersand state',
  'Numeric character reference state',
  'Hexadecimal character reference start state',
  'Decimal character reference start state',
  'Hexadecimal character reference state',
  'Decimal character reference state',
  'Numeric character reference end state',
  // whatwg/html #12118: the Standard places them after the CDATA states; here
  // after the others, so that no public number changed.
  'Processing instruction open state',
  'Processing instruction target state',
  'After processing instruction target state',
  'Processing instruction data state',
  'Processing instruction questionable state',
];

it('every state has its Standard name, in order', () => {
  expect(STATE_NAMES.slice(1)).toEqual(STANDARD);
  expect(Object.keys(State)).toHaveLength(85);
  expect(stateByName('Attribute value (unquoted) state')).toBe(State.AttributeValueUnquoted);
});

it('the internal enum S (generated/state-ids.ts, inlined by the bundler) has the numbers of State', async () => {
  // In tests each file is transformed alone, so `S` is a real object here.
  const { S } = await import('../src/generated/state-ids.ts');
  const numbered = Object.entries(S).filter(([, value]) => typeof value === 'number');
  expect(Object.fromEntries(numbered)).toEqual({ ...State });
});

it("section ids are the Standard's (generated from scripts/standard-excerpt.txt, issue #31)", async () => {
  const { STATE_SECTIONS } = await import('../src/generated/state-ids.ts');
  expect(STATE_SECTIONS).toHaveLength(86);
  expect(STATE_SECTIONS[State.Data]).toBe('13.2.5.1');
  expect(STATE_SECTIONS[State.CDATASectionEnd]).toBe('13.2.5.71');
  // whatwg/html #12118 put the processing instruction states after CDATA section end in the Standard;
  // their numbers come after the others (no public number changed), their sections do not.
  expect(STATE_SECTIONS[State.ProcessingInstructionOpen]).toBe('13.2.5.72');
  expect(STATE_SECTIONS[State.CharacterReference]).toBe('13.2.5.77');
  expect(STATE_SECTIONS[State.NumericCharacterReferenceEnd]).toBe('13.2.5.85');
  expect(new Set(STATE_SECTIONS.slice(1)).size).toBe(85);
});

it('the generated ids are up to date (scripts/generate-ids.mjs --check, also the CI step `generated`)', () => {
  const script = fileURLToPath(new URL('../scripts/generate-ids.mjs', import.meta.url));
  const run = spawnSync(process.execPath, [script, '--check'], { encoding: 'utf8' });
  expect(run.stderr).toBe('');
  expect(run.status).toBe(0);
});

it("each state's EOF branch is its own, by state, and ends (issue #31: no ranges of numbers in #finish)", async () => {
  const { EOF_BRANCHES, Eof } = await import('../src/generated/state-ids.ts');
  const { E } = await import('../src/generated/error-ids.ts');
  expect(EOF_BRANCHES).toHaveLength(2 * 86);
  const branch = (s: number) => [EOF_BRANCHES.charCodeAt(2 * s) - 48, EOF_BRANCHES.charCodeAt(2 * s + 1) - 48] as const;
  for (let s = 1; s <= 85; s++) {
    // Reconsuming goes to a state with an EOF entry of its own, never round.
    let at = s;
    for (let steps = 0; branch(at)[1] >= Eof.Reconsume; steps++) {
      expect(steps).toBeLessThan(2);
      at = branch(at)[1] - Eof.Reconsume;
    }
  }
  // A few branches as the Standard words them.
  expect(branch(State.TagName)).toEqual([E.EofInTag + 1, Eof.End]);
  expect(branch(State.RCDATAEndTagName)).toEqual([0, Eof.Reconsume + State.RCDATA]);
  expect(branch(State.BeforeDOCTYPEName)).toEqual([E.EofInDoctype + 1, Eof.NewDoctype]);
  expect(branch(State.CommentLessThanSignBangDashDash)).toEqual([0, Eof.Reconsume + State.CommentEnd]);
  expect(branch(State.HexadecimalCharacterReference)).toEqual([
    E.MissingSemicolonAfterCharacterReference + 1,
    Eof.NumericEnd,
  ]);
  expect(branch(State.ProcessingInstructionData)).toEqual([E.EofInProcessingInstruction + 1, Eof.End]);
});

it.each(
  // Not the digit states: their EOF goes on to the numeric character reference end state, which
  // checks the number read (none here: null-character-reference); states-markup.test.ts has them.
  Object.entries(State).filter(
    ([name]) =>
      !['NumericCharacterReferenceEnd', 'HexadecimalCharacterReference', 'DecimalCharacterReference'].includes(name),
  ),
)("EOF in the %s state: the Standard's EOF error, then eof last", (_, state) => {
  const { errors } = tokenize('', { state: state as StateId, guessContentModel: false });
  const { EOF_BRANCHES, Eof } = STATE_BRANCHES;
  // The errors of the branches on the way: the state's own, then those of the states it reconsumes in.
  const path: number[] = [state];
  for (let a = EOF_BRANCHES.charCodeAt(2 * state + 1) - 48; a >= Eof.Reconsume; ) {
    path.push(a - Eof.Reconsume);
    a = EOF_BRANCHES.charCodeAt(2 * (a - Eof.Reconsume) + 1) - 48;
  }
  if (state === State.MarkupDeclarationOpen) path.push(State.BogusComment);
  const codes = path
    .map((s) => EOF_BRANCHES.charCodeAt(2 * s) - 48)
    .filter((e) => e > 0)
    .map((e) => ERROR_CODES[e - 1]);
  expect(errors.map((e) => e.code)).toEqual(codes);
});

describe('one convention for the state methods (issue #31; sky-tokenizer and xml-er use the same)', () => {
  const source = readFileSync(fileURLToPath(new URL('../src/tokenizer.ts', import.meta.url)), 'utf8');
  /** Each private method and the doc comment right above it. */
  const methods = new Map(
    [...source.matchAll(/ {2}\/\*\*((?:(?!\*\/)[\s\S])*)\*\/\n {2}(#\w+)\(/g)].map((m) => [
      m[2]!,
      m[1]!.replace(/\n\s*\* ?/g, '\n').trim(),
    ]),
  );

  it('#stateX is named as the Standard names the state, with `§ <section> <Heading>` first in its doc comment', async () => {
    const { STATE_SECTIONS } = await import('../src/generated/state-ids.ts');
    const stateMethods = [...methods.keys()].filter((name) => name.startsWith('#state'));
    expect(stateMethods.length).toBeGreaterThan(40);
    for (const name of stateMethods) {
      const key = name.slice('#state'.length) as keyof typeof State;
      expect(State[key], name).toBeTypeOf('number');
      expect(methods.get(name)!.split('\n')[0], name).toBe(
        `§ ${STATE_SECTIONS[State[key]]} ${STATE_NAMES[State[key]]}`,
      );
    }
  });

  it('no state is reached by arithmetic on state numbers (a renumbering would break it)', () => {
    expect(source).not.toMatch(/\(\w+ [+-] \d+\) as StateId/);
  });

  it('every state is dispatched by name to its #stateX or to a helper marked "Not in the specification"', () => {
    for (const [key, number] of Object.entries(State)) {
      if (number === State.NumericCharacterReferenceEnd) continue; // consumes nothing: called, never dispatched
      const dispatch = new RegExp(`case S\\.${key}:\\n\\s+this\\.(#\\w+)\\(`).exec(source);
      expect(dispatch, key).not.toBeNull();
      const target = dispatch![1]!;
      if (target !== `#state${key}`) expect(methods.get(target), target).toMatch(/^Not in the specification/);
    }
  });
});
