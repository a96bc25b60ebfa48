// No-op callbacks shared by the tokenizer benches: each peer's full set, so
// a run measures the tokenizer and not a missing-method check.
const noop = () => {};

/** htmlparser2's `Tokenizer` callbacks. */
export const htmlparser2Callbacks = {
  onattribdata: noop,
  onattribentity: noop,
  onattribend: noop,
  onattribname: noop,
  oncdata: noop,
  onclosetag: noop,
  oncomment: noop,
  ondeclaration: noop,
  onend: noop,
  onopentagend: noop,
  onopentagname: noop,
  onprocessinginstruction: noop,
  onselfclosingtag: noop,
  ontext: noop,
  ontextentity: noop,
};

/** @forgiving/html-tokenizer's low-level `Tokenizer` callbacks. */
export const htmlLowCallbacks = {
  text: noop,
  textValue: noop,
  startTag: noop,
  endTag: noop,
  comment: noop,
  doctype: noop,
  error: noop,
  eof: noop,
};

/** @forgiving/html-tokenizer's sink (`createTokenizer`). */
export const htmlNoopSink = { text: noop, startTag: noop, endTag: noop, comment: noop, doctype: noop };
