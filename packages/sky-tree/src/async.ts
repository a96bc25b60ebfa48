// The full pipeline with a host (errata S22): import loads, script execution
// after pending imports settle, load after the last token. The tokenizer runs
// ahead of tree construction (tokens queue per chunk); tree construction
// yields where the spec says "yield until there are no pending import loads".
import { createTokenizer } from '@forgiving/sky-tokenizer';
import { TreeConstructor } from './builder.ts';
import type { PointAt } from './builder.ts';
import { adapterOf, tokenizerOptions } from './parse.ts';
import { createPositionTracker, positionTrackerFor } from './positions.ts';
import type {
  AdapterOptions,
  HostErrorRecord,
  HostPhase,
  ParseAsyncOptions,
  ParseAsyncResult,
  SkyElement,
  SkyHost,
  SkyInput,
  SkyStartTagToken,
  SkyToken,
} from './types.ts';

/** Characters (or bytes) tokenized ahead of tree construction at a time. */
const SLICE = 1 << 16;

interface ImportRecord {
  as: string | undefined;
  ok: boolean;
  exports: unknown;
}

export function parseAsync(input: SkyInput, options: ParseAsyncOptions<SkyElement>): Promise<ParseAsyncResult>;
export function parseAsync<R, E, T>(
  input: SkyInput,
  options: ParseAsyncOptions<E> & AdapterOptions<R, E, T>,
): Promise<ParseAsyncResult<R, E>>;
export async function parseAsync(
  input: SkyInput,
  options: ParseAsyncOptions<unknown>,
): Promise<ParseAsyncResult<unknown, unknown>> {
  const tracker = options.positions === true ? createPositionTracker() : undefined;
  const session = new HostSession(options, tracker?.pointAt);
  const tokenizer = createTokenizer(tokenizerOptions(options, (token) => session.push(token), tracker));
  if (typeof input === 'string' || input instanceof Uint8Array) {
    // Fed in slices so the token queue stays bounded (the tokenizer keeps
    // split characters and tags across chunks).
    for (let start = 0; start < input.length; start += SLICE) {
      tokenizer.write(input instanceof Uint8Array ? input.subarray(start, start + SLICE) : input.slice(start, start + SLICE));
      await session.drain();
    }
  } else if (Symbol.asyncIterator in input) {
    for await (const chunk of input) {
      tokenizer.write(chunk);
      await session.drain();
    }
  } else {
    for (const chunk of input) {
      tokenizer.write(chunk);
      await session.drain();
    }
  }
  const { isSky } = tokenizer.end();
  await session.drain();
  return session.end(isSky, tracker === undefined ? 0 : tracker.size);
}

export interface BuildTreeAsyncOptions<E> {
  host: SkyHost<E>;
  positions?: boolean;
  /** The original input the token offsets refer to (needed for positions). */
  input?: string;
}

/**
 * Tree construction with a host from tokens in the @forgiving/sky-tokenizer
 * contract (a Sky input that is already tokenized).
 */
export function buildTreeAsync(
  tokens: Iterable<SkyToken> | AsyncIterable<SkyToken>,
  options: BuildTreeAsyncOptions<SkyElement>,
): Promise<ParseAsyncResult>;
export function buildTreeAsync<R, E, T>(
  tokens: Iterable<SkyToken> | AsyncIterable<SkyToken>,
  options: BuildTreeAsyncOptions<E> & AdapterOptions<R, E, T>,
): Promise<ParseAsyncResult<R, E>>;
export async function buildTreeAsync(
  tokens: Iterable<SkyToken> | AsyncIterable<SkyToken>,
  options: BuildTreeAsyncOptions<unknown>,
): Promise<ParseAsyncResult<unknown, unknown>> {
  const tracker = options.positions === true ? positionTrackerFor(options.input ?? '') : undefined;
  const session = new HostSession({ ...options, context: 'application' }, tracker?.pointAt);
  for await (const token of tokens) {
    session.push(token);
    await session.drain();
  }
  return session.end(true, tracker === undefined ? 0 : tracker.size);
}

/** One parse with a host: the token queue, pending imports and host errors. */
class HostSession {
  private readonly options: ParseAsyncOptions<unknown>;
  private readonly builder: TreeConstructor<unknown, unknown, unknown>;
  private readonly queue: SkyToken[] = [];
  private readonly pending = new Set<Promise<void>>();
  private readonly importRecords: ImportRecord[] = [];
  private readonly errors: HostErrorRecord<unknown>[] = [];

  constructor(options: ParseAsyncOptions<unknown>, pointAt: PointAt | undefined) {
    this.options = options;
    this.builder = new TreeConstructor(adapterOf(options), { pointAt });
  }

  /** Queues a token: tokenizing may run ahead of tree construction. */
  push(token: SkyToken): void {
    this.queue.push(token);
  }

  /** Runs tree construction over the queued tokens, yielding where the spec says. */
  async drain(): Promise<void> {
    const queue = this.queue;
    const builder = this.builder;
    for (let head = 0; head < queue.length; head++) {
      const token = queue[head]!;
      if (token.type === 'text') builder.text(token);
      else if (token.type === 'startTag') {
        const element = builder.startTag(token);
        if (token.name === 'import') this.startImport(element, token);
      } else if (builder.endTag(token)) {
        const element = builder.closedScript;
        const source = builder.closedScriptSource;
        // Spec step 4: yield until there are no pending import loads, then execute.
        await this.settle();
        await this.runScript(element, source);
      }
    }
    queue.length = 0;
  }

  async end(isSky: boolean, inputLength: number): Promise<ParseAsyncResult<unknown, unknown>> {
    // errata S4: no tree and no load event for a file that is not Sky.
    if (!isSky) return { isSky: false, tree: null, errors: this.errors };
    const tree = this.builder.finish(inputLength);
    // Spec step 3: yield until there are no pending import loads; then load.
    await this.settle();
    const onLoad = this.options.host.onLoad;
    if (onLoad !== undefined) {
      try {
        await onLoad.call(this.options.host);
      } catch (error) {
        this.report(error, null, 'load');
      }
    }
    return { isSky: true, tree, errors: this.errors };
  }

  /** errata S22: an import start tag, once inserted, starts a load. */
  private startImport(element: unknown, token: SkyStartTagToken): void {
    const host = this.options.host;
    if (host.importModule === undefined) return;
    const as = attribute(token, 'as');
    const record: ImportRecord = { as, ok: false, exports: undefined };
    this.importRecords.push(record);
    let result: unknown;
    try {
      result = host.importModule(attribute(token, 'src') ?? '', { as, element });
    } catch (error) {
      this.report(error, element, 'import');
      return;
    }
    const load: Promise<void> = Promise.resolve(result).then(
      (exports) => {
        record.ok = true;
        record.exports = exports;
      },
      (error: unknown) => this.report(error, element, 'import'),
    );
    const tracked = load.finally(() => this.pending.delete(tracked));
    this.pending.add(tracked);
  }

  /** Resolves once no import load is pending (loads started meanwhile count too). */
  private async settle(): Promise<void> {
    while (this.pending.size > 0) await Promise.all(this.pending);
  }

  private async runScript(element: unknown, source: string): Promise<void> {
    const host = this.options.host;
    if (host.executeScript === undefined) return;
    try {
      await host.executeScript({ element, source, imports: this.importsRecord() });
    } catch (error) {
      this.report(error, element, 'script');
    }
  }

  /** Exports of settled imports by `as` name; later imports of a name win. */
  private importsRecord(): Record<string, unknown> {
    const record: Record<string, unknown> = Object.create(null);
    for (const entry of this.importRecords) {
      if (entry.ok && entry.as !== undefined) record[entry.as] = entry.exports;
    }
    return record;
  }

  private report(error: unknown, element: unknown, phase: HostPhase): void {
    this.errors.push({ error, element, phase });
    try {
      const result: unknown = this.options.host.onError?.(error, { element, phase });
      // An async error hook that rejects must not become an unhandled rejection.
      if (isThenable(result)) result.then(undefined, () => {});
    } catch {
      // A failing error hook must not stop the parse; the error is in `errors`.
    }
  }
}

function attribute(token: SkyStartTagToken, name: string): string | undefined {
  for (const entry of token.attributes) if (entry.name === name) return entry.value;
  return undefined;
}

function isThenable(value: unknown): value is PromiseLike<unknown> {
  return (
    (typeof value === 'object' || typeof value === 'function') &&
    value !== null &&
    typeof (value as { then?: unknown }).then === 'function'
  );
}
