// The index API on each of its five paths: containers, lookups that agree, and getContainerRange R1–R5.
import { describe } from 'vitest';
import { Container, MAX_FETCH } from '../../schemas/index-api/container.js';
import { EmptyResult, Result as Range } from '../../schemas/index-api/getContainerRange.js';
import { Result as IndexOf } from '../../schemas/index-api/getIndex.js';
import { Result as Accepted } from '../../schemas/index-api/isAccepted.js';
import { check, type CheckContext } from '../../src/harness/check.js';
import type { DiscoveredIndex } from '../../src/discovery/types.js';

const PATHS = ['/ext/index/P/block', '/ext/index/C/block', '/ext/index/X/block', '/ext/index/X/tx', '/ext/index/X/vtx'];

/** The index at path, when enabled and not empty; skips otherwise. */
function usable(t: CheckContext, path: string): DiscoveredIndex & { last: number } {
  const i = t.discovery.indexes.find((x) => x.path === path);
  if (!i || !i.enabled) t.skip(`index disabled on this node (${path} answers 404; I.enabled)`);
  if (i.lastIndex === null) t.skip(`${path} holds no container yet`);
  return { ...i, last: Number(i.lastIndex) };
}

for (const path of PATHS) {
  describe(path, () => {
    check('getLastAccepted answers a container', { method: 'index.getLastAccepted', aspect: 'index', clauses: ['I.m.getLastAccepted', 'I.res.container', 'I.paths', 'N.conv.ids'] }, async (t) => {
      usable(t, path);
      t.ok(await t.rpc('index.getLastAccepted', { encoding: 'hex' }, { path }), Container);
    });

    check('getContainerByIndex, getContainerByID, getIndex and isAccepted agree with getLastAccepted', { method: 'index.getContainerByIndex', aspect: 'consistency', clauses: ['I.m.getContainerByIndex', 'I.m.getContainerByID', 'I.m.getIndex', 'I.m.isAccepted'] }, async (t) => {
      const i = usable(t, path);
      const last = t.ok(await t.rpc('index.getLastAccepted', { encoding: 'hex' }, { path }), Container);
      const byIndex = t.ok(await t.rpc('index.getContainerByIndex', { index: i.last, encoding: 'hex' }, { path }), Container);
      const byId = t.ok(await t.rpc('index.getContainerByID', { id: last.id, encoding: 'hex' }, { path }), Container);
      const idx = t.ok(await t.rpc('index.getIndex', { id: last.id, encoding: 'hex' }, { path }), IndexOf);
      const acc = t.ok(await t.rpc('index.isAccepted', { id: last.id, encoding: 'hex' }, { path }), Accepted);
      t.equal(byIndex, last, 'getContainerByIndex(last) must be getLastAccepted');
      t.equal(byId, last, 'getContainerByID(id) must be getLastAccepted');
      t.equal(idx.index, last.index, 'getIndex(id) must be its index', '$.result.index');
      t.equal(acc.isAccepted, true, 'isAccepted(id) must be true', '$.result.isAccepted');
    });

    check('getContainerRange answers startIndex … startIndex+n-1 in order (R1)', { method: 'index.getContainerRange', aspect: 'index', clauses: ['I.range.R1', 'I.m.getContainerRange'] }, async (t) => {
      const i = usable(t, path);
      const start = Math.max(0, i.last - 3);
      const r = t.ok(await t.rpc('index.getContainerRange', { startIndex: start, numToFetch: 3, encoding: 'hex' }, { path }), Range) ?? [];
      t.equal(r.map((c) => c.index), Array.from({ length: Math.min(3, i.last - start + 1) }, (_, k) => String(start + k)), 'containers must be contiguous and ascending from startIndex', '$.result[*].index');
    });

    check('numToFetch 0 answers an empty response (R2)', { method: 'index.getContainerRange', aspect: 'index', clauses: ['I.range.R2'] }, async (t) => {
      usable(t, path);
      t.ok(await t.rpc('index.getContainerRange', { startIndex: 0, numToFetch: 0, encoding: 'hex' }, { path }), EmptyResult);
    });

    check('a startIndex past the last accepted index is an error (R3)', { method: 'index.getContainerRange', aspect: 'index', clauses: ['I.range.R3'] }, async (t) => {
      const i = usable(t, path);
      t.rpcError(await t.rpc('index.getContainerRange', { startIndex: i.last + 5, numToFetch: 1, encoding: 'hex' }, { path }));
    });

    check('numToFetch above 1024 is an error (R4)', { method: 'index.getContainerRange', aspect: 'limit', clauses: ['I.range.R4'] }, async (t) => {
      usable(t, path);
      t.rpcError(await t.rpc('index.getContainerRange', { startIndex: 0, numToFetch: MAX_FETCH + 1, encoding: 'hex' }, { path }));
    });

    check('running out answers the containers that exist (R5)', { method: 'index.getContainerRange', aspect: 'index', clauses: ['I.range.R5'] }, async (t) => {
      const i = usable(t, path);
      const r = t.ok(await t.rpc('index.getContainerRange', { startIndex: i.last, numToFetch: 10, encoding: 'hex' }, { path }), Range) ?? [];
      t.equal(r.map((c) => c.index), [String(i.last)], 'only the last container exists from the last index on', '$.result[*].index');
    });

    check('encoding json is rejected (hex only)', { method: 'index.getLastAccepted', aspect: 'encoding', clauses: ['I.encoding'] }, async (t) => {
      usable(t, path);
      t.rpcError(await t.rpc('index.getLastAccepted', { encoding: 'json' }, { path }));
    });
  });
}

check('/ext/index/X/vtx, the legacy vertex index, is served and answers JSON-RPC', { method: 'index.isAccepted', aspect: 'index', clauses: ['I.vtx.legacy', 'I.paths'] }, async (t) => {
  const i = t.discovery.indexes.find((x) => x.path === '/ext/index/X/vtx');
  if (!i?.enabled) t.skip('index disabled on this node (I.enabled)');
  t.ok(await t.rpc('index.isAccepted', { id: '11111111111111111111111111111111LpoYY', encoding: 'hex' }, { path: '/ext/index/X/vtx' }), Accepted);
});

check('each index path answers JSON-RPC when the index is enabled, or 404 when it is not', { method: 'index.getLastAccepted', aspect: 'index', clauses: ['I.enabled', 'I.paths'] }, async (t) => {
  for (const path of PATHS) {
    const out = await t.rpc('index.getLastAccepted', { encoding: 'hex' }, { path });
    const status = t.answered(out.exchange).status;
    if (status === 404) continue;
    t.expectEnvelope(out);
    t.assert(out.result !== undefined || out.error !== undefined, `${path} must answer a JSON-RPC result or error`, { received: JSON.stringify(out.body).slice(0, 200) });
  }
});
