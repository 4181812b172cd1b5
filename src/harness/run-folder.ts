// A run's folder: `avaconform run` writes its reports into a fresh folder beside the report dir
// (`<dir>.partial-<pid>`) and, once all are written (also for a target that cannot be judged and for
// an interrupted run), puts that folder in the report dir's place: the report dir only ever holds one
// complete run, never a mix of two or a run's scratch (its exchange log, its markers).
// With a history (--history N, on by default for the default report dir), each run is kept as a folder
// named by its UTC start time beside the report dir (written as `<name>.partial-<pid>`), the report dir a
// link to the newest, and only the N newest are kept. Each run first removes the partial folders killed
// runs left.
import {
  cpSync,
  existsSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmdirSync,
  rmSync,
  statSync,
  symlinkSync,
} from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { InputError } from '../input-error.js';
import { REPORT_FILES } from '../report/write.js';

/** The folder a run writes into, and where its reports end up. */
export interface RunFolder {
  /**
   * Where the reports end up (absolute): the report dir, or with a history the run's own folder
   * (`<parent>/<UTC start>`; given another suffix when a run of the same millisecond took its name first).
   */
  dir: string;
  /** Where the run writes (absolute): a fresh folder beside `dir`. */
  work: string;
  /** With a history: the report dir, a link to the newest run's folder, and how many runs are kept. */
  history?: { link: string; keep: number };
}

/** What names a run's folder while it is written, after the report dir's name. */
const PARTIAL = '.partial-';
/** The entries of a report dir a run writes (besides its reports): replaced with the run's own. */
const RUN_ENTRIES: ReadonlySet<string> = new Set([
  ...Object.values(REPORT_FILES),
  'allure-results',
  'allure-report',
  'node-logs',
  'seed-manifest.json',
]);

/**
 * Whether a process with this id runs (a partial folder of one that does not is left from a killed run). A
 * zombie does not: killed, it keeps its pid until its parent reaps it, which an init that reaps nothing (a
 * container's) never does; Linux shows it in /proc (state Z), other systems' init reaps.
 */
function running(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
  let stat: string;
  try {
    stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return true;
  }
  // "pid (command) state …": the command may hold spaces and parentheses.
  return stat[stat.lastIndexOf(')') + 2] !== 'Z';
}

/** A run's folder name: its UTC start to the millisecond, sortable as text (2025-01-31T09-05-07-042Z), and a suffix (-1, -2…) when taken. */
const RUN_NAME = /^\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d-\d{3}Z(-\d+)?$/;

/** The work folders of this process's runs under way (a run commits or discards its folder when it ends). */
const OPEN = new Set<string>();

/**
 * Removes the partial folders that runs killed before they finished left beside the report dir `link`: named
 * after it, or (with a history) after a run. Those of a process that is gone, and those of this process's pid
 * that are none of its runs' (an earlier process had the pid: in a container each start may get the same).
 */
function removeLeftovers(link: string): void {
  const parent = dirname(link);
  for (const name of readdirSync(parent)) {
    const at = name.lastIndexOf(PARTIAL);
    const owner = name.slice(0, Math.max(at, 0));
    const pid = at > 0 ? /^\d+/.exec(name.slice(at + PARTIAL.length)) : null;
    if (!pid || (owner !== basename(link) && !RUN_NAME.test(owner))) continue;
    const path = join(parent, name);
    if (Number(pid[0]) === process.pid ? !OPEN.has(path) : !running(Number(pid[0])))
      rmSync(path, { recursive: true, force: true });
  }
}

/** The name of a run started at `at`. */
export function runName(at: Date): string {
  return at.toISOString().replace(/[:.]/g, '-');
}

/** The runs kept in `parent`, newest first. */
export function keptRuns(parent: string): string[] {
  return readdirSync(parent)
    .filter((n) => RUN_NAME.test(n))
    .sort()
    .reverse();
}

/** The first name from `base` (a run's name) that no run in `parent` has, finished or being written. */
function freeRunName(parent: string, base: string): string {
  const taken = readdirSync(parent);
  for (let n = 0; ; n++) {
    const name = n ? `${base}-${n}` : base;
    if (!taken.some((t) => t === name || t.startsWith(name + PARTIAL))) return name;
  }
}

/**
 * A report dir that is a folder of its own (an earlier version's, or a run's without history) becomes a
 * kept run (named by its conformance.json's time), so the report dir can become a link. A folder holding
 * anything but a run's entries is not the tool's to move: bad input.
 */
function adoptFolder(link: string, flag: string): void {
  let stat;
  try {
    stat = lstatSync(link);
  } catch {
    return;
  }
  if (!stat.isDirectory()) return;
  const entries = readdirSync(link);
  if (entries.length === 0) return rmdirSync(link);
  const conformance = join(link, REPORT_FILES.conformance);
  if (!existsSync(conformance) || entries.some((n) => !n.startsWith('.') && !RUN_ENTRIES.has(n)))
    throw new InputError(
      `--report-dir ${link}: a folder holding files no run writes; with ${flag} it becomes a link to the newest run: move it away, or give --history 0`,
    );
  // A copy of the newest run (where the OS allows no link) is replaced at the run's end.
  const newest = keptRuns(dirname(link))[0];
  const newestReport = newest ? join(dirname(link), newest, REPORT_FILES.conformance) : '';
  if (
    newestReport &&
    existsSync(newestReport) &&
    readFileSync(conformance, 'utf8') === readFileSync(newestReport, 'utf8')
  )
    return;
  renameSync(link, join(dirname(link), freeRunName(dirname(link), runName(statSync(conformance).mtime))));
}

/**
 * A fresh folder for this process's run: beside the report dir `reportDir` (whose parent exists), or with
 * `history` > 0 in the report dir's parent, named by the run's start (the report dir then links to it).
 */
export function openRunFolder(reportDir: string, history = 0): RunFolder {
  const link = resolve(reportDir);
  removeLeftovers(link);
  if (history > 0) {
    const parent = dirname(link);
    adoptFolder(link, `--history ${history}`);
    const dir = join(parent, freeRunName(parent, runName(new Date())));
    const work = `${dir}${PARTIAL}${process.pid}`;
    mkdirSync(work);
    OPEN.add(work);
    return { dir, work, history: { link, keep: history } };
  }
  const work = `${link}${PARTIAL}${process.pid}`;
  mkdirSync(work);
  OPEN.add(work);
  return { dir: link, work };
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
  OPEN.delete(work);
  for (const name of readdirSync(work))
    if (name.startsWith('.')) rmSync(join(work, name), { recursive: true, force: true });
  if (folder.history) return keepRun(folder, folder.history);
  if (!existsSync(dir)) return renameSync(work, dir);
  const others = readdirSync(dir).filter((name) => !name.startsWith('.') && !RUN_ENTRIES.has(name));
  if (others.length === 0) {
    const old = `${dir}${PARTIAL}${process.pid}-old`;
    renameSync(dir, old);
    renameSync(work, dir);
    rmSync(old, { recursive: true, force: true });
    return;
  }
  for (const name of readdirSync(dir))
    if (name.startsWith('.') || RUN_ENTRIES.has(name)) rmSync(join(dir, name), { recursive: true, force: true });
  for (const name of readdirSync(work)) renameSync(join(work, name), join(dir, name));
  rmSync(work, { recursive: true, force: true });
}

/** Removes the run's folder: the run wrote no report, so the report dir keeps the last complete run. */
export function discardRunFolder(folder: RunFolder): void {
  OPEN.delete(folder.work);
  rmSync(folder.work, { recursive: true, force: true });
}

/** The run's folder kept under its name, the link pointed at the newest run, and the runs beyond `keep` removed. */
function keepRun(folder: RunFolder, history: { link: string; keep: number }): void {
  const parent = dirname(folder.dir);
  for (;;) {
    try {
      renameSync(folder.work, folder.dir);
      break;
    } catch (e) {
      // A run of the same millisecond (another process) took the name first.
      if (!['ENOTEMPTY', 'EEXIST'].includes((e as NodeJS.ErrnoException).code ?? '')) throw e;
      folder.dir = join(parent, freeRunName(parent, basename(folder.dir)));
    }
  }
  const runs = keptRuns(parent);
  pointLink(history.link, join(parent, runs[0]!));
  for (const old of runs.slice(history.keep)) rmSync(join(parent, old), { recursive: true, force: true });
}

/**
 * Points `link` at `target` in one step (a new link renamed over the old): a symlink to the relative
 * name, a junction on Windows; where the OS allows neither, a copy of the run's folder.
 */
function pointLink(link: string, target: string): void {
  const fresh = `${link}${PARTIAL}${process.pid}-link`;
  rmSync(fresh, { recursive: true, force: true });
  let copied = false;
  try {
    if (process.platform === 'win32') symlinkSync(target, fresh, 'junction');
    else symlinkSync(basename(target), fresh, 'dir');
  } catch {
    cpSync(target, fresh, { recursive: true });
    copied = true;
  }
  // A copy (or an earlier copy in the link's place) cannot be renamed over a folder: the old one goes first.
  if (copied || (existsSync(link) && !lstatSync(link).isSymbolicLink())) rmSync(link, { recursive: true, force: true });
  renameSync(fresh, link);
}
