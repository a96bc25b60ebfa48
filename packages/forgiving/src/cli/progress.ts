// A progress bar on stderr for large inputs (over 50 MB, only when stderr is
// a TTY). It shows the bytes the command has consumed: the chunks are read
// as the parser asks for them, so for the streamed commands (check, tokens,
// highlight) it follows the parse (issue 27: HTML read its whole input, then
// parsed with the bar standing still). FORGIVING_PROGRESS_THRESHOLD (bytes)
// replaces the threshold (for the tests).
import { escapeControls } from './escape.ts';

export const PROGRESS_THRESHOLD = 50 * 1024 * 1024;
const WIDTH = 30;
const INTERVAL_MS = 100;

export interface Progress {
  advance(bytes: number): void;
  done(): void;
}

const NONE: Progress = { advance() {}, done() {} };

export const PROGRESS_THRESHOLD_ENV = 'FORGIVING_PROGRESS_THRESHOLD';

/** The threshold: the environment's, else 50 MB. */
export function progressThreshold(env: NodeJS.ProcessEnv): number {
  const value = Number(env[PROGRESS_THRESHOLD_ENV] ?? Number.NaN);
  return Number.isFinite(value) && value >= 0 ? value : PROGRESS_THRESHOLD;
}

export function createProgress(
  total: number | undefined,
  stream: { isTTY?: boolean; write(text: string): unknown },
  label: string,
  threshold = PROGRESS_THRESHOLD,
): Progress {
  if (total === undefined || total <= threshold || stream.isTTY !== true) return NONE;
  let seen = 0;
  let last = 0;
  let shown = false;
  const render = () => {
    const ratio = Math.min(1, seen / total);
    const filled = Math.round(ratio * WIDTH);
    const bar = '#'.repeat(filled) + '-'.repeat(WIDTH - filled);
    stream.write(
      `\r${escapeControls(label)} [${bar}] ${(ratio * 100).toFixed(0).padStart(3)}% ${megabytes(seen)}/${megabytes(total)}`,
    );
    shown = true;
  };
  return {
    advance(bytes) {
      seen += bytes;
      const now = Date.now();
      if (now - last >= INTERVAL_MS) {
        last = now;
        render();
      }
    },
    done() {
      if (shown) stream.write('\r\x1b[2K');
    },
  };
}

function megabytes(bytes: number): string {
  return `${(bytes / (1024 * 1024)).toFixed(0)} MB`;
}
