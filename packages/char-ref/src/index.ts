export { LineIndex } from './line-index.ts';
export type { ParseError, Point, Position } from './errors.ts';
export { parseError } from './errors.ts';
export {
  REPLACEMENT_CHARACTER,
  SATURATED_CODE_POINT,
  accumulateDigit,
  hexDigitValue,
  htmlNumericReference,
  htmlNumericReferenceError,
  htmlNumericReferenceErrorKind,
  isXmlChar,
  skyNumericReference,
  xmlNumericReference,
} from './numeric.ts';
export type { HtmlNumericReferenceError } from './numeric.ts';
export {
  NamedReferenceMatcher,
  NamedReferenceTable,
  SKY_NAMED_REFERENCES,
  XML_PREDEFINED_ENTITIES,
} from './named.ts';
export type { NamedReferenceTrie } from './named.ts';
export { Normaliser, normalise } from './normalise.ts';
export type { NormaliseOptions } from './normalise.ts';
export { concatBytes } from './chunk-decoder.ts';
export { StreamDecoder, decodeBytes, sniffBom, stripBom } from './decode.ts';
export type { Bom, BomEncoding, StreamDecoderOptions } from './decode.ts';
export { replaceCodeUnits } from './escape.ts';
export { escapeControls } from './controls.ts';
export { ownString } from './own-string.ts';
export { attributeRecordOf, setAttribute, sizedRecord } from './records.ts';
export { StreamMisuseError, streamChunk, streamEnd } from './stream-contract.ts';
export type { StreamChunk, StreamMisuse } from './stream-contract.ts';
