/**
 * Document modes from the DOCTYPE (WHATWG HTML §13.2.6.4.1 "the initial
 * insertion mode"). Comparisons are ASCII case-insensitive; prefixes as
 * listed by the Standard.
 */
import { asciiLower } from './foreign.ts';

export type DocumentMode = 'no-quirks' | 'quirks' | 'limited-quirks';

const QUIRKS_PREFIXES = [
  '+//silmaril//dtd html pro v0r11 19970101//',
  '-//as//dtd html 3.0 aswedit + extensions//',
  '-//advasoft ltd//dtd html 3.0 aswedit + extensions//',
  '-//ietf//dtd html 2.0 level 1//',
  '-//ietf//dtd html 2.0 level 2//',
  '-//ietf//dtd html 2.0 strict level 1//',
  '-//ietf//dtd html 2.0 strict level 2//',
  '-//ietf//dtd html 2.0 strict//',
  '-//ietf//dtd html 2.0//',
  '-//ietf//dtd html 2.1e//',
  '-//ietf//dtd html 3.0//',
  '-//ietf//dtd html 3.2 final//',
  '-//ietf//dtd html 3.2//',
  '-//ietf//dtd html 3//',
  '-//ietf//dtd html level 0//',
  '-//ietf//dtd html level 1//',
  '-//ietf//dtd html level 2//',
  '-//ietf//dtd html level 3//',
  '-//ietf//dtd html strict level 0//',
  '-//ietf//dtd html strict level 1//',
  '-//ietf//dtd html strict level 2//',
  '-//ietf//dtd html strict level 3//',
  '-//ietf//dtd html strict//',
  '-//ietf//dtd html//',
  '-//metrius//dtd metrius presentational//',
  '-//microsoft//dtd internet explorer 2.0 html strict//',
  '-//microsoft//dtd internet explorer 2.0 html//',
  '-//microsoft//dtd internet explorer 2.0 tables//',
  '-//microsoft//dtd internet explorer 3.0 html strict//',
  '-//microsoft//dtd internet explorer 3.0 html//',
  '-//microsoft//dtd internet explorer 3.0 tables//',
  '-//netscape comm. corp.//dtd html//',
  '-//netscape comm. corp.//dtd strict html//',
  "-//o'reilly and associates//dtd html 2.0//",
  "-//o'reilly and associates//dtd html extended 1.0//",
  "-//o'reilly and associates//dtd html extended relaxed 1.0//",
  '-//sq//dtd html 2.0 hotmetal + extensions//',
  '-//softquad software//dtd hotmetal pro 6.0::19990601::extensions to html 4.0//',
  '-//softquad//dtd hotmetal pro 4.0::19970916::extensions to html 4.0//',
  '-//spyglass//dtd html 2.0 extended//',
  '-//sun microsystems corp.//dtd hotjava html//',
  '-//sun microsystems corp.//dtd hotjava strict html//',
  '-//w3c//dtd html 3 1995-03-24//',
  '-//w3c//dtd html 3.2 draft//',
  '-//w3c//dtd html 3.2 final//',
  '-//w3c//dtd html 3.2//',
  '-//w3c//dtd html 3.2s draft//',
  '-//w3c//dtd html 4.0 frameset//',
  '-//w3c//dtd html 4.0 transitional//',
  '-//w3c//dtd html experimental 19960712//',
  '-//w3c//dtd html experimental 970421//',
  '-//w3c//dtd w3 html//',
  '-//w3o//dtd w3 html 3.0//',
  '-//webtechs//dtd mozilla html 2.0//',
  '-//webtechs//dtd mozilla html//',
];
const QUIRKS_EXACT = ['-//w3o//dtd w3 html strict 3.0//en//', '-/w3c/dtd html 4.0 transitional/en', 'html'];
const HTML401 = ['-//w3c//dtd html 4.01 frameset//', '-//w3c//dtd html 4.01 transitional//'];
const LIMITED = ['-//w3c//dtd xhtml 1.0 frameset//', '-//w3c//dtd xhtml 1.0 transitional//'];
const IBM_SYSTEM = 'http://www.ibm.com/data/dtd/v11/ibmxhtml1-transitional.dtd';

function startsWithAny(s: string, prefixes: readonly string[]): boolean {
  for (const p of prefixes) if (s.startsWith(p)) return true;
  return false;
}

/** Whether a DOCTYPE is a parse error: not `<!DOCTYPE html>` or one of the legacy-compat forms. */
export function isDoctypeError(name: string | null, publicId: string | null, systemId: string | null): boolean {
  if (name !== 'html' || publicId !== null) return true;
  return systemId !== null && systemId !== 'about:legacy-compat';
}

/** The document mode a DOCTYPE token sets (not in an iframe srcdoc document). */
export function doctypeMode(
  name: string | null,
  publicIdRaw: string | null,
  systemIdRaw: string | null,
  forceQuirks: boolean,
): DocumentMode {
  if (forceQuirks || name !== 'html') return 'quirks';
  const publicId = publicIdRaw === null ? null : asciiLower(publicIdRaw);
  const systemId = systemIdRaw === null ? null : asciiLower(systemIdRaw);
  if (systemId === IBM_SYSTEM) return 'quirks';
  if (publicId !== null) {
    if (QUIRKS_EXACT.includes(publicId) || startsWithAny(publicId, QUIRKS_PREFIXES)) return 'quirks';
    if (systemId === null && startsWithAny(publicId, HTML401)) return 'quirks';
    if (startsWithAny(publicId, LIMITED)) return 'limited-quirks';
    if (systemId !== null && startsWithAny(publicId, HTML401)) return 'limited-quirks';
  }
  return 'no-quirks';
}
