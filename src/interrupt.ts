// A run stopped by SIGINT (Ctrl-C) or SIGTERM: the checks under way finish, no other starts (each worker reads a
// marker file in the report dir before a check: src/check/setup-file.ts), the target is stopped and the reports are
// written, marked interrupted. A second signal ends the process at once.
import { existsSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const MARKER = '.interrupted';
/** Why a check an interruption kept from starting was skipped: such a check is left out of the reports. */
export const NOT_RUN_INTERRUPTED = 'not run: the run was interrupted';
/** The exit code of a process ended by a signal: 128 + its number. */
export const SIGNAL_EXIT: Readonly<Record<'SIGINT' | 'SIGTERM', number>> = { SIGINT: 130, SIGTERM: 143 };

/** Signals this close together are one (see handleInterrupts). */
const SAME_SIGNAL_MS = 1000;

let interruptedBy: 'SIGINT' | 'SIGTERM' | null = null;
let handling = false;

/** The signal that interrupted this process's run, if one did. */
export function interruption(): 'SIGINT' | 'SIGTERM' | null {
  return interruptedBy;
}

/** Whether a run of this process handles SIGINT and SIGTERM itself (a started node then leaves them to it). */
export function interruptsHandled(): boolean {
  return handling;
}

/** Whether the run writing into `reportDir` was interrupted (read by the suite workers). */
export function interruptedRun(reportDir: string): boolean {
  return existsSync(join(reportDir, MARKER));
}

/**
 * From now until the returned function is called, the first SIGINT or SIGTERM interrupts the run writing into
 * `reportDir` (after `onFirst` says so), and a second one exits with its code.
 */
export function handleInterrupts(reportDir: string, onFirst: (signal: 'SIGINT' | 'SIGTERM') => void): () => void {
  rmSync(join(reportDir, MARKER), { force: true });
  let firstAt = 0;
  const on = (signal: 'SIGINT' | 'SIGTERM') => () => {
    // Ctrl-C reaches bin/avaconform.js and this process alike, and the former passes it on: a signal within a
    // second of the first is that same one.
    if (interruptedBy && Date.now() - firstAt > SAME_SIGNAL_MS) process.exit(SIGNAL_EXIT[signal]);
    if (interruptedBy) return;
    interruptedBy = signal;
    firstAt = Date.now();
    // The run's folder is gone once its reports are in place: a signal then has no run left to stop.
    if (existsSync(reportDir)) writeFileSync(join(reportDir, MARKER), signal);
    onFirst(signal);
  };
  const handlers = { SIGINT: on('SIGINT'), SIGTERM: on('SIGTERM') };
  process.on('SIGINT', handlers.SIGINT);
  process.on('SIGTERM', handlers.SIGTERM);
  handling = true;
  return () => {
    process.off('SIGINT', handlers.SIGINT);
    process.off('SIGTERM', handlers.SIGTERM);
    handling = false;
    rmSync(join(reportDir, MARKER), { force: true });
  };
}
