// Heights and blocks: for any height up to the tip, getBlockByHeight decodes to that height, and
// the height may be sent as a decimal string or a JSON number with the same answer.
import fc from 'fast-check';
import { HexResult } from '../schemas/platform/getBlock.js';
import { decodeBlock } from '../src/codec/index.js';
import { decodeHexChecksum } from '../src/encoding/hex.js';
import { propertyCheck } from './_support/property.js';

propertyCheck(
  'getBlockByHeight(h) decodes to height h for any h up to the tip',
  { method: 'platform.getBlockByHeight', aspect: 'consistency', clauses: ['P.m.getBlockByHeight'] },
  (t) => fc.integer({ min: 0, max: Number(t.discovery.height) }),
  async (t, h) => {
    const r = t.ok(await t.rpc('platform.getBlockByHeight', { height: String(h) }), HexResult);
    t.equal(decodeBlock(decodeHexChecksum(r.block)).height, BigInt(h), `the block answered for height ${h} must decode to height ${h}`, '$.result.block');
  },
  { runsFactor: 0.2 },
);

propertyCheck(
  'a uint64 height as a decimal string and as a JSON number gets the same answer',
  { method: 'platform.getBlockByHeight', aspect: 'encoding', clauses: ['P.conv.uint64-forms'] },
  (t) => fc.integer({ min: 0, max: Number(t.discovery.height) }),
  async (t, h) => {
    const asString = t.ok(await t.rpc('platform.getBlockByHeight', { height: String(h) }), HexResult);
    const asNumber = t.ok(await t.rpc('platform.getBlockByHeight', { height: h }), HexResult);
    t.equal(asNumber, asString, `height ${h} as a number and as a string must answer the same block`, '$.result');
  },
  { runsFactor: 0.1 },
);
