import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createTreeBuilder, parse, parseAsync, toSky } from '../src/index.ts';
import type { SkyContent, SkyElement, SkyHost, SkyRoot } from '../src/index.ts';
import { APP, body, cuts, split } from './arbitraries.ts';

const app = { context: 'application' } as const;

function chunked(chunks: (string | Uint8Array)[], positions: boolean) {
  const builder = createTreeBuilder({ context: 'application', positions });
  for (const chunk of chunks) builder.write(chunk);
  return builder.end();
}

describe('properties', () => {
  it('never throws: any string, any bytes, both contexts', () => {
    fc.assert(
      fc.property(body, fc.boolean(), (text, positions) => {
        expect(parse(APP + text, { ...app, positions }).isSky).toBe(true);
        parse('SKY MODULE ' + text, { context: 'module', positions });
        parse(text, app);
      }),
      { numRuns: 300 },
    );
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 64 }), (bytes) => {
        const prefixed = new Uint8Array([...new TextEncoder().encode(APP), ...bytes]);
        expect(parse(prefixed, { ...app, positions: true }).isSky).toBe(true);
      }),
      { numRuns: 200 },
    );
  });

  it('chunk-split invariance: any chunking gives the same tree (strings and bytes, with positions)', () => {
    fc.assert(
      fc.property(body, cuts, fc.boolean(), (text, points, positions) => {
        const input = APP + text;
        const whole = parse(input, { ...app, positions });
        expect(chunked(split(input, points), positions)).toEqual(whole);
        const bytes = new TextEncoder().encode(input.replace(/[\ud800-\udfff]/g, '\ufffd'));
        const byteChunks = split(String.fromCharCode(...bytes), points).map((s) =>
          Uint8Array.from(s, (c) => c.charCodeAt(0)),
        );
        expect(chunked(byteChunks, positions)).toEqual(parse(bytes, { ...app, positions }));
      }),
      { numRuns: 300 },
    );
  });

  it('serializer round trip: parse(toSky(tree)) equals tree for every tree parse produces', () => {
    fc.assert(
      fc.property(body, fc.constantFrom('application', 'module'), (text, context) => {
        const tree = parse(APP + text, app).tree!;
        const markup = toSky(tree, { context, onIssue: (issue) => expect.fail(issue.message) });
        expect(parse(markup, { context }).tree).toEqual(tree);
      }),
      { numRuns: 500 },
    );
  });

  it('parseAsync without hooks gives the same tree as parse', async () => {
    await fc.assert(
      fc.asyncProperty(body, cuts, async (text, points) => {
        const input = APP + text;
        const result = await parseAsync(split(input, points), { ...app, host: {} });
        expect(result.tree).toEqual(parse(input, app).tree);
      }),
      { numRuns: 100 },
    );
  });

  it('parseAsync with failing hooks never rejects and builds the same tree as parse', async () => {
    const outcome = fc.constantFrom('ok', 'throw', 'reject', 'slow');
    await fc.assert(
      fc.asyncProperty(body, fc.array(outcome, { minLength: 1, maxLength: 5 }), async (text, outcomes) => {
        let call = 0;
        const act = (value: unknown): unknown => {
          const mode = outcomes[call++ % outcomes.length];
          if (mode === 'throw') throw new Error('hook failed');
          if (mode === 'reject') return Promise.reject(new Error('hook rejected'));
          if (mode === 'slow') return new Promise((resolve) => setTimeout(() => resolve(value), 0));
          return value;
        };
        const host: SkyHost = {
          importModule: (src) => act({ src }),
          executeScript: () => act(undefined) as undefined,
          onLoad: () => act(undefined) as undefined,
          onError: () => act(undefined) as undefined,
        };
        const input = APP + '<import src=a as=a/><script>s</script>' + text;
        const result = await parseAsync(input, { ...app, host });
        expect(result.tree).toEqual(parse(input, app).tree);
        expect(result.hostErrors.length).toBeLessThanOrEqual(call);
      }),
      { numRuns: 60 },
    );
  });

  it('toSky never throws on arbitrary trees, and its output parses', () => {
    const name = fc.oneof(
      fc.constantFrom('a', 't', 'script', 'style', 'template', '_', '<x', ''),
      fc.string({ maxLength: 4 }),
    );
    const textNode = fc.string({ maxLength: 6 }).map((value): SkyContent => ({ type: 'text', value }));
    const { node } = fc.letrec((tie) => ({
      node: fc.oneof(
        { depthSize: 'small', withCrossShrink: true },
        textNode,
        fc
          .record({
            name,
            attributes: fc.dictionary(fc.string({ maxLength: 3 }), fc.string({ maxLength: 4 }), { maxKeys: 3 }),
            children: fc.array(tie('node'), { maxLength: 3 }),
            content: fc.option(fc.array(tie('node'), { maxLength: 3 }), { nil: undefined }),
          })
          .map(({ name: n, attributes, children, content }): SkyContent => {
            const element: SkyElement = { type: 'element', name: n, attributes, children: children as SkyContent[] };
            if (content !== undefined) element.content = { type: 'root', children: content as SkyContent[] };
            return element;
          }),
      ),
    }));
    fc.assert(
      fc.property(fc.array(node, { maxLength: 4 }), (children) => {
        const tree: SkyRoot = { type: 'root', children };
        const markup = toSky(tree, { context: 'module' });
        const reparsed = parse(markup, { context: 'module' }).tree!;
        // Idempotent once normalised: what parse produced serializes without issues.
        expect(toSky(reparsed, { context: 'module', onIssue: (i) => expect.fail(i.message) })).toBeTypeOf('string');
      }),
      { numRuns: 200 },
    );
  });
});
