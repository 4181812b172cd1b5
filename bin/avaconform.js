#!/usr/bin/env node
// The avaconform command. An installed package runs its compiled CLI (dist/src/cli/main.js); a git
// checkout runs the TypeScript sources through tsx, so an edit is never hidden behind a stale build.
// AVACONFORM_ENTRY=source or =dist overrides (the project's own tests set source).
// AVACONFORM_DEBUG_ENTRY=1 prints the entry it loaded on stderr.
// The CLI runs in a Node process whose heap is bounded so V8 collects before it grows: at --runs 1000
// peak memory is about half of what an unbounded heap takes, at no cost in time (docs/performance.md).
// A heap size the user gives is kept.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const HEAP_FLAG = '--max-old-space-size=512';
const heapGiven = /max-old-space-size/.test(`${process.env.NODE_OPTIONS ?? ''} ${process.execArgv.join(' ')}`);

if (heapGiven) {
  const compiled = new URL('../dist/src/cli/main.js', import.meta.url);
  const wanted = process.env.AVACONFORM_ENTRY;
  const checkout = existsSync(new URL('../.git', import.meta.url));
  const useCompiled = wanted === 'dist' || (wanted !== 'source' && !checkout && existsSync(compiled));
  const entry = useCompiled ? compiled : new URL('../src/cli/main.ts', import.meta.url);
  if (process.env.AVACONFORM_DEBUG_ENTRY === '1') console.error(`avaconform: entry ${fileURLToPath(entry)}`);
  if (!useCompiled) {
    const { register } = await import('tsx/esm/api');
    register();
  }
  await import(entry.href);
} else {
  const child = spawn(process.execPath, [...process.execArgv, HEAP_FLAG, fileURLToPath(import.meta.url), ...process.argv.slice(2)], { stdio: 'inherit' });
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => child.kill(signal));
  child.on('exit', (code, signal) => {
    if (signal) process.kill(process.pid, signal);
    else process.exit(code ?? 1);
  });
}
