// @forgiving/sky-tree: Sky tree construction (sky-parsing.txt "Tree
// construction stage" + errata S19–S24), host hooks, positions, tree adapters
// and a serializer.
export type * from './types.ts';
export { attributeRecord, skyTreeAdapter } from './adapter.ts';
export { buildTreeAsync, parseAsync } from './async.ts';
export type { BuildTreeAsyncOptions } from './async.ts';
export { TreeConstructor } from './builder.ts';
export type { PointAt, TreeConstructorOptions } from './builder.ts';
export { buildTree, createTreeBuilder, parse } from './parse.ts';
export { notSkyError } from './not-sky.ts';
export { StreamMisuseError } from '@forgiving/char-ref';
export type { StreamChunk, StreamMisuse } from '@forgiving/char-ref';
export type { BuildTreeOptions } from './parse.ts';
export { toSky } from './serialize.ts';
export { walk } from './walk.ts';
export { createDemoHost, printTree } from './demo.ts';
export type { DemoHostOptions } from './demo.ts';
