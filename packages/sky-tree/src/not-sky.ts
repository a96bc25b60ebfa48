// The one error of a Sky parse: the signature failed (errata S4). The spec
// has no parse errors; "not a Sky file" is the `isSky` flag, reported as an
// error too so that `{ tree, errors, ok }` reads the same in every package
// (ARCHITECTURE.md, "Result shapes").
import { type ParseError, parseError } from '@forgiving/char-ref';
import type { SkyContext } from '@forgiving/sky-tokenizer';

/** The error reported for a failed Sky signature (errata S4: "not a Sky file"), at the start of the input. */
export function notSkyError(context: SkyContext): ParseError<'not-sky'> {
  const expected = context === 'module' ? 'SKY MODULE' : '#!mojo mojo:sky';
  return parseError(
    'not-sky',
    `not a Sky ${context === 'module' ? 'module' : 'application'}: the input must start with "${expected}" followed by a space or a newline`,
    { line: 1, column: 1, offset: 0 },
  );
}
