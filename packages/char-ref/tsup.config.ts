import { packageConfig } from '../../tsup.base.ts';

export default packageConfig([
  'src/index.ts',
  'src/html.ts',
  'src/encoding-labels.ts',
  'src/spans.ts',
  'src/big5.ts',
  'src/streams.ts',
  'src/node.ts',
  'src/encoding-indexes.ts',
]);
