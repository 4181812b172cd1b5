// Reads a run back: conformance.json (a file, or a report dir holding one) and, when present, the
// checks.json details next to it.
import { readFile, stat } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { z } from 'zod';
import { CheckRecord, type Conformance } from '../../schemas/conformance.js';
import { InputError } from '../input-error.js';
import { validateConformance } from './conformance-json.js';
import { resultOfRecord } from './check-record.js';
import type { CheckResult } from './report-input.js';
import { REPORT_FILES } from './write.js';

/** A run that cannot be read: missing, not JSON, or not the schemaVersion 1 contract. */
export class LoadError extends InputError {}

/** The conformance.json path for a file or a report dir. */
export async function conformancePath(pathOrDir: string): Promise<string> {
  const s = await stat(pathOrDir).catch(() => null);
  if (!s) throw new LoadError(`${pathOrDir}: no such file or directory (expected a conformance.json or a report dir)`);
  return s.isDirectory() ? join(pathOrDir, REPORT_FILES.conformance) : pathOrDir;
}

async function readJson(path: string): Promise<unknown> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    throw new LoadError(code === 'ENOENT' ? `${path}: not found` : `${path}: cannot read (${code ?? String(e)})`);
  }
  try {
    return JSON.parse(text) as unknown;
  } catch (e) {
    throw new LoadError(`${path}: not valid JSON (${(e as Error).message})`);
  }
}

export async function loadConformance(pathOrDir: string): Promise<Conformance> {
  const path = await conformancePath(pathOrDir);
  const doc = await readJson(path);
  try {
    return validateConformance(doc, path);
  } catch (e) {
    throw new LoadError((e as Error).message);
  }
}

const ChecksFile = z.object({ schemaVersion: z.literal(1), checks: z.array(CheckRecord.loose()) });

/** The checks.json details next to a run's conformance.json, or null when the run has none. */
export async function loadCheckDetails(pathOrDir: string): Promise<CheckResult[] | null> {
  const path = join(dirname(await conformancePath(pathOrDir)), REPORT_FILES.checks);
  const exists = await stat(path).then(
    () => true,
    () => false,
  );
  if (!exists) return null;
  const r = ChecksFile.safeParse(await readJson(path));
  if (!r.success) throw new LoadError(`${path}: not a valid checks.json (${r.error.issues[0]?.message ?? 'invalid'})`);
  // Extra members (exchanges, observed, absent, level) pass through as written by writeReports.
  return r.data.checks.map((c) => resultOfRecord(c as CheckRecord & Partial<CheckResult>));
}
