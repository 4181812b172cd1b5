import { z } from 'zod';
import { HexResult, JsonResult } from '../../schemas/platform/getBlock.js';
import { Uint64 } from '../../schemas/primitives.js';
import { check } from '../../src/check/check.js';
import { decodeBlock } from '../../src/codec/codec.js';
import { cb58, hexPayload } from '../_support/bytes.js';
import { heightOf, starved } from '../_support/inputs.js';
import { chainModel } from '../_support/worker-chain-model.js';
import { verifyBlockJsonAgainstBytes } from '../_support/tx-json.js';

const sample = (tip: number) => [
  ...new Set([0, 1, Math.floor(tip / 2), tip - 1, tip].filter((h) => h >= 0 && h <= tip)),
];

/** What the height check reads of a json block; the block's full form has its own check. */
const HeightOnly = z.looseObject({ block: z.looseObject({ height: Uint64 }) });

check(
  'getBlockByHeight(h) answers the block of height h',
  {
    id: 'getBlockByHeight.height-h',
    method: 'platform.getBlockByHeight',
    aspect: 'consistency',
    clauses: ['P.m.getBlockByHeight'],
  },
  async (t) => {
    for (const h of sample(heightOf(t))) {
      const r = t.ok(await t.rpc('platform.getBlockByHeight', { height: String(h), encoding: 'json' }), HeightOnly);
      t.equal(r.block.height, BigInt(h), `getBlockByHeight(${h}) must answer height ${h}`, '$.result.block.height');
    }
  },
);

check(
  'the hex block at height h decodes to height h and its parent is the block at h-1',
  {
    id: 'getBlockByHeight.hex-parent-chain',
    method: 'platform.getBlockByHeight',
    aspect: 'consistency',
    clauses: ['P.m.getBlockByHeight', 'P.env.encoding-default', 'P.conv.bytes-hex'],
  },
  async (t) => {
    const tip = heightOf(t);
    if (tip < 1) starved(t, 'blocks', 'the chain has only its genesis block');
    const h = Math.max(1, tip - 1);
    const here = decodeBlock(
      hexPayload(
        t,
        t.ok(await t.rpc('platform.getBlockByHeight', { height: String(h) }), HexResult).block,
        '$.result.block',
      ),
    );
    const parent = decodeBlock(
      hexPayload(
        t,
        t.ok(await t.rpc('platform.getBlockByHeight', { height: String(h - 1) }), HexResult).block,
        '$.result.block',
      ),
    );
    t.equal(here.height, BigInt(h), `the block answered for height ${h} must decode to height ${h}`, '$.result.block');
    t.equal(
      cb58(here.parentId),
      cb58(parent.id),
      `the parent of block ${h} must be the block at ${h - 1}`,
      '$.result.block',
    );
  },
);

check(
  'a height above the last accepted block is an error',
  {
    id: 'getBlockByHeight.above-tip-error',
    method: 'platform.getBlockByHeight',
    aspect: 'consistency',
    clauses: ['P.m.getBlockByHeight', 'P.err.envelope'],
  },
  async (t) => {
    t.rpcError(await t.rpc('platform.getBlockByHeight', { height: String(heightOf(t) + 1000) }));
  },
);

check(
  'every block answers the json block form: parentID, height, txs',
  {
    id: 'getBlockByHeight.json-form',
    method: 'platform.getBlockByHeight',
    aspect: 'schema',
    clauses: ['P.res.block-json', 'P.m.getBlockByHeight', 'P.limit.encodings'],
  },
  async (t) => {
    for (const h of sample(heightOf(t)))
      t.ok(await t.rpc('platform.getBlockByHeight', { height: String(h), encoding: 'json' }), JsonResult);
  },
);

check(
  'the json block at each height is its hex block decoded: height, parent, and every member of every tx',
  {
    id: 'getBlockByHeight.json-agrees-with-hex',
    method: 'platform.getBlockByHeight',
    aspect: 'encoding',
    clauses: ['P.m.getBlockByHeight', 'P.res.block-json', 'P.res.tx-json'],
  },
  async (t) => {
    // One block of each tx type the chain holds (the model names them), else the blocks discovery read with txs.
    const m = chainModel(t);
    const byType = new Map<number, number>();
    for (const tx of m.txs.values()) if (!byType.has(tx.typeId)) byType.set(tx.typeId, tx.height);
    // In type order, one block per type (a block holding two types is asked twice): two targets compared step by
    // step then pair blocks of the same tx type.
    const heights = [...byType].sort(([a], [b]) => a - b).map(([, h]) => h);
    if (heights.length === 0) starved(t, 'blocks', 'no block with transactions was found on this target');
    for (const h of heights) {
      const [hex, json] = await Promise.all([
        t.rpc('platform.getBlockByHeight', { height: String(h), encoding: 'hex' }),
        t.rpc('platform.getBlockByHeight', { height: String(h), encoding: 'json' }),
      ]);
      const decoded = decodeBlock(hexPayload(t, t.ok(hex, HexResult).block, '$.result.block'));
      verifyBlockJsonAgainstBytes(t, t.ok(json, JsonResult).block, decoded, '$.result.block');
    }
  },
);
