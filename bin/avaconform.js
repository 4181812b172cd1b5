#!/usr/bin/env node
// The avaconform command. It runs the compiled CLI (dist/src/cli/main.js, built at install by `prepare`)
// when that build is at least as new as every source it compiles (src/, schemas/); a git checkout with
// an edit not yet built runs the TypeScript sources through tsx instead, so an edit is never hidden
// behind a stale build. AVACONFORM_ENTRY=source or =dist overrides; AVACONFORM_DEBUG_ENTRY=1 prints
// the entry it loaded on stderr.
// The CLI runs in a Node process under the V8 flags of bin/node-flags.js: a bounded heap, so V8
// collects before it grows (at --runs 1000 peak memory is about half of what an unbounded heap takes),
// small young generations (about 100 MB less at peak) and a later tier-up to optimised code (less CPU
// in a run seconds long). A heap size the user gives is kept, with no flag added.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { NODE_FLAGS } from './node-flags.js';
import { buildIsFresh, COMPILED_ENTRY } from './build-fresh.js';
const heapGiven = /max-old-space-size/.test(`${process.env.NODE_OPTIONS ?? ''} ${process.execArgv.join(' ')}`);

if (heapGiven) {
  const wanted = process.env.AVACONFORM_ENTRY;
  // An installed package (no .git) always runs its build: it ships without tsx.
  const checkout = existsSync(new URL('../.git', import.meta.url));
  const useCompiled =
    wanted === 'dist' || (wanted !== 'source' && existsSync(COMPILED_ENTRY) && (!checkout || buildIsFresh()));
  const entry = useCompiled ? COMPILED_ENTRY : new URL('../src/cli/main.ts', import.meta.url);
  if (process.env.AVACONFORM_DEBUG_ENTRY === '1') console.error(`avaconform: entry ${fileURLToPath(entry)}`);
  if (!useCompiled) {
    const { register } = await import('tsx/esm/api');
    register();
  }
  await import(entry.href);
} else {
  const child = spawn(
    process.execPath,
    [
      ...process.execArgv,
      ...NODE_FLAGS.filter((f) => !process.execArgv.some((a) => a.startsWith(f.split('=')[0]))),
      fileURLToPath(import.meta.url),
      ...process.argv.slice(2),
    ],
    { stdio: 'inherit' },
  );
  // A signal is passed to the command, which ends its run (writing its reports) before it exits; this process
  // exits only after it, as it did: with its code, or by its signal.
  const forward = (signal) => child.kill(signal);
  const signals = ['SIGINT', 'SIGTERM', 'SIGHUP'];
  for (const signal of signals) process.on(signal, forward);
  child.on('exit', (code, signal) => {
    for (const s of signals) process.off(s, forward);
    if (signal) process.kill(process.pid, signal);
    else process.exit(code ?? 1);
  });
}
