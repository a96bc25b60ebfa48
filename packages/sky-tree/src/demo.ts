// A small demo host (errata S22) and a tree printer, used by examples/app.sky.
import type { SkyElement, SkyHost, SkyRoot } from './types.ts';
import { walk } from './walk.ts';

/**
 * Indentation stops growing at this depth, and deeper lines say their depth
 * (`[50001] `): an indent per level would make the output quadratic in the
 * depth (issue 13: 200k levels threw "Invalid string length"). The CLI's tree
 * printer does the same.
 */
const MAX_INDENT = 40;

/** One line per node, indented by depth: `element div id="a"`, `text "x"`, `#content`. */
export function printTree(tree: SkyRoot): string {
  const lines: string[] = [];
  const deepest = '  '.repeat(MAX_INDENT);
  walk(tree, (node, depth) => {
    const indent = depth <= MAX_INDENT ? '  '.repeat(depth) : `${deepest}[${depth}] `;
    if (node.type === 'root') lines.push(indent + (depth === 0 ? '#root' : '#content'));
    else if (node.type === 'text') lines.push(indent + 'text ' + JSON.stringify(node.value));
    else {
      let line = indent + 'element ' + node.name;
      for (const name of Object.keys(node.attributes)) line += ' ' + name + '=' + JSON.stringify(node.attributes[name]);
      lines.push(line);
    }
  });
  return lines.join('\n');
}

export interface DemoHostOptions {
  /** Module exports by `src`; an unknown src rejects. */
  modules?: Record<string, unknown>;
  /** Where log lines go (default: console.log). */
  log?: (line: string) => void;
}

/**
 * A host that logs each hook: imports resolve from `modules`, scripts are
 * logged (not evaluated: the demo never runs code), load is logged.
 */
export function createDemoHost(options: DemoHostOptions = {}): SkyHost<SkyElement> {
  const modules = options.modules ?? {};
  const log = options.log ?? ((line: string) => console.log(line));
  return {
    importModule(src, { as }) {
      log(`import ${JSON.stringify(src)}${as === undefined ? '' : ` as ${as}`}`);
      if (Object.hasOwn(modules, src)) return Promise.resolve(modules[src]);
      return Promise.reject(new Error(`unknown module ${src}`));
    },
    executeScript({ source, imports }) {
      log(`script (${source.trim().length} chars) with imports [${Object.keys(imports).join(', ')}]`);
    },
    onLoad() {
      log('load');
    },
    onError(error, { phase }) {
      log(`error in ${phase}: ${error instanceof Error ? error.message : String(error)}`);
    },
  };
}
