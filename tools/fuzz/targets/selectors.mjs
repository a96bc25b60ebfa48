// Fuzz targets of @forgiving/css-selectors-nth.
import {
  nthCheck,
  parseComponentValueList,
  parseNth,
  parseSelectors,
  parseSelectorsWithError,
  specificity,
  stringifySelectors,
} from '@forgiving/css-selectors-nth';

export default [
  {
    name: 'css-selectors-nth parseSelectors',
    grammar: 'selector',
    run: (input) => {
      const level = input.length % 2 === 0 ? 4 : 3;
      const result = parseSelectorsWithError(input, { level });
      if (!result.ok) return result.error.offset;
      // What a parse gives must stringify, re-parse and weigh without throwing.
      const text = stringifySelectors(result.selectors);
      if (parseSelectors(text, { level }) === null) throw new Error(`stringified selector does not parse: ${text}`);
      return result.selectors.selectors.map((s) => specificity(s).join(',')).join(' ');
    },
  },
  {
    name: 'css-selectors-nth parseNth / nthCheck',
    grammar: 'nth',
    run: (input) => {
      const nth = parseNth(input);
      const check = nthCheck(input);
      return [nth, check === null ? null : check(3)];
    },
  },
  {
    name: 'css-selectors-nth parseComponentValueList',
    grammar: 'selector',
    run: (input) => parseComponentValueList(input, { positions: true }).length,
  },
];
