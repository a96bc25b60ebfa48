// A deliberately naive, literal reading of sky-parsing.txt stages 2–4 with the
// errata: one character at a time on the normalised string, string states,
// no skipping, no streaming. The differential test checks the fast tokenizer
// against it. Offsets are not modelled.
import { normalise, stripBom } from '@forgiving/char-ref';

export type RefToken =
  | { type: 'text'; value: string }
  | { type: 'startTag'; name: string; attributes: { name: string; value: string }[] }
  | { type: 'endTag'; name: string };

interface Tag {
  end: boolean;
  name: string;
  attributes: { name: string; value: string }[];
}

const NAME_START = /^[0-9a-zA-Z._-]$/;
const HEX = /^[0-9a-fA-F]$/;
const NAMED: Record<string, string> = { lt: '<', gt: '>', amp: '&', apos: "'", quot: '"' };

export function referenceTokenize(input: string, context: 'application' | 'module') {
  const s = normalise(stripBom(input), { replaceNul: true }); // errata S1, S2
  const out: (string | Tag)[] = [];
  let i = 0;
  let state = 'signature';
  let isSky = false;
  let expect = '';
  let idx = 0;
  let tag: Tag = { end: false, name: '', attributes: [] };
  let raw = '';
  let rawKind = '';
  let k = 0;
  let ret = 'data';
  let extra = '';
  let refRaw = '';
  let value = 0;
  let named = '';
  const attr = () => tag.attributes[tag.attributes.length - 1]!;
  const emit = (text: string) => {
    if (ret === 'data') for (const c of text) out.push(c);
    else attr().value += text;
  };
  const chars = (text: string) => {
    for (const c of text) out.push(c);
  };
  const fail = () => {
    emit(refRaw); // errata S13, S14: the consumed raw text, back to the return state
    state = ret;
  };
  const afterTag = (isVoid: boolean) => {
    out.push(tag);
    if (isVoid && !tag.end) out.push({ end: true, name: tag.name, attributes: [] });
    state = 'data';
    if (!isVoid && !tag.end && (tag.name === 'script' || tag.name === 'style')) {
      state = 'raw';
      rawKind = tag.name;
    }
  };
  for (;;) {
    const c: string | undefined = s[i];
    const eof = c === undefined;
    if (state === 'signature') {
      const sig = context === 'application' ? '#!mojo mojo:sky' : 'SKY MODULE';
      if (c !== sig[0]) return { tokens: [], ok: false, isSky: false };
      expect = sig;
      idx = 1;
      i++;
      state = 'expect';
    } else if (state === 'expect') {
      if (c !== expect[idx]) return { tokens: [], ok: false, isSky: false };
      i++;
      if (++idx === expect.length) state = 'afterSig';
    } else if (state === 'afterSig') {
      if (c === '\n') {
        isSky = true;
        state = 'data';
      } else if (c === ' ') state = 'rest';
      else return { tokens: [], ok: false, isSky: false };
      i++;
    } else if (state === 'rest') {
      if (eof) return { tokens: [], ok: true, isSky: true };
      i++;
      if (c === '\n') {
        isSky = true;
        state = 'data';
      }
    } else if (state === 'data') {
      if (eof) break;
      i++;
      if (c === '<') state = 'tagOpen';
      else if (c === '&') {
        ret = 'data';
        extra = '';
        refRaw = '&';
        state = 'charRef';
      } else out.push(c);
    } else if (state === 'raw') {
      if (eof) break;
      i++;
      if (c === '<') {
        raw = rawKind === 'script' ? '</script' : '</style';
        k = 1;
        state = 'rawClose';
      } else out.push(c);
    } else if (state === 'rawClose') {
      if (eof) {
        chars(raw.slice(0, k));
        break;
      }
      if (k < raw.length && c === raw[k]) {
        k++;
        i++;
      } else if (k === raw.length && ' \n/>'.includes(c)) {
        tag = { end: true, name: rawKind, attributes: [] };
        state = 'beforeAttrName';
      } else {
        chars(raw.slice(0, k)); // errata S7: reprocess
        state = 'raw';
      }
    } else if (state === 'tagOpen' || state === 'closeTag') {
      const prefix = state === 'tagOpen' ? '<' : '</';
      if (eof) {
        chars(prefix);
        break;
      }
      if (state === 'tagOpen' && c === '!') {
        i++;
        state = 'cs1';
      } else if (state === 'tagOpen' && c === '/') {
        i++;
        state = 'closeTag';
      } else if (c === '>') {
        chars(`${prefix}>`);
        i++;
        state = 'data';
      } else if (NAME_START.test(c)) {
        tag = { end: state === 'closeTag', name: c, attributes: [] };
        i++;
        state = 'tagName';
      } else {
        chars(prefix);
        state = 'data';
      }
    } else if (state === 'cs1' || state === 'cs2') {
      const prefix = state === 'cs1' ? '<!' : '<!-';
      if (eof) {
        chars(prefix);
        break;
      }
      if (c === '-') {
        i++;
        state = state === 'cs1' ? 'cs2' : 'comment';
      } else if (c === '>') {
        chars(`${prefix}>`);
        i++;
        state = 'data';
      } else {
        chars(prefix); // errata S8
        state = 'data';
      }
    } else if (state === 'comment' || state === 'ce1' || state === 'ce2') {
      if (eof) break; // errata S6: dropped
      i++;
      if (state === 'comment') state = c === '-' ? 'ce1' : 'comment';
      else if (state === 'ce1') state = c === '-' ? 'ce2' : 'comment';
      else if (c === '>') state = 'data';
      else if (c !== '-') state = 'comment';
    } else if (state === 'charRef' || state === 'numeric' || state === 'hex' || state === 'dec') {
      if (eof) {
        fail();
        continue;
      }
      if (state === 'charRef') {
        if (c === '#') state = 'numeric';
        else if ('lagq'.includes(c)) {
          named = c;
          state = 'named';
        } else if (HEX.test(c)) state = 'bad';
        else {
          fail();
          continue;
        }
      } else if (state === 'numeric') {
        if (c === 'x' || c === 'X') {
          value = 0;
          state = 'hex';
        } else if (/^[0-9]$/.test(c)) {
          value = Number(c);
          state = 'dec';
        } else {
          fail();
          continue;
        }
      } else if (c === ';') {
        i++;
        const ok = value >= 1 && value <= 0x10ffff && !(value >= 0xd800 && value <= 0xdfff);
        emit(ok ? String.fromCodePoint(value) : '\uFFFD');
        state = ret;
        continue;
      } else if (state === 'hex' ? HEX.test(c) : /^[0-9]$/.test(c)) {
        value = Math.min(value * (state === 'hex' ? 16 : 10) + Number.parseInt(c, 16), 0x110000); // errata S15
      } else {
        fail();
        continue;
      }
      refRaw += c;
      i++;
    } else if (state === 'named') {
      // The named character reference L, A, AM, AP, APO, G, Q, QU, QUO states.
      const next = named + (eof ? '' : c);
      if (!eof && Object.keys(NAMED).some((n) => n.startsWith(next))) {
        named = next;
        refRaw += c;
        i++;
        if (NAMED[named] !== undefined) state = 'afterNamed';
      } else state = 'bad';
    } else if (state === 'afterNamed') {
      if (c === ';') {
        i++;
        emit(NAMED[named]!);
        state = ret;
      } else if (!eof && c === extra) {
        emit('\uFFFD');
        state = ret;
      } else state = 'bad';
    } else if (state === 'bad') {
      if (eof) {
        fail();
        continue;
      }
      if (c === ';') {
        i++;
        emit('\uFFFD');
        state = ret;
      } else if (c === extra) {
        emit('\uFFFD'); // errata S16
        state = ret;
      } else if (HEX.test(c)) {
        refRaw += c;
        i++;
      } else fail();
    } else {
      // Tag states: end of input drops the tag (errata S6).
      if (eof) break;
      const ws = c === ' ' || c === '\n';
      if (state === 'tagName') {
        i++;
        if (ws) state = 'beforeAttrName';
        else if (c === '/') state = 'void';
        else if (c === '>') afterTag(false);
        else tag.name += c;
      } else if (state === 'void') {
        if (c === '>') {
          i++;
          afterTag(true);
        } else state = 'beforeAttrName';
      } else if (state === 'beforeAttrName' || state === 'afterAttrName') {
        i++;
        if (ws) continue;
        if (c === '/') state = 'void';
        else if (c === '>') afterTag(false);
        else if (c === '=' && state === 'afterAttrName') state = 'beforeValue';
        else {
          tag.attributes.push({ name: c, value: '' }); // errata S9
          state = 'attrName';
        }
      } else if (state === 'attrName') {
        i++;
        if (ws) state = 'afterAttrName';
        else if (c === '/') state = 'void';
        else if (c === '=') state = 'beforeValue';
        else if (c === '>') afterTag(false);
        else attr().name += c;
      } else if (state === 'beforeValue') {
        if (ws) i++;
        else if (c === '>') {
          i++;
          afterTag(false);
        } else if (c === '"' || c === "'") {
          i++;
          state = c === '"' ? 'dq' : 'sq';
        } else state = 'unquoted'; // errata S10
      } else if (state === 'dq' || state === 'sq') {
        i++;
        const q = state === 'dq' ? '"' : "'";
        if (c === q) state = 'beforeAttrName';
        else if (c === '&') {
          ret = state;
          extra = q;
          refRaw = '&';
          state = 'charRef';
        } else attr().value += c;
      } else {
        i++; // unquoted
        if (ws) state = 'beforeAttrName';
        else if (c === '>')
          afterTag(false); // errata S11
        else if (c === '&') {
          ret = 'unquoted';
          extra = '';
          refRaw = '&';
          state = 'charRef';
        } else attr().value += c;
      }
    }
  }
  return { tokens: cleanup(out), ok: isSky, isSky };
}

/** Token cleanup stage (errata S17). */
function cleanup(out: (string | Tag)[]): RefToken[] {
  const tokens: RefToken[] = [];
  let text: string | null = null;
  for (const item of out) {
    if (typeof item === 'string') {
      text = (text ?? '') + item;
      continue;
    }
    if (text !== null) tokens.push({ type: 'text', value: text });
    text = null;
    if (item.end) tokens.push({ type: 'endTag', name: item.name });
    else {
      const seen = new Set<string>();
      const attributes = item.attributes.filter((a) => !seen.has(a.name) && seen.add(a.name));
      tokens.push({ type: 'startTag', name: item.name, attributes });
    }
  }
  if (text !== null) tokens.push({ type: 'text', value: text });
  return tokens;
}
