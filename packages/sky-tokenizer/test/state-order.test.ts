// The state numbers are generated from the spec's order of headings
// (generated/states.ts, issue 31), but tokenizer.ts, states.ts and
// references.ts still test ranges of them (`s >= State.CharacterReference`,
// `s > State.ScriptRawData && s < State.TagOpen`, `state - State.NamedCharacterReferenceL`
// into "tppostuot"). A spec edit that reorders or inserts a heading would
// renumber the states and break those tests silently (the complaint
// about html-tokenizer's `#finish`): this file states each order they rely on,
// so a regenerated file that breaks one fails here, naming the range.
import { describe, expect, it } from 'vitest';
import { EOF_ACTIONS, State } from '../src/generated/states.ts';

/** The states from `first` to `last`, both included, by number. */
function range(first: State, last: State): number[] {
  const out: number[] = [];
  for (let s = first; s <= last; s++) out.push(s);
  return out;
}

describe('the generated state order that range checks rely on', () => {
  it('the signature states come before Data (`#run`: `state < State.Data`)', () => {
    for (const s of [
      State.Signature,
      State.ExpectAString,
      State.AfterSignature,
      State.FailedSignature,
      State.ConsumeRestOfLine,
    ])
      expect(s).toBeLessThan(State.Data);
  });

  it('the raw data states run ScriptRawData, its 8 close states, StyleRawData, its 7 close states, then TagOpen (isRawDataClose, snapshot)', () => {
    expect(range(State.ScriptRawData, State.TagOpen)).toEqual([
      State.ScriptRawData,
      State.ScriptRawDataClose1,
      State.ScriptRawDataClose2,
      State.ScriptRawDataClose3,
      State.ScriptRawDataClose4,
      State.ScriptRawDataClose5,
      State.ScriptRawDataClose6,
      State.ScriptRawDataClose7,
      State.ScriptRawDataClose8,
      State.StyleRawData,
      State.StyleRawDataClose1,
      State.StyleRawDataClose2,
      State.StyleRawDataClose3,
      State.StyleRawDataClose4,
      State.StyleRawDataClose5,
      State.StyleRawDataClose6,
      State.StyleRawDataClose7,
      State.TagOpen,
    ]);
    expect(State.Data).toBeLessThan(State.ScriptRawData);
  });

  it('TagName to UnquotedAttributeValue are the states inside a tag (inTag), the three value states last (#flush)', () => {
    expect(range(State.TagName, State.UnquotedAttributeValue)).toEqual([
      State.TagName,
      State.VoidTag,
      State.BeforeAttributeName,
      State.AttributeName,
      State.AfterAttributeName,
      State.BeforeAttributeValue,
      State.SingleQuotedAttributeValue,
      State.DoubleQuotedAttributeValue,
      State.UnquotedAttributeValue,
    ]);
  });

  it('Comment to CommentEnd2 are the states inside a comment (inComment)', () => {
    expect(range(State.Comment, State.CommentEnd2)).toEqual([State.Comment, State.CommentEnd1, State.CommentEnd2]);
  });

  it('every state from CharacterReference on is a character reference state, the last ones (`s >= State.CharacterReference`)', () => {
    expect(range(State.CharacterReference, State.BadNamedCharacterReference)).toEqual([
      State.CharacterReference,
      State.NumericCharacterReference,
      State.HexadecimalNumericCharacterReference,
      State.DecimalNumericCharacterReference,
      State.NamedCharacterReferenceL,
      State.NamedCharacterReferenceA,
      State.NamedCharacterReferenceAM,
      State.NamedCharacterReferenceAP,
      State.NamedCharacterReferenceAPO,
      State.NamedCharacterReferenceG,
      State.NamedCharacterReferenceQ,
      State.NamedCharacterReferenceQU,
      State.NamedCharacterReferenceQUO,
      State.AfterNamedCharacterReference,
      State.BadNamedCharacterReference,
    ]);
    // The last state (EOF_ACTIONS has one digit per generated state): nothing after it escapes the `>=` test.
    expect(EOF_ACTIONS).toHaveLength(State.BadNamedCharacterReference + 1);
  });
});
