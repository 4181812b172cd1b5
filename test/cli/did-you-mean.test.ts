// A mistyped name gets the known name it most likely meant; a name far from all gets none.
import { expect, test } from 'vitest';
import { didYouMean } from '../../src/did-you-mean.js';
import { runCli } from '../support/cli.js';

test('the nearest known name within a third of the length (a typo, a swap, a letter case), else nothing', () => {
  expect(didYouMean('--chek', ['--check', '--only'])).toBe(' (did you mean "--check"?)');
  expect(didYouMean('platform.getHieght', ['platform.getHeight', 'platform.getBlock'])).toBe(
    ' (did you mean "platform.getHeight"?)',
  );
  expect(didYouMean('Schema', ['schema', 'encoding'])).toBe(' (did you mean "schema"?)');
  expect(didYouMean('--frobnicate', ['--check', '--only'])).toBe('');
  expect(didYouMean('ab', ['xy'])).toBe('');
});

test('the command line names it in one line: a flag, a check id, a method', async () => {
  const [flag, check, method] = await Promise.all([
    runCli(['run', '--chek', 'x']),
    runCli(['run', '--check', 'getHeigh.schema']),
    runCli(['list', '--method', 'platform.getBlok']),
  ]);
  expect([flag.code, check.code, method.code]).toEqual([2, 2, 2]);
  expect(flag.stderr).toContain('unknown option --chek (did you mean "--check"?)');
  expect(check.stderr).toContain('unknown check id "getHeigh.schema" (did you mean "getHeight.schema"?)');
  expect(method.stderr).toContain('unknown method "platform.getBlok" (did you mean "platform.getBlock"?)');
});
