// Colours on the terminal: only when the stream is a TTY and NO_COLOR is not set (no-color.org), so
// piped output and CI logs stay plain text.
export interface Paint {
  red(s: string): string;
  green(s: string): string;
  yellow(s: string): string;
  dim(s: string): string;
  bold(s: string): string;
}

/** Whether to colour what goes to this stream (`terminal`: NO_COLOR as src/harness/environment.ts read it). */
export function useColors(stream: { isTTY?: boolean }, terminal: { noColor: boolean }): boolean {
  return stream.isTTY === true && !terminal.noColor;
}

const sgr = (open: number, close: number) => (s: string) => `\x1b[${open}m${s}\x1b[${close}m`;
const plain = (s: string) => s;

export function paint(enabled: boolean): Paint {
  if (!enabled) return { red: plain, green: plain, yellow: plain, dim: plain, bold: plain };
  return { red: sgr(31, 39), green: sgr(32, 39), yellow: sgr(33, 39), dim: sgr(2, 22), bold: sgr(1, 22) };
}
