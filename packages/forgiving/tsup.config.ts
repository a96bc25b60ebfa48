import { packageConfig } from '../../tsup.base.ts';

export default packageConfig(['src/index.ts', 'src/node.ts', 'src/cli.ts']);
