// The report dir: created before anything runs, so a path that cannot hold reports is bad input
// (exit 2) at once, not an error after the suites.
import { accessSync, constants, mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { InputError } from '../input-error.js';

const REASONS: Record<string, string> = {
  EEXIST: 'is a file, not a directory',
  ENOTDIR: 'a part of the path is a file, not a directory',
  EACCES: 'permission denied',
  EPERM: 'permission denied',
  EROFS: 'read-only file system',
};

/** Creates the report dir (and its parents); returns its absolute path. */
export function ensureReportDir(dir: string): string {
  const abs = resolve(dir);
  try {
    mkdirSync(abs, { recursive: true });
    accessSync(abs, constants.W_OK);
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code ?? '';
    throw new InputError(
      `--report-dir ${dir}: ${REASONS[code] ?? `cannot be written (${code || (e as Error).message})`}`,
    );
  }
  return abs;
}
