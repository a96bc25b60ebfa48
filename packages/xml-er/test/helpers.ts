import { type XmlToken, tokenize } from '../src/index.ts';

/** Compact tokens: ['start', name, attrs] ..., errors as '!code'. Adjacent text merged. */
export function tokens(input: string): unknown[] {
  const out: unknown[] = [];
  for (const token of tokenize(input) as XmlToken[]) {
    switch (token.type) {
      case 'startTag':
        out.push(['start', token.name, { ...token.attributes }]);
        break;
      case 'emptyTag':
        out.push(['empty', token.name, { ...token.attributes }]);
        break;
      case 'endTag':
        out.push(['end', token.name]);
        break;
      case 'shortEndTag':
        out.push(['short']);
        break;
      case 'text':
        out.push(['text', token.value]);
        break;
      case 'reference':
        out.push(['ref', token.name]);
        break;
      case 'comment':
        out.push(['comment', token.value]);
        break;
      case 'instruction':
        out.push(['pi', token.name, token.value]);
        break;
      case 'cdata':
        out.push(['cdata', token.value]);
        break;
      case 'doctype':
        out.push(['doctype', token.name, token.externalId, token.internalSubset]);
        break;
      case 'error':
        out.push(`!${token.error.code}`);
        break;
    }
  }
  return out;
}

/** Error codes of a parse, in order. */
export function codes(errors: Array<{ code: string }>): string[] {
  return errors.map((error) => error.code);
}
