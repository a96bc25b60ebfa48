/**
 * The one way forgiving makes a TextDecoder for a WHATWG encoding name or
 * label. The Encoding Standard's GBK decoder *is* its gb18030 decoder
 * (Encoding §11.1); Node's ICU converter behind `TextDecoder('gbk')` is not:
 * it drops invalid bytes such as 0xFF without a U+FFFD, so the input would be
 * lost silently and no invalid-byte-sequence reported (issue 13 item 11).
 * GBK (labels gbk, gb2312, x-gbk, chinese ...) is therefore decoded by
 * gb18030. Throws for a label the runtime does not know, as TextDecoder does.
 */
export function textDecoder(label: string, options?: TextDecoderOptions): TextDecoder {
  const decoder = new TextDecoder(label, options);
  return decoder.encoding === 'gbk' ? new TextDecoder('gb18030', options) : decoder;
}
