// The index API on each of its five paths: containers, lookups that agree, hex only, and
// getContainerRange R1–R5. A path answering 404 is an index the node does not run: skipped (I.enabled).
import { describe } from 'vitest';
import { Container } from '../../schemas/index-api/container.js';
import { Result as Range } from '../../schemas/index-api/getContainerRange.js';
import { Result as Accepted } from '../../schemas/index-api/isAccepted.js';
import { decodeProposerBlock } from '../../src/codec/proposervm.js';
import { sha256 } from '../../src/encoding/checksum.js';
import { check } from '../../src/check/check.js';
import { cb58, hexPayload } from '../_support/bytes.js';
import { P_CHAIN_PATH } from '../../src/spec/api-paths.js';
import {
  containerIdentity,
  currentLast,
  enabledIndex,
  heldContainer,
  indexesOf,
  lastAccepted,
  lastIndexNow,
  PATHS,
  judgeRange,
  unknownId,
  usable,
  verifyContainerIds,
} from '../_support/node-local-index.js';
import { PRIMARY_NETWORK_ID } from '../../src/spec/api-paths.js';
import { expectRange, judgedLast } from '../../src/spec/container-range.js';
import { MAX_CONTAINERS_PER_RANGE } from '../../src/spec/limits.js';

/** Index methods and params that name an existing container, for the encoding checks. */
const JSON_REJECTED = [
  ['getContainerByIndex', (c: Container) => ({ index: c.index })],
  ['getContainerByID', (c: Container) => ({ id: c.id })],
  ['getContainerRange', (c: Container) => ({ startIndex: c.index, numToFetch: 1 })],
  ['getIndex', (c: Container) => ({ id: c.id })],
  ['isAccepted', (c: Container) => ({ id: c.id })],
] as const;

for (const path of PATHS) {
  // "/ext/index/X/block" → "index.X-block"
  const idPrefix = `index.${path.replace('/ext/index/', '').replace('/', '-')}`;
  describe(path, () => {
    check(
      'getLastAccepted answers a container',
      {
        id: `${idPrefix}.last-accepted`,
        method: 'index.getLastAccepted',
        aspect: 'index',
        clauses: ['I.m.getLastAccepted', 'I.res.container', 'I.paths', 'N.conv.ids'],
      },
      async (t) => {
        usable(t, path);
        heldContainer(t, path, await t.rpc('index.getLastAccepted', { encoding: 'hex' }, { path }));
      },
    );

    check(
      'getContainerByIndex, getContainerByID, getIndex and isAccepted agree with getLastAccepted',
      {
        id: `${idPrefix}.lookups-agree`,
        method: 'index.getContainerByIndex',
        aspect: 'consistency',
        clauses: ['I.m.getContainerByIndex', 'I.m.getContainerByID', 'I.m.getIndex', 'I.m.isAccepted'],
      },
      async (t) => {
        usable(t, path);
        const last = await lastAccepted(t, path);
        const byIndex = heldContainer(
          t,
          path,
          await t.rpc('index.getContainerByIndex', { index: last.index, encoding: 'hex' }, { path }),
        );
        const byId = heldContainer(
          t,
          path,
          await t.rpc('index.getContainerByID', { id: last.id, encoding: 'hex' }, { path }),
        );
        const idx = await t.call('index.getIndex', { id: last.id, encoding: 'hex' }, { path });
        const acc = await t.call('index.isAccepted', { id: last.id, encoding: 'hex' }, { path });
        t.equal(byIndex, last, 'getContainerByIndex(last) must be getLastAccepted');
        t.equal(byId, last, 'getContainerByID(id) must be getLastAccepted');
        t.equal(idx.index, last.index, 'getIndex(id) must be its index', '$.result.index');
        t.equal(acc.isAccepted, true, 'isAccepted(id) must be true', '$.result.isAccepted');
      },
    );

    check(
      'the first container (index "0") is found again by its ID, getIndex and isAccepted',
      {
        id: `${idPrefix}.first-container`,
        method: 'index.getContainerByID',
        aspect: 'consistency',
        clauses: ['I.m.getContainerByIndex', 'I.m.getContainerByID', 'I.m.getIndex', 'I.m.isAccepted'],
      },
      async (t) => {
        usable(t, path);
        const first = heldContainer(
          t,
          path,
          await t.rpc('index.getContainerByIndex', { index: 0, encoding: 'hex' }, { path }),
        );
        t.equal(first.index, '0', 'getContainerByIndex(0) must answer the container at index "0"', '$.result.index');
        const byId = heldContainer(
          t,
          path,
          await t.rpc('index.getContainerByID', { id: first.id, encoding: 'hex' }, { path }),
        );
        t.equal(byId, first, 'getContainerByID(id of index 0) must answer the same container');
        const idx = await t.call('index.getIndex', { id: first.id, encoding: 'hex' }, { path });
        t.equal(idx.index, '0', 'getIndex(id of index 0) must be "0"', '$.result.index');
        const acc = await t.call('index.isAccepted', { id: first.id, encoding: 'hex' }, { path });
        t.equal(acc.isAccepted, true, 'isAccepted(id of index 0) must be true', '$.result.isAccepted');
      },
    );

    check(
      'isAccepted is false for an ID this index does not hold',
      {
        id: `${idPrefix}.unknown-id-not-accepted`,
        method: 'index.isAccepted',
        aspect: 'index',
        clauses: ['I.m.isAccepted'],
      },
      async (t) => {
        enabledIndex(t, path);
        const out = await t.rpc('index.isAccepted', { id: unknownId(t), encoding: 'hex' }, { path });
        // The spec gives no error for an unknown ID; a node that errors is judged by t.ok.
        t.equal(
          t.ok(out, Accepted).isAccepted,
          false,
          'isAccepted must be false for an ID never accepted',
          '$.result.isAccepted',
        );
      },
    );

    check(
      'container bytes are 0x-hex carrying the 4-byte checksum of encoding hex',
      {
        id: `${idPrefix}.container-hex`,
        method: 'index.getLastAccepted',
        aspect: 'encoding',
        clauses: ['I.res.container', 'I.encoding', 'N.conv.ids'],
      },
      async (t) => {
        usable(t, path);
        const last = await lastAccepted(t, path);
        hexPayload(t, last.bytes, '$.result.bytes');
        // What the bytes are decides what the container's ID is the hash of (index.*.id-of-bytes holds it).
        t.observe('container-form', containerIdentity(path, last)?.form ?? 'no hex');
      },
    );

    check(
      'every method that answers containers names each by the ID of its bytes',
      {
        id: `${idPrefix}.id-of-bytes`,
        method: 'index.getContainerRange',
        aspect: 'consistency',
        // No clause ties `id` to the bytes: the spec calls it the container ID (I.res.container, the nearest clause,
        // cited with the methods'). The ID is the one the chain gives the bytes, a proposer block's, a pre-fork block's,
        // a tx's or a vertex's (src/codec/container-id.ts, facts/node-local.md §2.2, AvalancheGo's indexer).
        clauses: [
          'I.res.container',
          'I.m.getLastAccepted',
          'I.m.getContainerByIndex',
          'I.m.getContainerByID',
          'I.m.getContainerRange',
        ],
      },
      async (t) => {
        const i = usable(t, path);
        // Each method once: the last container, the first, the first again by the ID of its bytes, and a range of up to
        // 1024 that ends at the last index discovery read (the whole index when it holds no more).
        await lastAccepted(t, path);
        const first = heldContainer(
          t,
          path,
          await t.rpc('index.getContainerByIndex', { index: 0, encoding: 'hex' }, { path }),
        );
        // The ID its bytes give finds the same container.
        const id = containerIdentity(path, first)?.id ?? first.id;
        const byId = heldContainer(t, path, await t.rpc('index.getContainerByID', { id, encoding: 'hex' }, { path }));
        t.equal(byId, first, `getContainerByID(${id}), the ID of container 0's bytes, must answer container 0`);
        const start = Math.max(0, i.last - MAX_CONTAINERS_PER_RANGE + 1);
        const out = await t.rpc(
          'index.getContainerRange',
          { startIndex: start, numToFetch: MAX_CONTAINERS_PER_RANGE, encoding: 'hex' },
          { path },
        );
        verifyContainerIds(t, path, t.ok(out, Range) ?? [], (k) => `$.result[${k}]`);
      },
    );

    check(
      'getContainerRange answers startIndex … startIndex+n-1 in order (R1)',
      {
        id: `${idPrefix}.range-R1-order`,
        method: 'index.getContainerRange',
        aspect: 'index',
        clauses: ['I.range.R1', 'I.m.getContainerRange'],
      },
      async (t) => {
        const i = usable(t, path);
        const start = BigInt(Math.max(0, i.last - 3));
        const before = await currentLast(t, path, BigInt(i.last));
        const out = await t.rpc(
          'index.getContainerRange',
          { startIndex: start, numToFetch: 3, encoding: 'hex' },
          { path },
        );
        // Writes elsewhere in the run may accept containers meanwhile: judge against a last index read after the answer.
        const answered = indexesOf(t.ok(out, Range)).length;
        const last = await judgedLast(start, answered, before, () => currentLast(t, path, before));
        judgeRange(t, path, expectRange(start, 3n, last), out);
      },
    );

    check(
      'getContainerRange answers the same containers as getContainerByIndex',
      {
        id: `${idPrefix}.range-agrees-with-by-index`,
        method: 'index.getContainerRange',
        aspect: 'consistency',
        clauses: ['I.m.getContainerRange', 'I.m.getContainerByIndex', 'I.range.R1'],
      },
      async (t) => {
        const i = usable(t, path);
        const start = Math.max(0, i.last - 2);
        const r =
          (await t.call('index.getContainerRange', { startIndex: start, numToFetch: 3, encoding: 'hex' }, { path })) ??
          [];
        if (!r.length)
          t.fail('getContainerRange answered no container for a valid startIndex', {
            expected: `containers from ${start}`,
            received: 'none',
            path: '$.result',
          });
        verifyContainerIds(t, path, r, (k) => `$.result[${k}]`);
        for (const [k, c] of r.entries()) {
          const one = heldContainer(
            t,
            path,
            await t.rpc('index.getContainerByIndex', { index: start + k, encoding: 'hex' }, { path }),
          );
          t.equal(c, one, `range element ${k} must be getContainerByIndex(${start + k})`, `$.result[${k}]`);
        }
      },
    );

    check(
      'numToFetch 0 answers an empty response (R2)',
      { id: `${idPrefix}.range-R2-zero`, method: 'index.getContainerRange', aspect: 'index', clauses: ['I.range.R2'] },
      async (t) => {
        const i = usable(t, path);
        const out = await t.rpc('index.getContainerRange', { startIndex: 0, numToFetch: 0, encoding: 'hex' }, { path });
        judgeRange(t, path, expectRange(0n, 0n, BigInt(i.last)), out);
      },
    );

    check(
      'a startIndex past the last accepted index is an error (R3)',
      {
        id: `${idPrefix}.range-R3-past-last`,
        method: 'index.getContainerRange',
        aspect: 'index',
        clauses: ['I.range.R3'],
      },
      async (t) => {
        usable(t, path);
        // The tightest case, last+1; a live node may accept it meanwhile, then the check reads again.
        for (let attempt = 0; attempt < 3; attempt++) {
          const last = BigInt(await lastIndexNow(t, path));
          const start = last + 1n;
          const out = await t.rpc(
            'index.getContainerRange',
            { startIndex: start, numToFetch: 1, encoding: 'hex' },
            { path },
          );
          // An answer is judged only when the index did not grow to startIndex meanwhile.
          if (out.error !== undefined || BigInt(await lastIndexNow(t, path)) < start)
            return judgeRange(t, path, expectRange(start, 1n, last), out);
        }
        t.skip('the index grew past every startIndex tried: cannot ask beyond its end');
      },
    );

    check(
      'numToFetch above 1024 is an error (R4)',
      {
        id: `${idPrefix}.range-R4-over-limit`,
        method: 'index.getContainerRange',
        aspect: 'limit',
        clauses: ['I.range.R4'],
      },
      async (t) => {
        const i = usable(t, path);
        const n = BigInt(MAX_CONTAINERS_PER_RANGE + 1);
        const out = await t.rpc('index.getContainerRange', { startIndex: 0, numToFetch: n, encoding: 'hex' }, { path });
        judgeRange(t, path, expectRange(0n, n, BigInt(i.last)), out);
      },
    );

    check(
      'numToFetch 1024, the maximum, is accepted (R4)',
      {
        id: `${idPrefix}.range-R4-at-limit`,
        method: 'index.getContainerRange',
        aspect: 'limit',
        clauses: ['I.range.R4', 'I.range.R5'],
      },
      async (t) => {
        const i = usable(t, path);
        const start = BigInt(Math.max(0, i.last - 1));
        const n = BigInt(MAX_CONTAINERS_PER_RANGE);
        const out = await t.rpc(
          'index.getContainerRange',
          { startIndex: start, numToFetch: n, encoding: 'hex' },
          { path },
        );
        const answered = indexesOf(t.ok(out, Range)).length;
        const last = await judgedLast(start, answered, BigInt(i.last), () => currentLast(t, path, BigInt(i.last)));
        judgeRange(t, path, expectRange(start, n, last), out);
      },
    );

    check(
      'running out answers the containers that exist (R5)',
      {
        id: `${idPrefix}.range-R5-running-out`,
        method: 'index.getContainerRange',
        aspect: 'index',
        clauses: ['I.range.R5'],
      },
      async (t) => {
        usable(t, path);
        const before = BigInt(await lastIndexNow(t, path));
        const start = before > 0n ? before - 1n : 0n;
        const n = before - start + 5n;
        const out = await t.rpc(
          'index.getContainerRange',
          { startIndex: start, numToFetch: n, encoding: 'hex' },
          { path },
        );
        // A live node may have accepted more meanwhile: up to the last index read after the answer come back.
        const answered = indexesOf(t.ok(out, Range)).length;
        const last = await judgedLast(start, answered, before, async () => BigInt(await lastIndexNow(t, path)));
        judgeRange(t, path, expectRange(start, n, last), out);
      },
    );

    check(
      'encoding json is rejected (hex only)',
      {
        id: `${idPrefix}.json-encoding-rejected`,
        method: 'index.getLastAccepted',
        aspect: 'encoding',
        clauses: ['I.encoding'],
      },
      async (t) => {
        usable(t, path);
        t.rpcError(await t.rpc('index.getLastAccepted', { encoding: 'json' }, { path }));
      },
    );

    for (const [name, params] of JSON_REJECTED) {
      check(
        `index.${name} rejects encoding json (hex only)`,
        {
          id: `${idPrefix}.${name}-json-encoding-rejected`,
          method: `index.${name}`,
          aspect: 'encoding',
          clauses: ['I.encoding'],
        },
        async (t) => {
          usable(t, path);
          const last = await lastAccepted(t, path);
          t.rpcError(await t.rpc(`index.${name}`, { ...params(last), encoding: 'json' }, { path }));
        },
      );
    }
  });
}

check(
  '/ext/index/X/vtx, the legacy vertex index, is served and answers JSON-RPC',
  { id: 'index.X-vtx.served', method: 'index.isAccepted', aspect: 'index', clauses: ['I.vtx.legacy', 'I.paths'] },
  async (t) => {
    const i = t.discovery.indexes.find((x) => x.path === '/ext/index/X/vtx');
    if (!i?.enabled) t.skip('index disabled on this node (I.enabled)');
    await t.call('index.isAccepted', { id: PRIMARY_NETWORK_ID, encoding: 'hex' }, { path: '/ext/index/X/vtx' });
  },
);

check(
  '/ext/index/X/vtx holds nothing accepted after /ext/index/X/block began',
  {
    id: 'index.X-vtx.empty-after-linearization',
    method: 'index.getLastAccepted',
    aspect: 'index',
    clauses: ['I.vtx.legacy'],
  },
  async (t) => {
    const vtx = enabledIndex(t, '/ext/index/X/vtx');
    if (vtx.lastIndex === null) return void t.observe('x-vtx', 'empty');
    t.observe('x-vtx', `${Number(vtx.lastIndex) + 1} containers`);
    const block = t.discovery.indexes.find((x) => x.path === '/ext/index/X/block');
    if (!block?.enabled || block.lastIndex === null) t.skip('/ext/index/X/block holds no container to compare with');
    const lastVtx = await lastAccepted(t, '/ext/index/X/vtx');
    const firstBlock = heldContainer(
      t,
      '/ext/index/X/block',
      await t.rpc('index.getContainerByIndex', { index: 0, encoding: 'hex' }, { path: '/ext/index/X/block' }),
    );
    t.assert(
      Date.parse(lastVtx.timestamp) <= Date.parse(firstBlock.timestamp),
      'X/vtx no longer receives data: its last vertex must not be newer than the first X/block container',
      { expected: `<= ${firstBlock.timestamp}`, received: lastVtx.timestamp, path: '$.result.timestamp' },
    );
  },
);

check(
  'each index path answers JSON-RPC when the index is enabled, or 404 when it is not',
  { id: 'index.enabled-or-404', method: 'index.getLastAccepted', aspect: 'index', clauses: ['I.enabled', 'I.paths'] },
  async (t) => {
    for (const path of PATHS) {
      const out = await t.rpc('index.getLastAccepted', { encoding: 'hex' }, { path });
      const status = t.answered(out.exchange).status;
      if (status === 404) continue;
      t.expectEnvelope(out);
      t.assert(out.result !== undefined || out.error !== undefined, `${path} must answer a JSON-RPC result or error`, {
        received: JSON.stringify(out.body).slice(0, 200),
      });
    }
  },
);

check(
  "the P-Chain block index holds accepted P-Chain blocks: no more than the chain has, the last one the chain's own bytes",
  {
    id: 'index.P-block.within-height',
    method: 'index.getLastAccepted',
    aspect: 'consistency',
    clauses: ['I.paths', 'I.m.getLastAccepted'],
  },
  async (t) => {
    const path = '/ext/index/P/block';
    usable(t, path);
    const last = await lastAccepted(t, path);
    const height = (await t.call('platform.getHeight', {}, { path: P_CHAIN_PATH })).height;
    t.assert(
      BigInt(last.index) <= height,
      'each indexed container is an accepted P-Chain block: at most height+1 of them',
      { expected: `index <= ${height}`, received: last.index, path: '$.result.index' },
    );
    // A node's index holds each block in the proposer VM's block (Snowman++) around it; a plain block is its own.
    const bytes = hexPayload(t, last.bytes, '$.result.bytes');
    const wrapper = decodeProposerBlock(bytes);
    const inner = wrapper?.inner ?? bytes;
    t.observe('p-block-container', wrapper ? 'a proposer VM block around the P-Chain block' : 'a plain P-Chain block');
    // The chain is the oracle: the block inside is the one platform.getBlock answers for its ID (sha256 of its bytes).
    const blockId = cb58(sha256(inner));
    const stored = await t.call('platform.getBlock', { blockID: blockId, encoding: 'hex' }, { path: P_CHAIN_PATH });
    const chainBytes = hexPayload(t, stored.block, '$.result.block');
    t.equal(
      Buffer.from(chainBytes).toString('hex'),
      Buffer.from(inner).toString('hex'),
      `the last indexed container must hold the P-Chain's block ${blockId} as platform.getBlock answers it`,
      '$.result.block',
    );
  },
);
