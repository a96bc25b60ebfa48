// Fuzz targets of @forgiving/xml-er.
import { createXmlParser, parseXml, resolveNamespaces, scanXml, tokenize, toXml } from '@forgiving/xml-er';

/** Every event of the streaming parser; adjacent text events merged (their split may follow the chunks). */
function events(chunks) {
  const out = [];
  const text = (type) => (value, position) => {
    const last = out[out.length - 1];
    if (last !== undefined && last.type === type && type === 'text') {
      last.value += value;
      if (position !== undefined) last.end = position.end;
    } else out.push({ type, value, start: position?.start, end: position?.end });
  };
  const parser = createXmlParser({
    positions: true,
    onOpenTag: (tag) => out.push({ type: 'open', tag }),
    onCloseTag: (name, position) => out.push({ type: 'close', name, position }),
    onText: text('text'),
    onCdata: text('cdata'),
    onComment: text('comment'),
    onInstruction: (name, value, position) => out.push({ type: 'pi', name, value, position }),
    onDoctype: (doctype) => out.push({ type: 'doctype', doctype }),
    onError: (error) => out.push({ type: 'error', error }),
    onEnd: (result) => out.push({ type: 'end', result }),
  });
  for (const chunk of chunks) parser.write(chunk);
  parser.end();
  return out;
}

export default [
  {
    name: 'xml-er parseXml',
    grammar: 'xml',
    bytes: true,
    run: (input) => {
      const result = parseXml(input, { positions: true });
      // Some errors leave a document well-formed (an unread external entity, X13); none never makes it not well-formed.
      if (!result.wellFormed && result.errors.length === 0) throw new Error('not well-formed without an error');
      return result.errors.length;
    },
  },
  {
    name: 'xml-er parseXml namespaces + toXml',
    grammar: 'xml',
    bytes: true,
    run: (input) => {
      const { tree } = parseXml(input, { checkNamespaces: true });
      resolveNamespaces(tree);
      return toXml(tree).length;
    },
  },
  {
    name: 'xml-er createXmlParser',
    grammar: 'xml',
    bytes: true,
    run: (input) => events([input]),
    chunked: events,
  },
  {
    name: 'xml-er scanXml',
    grammar: 'xml',
    run: (input) => scanXml(input).spans?.length ?? 0,
  },
  {
    name: 'xml-er tokenize',
    grammar: 'xml',
    run: (input) => tokenize(input).length,
  },
];
