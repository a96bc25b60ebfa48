// Synchronous parsing (errata S22 without a host): the whole document at once
// or chunk by chunk, the same tree for any chunking.
import { streamChunk, streamEnd } from '@forgiving/char-ref';
import { createTokenizer } from '@forgiving/sky-tokenizer';
import type { SkyAttribute, SkyTokenSink, TokenizerStreamOptions } from '@forgiving/sky-tokenizer';
import { createSkyTreeAdapter } from './adapter.ts';
import { TreeConstructor } from './builder.ts';
import { withEvents } from './events.ts';
import { notSkyError } from './not-sky.ts';
import { createPositionTracker, positionTrackerFor } from './positions.ts';
import type { PositionTracker } from './positions.ts';
import type {
  AdapterOptions,
  ParseOptions,
  ParseResult,
  SkyRoot,
  SkyToken,
  SkyTreeEvents,
  TreeAdapter,
  TreeBuilderStream,
} from './types.ts';

type AnyAdapter = TreeAdapter<unknown, unknown, unknown>;

/**
 * The adapter of the options, or a fresh default tree adapter (its value
 * table lives for one parse). `synchronous`: no one sees the tree before
 * the parse returns, so children arrays can be made at close.
 */
export function adapterOf(
  options: SkyTreeEvents & { positions?: boolean; adapter?: TreeAdapter<unknown, unknown, unknown> },
  synchronous = false,
): AnyAdapter {
  const adapter = options.adapter ?? (createSkyTreeAdapter(options.positions === true, synchronous) as AnyAdapter);
  return withEvents(adapter, options);
}

/**
 * The result of a parse (ARCHITECTURE.md, "Result shapes"), after its
 * `onError` / `onEnd` calls: a failed signature (errata S4) gives no tree
 * and the `not-sky` error.
 */
export function parseResult<R>(options: ParseOptions, tree: R | null): ParseResult<R> {
  return ended(options, skyResult(options, tree));
}

/** The result for `tree` (null: the signature failed), without calling anything. */
export function skyResult<R>(options: ParseOptions, tree: R | null): ParseResult<R> {
  return tree === null
    ? { tree: null, errors: [notSkyError(options.context)], ok: false, isSky: false }
    : { tree, errors: [], ok: true, isSky: true };
}

/** Calls `onError` for each error, then `onEnd`, with `result`; returns it. */
export function ended<T extends ParseResult<unknown>>(options: ParseOptions, result: T): T {
  if (options.onError !== undefined) for (const error of result.errors) options.onError(error);
  options.onEnd?.(result);
  return result;
}

/** Tokenizer options that feed `onToken` (or a sink), the token stream callback and the position tracker. */
export function tokenizerOptions(
  options: ParseOptions,
  onToken: ((token: SkyToken) => void) | SkyTokenSink,
  tracker: PositionTracker | undefined,
): TokenizerStreamOptions {
  const result: TokenizerStreamOptions =
    typeof onToken === 'function' ? { context: options.context, onToken } : { context: options.context, sink: onToken };
  if (options.onStartTag !== undefined) result.onStartTag = options.onStartTag;
  if (options.fastPaths !== undefined) result.fastPaths = options.fastPaths;
  if (tracker !== undefined) result.onDecoded = tracker.append;
  return result;
}

export function createTreeBuilder(options: ParseOptions): TreeBuilderStream<SkyRoot>;
export function createTreeBuilder<R, E, T>(options: ParseOptions & AdapterOptions<R, E, T>): TreeBuilderStream<R>;
export function createTreeBuilder(options: ParseOptions): TreeBuilderStream<unknown> {
  const tracker = options.positions === true ? createPositionTracker() : undefined;
  const builder = new TreeConstructor(adapterOf(options, true), { pointAt: tracker?.pointAt });
  // The default adapter copies the attribute array into its record at once (so may the event wrapper).
  const ownAdapter = (options as Partial<AdapterOptions<unknown, unknown, unknown>>).adapter === undefined;
  const sink = new TreeSink(builder, ownAdapter);
  const tokenizer = createTokenizer(tokenizerOptions(options, sink, tracker));
  // Checked here too so messages name this API (the stream contract, issue 13 item 18).
  let ended = false;
  return {
    write(chunk) {
      tokenizer.write(streamChunk(chunk, ended, 'createTreeBuilder'));
    },
    end() {
      streamEnd(ended, 'createTreeBuilder');
      ended = true;
      // errata S4: a failed signature gives no tree.
      if (!tokenizer.end().isSky) return parseResult(options, null);
      return parseResult(options, builder.finish(tracker === undefined ? 0 : tracker.size));
    },
  };
}

/**
 * Tree construction straight from the tokenizer's sink calls: no token
 * objects and no per-tag attribute array (the default adapter copies the
 * attributes into its record at once; a user's adapter gets its own copy,
 * since it may keep the array).
 */
class TreeSink implements SkyTokenSink {
  constructor(
    private readonly builder: TreeConstructor<unknown, unknown, unknown>,
    private readonly ownAdapter: boolean,
  ) {}

  text(value: string, start: number, end: number): void {
    this.builder.addText(value, start, end);
  }

  startTag(name: string, attributes: SkyAttribute[], start: number, end: number): void {
    this.builder.openElement(name, this.ownAdapter ? attributes : attributes.slice(), start, end);
  }

  endTag(name: string, start: number, end: number): void {
    this.builder.closeElement(name, start, end);
  }
}

export function parse(input: string | Uint8Array, options: ParseOptions): ParseResult<SkyRoot>;
export function parse<R, E, T>(
  input: string | Uint8Array,
  options: ParseOptions & AdapterOptions<R, E, T>,
): ParseResult<R>;
export function parse(input: string | Uint8Array, options: ParseOptions): ParseResult<unknown> {
  const builder = createTreeBuilder(options);
  // Whole input, as tokenize(): an untyped non-text, non-bytes value reads as a string (never throws on input).
  builder.write(typeof input === 'string' || input instanceof Uint8Array ? input : String(input));
  return builder.end();
}

export interface BuildTreeOptions {
  positions?: boolean;
  /** The original input the token offsets refer to (needed for positions). */
  input?: string;
}

/**
 * Tree construction alone, from tokens in the @forgiving/sky-tokenizer
 * contract (useful to test the stage or to feed another token source).
 */
export function buildTree(tokens: Iterable<SkyToken>, options?: BuildTreeOptions): SkyRoot;
export function buildTree<R, E, T>(tokens: Iterable<SkyToken>, options: BuildTreeOptions & AdapterOptions<R, E, T>): R;
export function buildTree(
  tokens: Iterable<SkyToken>,
  options: BuildTreeOptions & Partial<AdapterOptions<unknown, unknown, unknown>> = {},
): unknown {
  const tracker = options.positions === true ? positionTrackerFor(options.input ?? '') : undefined;
  const builder = new TreeConstructor(adapterOf(options, true), { pointAt: tracker?.pointAt });
  for (const token of tokens) builder.token(token);
  return builder.finish(tracker === undefined ? 0 : tracker.size);
}
