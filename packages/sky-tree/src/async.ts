// The full pipeline with a host (errata S22): import loads, script execution
// after pending imports settle, load after the last token. The tokenizer runs
// ahead of tree construction (tokens queue per chunk); tree construction
// yields where the spec says "yield until there are no pending import loads".
import { createTokenizer } from '@forgiving/sky-tokenizer';
import { TreeConstructor } from './builder.ts';
import type { PointAt } from './builder.ts';
import { ImportLog } from './imports.ts';
import { adapterOf, ended, skyResult, tokenizerOptions } from './parse.ts';
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
    for (let start = 0; start < input.length && !session.aborted; start += SLICE) {
      tokenizer.write(
        input instanceof Uint8Array ? input.subarray(start, start + SLICE) : input.slice(start, start + SLICE),
      );
      await session.drain();
    }
  } else {
    await feed(input, session, (chunk) => tokenizer.write(chunk));
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
  /** As for parseAsync: ends the parse with the tree built so far and an `abort` error. */
  signal?: AbortSignal;
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
  await feed(tokens, session, (token) => session.push(token));
  return session.end(true, tracker === undefined ? 0 : tracker.size);
}

/**
 * Hands every item of an iterable or async iterable to `take`, draining the
 * session after each, until the items end or the signal aborts. An async
 * iterable that never yields ends with the signal too; it is then told we
 * stop (`return`), without awaiting its answer (it may never come).
 */
async function feed<T>(
  items: Iterable<T> | AsyncIterable<T>,
  session: HostSession,
  take: (item: T) => void,
): Promise<void> {
  if (Symbol.asyncIterator in items) {
    const iterator = items[Symbol.asyncIterator]();
    for (;;) {
      const next = await session.race(iterator.next());
      if (next === ABORTED) {
        Promise.resolve(iterator.return?.()).catch(() => {});
        return;
      }
      if (next.done === true) return;
      take(next.value);
      await session.drain();
    }
  }
  for (const item of items) {
    if (session.aborted) return;
    take(item);
    await session.drain();
  }
}

/** What `race` gives when the signal aborted first. */
const ABORTED: unique symbol = Symbol('aborted');

/**
 * One parse with a host: the token queue, pending imports and host errors.
 * Every host property is read inside a try (a throwing getter is a hook
 * error, issue 13 item 8), and every wait on the host races the signal.
 */
class HostSession {
  private readonly host: SkyHost<unknown>;
  private readonly signal: AbortSignal | undefined;
  private readonly builder: TreeConstructor<unknown, unknown, unknown>;
  private readonly queue: SkyToken[] = [];
  private readonly pending = new Set<Promise<void>>();
  private readonly imports = new ImportLog();
  private importCount = 0;
  private readonly errors: HostErrorRecord<unknown>[] = [];
  private abortWait: Promise<typeof ABORTED> | null = null;

  constructor(
    private readonly options: ParseAsyncOptions<unknown>,
    pointAt: PointAt | undefined,
  ) {
    this.host = options.host;
    this.signal = options.signal;
    this.builder = new TreeConstructor(adapterOf(options), { pointAt });
  }

  get aborted(): boolean {
    return this.signal?.aborted === true;
  }

  /** Queues a token: tokenizing may run ahead of tree construction. */
  push(token: SkyToken): void {
    this.queue.push(token);
  }

  /** Runs tree construction over the queued tokens, yielding where the spec says; stops when aborted. */
  async drain(): Promise<void> {
    const queue = this.queue;
    const builder = this.builder;
    for (let head = 0; head < queue.length && !this.aborted; head++) {
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
        if (!this.aborted) await this.runScript(element, source);
      }
    }
    queue.length = 0;
  }

  async end(isSky: boolean, inputLength: number): Promise<ParseAsyncResult<unknown, unknown>> {
    // errata S4: no tree and no load event for a file that is not Sky.
    if (!isSky) return this.result(null);
    const tree = this.builder.finish(inputLength);
    // Spec step 3: yield until there are no pending import loads; then load.
    await this.settle();
    const onLoad = this.aborted ? undefined : this.hook('onLoad', null, 'load');
    if (onLoad !== undefined) {
      try {
        await this.race(onLoad.call(this.host));
      } catch (error) {
        this.report(error, null, 'load');
      }
    }
    return this.result(tree);
  }

  /** The parse result (onError / onEnd called with it), with the host failures. */
  private result(tree: unknown): ParseAsyncResult<unknown, unknown> {
    return ended(this.options, { ...skyResult(this.options, tree), hostErrors: this.finalErrors() });
  }

  /** The errors, plus the abort when the signal ended the parse (its reason, phase 'abort'). */
  private finalErrors(): HostErrorRecord<unknown>[] {
    if (this.aborted) this.report(this.signal!.reason, null, 'abort');
    return this.errors;
  }

  /**
   * `value` awaited, or ABORTED as soon as the signal aborts (a hook that
   * never settles then ends with the signal). Rejections are rethrown.
   */
  async race<T>(value: T | PromiseLike<T>): Promise<Awaited<T> | typeof ABORTED> {
    if (this.aborted) return ABORTED;
    if (this.signal === undefined || !isThenable(value)) return await value;
    // Never rejects, so a late rejection after an abort is not unhandled.
    const settled = Promise.resolve(value).then(
      (result) => ({ ok: true as const, result }),
      (error: unknown) => ({ ok: false as const, error }),
    );
    const outcome = await Promise.race([settled, this.whenAborted()]);
    if (outcome === ABORTED) return ABORTED;
    if (!outcome.ok) throw outcome.error;
    return outcome.result;
  }

  private whenAborted(): Promise<typeof ABORTED> {
    const signal = this.signal!;
    this.abortWait ??= new Promise((resolve) =>
      signal.addEventListener('abort', () => resolve(ABORTED), { once: true }),
    );
    return this.abortWait;
  }

  /** A host hook, or undefined; a throwing getter is reported as that phase's error. */
  private hook<K extends 'importModule' | 'executeScript' | 'onLoad'>(
    name: K,
    element: unknown,
    phase: HostPhase,
  ): SkyHost<unknown>[K] {
    try {
      return this.host[name];
    } catch (error) {
      this.report(error, element, phase);
      return undefined;
    }
  }

  /** errata S22: an import start tag, once inserted, starts a load. */
  private startImport(element: unknown, token: SkyStartTagToken): void {
    const importModule = this.hook('importModule', element, 'import');
    if (importModule === undefined) return;
    const as = attribute(token, 'as');
    const order = this.importCount++;
    let result: unknown;
    try {
      result = importModule.call(this.host, attribute(token, 'src') ?? '', { as, element });
    } catch (error) {
      this.report(error, element, 'import');
      return;
    }
    const load: Promise<void> = Promise.resolve(result).then(
      (exports) => {
        if (as !== undefined) this.imports.add(as, order, exports);
      },
      (error: unknown) => this.report(error, element, 'import'),
    );
    const tracked = load.finally(() => this.pending.delete(tracked));
    this.pending.add(tracked);
  }

  /** Resolves once no import load is pending (loads started meanwhile count too), or the signal aborted. */
  private async settle(): Promise<void> {
    while (this.pending.size > 0) if ((await this.race(Promise.all(this.pending))) === ABORTED) return;
  }

  private async runScript(element: unknown, source: string): Promise<void> {
    const executeScript = this.hook('executeScript', element, 'script');
    if (executeScript === undefined) return;
    try {
      // The imports record: an O(1) read-only snapshot (imports.ts).
      await this.race(executeScript.call(this.host, { element, source, imports: this.imports.snapshot() }));
    } catch (error) {
      this.report(error, element, 'script');
    }
  }

  private report(error: unknown, element: unknown, phase: HostPhase): void {
    this.errors.push({ error, element, phase });
    try {
      const result: unknown = this.host.onError?.(error, { element, phase });
      // An async error hook that rejects must not become an unhandled rejection.
      if (isThenable(result)) result.then(undefined, () => {});
    } catch {
      // A failing error hook (or its getter) must not stop the parse; the error is in `errors`.
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
