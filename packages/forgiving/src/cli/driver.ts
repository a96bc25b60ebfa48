// What the CLI needs of a language: one `LanguageDriver` per language
// (cli/drivers/*.ts), listed in cli/drivers/registry.ts. The commands
// (cli/commands/*.ts) are language-free: they read the input, ask the
// document's driver, and print. As parse5's `TreeAdapter` lets one tree
// construction build any tree, this lets one set of commands run any language;
// a new language is one driver file and one registry line
// (test/cli-drivers.test.ts runs a made-up one through every command).
//
// What a driver can do is said by its members: an optional member is a
// capability the command falls back from (`select.stream` absent: `select`
// always builds a tree; `highlight.kind` 'whole': the text is held, not
// streamed line by line). Streaming members take the input's raw chunks
// (bytes) and decode them as the language's parser does.
import type { ParseError } from '@forgiving/char-ref';
import type { CompiledSelector } from '../select/match.ts';
import type { HighlightSpanKind } from '../spans.ts';
import type { Options } from './args.ts';
import type { CommandContext, Document } from './context.ts';
import type { Match, MatchContent } from './select-output.ts';
import type { ErrorMarks, LineScanner } from './stream-highlight.ts';

/** How a pass over the input ended: `ok` gives exit code 0 (else 1); `refusal` is printed on stderr. */
export interface Verdict {
  ok: boolean;
  /** The input is not this language at all (Sky's signature, errata S4): what to say. */
  refusal?: string;
}

/** The input is not this language: nothing to print but this message (the exit code is 1). */
export interface Refusal {
  refusal: string;
}

/** A streaming pass: fed the input's chunks as they come, in bounded memory. */
export interface ChunkSink {
  write(chunk: Uint8Array): void;
  end(): Verdict;
}

/** Bytes to the characters the language's positions count (code frames of `check`). */
export interface TextDecoderLike {
  write(bytes: Uint8Array): string;
  end(): string;
}

export interface BuiltTree<Tree> {
  tree: Tree;
  /** False when the tree is a recovered one (XML not well-formed): exit code 1. */
  ok: boolean;
}

/** `format`'s result: the document written back, and notes for stderr. */
export interface Formatted {
  text: string;
  ok: boolean;
  notes: string[];
}

/** A tree to select in (built for `select`), and how to write a matched node back (`--html`). */
export interface SelectTree extends MatchContent {
  matches(selector: CompiledSelector, options: Options): Iterable<Match>;
}

export interface Span {
  kind: HighlightSpanKind;
  start: number;
  end: number;
}

/**
 * `highlight`: line by line from a line-resumable scanner (stream-highlight.ts:
 * bounded memory) or from the spans of the whole text (held within the
 * whole-input limit).
 */
export type HighlightDriver =
  | {
      kind: 'lines';
      scanner(document: Pick<Document, 'context'>): LineScanner;
      /** Error offsets found as the text streams (marked in red when colours are on). */
      marks?(): ErrorMarks;
    }
  | {
      kind: 'whole';
      spans(text: string, document: Document): { spans: readonly Span[]; errors: readonly { offset: number }[] };
    };

export interface LanguageDriver<Tree extends object = object> {
  /** `--lang`'s value and `"language"` in JSON output. */
  readonly name: string;
  /**
   * Claims an input before the built-in detection (detect.ts, shared with
   * `parse()`, decides between the languages it knows). Absent: detect.ts only.
   */
  detect?(head: Uint8Array, path: string | null): boolean;
  readonly limits: {
    /**
     * Peak memory per input byte of the commands that hold the whole document
     * (`tree`, `format`, `select` with a tree, whole-text `highlight`):
     * limits.ts's whole-input limit is the heap divided by it.
     */
    readonly wholeInputBytesPerByte: number;
  };
  readonly capabilities: {
    /** `format --pretty` indents (false: whitespace is content; the demo runs `format` without it). */
    readonly pretty: boolean;
  };
  /** `tokens`: prints a line per token (or parser event) and error as the input streams. */
  tokens(document: Document, cx: CommandContext): ChunkSink;
  /** The whole tree with positions, read within the whole-input limit (`command` names who asks, for its message). */
  tree(document: Document, cx: CommandContext, command: string): Promise<BuiltTree<Tree> | Refusal>;
  /** What `tree` prints as an outline, when not the tree itself (print-tree.ts reads `name` and `attributes`). */
  outline?(tree: Tree): object;
  check: {
    /** Streams the input through the language's parser; every error to onError. */
    stream(document: Document, options: Options, onError: (error: ParseError) => void): ChunkSink;
    decoder(): TextDecoderLike;
    /** The summary line after `file: `, e.g. `2 errors (XML, not well-formed)`. */
    summary(document: Document, options: Options, ok: boolean, count: number): string;
  };
  format(document: Document, cx: CommandContext): Promise<Formatted | Refusal>;
  select: {
    /**
     * Matches while the input streams (elements at their start tag), or null
     * when this selector or these options need a tree. Absent: always a tree.
     */
    stream?(
      document: Document,
      selector: CompiledSelector,
      options: Options,
      onMatch: (match: Match) => void,
    ): ChunkSink | null;
    /** The tree to match in; `content`: --text or --html read the matches' contents. */
    tree(document: Document, cx: CommandContext, content: boolean): Promise<SelectTree | Refusal>;
  };
  highlight: HighlightDriver;
  /** The demo's extra step for an example in this language (Sky: a run with a demo host). */
  demo?(bytes: Uint8Array, source: string, cx: CommandContext): Promise<void>;
}

/** The drivers by name, in the order their `detect` hooks are asked. */
export type DriverRegistry = ReadonlyMap<string, LanguageDriver>;

export function refused(result: object): result is Refusal {
  return 'refusal' in result;
}
