// The command a printed reproduction names is the one a person can run where the run started: avaconform where a
// global install put it on PATH (never npm's node_modules/.bin, which only npm's own children see), else node and
// the bin's path, relative inside the directory (a checkout, a project that installed it) and absolute outside it.
import { mkdirSync, mkdtempSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join, relative } from 'node:path';
import { describe, expect, test } from 'vitest';
import { BIN_PATH, commandWords, PROJECT_ROOT } from '../../src/tool.js';

/** A folder holding a link named avaconform to this package's bin, as npm links a bin. */
function linkedBin(under: string): string {
  mkdirSync(under, { recursive: true });
  symlinkSync(BIN_PATH, join(under, 'avaconform'));
  return under;
}

describe('commandWords', () => {
  test('in a checkout, with no avaconform on PATH: node and the bin relative to it', () => {
    expect(commandWords(PROJECT_ROOT, '/usr/bin')).toEqual(['node', relative(PROJECT_ROOT, BIN_PATH)]);
  });

  test('in a folder of its own, outside the package: node and the bin by its absolute path', () => {
    expect(commandWords(mkdtempSync(join(tmpdir(), 'avaconform-cwd-')), '/usr/bin')).toEqual(['node', BIN_PATH]);
  });

  test('a global install (a link to the bin on PATH): avaconform', () => {
    const prefix = linkedBin(join(mkdtempSync(join(tmpdir(), 'avaconform-global-')), 'bin'));
    expect(commandWords(PROJECT_ROOT, ['/usr/bin', prefix].join(delimiter))).toEqual(['avaconform']);
  });

  test("npm's node_modules/.bin on PATH is not a person's PATH", () => {
    const local = linkedBin(join(mkdtempSync(join(tmpdir(), 'avaconform-local-')), 'node_modules', '.bin'));
    expect(commandWords(PROJECT_ROOT, local)).toEqual(['node', relative(PROJECT_ROOT, BIN_PATH)]);
  });
});
