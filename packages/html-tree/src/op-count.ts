/**
 * The work counter of tree construction (decision H8): every loop of the
 * builder whose length depends on the input (walks of the stack of open
 * elements, of the list of active formatting elements, of child lists; the
 * adoption agency's loops; pops) adds its iterations here, and native
 * searches and splices add the entries they pass over. The scale tests
 * (test/scale.test.ts) compare this count for n and 16n tokens: exact,
 * unlike a timing. One integer addition per iteration of loops that already
 * do more than that; not exported from the package.
 */
export const ops = { n: 0 };
