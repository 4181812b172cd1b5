// Heights and blocks: for any h up to the tip, getBlockByHeight(h) decodes to height h and its parent
// is the block at h-1; any h above the tip is an error; getValidatorsAt at any past height answers a
// map of node IDs to positive uint64 weights. Heights go out in either uint64 form.
import fc from 'fast-check';
import { HexResult } from '../schemas/platform/getBlock.js';
import { decodeBlock, type DecodedBlock } from '../src/codec/codec.js';
import { cb58Encode } from '../src/encoding/cb58.js';
import type { CheckContext } from '../src/check/check.js';
import { preview } from '../src/check/failure.js';
import { hexPayload } from '../suites/_support/bytes.js';
import { inWire, uint64In, UINT64_MAX, type Uint64Wire } from './arbitraries/uint64.js';
import { tip } from './_support/inputs.js';
import { inconclusive, propertyCheck } from './_support/property.js';

async function blockAt(t: CheckContext, h: Uint64Wire): Promise<DecodedBlock> {
  const r = t.ok(await t.rpc('platform.getBlockByHeight', { height: h.json, encoding: 'hex' }), HexResult);
  const bytes = hexPayload(t, r.block, '$.result.block');
  try {
    return decodeBlock(bytes);
  } catch (e) {
    t.fail(`the block at height ${h.value} does not decode: ${(e as Error).message}`, {
      expected: 'a P-Chain block (facts §6.5)',
      received: r.block.slice(0, 60) + '…',
      path: '$.result.block',
    });
  }
}

propertyCheck(
  'getBlockByHeight(h) decodes to height h and its parent is the block at h-1, for any h up to the tip',
  {
    id: 'heights.block-parent-chain',
    method: 'platform.getBlockByHeight',
    aspect: 'consistency',
    clauses: ['P.m.getBlockByHeight', 'P.res.block-json'],
  },
  (t) => inWire(uint64In(0n, tip(t))),
  async (t, h) => {
    const value = BigInt(h.value);
    const block = await blockAt(t, h);
    t.equal(
      block.height,
      value,
      `the block answered for height ${value} must decode to height ${value}`,
      '$.result.block',
    );
    if (value === 0n) return;
    const parent = await blockAt(t, {
      ...h,
      value: value - 1n,
      json: h.form === 'string' ? String(value - 1n) : Number(value - 1n),
    });
    t.equal(
      cb58Encode(block.parentId),
      cb58Encode(parent.id),
      `the parent of block ${value} must be the block at height ${value - 1n}`,
      '$.result.block',
    );
  },
  { runsFactor: 0.2 },
);

propertyCheck(
  'getBlockByHeight(h) for any h above the tip is an error',
  {
    id: 'heights.above-tip-error',
    method: 'platform.getBlockByHeight',
    aspect: 'consistency',
    clauses: ['P.m.getBlockByHeight', 'P.err.envelope'],
  },
  (t) => {
    const h = tip(t);
    if (h >= UINT64_MAX) t.skip('the tip is the largest uint64: no height lies above it');
    // Bounded ranges only: a filter over uint64 would spin if almost no value passed it.
    const top = h + 1000n > UINT64_MAX ? UINT64_MAX : h + 1000n;
    return inWire(fc.oneof(uint64In(h + 1n, top), uint64In(h + 1n, UINT64_MAX), fc.constant(UINT64_MAX)));
  },
  async (t, h) => {
    const out = await t.rpc('platform.getBlockByHeight', { height: h.json, encoding: 'hex' });
    if (out.error !== undefined) return void t.rpcError(out);
    // A live chain may have grown to h since discovery: then the answer is no failure.
    if (t.run.target.kind !== 'mock' && (await t.call('platform.getHeight', {})).height >= BigInt(h.value))
      inconclusive();
    t.fail(`height ${h.value} is above the tip (${t.discovery.height}), yet a block came back`, {
      expected: '{"error": …}',
      received: preview(out.body, 200),
      path: '$.result',
    });
  },
  { runsFactor: 0.1 },
);

propertyCheck(
  'getValidatorsAt(h) for any past height answers a map of node IDs to positive uint64 weights',
  {
    id: 'heights.validators-at-past-heights',
    method: 'platform.getValidatorsAt',
    aspect: 'schema',
    clauses: ['P.m.getValidatorsAt', 'P.conv.nodeid', 'P.conv.uint64-forms'],
  },
  (t) => inWire(uint64In(0n, tip(t))),
  async (t, h) => {
    const r = await t.call('platform.getValidatorsAt', { height: h.json });
    for (const [nodeId, weight] of Object.entries(r.validators))
      t.assert(weight > 0n, `the weight of ${nodeId} at height ${h.value} must be positive`, {
        expected: '> 0',
        received: String(weight),
        path: `$.result.validators["${nodeId}"]`,
      });
  },
  { runsFactor: 0.2 },
);
