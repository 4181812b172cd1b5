// getContainerRange (I.range.R1–R5) on every enabled, non-empty index: inside the index the answer is
// the containers startIndex … min(startIndex+numToFetch-1, last), contiguous and ascending, each the
// same as getContainerByIndex answers; at the edges numToFetch 0 is empty, numToFetch above 1024 and
// startIndex past the last accepted index are errors. Both uint64 forms are sent.
import fc from 'fast-check';
import { Result as Range } from '../schemas/index-api/getContainerRange.js';
import type { CheckContext } from '../src/check/check.js';
import { preview } from '../src/check/failure.js';
import { inWire, uint64, uint64In, type Uint64Wire } from './arbitraries/uint64.js';
import { inconclusive, propertyCheck } from './_support/property.js';
import { containersBreach, expectRange, judgedLast } from '../src/spec/container-range.js';
import { MAX_CONTAINERS_PER_RANGE } from '../src/spec/limits.js';
import { currentLast, indexesOf, judgeRange, verifyContainerIds } from '../suites/_support/node-local-index.js';

const MAX_RANGE = BigInt(MAX_CONTAINERS_PER_RANGE);

interface RangeCall {
  path: string;
  last: bigint;
  start: Uint64Wire;
  n: Uint64Wire;
  /** Which returned container to compare with getContainerByIndex (a share of the list). */
  probe: number;
}

function indexes(t: CheckContext): Array<{ path: string; last: bigint }> {
  const list = t.discovery.indexes
    .filter((i) => i.enabled && i.lastIndex !== null)
    .map((i) => ({ path: i.path, last: BigInt(i.lastIndex!) }));
  return list.length
    ? list
    : t.skip('no enabled, non-empty index on this target (the index API needs --index-enabled: I.enabled)');
}

function rangeCall(
  t: CheckContext,
  start: (last: bigint) => fc.Arbitrary<bigint>,
  n: fc.Arbitrary<bigint>,
): fc.Arbitrary<RangeCall> {
  return fc.constantFrom(...indexes(t)).chain(({ path, last }) =>
    fc.record({
      path: fc.constant(path),
      last: fc.constant(last),
      start: inWire(start(last)),
      n: inWire(n),
      probe: fc.double({ min: 0, max: 1, noNaN: true }),
    }),
  );
}

const send = (t: CheckContext, c: RangeCall) =>
  t.rpc(
    'index.getContainerRange',
    { startIndex: c.start.json, numToFetch: c.n.json, encoding: 'hex' },
    { path: c.path },
  );

propertyCheck(
  'getContainerRange inside the index answers startIndex … min(startIndex+n-1, last) in order, as getContainerByIndex does',
  {
    id: 'container-range.inside',
    method: 'index.getContainerRange',
    aspect: 'index',
    clauses: ['I.range.R1', 'I.range.R5', 'I.m.getContainerRange', 'I.m.getContainerByIndex'],
  },
  (t) => rangeCall(t, (last) => uint64In(0n, last), uint64In(1n, MAX_RANGE)),
  async (t, c) => {
    const before = await currentLast(t, c.path, c.last);
    const got = t.ok(await send(t, c), Range) ?? [];
    // Writes elsewhere in the run may accept containers meanwhile: the answer may reach a last index read after it.
    const start = BigInt(c.start.value);
    const last = await judgedLast(start, got.length, before, () => currentLast(t, c.path, before));
    const want = expectRange(start, BigInt(c.n.value), last);
    if (want.kind !== 'containers') throw new Error(`arbitrary drew an out-of-range call: ${preview(c)}`);
    verifyContainerIds(t, c.path, got, (k) => `$.result[${k}]`);
    t.failOn(containersBreach(want, indexesOf(got)));
    const k = Math.min(got.length - 1, Math.floor(c.probe * got.length));
    const one = await t.call('index.getContainerByIndex', { index: got[k]!.index, encoding: 'hex' }, { path: c.path });
    t.equal(
      got[k],
      one,
      `container ${got[k]!.index} of the range must equal getContainerByIndex(${got[k]!.index})`,
      `$.result[${k}]`,
    );
  },
  { runsFactor: 0.2 },
);

propertyCheck(
  'getContainerRange with numToFetch 0, above 1024 or a startIndex past the last index answers empty or an error',
  {
    id: 'container-range.outside',
    method: 'index.getContainerRange',
    aspect: 'limit',
    clauses: ['I.range.R2', 'I.range.R3', 'I.range.R4', 'I.range.R1', 'I.range.R5'],
  },
  (t) =>
    rangeCall(
      t,
      (last) => fc.oneof(uint64In(0n, last), uint64In(last + 1n, last + 2000n), uint64),
      fc.oneof(fc.constant(0n), uint64In(1n, MAX_RANGE), uint64In(MAX_RANGE + 1n, 5000n), uint64),
    ),
  async (t, c) => {
    const before = await currentLast(t, c.path, c.last);
    const out = await send(t, c);
    const answered = Array.isArray(out.result)
      ? out.result.length
      : Array.isArray((out.result as { containers?: unknown } | undefined)?.containers)
        ? (out.result as { containers: unknown[] }).containers.length
        : 0;
    const start = BigInt(c.start.value);
    const last = await judgedLast(start, answered, before, () => currentLast(t, c.path, before));
    const want = expectRange(start, BigInt(c.n.value), last);
    // A live index may have grown past startIndex since discovery: then an answer is no failure.
    if (
      want.kind === 'error' &&
      out.error === undefined &&
      want.clause === 'I.range.R3' &&
      t.run.target.kind !== 'mock'
    ) {
      const now = (await t.rpc('index.getLastAccepted', { encoding: 'hex' }, { path: c.path })).result as
        { index?: unknown } | undefined;
      if (typeof now?.index === 'string' && /^\d+$/.test(now.index) && BigInt(now.index) >= start) inconclusive();
    }
    judgeRange(t, c.path, want, out);
  },
  { runsFactor: 0.2 },
);
