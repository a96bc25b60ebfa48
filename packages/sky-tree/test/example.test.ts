// examples/app.sky through the demo host: uses t, a template, an import and a script.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createDemoHost, parse, parseAsync, printTree, toSky } from '../src/index.ts';

const app = readFileSync(new URL('../../../examples/app.sky', import.meta.url));

describe('examples/app.sky', () => {
  it('parses with the demo host: import, script after the import, load', async () => {
    const log: string[] = [];
    const { isSky, tree, errors, hostErrors } = await parseAsync(app, {
      context: 'application',
      host: createDemoHost({ modules: { 'greeting.sky': { say() {} } }, log: (line) => log.push(line) }),
    });
    expect(isSky).toBe(true);
    expect(errors).toEqual([]);
    expect(hostErrors).toEqual([]);
    expect(log).toEqual(['import "greeting.sky" as greeting', 'script (143 chars) with imports [greeting]', 'load']);
    const printed = printTree(tree!);
    expect(printed).toContain('element template id="row"');
    expect(printed).toContain('    #content');
    expect(printed).toContain('text "Sky & friends: "');
    expect(printed).toContain('text " "');
  });

  it('the demo host reports an unknown module and the parse goes on', async () => {
    const log: string[] = [];
    await parseAsync(app, { context: 'application', host: createDemoHost({ log: (line) => log.push(line) }) });
    expect(log).toEqual([
      'import "greeting.sky" as greeting',
      'error in import: unknown module greeting.sky',
      'script (143 chars) with imports []',
      'load',
    ]);
  });

  it('errata S22: without a host the parse is synchronous and complete', () => {
    const result = parse(app, { context: 'application' });
    expect(result).not.toBeInstanceOf(Promise);
    expect(printTree(result.tree!)).toContain('element script');
    expect(parse(toSky(result.tree!, { context: 'application' }), { context: 'application' })).toEqual(result);
  });
});
