/**
 * What the insertion modes and the tree builder share: the token kinds, the
 * handler signatures and the results a handler returns. A leaf module (its
 * only import is a type), so that no mode imports the builder's values and
 * the builder's one loop (`TreeBuilder.run`) is the only place a token is
 * reprocessed: html5ever's `ProcessResult` (tree_builder/types.rs) and
 * lexbor's reprocess loop in html/tree.c, without recursion.
 */
import type { TreeBuilder } from '../builder.ts';

/** Token kinds, for `TreeBuilder.kind`. */
export const enum Tok {
  START = 0,
  END = 1,
  TEXT = 2,
  OTHER = 3,
  EOF = 4,
}

/**
 * A handler's result: a number, not an object per token (the current token
 * is allocation-free, decision H9). The low two bits are the action (`Act`),
 * the rest the insertion mode it names plus one (0: none named).
 */
export type Result = number;

export const enum Act {
  /** The token is processed. */
  DONE = 0,
  /** "Reprocess the token": through the tree construction dispatcher (§13.2.6) in the mode named, else the current one. */
  REPROCESS = 1,
  /** "Process the token using the rules for" the mode named, without switching to it. */
  USE_RULES = 2,
  /** Process the token according to the rules for parsing tokens in foreign content (§13.2.6.5). */
  FOREIGN = 3,
}

/** The token is processed. */
export const DONE: Result = Act.DONE;
/** Reprocess the token in the current insertion mode (a handler switched it, or rewrote the token). */
export const REPROCESS: Result = Act.REPROCESS;
/** Process the token as foreign content. */
export const FOREIGN: Result = Act.FOREIGN;

/** Switch the insertion mode to `mode` and reprocess the token. */
export function reprocessIn(mode: number): Result {
  return ((mode + 1) << 2) | Act.REPROCESS;
}

/** Process the token using the rules for `mode` (the insertion mode stays). */
export function useRulesOf(mode: number): Result {
  return ((mode + 1) << 2) | Act.USE_RULES;
}

/**
 * One insertion mode's rules, by token kind. Text handlers that reprocess
 * the rest of their text leave it in `TreeBuilder.rest` (a suffix of the
 * token's value). Comments and DOCTYPEs are never reprocessed.
 */
export interface ModeHandlers {
  text(b: TreeBuilder, s: string): Result;
  startTag(b: TreeBuilder): Result;
  endTag(b: TreeBuilder): Result;
  comment(b: TreeBuilder, data: string): void;
  doctype(
    b: TreeBuilder,
    name: string | null,
    publicId: string | null,
    systemId: string | null,
    forceQuirks: boolean,
  ): void;
  eof(b: TreeBuilder): Result;
}
