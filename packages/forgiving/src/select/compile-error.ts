// The error the selector compiler throws (compile.ts, pseudo-classes.ts); match.ts turns it into a SelectError.
import { FORGIVING_ERROR_MESSAGES } from '../errors.ts';

/** A selector the matcher cannot evaluate (an unknown pseudo-class, ...). */
export class CompileError extends Error {
  constructor(
    readonly code: 'unsupported-pseudo-class' | 'selector-too-deep',
    /** What to look for in the selector text to locate the problem. */
    readonly token: string,
  ) {
    super(FORGIVING_ERROR_MESSAGES[code]);
  }
}
