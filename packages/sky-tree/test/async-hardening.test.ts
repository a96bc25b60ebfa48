// Issue 13, item 8: parseAsync is linear in imports × scripts, ends with an
// AbortSignal (also while a hook or the input never settles), and reports a
// throwing host getter as a hook error instead of rejecting.
import { describe, expect, it } from 'vitest';
import { buildTreeAsync, notSkyError, parseAsync } from '../src/index.ts';
import type { SkyElement, SkyHost } from '../src/index.ts';

const APP = '#!mojo mojo:sky\n';
const never = new Promise<never>(() => {});

function importsThenScripts(n: number): string {
  let input = APP;
  for (let i = 0; i < n; i++) input += `<import src=m${i} as=m${i}>`;
  for (let i = 0; i < n; i++) input += `<script>s${i}</script>`;
  return input;
}

describe('item 8: parseAsync hardening', () => {
  it('linear in imports × scripts: 4× the imports and scripts cost well under 16× (the old record rebuild per script)', async () => {
    const host: SkyHost = { importModule: (src) => ({ src }), executeScript: ({ imports }) => void imports.m0 };
    const time = async (n: number) => {
      let best = Number.POSITIVE_INFINITY;
      for (let run = 0; run < 3; run++) {
        const t0 = performance.now();
        const result = await parseAsync(importsThenScripts(n), { context: 'application', host });
        best = Math.min(best, performance.now() - t0);
        expect(result.hostErrors).toEqual([]);
      }
      return best;
    };
    await time(200); // warm-up
    const small = await time(400);
    const large = await time(1600);
    expect(large / small).toBeLessThan(9);
  });

  it('the imports record is a read-only snapshot: later loads do not show, writes fail', async () => {
    const seen: Record<string, unknown>[] = [];
    let release: (value: unknown) => void = () => {};
    const late = new Promise((resolve) => (release = resolve));
    const host: SkyHost = {
      importModule: (src) => (src === 'late' ? late : src),
      executeScript: ({ imports }) => {
        seen.push(imports);
        if (seen.length === 1) release('L');
      },
    };
    await parseAsync(
      `${APP}<import src=a as=a><import src=b as=a><script></script><import src=late as=l><script></script>`,
      { context: 'application', host },
    );
    expect({ ...seen[0] }).toEqual({ a: 'b' });
    expect(Object.keys(seen[0]!)).toEqual(['a']);
    expect('l' in seen[0]!).toBe(false);
    expect({ ...seen[1] }).toEqual({ a: 'b', l: 'L' });
    expect(Reflect.set(seen[0]!, 'x', 1)).toBe(false);
    expect(Reflect.deleteProperty(seen[0]!, 'a')).toBe(false);
    expect(JSON.stringify(seen[1])).toBe('{"a":"b","l":"L"}');
  });

  it('signal: a never-settling import ends with the tree built so far and an abort error', async () => {
    const controller = new AbortController();
    const host: SkyHost = { importModule: () => never, executeScript: () => void 0 };
    const done = parseAsync(`${APP}<p>before</p><import src=x><script>s</script><p>after</p>`, {
      context: 'application',
      host,
      signal: controller.signal,
    });
    setTimeout(() => controller.abort(new Error('stop')), 5);
    const result = await done;
    expect(result.isSky).toBe(true);
    const names = result.tree!.children.map((n) => (n as SkyElement).name);
    expect(names).toEqual(['p', 'import']);
    expect(result.hostErrors).toEqual([{ error: new Error('stop'), element: null, phase: 'abort' }]);
  });

  it('signal: a never-settling script, onLoad or input iterable ends too', async () => {
    for (const host of [{ executeScript: () => never }, { onLoad: () => never }] as SkyHost[]) {
      const result = await parseAsync(`${APP}<script>s</script>`, {
        context: 'application',
        host,
        signal: AbortSignal.timeout(5),
      });
      expect(result.hostErrors.map((e) => e.phase)).toEqual(['abort']);
      expect(result.tree).not.toBeNull();
    }
    async function* stalls() {
      yield `${APP}<a>`;
      await never;
    }
    const result = await parseAsync(stalls(), { context: 'application', host: {}, signal: AbortSignal.timeout(5) });
    expect((result.tree!.children[0] as SkyElement).name).toBe('a');
    expect(result.hostErrors[0]!.phase).toBe('abort');
  });

  it('signal: already aborted before the parse: no hook runs, not Sky (nothing read), one abort error', async () => {
    let calls = 0;
    const result = await parseAsync(`${APP}<import src=x>`, {
      context: 'application',
      host: { importModule: () => void calls++ },
      signal: AbortSignal.abort('early'),
    });
    expect(calls).toBe(0);
    expect(result).toEqual({
      tree: null,
      errors: [notSkyError('application')],
      ok: false,
      isSky: false,
      hostErrors: [{ error: 'early', element: null, phase: 'abort' }],
    });
  });

  it('host getter failures are hook errors (import, script, load, onError), never a rejection', async () => {
    const boom = (what: string) => () => {
      throw new Error(what);
    };
    const host = Object.defineProperties({} as SkyHost, {
      importModule: { get: boom('importModule getter') },
      executeScript: { get: boom('executeScript getter') },
      onLoad: { get: boom('onLoad getter') },
      onError: { get: boom('onError getter') },
    });
    const result = await parseAsync(`${APP}<import src=x><script>s</script>`, { context: 'application', host });
    expect(result.hostErrors.map((e) => [e.phase, (e.error as Error).message])).toEqual([
      ['import', 'importModule getter'],
      ['script', 'executeScript getter'],
      ['load', 'onLoad getter'],
    ]);
    expect(result.tree).not.toBeNull();
  });

  it('signal: buildTreeAsync ends too (a never-settling script), with the tree so far', async () => {
    const tokens = [
      { type: 'startTag' as const, name: 'script', attributes: [], start: 0, end: 0 },
      { type: 'endTag' as const, name: 'script', start: 0, end: 0 },
      { type: 'startTag' as const, name: 'p', attributes: [], start: 0, end: 0 },
    ];
    const result = await buildTreeAsync(tokens, {
      host: { executeScript: () => never },
      signal: AbortSignal.timeout(5),
    });
    expect(result.hostErrors.map((e) => e.phase)).toEqual(['abort']);
    expect(result.tree!.children.map((n) => (n as SkyElement).name)).toEqual(['script']);
  });
});
