import { packageConfig } from '../../tsup.base.ts';

// decode.ts is an entry of its own only so that the published index.js
// imports it (`./decode.js`) instead of holding its code: its import of
// @forgiving/char-ref/html's decoders then goes away with it when a bundle
// does not use byte input (`{ Tokenizer }`), also when that entry is external
// (a bundler keeps an external module's import statements wherever they
// stand). Not an export of the package.
export default packageConfig(['src/index.ts', 'src/highlight.ts', 'src/decode.ts']);
