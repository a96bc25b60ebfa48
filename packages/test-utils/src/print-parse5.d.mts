/** A parse5 default-adapter tree (its document or fragment node) in the html5lib tree-construction format. */
export function printParse5(root: unknown): string;
