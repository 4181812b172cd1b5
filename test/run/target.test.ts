// What --target names: the mock (with its seed and faults), a cassette, a node's base URL (also when the URL given is
// one of its APIs'), or a binary; read by one grammar for run, compare and matrix.
import { expect, test } from 'vitest';
import { InputError } from '../../src/input-error.js';
import { readRunOptions } from '../../src/harness/options.js';
import { parseTarget, targetKind } from '../../src/harness/target.js';
import { runCli } from '../support/cli.js';

test("a URL of one of the node's APIs names the node: its path from /ext/ on is dropped, a prefix before it kept", () => {
  expect(parseTarget('http://127.0.0.1:9650/ext/bc/P')).toEqual({
    kind: 'http',
    url: 'http://127.0.0.1:9650',
    droppedPath: '/ext/bc/P',
  });
  expect(parseTarget('https://rpc.example/avax/ext/info')).toEqual({
    kind: 'http',
    url: 'https://rpc.example/avax',
    droppedPath: '/ext/info',
  });
  expect(parseTarget('http://127.0.0.1:9650/')).toEqual({ kind: 'http', url: 'http://127.0.0.1:9650' });
  expect(parseTarget('replay:a.ndjson')).toEqual({ kind: 'replay', file: 'a.ndjson' });
  expect(() => parseTarget('ftp://x/ext/bc/P')).toThrow(InputError);
});

test('the mock is named with its profile, seed and faults, each optional; a binary by its path', () => {
  expect(parseTarget('mock')).toEqual({ kind: 'mock', profile: 'spec', seed: null, faults: [] });
  expect(parseTarget('mock:spec:7:uint64-as-float')).toEqual({
    kind: 'mock',
    profile: 'spec',
    seed: 7,
    faults: ['uint64-as-float'],
  });
  expect(parseTarget('mock:avalanchego@1.14.2:3')).toEqual({
    kind: 'mock',
    profile: 'avalanchego@1.14.2',
    seed: 3,
    faults: [],
  });
  expect(parseTarget('binary:/opt/avalanchego')).toEqual({ kind: 'binary', binary: '/opt/avalanchego' });
  for (const bad of ['mock:x', 'mock:1:', 'mock:1:no-such-fault', 'mock:1:uint64-as-float:2', 'binary:'])
    expect(() => parseTarget(bad), bad).toThrow(InputError);
});

test('a text names its kind by its form alone, as parseTarget reads it', () => {
  for (const text of [
    'mock',
    'mock:avalanchego@1.14.2',
    'mock:7',
    'replay:a.ndjson',
    'http://127.0.0.1:9650',
    'binary:x',
  ])
    expect(targetKind(text), text).toBe(parseTarget(text).kind);
  expect(targetKind('replay:')).toBe('replay');
});

test("a run's target gives its seed, faults and binary; a --seed or --fault that differs is bad input", () => {
  const target = { AVACONFORM_TARGET: 'mock:spec:7:uint64-as-float' };
  expect(readRunOptions({ ...target })).toMatchObject({ seed: 7, mockSeed: 7, faults: ['uint64-as-float'] });
  expect(readRunOptions({ ...target, AVACONFORM_SEED: '7', AVACONFORM_FAULT: 'uint64-as-float' })).toMatchObject({
    seed: 7,
    faults: ['uint64-as-float'],
  });
  expect(readRunOptions({ AVACONFORM_TARGET: 'mock:7', AVACONFORM_FAULT: 'uint64-as-float' }).faults).toEqual([
    'uint64-as-float',
  ]);
  expect(() => readRunOptions({ ...target, AVACONFORM_SEED: '8' })).toThrow(/--seed 8 contradicts --target/);
  expect(() => readRunOptions({ ...target, AVACONFORM_FAULT: 'hex-without-0x' })).toThrow(
    /--fault hex-without-0x contradicts --target/,
  );
  expect(readRunOptions({ AVACONFORM_TARGET: 'binary:/opt/avalanchego' }).nodeBinary).toBe('/opt/avalanchego');
});

test('avaconform run refuses a --seed that contradicts its target with one line, exit 2', async () => {
  const out = await runCli(['run', '--target', 'mock:7', '--seed', '8']);
  expect(out.code).toBe(2);
  expect(out.stderr.trim()).toMatch(/^avaconform run: --seed 8 contradicts --target mock:7 \(seed 7\)$/);
});
