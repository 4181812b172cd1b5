// Where report commands print: stdout for results, stderr for errors (swappable in tests).
export interface CommandIo {
  out(text: string): void;
  err(text: string): void;
}

export const processIo: CommandIo = {
  out: (text) => void process.stdout.write(text),
  err: (text) => void process.stderr.write(text),
};
