// One temporary folder per `npm test`: every test, suite worker and child process makes its temporary files under it
// (TMPDIR, which os.tmpdir() reads), and it is removed when the run ends, so no run leaves folders in the system's.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export default function setup(): () => void {
  const root = mkdtempSync(join(tmpdir(), 'avaconform-tests-'));
  process.env.TMPDIR = root;
  return () => rmSync(root, { recursive: true, force: true });
}
