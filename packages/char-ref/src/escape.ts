/**
 * Rewrites a string code unit by code unit: `replace` returns the text that
 * stands for the unit at `index`, or undefined to keep it. Untouched runs are
 * sliced, not copied one by one, and a string needing no change is returned
 * as is. The serializers' escaping (Sky `toSky`, XML `toXml`) is built on it.
 */
export function replaceCodeUnits(value: string, replace: (code: number, index: number) => string | undefined): string {
  let out = '';
  let run = 0;
  for (let i = 0; i < value.length; i++) {
    const replacement = replace(value.charCodeAt(i), i);
    if (replacement === undefined) continue;
    out += value.slice(run, i) + replacement;
    run = i + 1;
  }
  return run === 0 ? value : out + value.slice(run);
}
