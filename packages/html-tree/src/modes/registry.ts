/** The mode table, filled by modes/index.ts (breaks the import cycle between modes). */
import type { ModeHandlers } from '../builder.ts';

export const MODES_REF: { modes: ModeHandlers[] } = { modes: [] };
