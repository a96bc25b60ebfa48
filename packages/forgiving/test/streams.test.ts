// Issue #28 item 4: streams the way Node and the web do them. One adapter over
// the stream contract (char-ref's ./streams and ./node entries) gives every
// streaming parser a Node `stream.Writable` and a WHATWG `WritableStream`, and
// the `parse…Async` functions read any readable (a file stream, a
// ReadableStream, an async iterable): each gives what the whole input gives.
// Real streams throughout: fs.createReadStream with small chunks,
// stream.pipeline, Node 20's global ReadableStream and Readable.toWeb.
import { createReadStream, readFileSync } from 'node:fs';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  type ChunkTarget,
  StreamMisuseError,
  createHtmlTokenizer,
  createHtmlTreeBuilder,
  createSkyTokenizer,
  createSkyTreeBuilder,
  createXmlParser,
  createXmlTreeBuilder,
  parse,
  parseAsync,
  parseHtml,
  parseHtmlAsync,
  parseSky,
  parseSkyAsync,
  parseXml,
  parseXmlAsync,
  toWritableStream,
} from '../src/index.ts';
import { toNodeWritable } from '../src/node.ts';

const example = (name: string) => fileURLToPath(new URL(`../../../examples/${name}`, import.meta.url));
const SKY = example('app.sky');
const XML = example('broken.xml');
const HTML = example('page.html');
/** Small chunks: every file arrives in many pieces, split anywhere (inside UTF-8 sequences too). */
const file = (path: string, encoding?: BufferEncoding) =>
  createReadStream(path, { highWaterMark: 7, ...(encoding ? { encoding } : {}) });

/** Every streaming parser, made fresh, with what the one-shot call gives for the whole text. */
function targets(): {
  name: string;
  path: string;
  utf8?: boolean;
  make: () => ChunkTarget<unknown>;
  whole: (text: string) => unknown;
}[] {
  const recordTokens = () => {
    const tokens: unknown[] = [];
    return { tokens, push: (token: unknown) => void tokens.push(token) };
  };
  return [
    {
      name: 'sky tokenizer',
      path: SKY,
      make: () => {
        const r = recordTokens();
        const stream = createSkyTokenizer({ context: 'application', onToken: r.push });
        return { write: (c) => stream.write(c), end: () => [r.tokens, stream.end()] };
      },
      whole: (text) => {
        const r = recordTokens();
        const stream = createSkyTokenizer({ context: 'application', onToken: r.push });
        stream.write(text);
        return [r.tokens, stream.end()];
      },
    },
    {
      name: 'sky tree builder',
      path: SKY,
      make: () => createSkyTreeBuilder({ context: 'application', positions: true }),
      whole: (text) => parseSky(text, { context: 'application', positions: true }),
    },
    {
      name: 'xml parser',
      path: XML,
      make: () => {
        const events: unknown[] = [];
        const parser = createXmlParser({
          onOpenTag: (tag) => void events.push(['open', tag.name]),
          onText: (value) => void events.push(['text', value]),
          onError: (error) => void events.push(['error', error.code, error.offset]),
        });
        return { write: (c) => parser.write(c), end: () => [events, parser.end()] };
      },
      whole: (text) => {
        const events: unknown[] = [];
        const parser = createXmlParser({
          onOpenTag: (tag) => void events.push(['open', tag.name]),
          onText: (value) => void events.push(['text', value]),
          onError: (error) => void events.push(['error', error.code, error.offset]),
        });
        parser.write(text);
        return [events, parser.end()];
      },
    },
    {
      name: 'xml tree builder',
      path: XML,
      make: () => createXmlTreeBuilder({ positions: true }),
      whole: (text) => parseXml(text, { positions: true }),
    },
    {
      name: 'html tokenizer',
      path: HTML,
      make: () => {
        const calls: unknown[] = [];
        const tok = createHtmlTokenizer({
          encoding: 'utf-8',
          sink: {
            text: (value, start, end) => void calls.push(['text', value, start, end]),
            startTag: (name, _id, attributes, _self, start) =>
              void calls.push(['start', name, attributes.map((a) => [a.name, a.value]), start]),
            endTag: (name, start) => void calls.push(['end', name, start]),
            comment: (value, start) => void calls.push(['comment', value, start]),
            doctype: (doctype) => void calls.push(['doctype', doctype]),
            error: (e) => void calls.push(['error', e.code, e.offset]),
          },
        });
        return { write: (c) => tok.write(c), end: () => [calls, tok.end()] };
      },
      whole: (text) => {
        const calls: unknown[] = [];
        const tok = createHtmlTokenizer({
          sink: {
            text: (value, start, end) => void calls.push(['text', value, start, end]),
            startTag: (name, _id, attributes, _self, start) =>
              void calls.push(['start', name, attributes.map((a) => [a.name, a.value]), start]),
            endTag: (name, start) => void calls.push(['end', name, start]),
            comment: (value, start) => void calls.push(['comment', value, start]),
            doctype: (doctype) => void calls.push(['doctype', doctype]),
            error: (e) => void calls.push(['error', e.code, e.offset]),
          },
        });
        tok.write(text);
        return [calls, tok.end()];
      },
    },
    {
      name: 'html tree builder (text chunks)',
      path: HTML,
      utf8: true,
      make: () => createHtmlTreeBuilder({ positions: true }),
      whole: (text) => parseHtml(text, { positions: true }),
    },
  ];
}

describe('issue 28 item 4: Node and WHATWG streams over every streaming parser', () => {
  for (const t of targets()) {
    const text = readFileSync(t.path, 'utf8');

    it(`${t.name}: fs.createReadStream → stream.pipeline → toNodeWritable gives the whole input's result`, async () => {
      const sink = toNodeWritable(t.make());
      await pipeline(file(t.path, t.utf8 ? 'utf8' : undefined), sink);
      expect(await sink.result).toEqual(t.whole(text));
    });

    it(`${t.name}: a ReadableStream (Readable.toWeb of a file) piped to toWritableStream gives the whole input's result`, async () => {
      const sink = toWritableStream(t.make());
      const web = Readable.toWeb(file(t.path, t.utf8 ? 'utf8' : undefined)) as unknown as ReadableStream<
        string | Uint8Array
      >;
      await web.pipeTo(sink);
      expect(await sink.result).toEqual(t.whole(text));
    });
  }

  it('a chunk the contract refuses fails the Node pipeline and the web stream with StreamMisuseError', async () => {
    const node = toNodeWritable(createXmlTreeBuilder());
    await expect(pipeline(Readable.from([{ not: 'a chunk' }]), node)).rejects.toBeInstanceOf(StreamMisuseError);
    await expect(node.result).rejects.toBeInstanceOf(StreamMisuseError);
    const web = toWritableStream(createXmlTreeBuilder());
    const source = new ReadableStream<unknown>({
      start(controller) {
        controller.enqueue(42);
        controller.close();
      },
    });
    await expect(source.pipeTo(web as unknown as WritableStream<unknown>)).rejects.toBeInstanceOf(StreamMisuseError);
    await expect(web.result).rejects.toBeInstanceOf(StreamMisuseError);
  });
});

describe('issue 28 item 4: parse…Async read any readable', () => {
  const skyText = readFileSync(SKY, 'utf8');
  const xmlText = readFileSync(XML, 'utf8');
  const htmlBytes = readFileSync(HTML);

  it('parseXmlAsync: a file stream (bytes), a ReadableStream and an async iterable of strings equal parseXml', async () => {
    const whole = parseXml(xmlText, { positions: true });
    expect(await parseXmlAsync(file(XML), { positions: true })).toEqual(whole);
    expect(
      await parseXmlAsync(Readable.toWeb(file(XML)) as unknown as ReadableStream<Uint8Array>, { positions: true }),
    ).toEqual(whole);
    expect(await parseXmlAsync(file(XML, 'utf8'), { positions: true })).toEqual(whole);
  });

  it('parseHtmlAsync: bytes keep the encoding sniffing of parseHtml (a file stream, a ReadableStream of bytes)', async () => {
    const whole = parseHtml(htmlBytes, { positions: true });
    expect(await parseHtmlAsync(file(HTML), { positions: true })).toEqual(whole);
    const body = new Response(htmlBytes).body as ReadableStream<Uint8Array>; // as fetch() gives it
    expect(await parseHtmlAsync(body, { positions: true })).toEqual(whole);
    const sniffed = await parseHtmlAsync([new TextEncoder().encode('<meta charset=koi8-r><p>\u00e9')]);
    expect(sniffed.encoding).toBe(parseHtml(new TextEncoder().encode('<meta charset=koi8-r><p>\u00e9')).encoding);
  });

  it('parseHtmlAsync: strings and bytes mixed keep their order', async () => {
    const mixed = ['<p>a', new TextEncoder().encode('b</p>é'), '<b>c'];
    expect((await parseHtmlAsync(mixed, { encoding: 'utf-8' })).tree).toEqual(parseHtml('<p>ab</p>é<b>c').tree);
  });

  it("parseSkyAsync: a file stream gives parseSky's tree", async () => {
    const whole = parseSky(skyText, { context: 'application' });
    const streamed = await parseSkyAsync(file(SKY), { context: 'application', host: {} });
    expect(streamed.tree).toEqual(whole.tree);
  });

  it('the umbrella parseAsync: detection and result as parse() for the whole input, narrowed by language', async () => {
    expect(await parseAsync(file(XML))).toEqual(parse(readFileSync(XML)));
    expect(await parseAsync(file(HTML), { filename: 'page.html' })).toEqual(
      parse(htmlBytes, { filename: 'page.html' }),
    );
    const html = await parseAsync(file(HTML, 'utf8'), { language: 'html' });
    expect(html.language).toBe('html');
    expect(html.tree.type).toBe('root');
    expect(await parseAsync(['<r>', new TextEncoder().encode('é</r>')])).toEqual(parse('<r>é</r>'));
  });
});
