// getContainerRange: for any startIndex and numToFetch within the index, containers come back
// contiguous and ascending from startIndex (R1), cut short when the index runs out (R5).
import fc from 'fast-check';
import { Result as Range } from '../schemas/index-api/getContainerRange.js';
import { propertyCheck } from './_support/property.js';

propertyCheck(
  'getContainerRange answers startIndex … min(startIndex+n, last+1)-1 in order',
  { method: 'index.getContainerRange', aspect: 'index', clauses: ['I.range.R1', 'I.range.R5', 'I.m.getContainerRange'] },
  (t) => {
    const index = t.discovery.indexes.find((i) => i.enabled && i.lastIndex !== null) ?? t.skip('no enabled, non-empty index on this target (I.enabled)');
    const last = Number(index.lastIndex);
    return fc.record({ path: fc.constant(index.path), last: fc.constant(last), start: fc.integer({ min: 0, max: last }), n: fc.integer({ min: 1, max: 1024 }) });
  },
  async (t, { path, last, start, n }) => {
    const r = t.ok(await t.rpc('index.getContainerRange', { startIndex: start, numToFetch: n, encoding: 'hex' }, { path }), Range) ?? [];
    const want = Array.from({ length: Math.min(n, last - start + 1) }, (_, k) => String(start + k));
    t.equal(r.map((c) => c.index), want, 'containers must run contiguously upward from startIndex', '$.result[*].index');
  },
  { runsFactor: 0.2 },
);
