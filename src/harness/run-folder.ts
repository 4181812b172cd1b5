// A run's folder: `avaconform run` writes its reports into a fresh folder beside the report dir
// (`<dir>.partial-<pid>`) and, once all are written (also for a target that cannot be judged and for
// an interrupted run), puts that folder in the report dir's place: the report dir only ever holds one
// complete run, never a mix of two or a run's scratch (its exchange log, its markers).
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { REPORT_FILES } from '../report/write.js';

/** The folder a run writes into, and where its reports end up. */
export interface RunFolder {
  /** The report dir (absolute): where the reports end up. */
  dir: string;
  /** Where the run writes (absolute): a fresh folder beside `dir`. */
  work: string;
}

/** What names a run's folder while it is written, after the report dir's name. */
const PARTIAL = '.partial-';
/** The entries of a report dir a run writes (besides its reports): replaced with the run's own. */
const RUN_ENTRIES: ReadonlySet<string> = new Set([...Object.values(REPORT_FILES), 'allure-results', 'allure-report', 'node-logs', 'seed-manifest.json']);

/** Whether a process with this id runs (a partial folder of one that does not is left from a killed run). */
function running(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Removes the partial folders beside `dir` that runs killed before they finished left behind. */
function removeLeftovers(dir: string): void {
  const prefix = basename(dir) + PARTIAL;
  for (const name of readdirSync(dirname(dir))) {
    const pid = name.startsWith(prefix) ? /^\d+/.exec(name.slice(prefix.length)) : null;
    if (pid && Number(pid[0]) !== process.pid && !running(Number(pid[0]))) rmSync(join(dirname(dir), name), { recursive: true, force: true });
  }
}

/** A fresh folder beside the report dir `reportDir` (whose parent exists) for this process's run. */
export function openRunFolder(reportDir: string): RunFolder {
  const dir = resolve(reportDir);
  removeLeftovers(dir);
  const work = `${dir}${PARTIAL}${process.pid}`;
  rmSync(work, { recursive: true, force: true });
  mkdirSync(work);
  return { dir, work };
}

/** `path` as it reads once the run's folder is in place (a path under `work` moves under `dir`). */
export function finalPath(folder: RunFolder, path: string): string {
  return path.replaceAll(folder.work, folder.dir);
}

/** Whether the run wrote its reports (conformance.json is written first). */
export function holdsReports(folder: RunFolder): boolean {
  return existsSync(join(folder.work, REPORT_FILES.conformance));
}

/**
 * Puts the run's folder in the report dir's place, without the run's scratch (its hidden entries). A
 * report dir holding only a run's entries (or nothing) is replaced whole: moved aside, the run's folder
 * renamed to its name in one step, then the old one removed. One holding other files too (a cassette
 * recorded into it, `--report-dir .`) keeps them: only a run's entries are replaced there.
 */
export function commitRunFolder(folder: RunFolder): void {
  const { dir, work } = folder;
  for (const name of readdirSync(work)) if (name.startsWith('.')) rmSync(join(work, name), { recursive: true, force: true });
  if (!existsSync(dir)) return renameSync(work, dir);
  const others = readdirSync(dir).filter((name) => !name.startsWith('.') && !RUN_ENTRIES.has(name));
  if (others.length === 0) {
    const old = `${dir}${PARTIAL}${process.pid}-old`;
    renameSync(dir, old);
    renameSync(work, dir);
    rmSync(old, { recursive: true, force: true });
    return;
  }
  for (const name of readdirSync(dir)) if (name.startsWith('.') || RUN_ENTRIES.has(name)) rmSync(join(dir, name), { recursive: true, force: true });
  for (const name of readdirSync(work)) renameSync(join(work, name), join(dir, name));
  rmSync(work, { recursive: true, force: true });
}

/** Removes the run's folder: the run wrote no report, so the report dir keeps the last complete run. */
export function discardRunFolder(folder: RunFolder): void {
  rmSync(folder.work, { recursive: true, force: true });
}
