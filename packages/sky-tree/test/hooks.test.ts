// errata S22: host hooks (imports, scripts, load) and spec steps 2.4 and 3.
import { describe, expect, it } from 'vitest';
import { buildTreeAsync, skyTreeAdapter } from '../src/index.ts';
import type { SkyElement, SkyHost, SkyRoot, SkyText, TreeAdapter } from '../src/index.ts';
import { close, open, text } from './tokens.ts';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}
const tick = () => new Promise((resolve) => setTimeout(resolve, 1));

describe('host hooks (errata S22)', () => {
  it('the import hook runs on each import start tag, with src, as and the element', async () => {
    const calls: unknown[] = [];
    const elements: SkyElement[] = [];
    const host: SkyHost = {
      importModule(src, { as, element }) {
        calls.push({ src, as, name: element.name });
        elements.push(element);
        return {};
      },
    };
    const result = await buildTreeAsync(
      [open('import', { src: 'a.sky', as: 'a' }), close('import'), open('import', { src: 'b.sky' })],
      { host },
    );
    expect(calls).toEqual([
      { src: 'a.sky', as: 'a', name: 'import' },
      { src: 'b.sky', as: undefined, name: 'import' },
    ]);
    expect(elements).toEqual(result.tree!.children);
    expect(elements[0]).toBe(result.tree!.children[0]);
  });

  it('the import hook runs after insertion: the element is already appended to its parent', async () => {
    const appended: unknown[] = [];
    const adapter: TreeAdapter<SkyRoot, SkyElement, SkyText> = {
      ...skyTreeAdapter,
      appendChild(parent, child) {
        appended.push(child);
        skyTreeAdapter.appendChild(parent, child);
      },
    };
    const wasAppended: boolean[] = [];
    await buildTreeAsync([open('div'), open('import', { src: 'x' })], {
      adapter,
      host: { importModule: (_src, { element }) => void wasAppended.push(appended.includes(element)) },
    });
    expect(wasAppended).toEqual([true]);
  });

  it('an import without src passes the empty string', async () => {
    const srcs: string[] = [];
    await buildTreeAsync([open('import')], { host: { importModule: (src) => void srcs.push(src) } });
    expect(srcs).toEqual(['']);
  });

  it('spec step 2.4: a script runs when it closes, after pending imports settled, with its text and imports', async () => {
    const log: string[] = [];
    const a = deferred<unknown>();
    const b = deferred<unknown>();
    const host: SkyHost = {
      importModule(src) {
        log.push(`import ${src}`);
        return src === 'a' ? a.promise : b.promise;
      },
      executeScript({ element, source, imports }) {
        log.push(`script ${element.name} ${JSON.stringify(source)} ${JSON.stringify(imports)}`);
      },
      onLoad: () => void log.push('load'),
    };
    const done = buildTreeAsync(
      [
        open('import', { src: 'a', as: 'A' }),
        open('import', { src: 'b', as: 'B' }),
        open('script'),
        text('run()'),
        close('script'),
        text('after'),
      ],
      { host },
    );
    await tick();
    expect(log).toEqual(['import a', 'import b']);
    b.resolve({ b: 2 });
    await tick();
    expect(log).toEqual(['import a', 'import b']);
    a.resolve({ a: 1 });
    const result = await done;
    expect(log).toEqual(['import a', 'import b', 'script script "run()" {"A":{"a":1},"B":{"b":2}}', 'load']);
    expect(result.hostErrors).toEqual([]);
  });

  it('tree construction waits for a script: later tokens are not in the tree while it runs', async () => {
    let root: SkyRoot | null = null;
    const adapter: TreeAdapter<SkyRoot, SkyElement, SkyText> = {
      ...skyTreeAdapter,
      createRoot: () => (root = skyTreeAdapter.createRoot()),
    };
    const seen: string[] = [];
    const host: SkyHost<SkyElement> = {
      async executeScript({ element }) {
        await tick();
        seen.push(`${element.children.length} ${root!.children.length}`);
      },
    };
    const result = await buildTreeAsync(
      [open('script'), text('1'), close('script'), open('p'), close('p'), open('script'), close('script'), text('x')],
      { host, adapter },
    );
    expect(seen).toEqual(['1 1', '0 3']);
    expect(result.tree!.children.length).toBe(4);
  });

  it('scripts run in document order, each after the previous one finished', async () => {
    const log: string[] = [];
    const host: SkyHost = {
      async executeScript({ source }) {
        log.push(`start ${source}`);
        await tick();
        log.push(`end ${source}`);
      },
    };
    await buildTreeAsync([open('script'), text('1'), close('script'), open('script'), text('2'), close('script')], {
      host,
    });
    expect(log).toEqual(['start 1', 'end 1', 'start 2', 'end 2']);
  });

  it('an import after a script does not delay it; load waits for it (spec step 3)', async () => {
    const log: string[] = [];
    const late = deferred<unknown>();
    const host: SkyHost = {
      importModule(src) {
        log.push(`import ${src}`);
        return late.promise.then(() => log.push(`loaded ${src}`));
      },
      executeScript: ({ source }) => void log.push(`script ${source}`),
      onLoad: () => void log.push('load'),
    };
    const done = buildTreeAsync([open('script'), text('s'), close('script'), open('import', { src: 'late' })], {
      host,
    });
    await tick();
    expect(log).toEqual(['script s', 'import late']);
    late.resolve(null);
    await done;
    expect(log).toEqual(['script s', 'import late', 'loaded late', 'load']);
  });

  it('a void or empty script runs with empty source (spec step 2.4 has no exception)', async () => {
    const sources: string[] = [];
    await buildTreeAsync([open('script'), close('script'), open('t'), open('script'), text(' '), close('script')], {
      host: { executeScript: ({ source }) => void sources.push(source) },
    });
    expect(sources).toEqual(['', ' ']);
  });

  it('a script closed by an ancestor end tag is not run (spec step 2.4 names the popped node)', async () => {
    const scripts: string[] = [];
    await buildTreeAsync([open('a'), open('script'), text('x'), close('a')], {
      host: { executeScript: ({ source }) => void scripts.push(source) },
    });
    expect(scripts).toEqual([]);
  });

  it('a rejected import is reported with its element and does not stop the parse', async () => {
    const reported: unknown[] = [];
    const log: string[] = [];
    const host: SkyHost = {
      importModule: (src) => (src === 'bad' ? Promise.reject(new Error('nope')) : Promise.resolve({ ok: true })),
      executeScript: ({ imports }) => void log.push(Object.keys(imports).join(',')),
      onLoad: () => void log.push('load'),
      onError: (error, { element, phase }) => reported.push([(error as Error).message, element?.name, phase]),
    };
    const result = await buildTreeAsync(
      [
        open('import', { src: 'bad', as: 'x' }),
        open('import', { src: 'good', as: 'y' }),
        open('script'),
        close('script'),
      ],
      { host },
    );
    expect(reported).toEqual([['nope', 'import', 'import']]);
    expect(log).toEqual(['y', 'load']);
    expect(result.hostErrors.map((e) => e.phase)).toEqual(['import']);
  });

  it('an import hook that throws synchronously is reported like a rejection', async () => {
    const result = await buildTreeAsync([open('import', { src: 'x' }), text('after')], {
      host: {
        importModule() {
          throw new Error('sync');
        },
      },
    });
    expect(result.hostErrors.map((e) => [(e.error as Error).message, e.phase])).toEqual([['sync', 'import']]);
    expect(result.tree!.children.length).toBe(1);
  });

  it('a throwing or rejecting script is reported and the parse goes on', async () => {
    const names: string[] = [];
    const result = await buildTreeAsync(
      [open('script'), text('1'), close('script'), open('script'), text('2'), close('script'), text('after')],
      {
        host: {
          executeScript({ source }) {
            if (source === '1') throw new Error('boom');
            return Promise.reject(new Error('async boom'));
          },
          onError: (error) => void names.push((error as Error).message),
        },
      },
    );
    expect(names).toEqual(['boom', 'async boom']);
    expect(result.tree!.children.length).toBe(3);
    expect(result.hostErrors.map((e) => e.phase)).toEqual(['script', 'script']);
  });

  it('a throwing onLoad and a throwing onError are contained', async () => {
    const result = await buildTreeAsync([text('x')], {
      host: {
        onLoad() {
          throw new Error('load failed');
        },
        onError() {
          throw new Error('even the error hook fails');
        },
      },
    });
    expect(result.isSky).toBe(true);
    expect(result.hostErrors.map((e) => [e.phase, e.element])).toEqual([['load', null]]);
  });

  it('load fires once, after the last token, when there are no hooks but onLoad', async () => {
    let loads = 0;
    const result = await buildTreeAsync([open('import', { src: 'x' }), open('script'), close('script')], {
      host: { onLoad: () => void loads++ },
    });
    expect(loads).toBe(1);
    expect(result.tree!.children.length).toBe(1);
  });

  it('later imports of the same as name win in the imports record', async () => {
    let seen: Record<string, unknown> = {};
    await buildTreeAsync(
      [open('import', { src: '1', as: 'm' }), open('import', { src: '2', as: 'm' }), open('script'), close('script')],
      {
        host: {
          importModule: (src) => (src === '1' ? tick().then(() => 'first') : 'second'),
          executeScript: ({ imports }) => void (seen = imports),
        },
      },
    );
    expect({ ...seen }).toEqual({ m: 'second' });
    expect(Object.getPrototypeOf(seen)).toBe(null);
  });
});
