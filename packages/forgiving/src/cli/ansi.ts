// ANSI colours for the CLI (highlight, check). `paint` is the identity when colours are off.
export type Style =
  | 'red'
  | 'green'
  | 'yellow'
  | 'blue'
  | 'magenta'
  | 'cyan'
  | 'gray'
  | 'bold'
  | 'dim'
  | 'underline'
  | 'redBg';

const CODES: Record<Style, [number, number]> = {
  red: [31, 39],
  green: [32, 39],
  yellow: [33, 39],
  blue: [34, 39],
  magenta: [35, 39],
  cyan: [36, 39],
  gray: [90, 39],
  bold: [1, 22],
  dim: [2, 22],
  underline: [4, 24],
  redBg: [41, 49],
};

export type Paint = (style: Style | readonly Style[], text: string) => string;

export function painter(enabled: boolean): Paint {
  if (!enabled) return (_style, text) => text;
  return (style, text) => {
    if (text === '') return text;
    const styles = typeof style === 'string' ? [style] : style;
    let open = '';
    let close = '';
    for (const s of styles) {
      const [on, off] = CODES[s];
      open += `\x1b[${on}m`;
      close = `\x1b[${off}m` + close;
    }
    return open + text + close;
  };
}

/** Colours on when forced, else when the stream is a TTY and NO_COLOR is unset (no-color.org). */
export function colorEnabled(forced: boolean | undefined, isTTY: boolean, env: NodeJS.ProcessEnv): boolean {
  if (forced !== undefined) return forced;
  if (env['NO_COLOR'] !== undefined && env['NO_COLOR'] !== '') return false;
  const force = env['FORCE_COLOR'];
  if (force !== undefined && force !== '' && force !== '0' && force !== 'false') return true;
  return isTTY;
}
