#!/usr/bin/env node
// The avaconform command: loads the TypeScript sources through tsx, in a Node process whose heap is
// bounded so V8 collects before it grows: at --runs 1000 peak memory is about half of what an unbounded
// heap takes, at no cost in time (docs/performance.md). A heap size the user gives is kept.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const HEAP_FLAG = '--max-old-space-size=512';
const heapGiven = /max-old-space-size/.test(`${process.env.NODE_OPTIONS ?? ''} ${process.execArgv.join(' ')}`);

if (heapGiven) {
  const { register } = await import('tsx/esm/api');
  register();
  await import('../src/cli/main.ts');
} else {
  const child = spawn(process.execPath, [...process.execArgv, HEAP_FLAG, fileURLToPath(import.meta.url), ...process.argv.slice(2)], { stdio: 'inherit' });
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => child.kill(signal));
  child.on('exit', (code, signal) => {
    if (signal) process.kill(process.pid, signal);
    else process.exit(code ?? 1);
  });
}
