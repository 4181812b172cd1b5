import { HexResult, JsonResult } from '../../schemas/platform/getBlock.js';
import { check } from '../../src/check/check.js';
import { decodeBlock } from '../../src/codec/codec.js';
import { cb58, hexPayload } from '../_support/bytes.js';
import { verifyBlockJsonAgainstBytes } from '../_support/tx-json.js';
import { blockWithTxs } from '../_support/inputs.js';

check(
  'with encoding omitted answers hex (0x, checksum) whose bytes hash to the block ID',
  {
    id: 'getBlock.default-hex-hashes-to-id',
    method: 'platform.getBlock',
    aspect: 'encoding',
    clauses: ['P.m.getBlock', 'P.env.encoding-default', 'P.conv.bytes-hex'],
  },
  async (t) => {
    const b = blockWithTxs(t);
    const r = t.ok(await t.rpc('platform.getBlock', { blockID: b.id }), HexResult);
    const bytes = hexPayload(t, r.block, '$.result.block');
    const decoded = decodeBlock(bytes);
    t.equal(cb58(decoded.id), b.id, 'sha256 of the block bytes must be the block ID', '$.result.block');
  },
);

check(
  'hex and json encodings describe the same block: height, parent, and every member of every tx',
  {
    id: 'getBlock.hex-json-agree',
    method: 'platform.getBlock',
    aspect: 'encoding',
    clauses: ['P.m.getBlock', 'P.res.block-json', 'P.res.tx-json', 'P.limit.encodings'],
  },
  async (t) => {
    const b = blockWithTxs(t);
    const hex = t.ok(await t.rpc('platform.getBlock', { blockID: b.id, encoding: 'hex' }), HexResult);
    const json = t.ok(await t.rpc('platform.getBlock', { blockID: b.id, encoding: 'json' }), JsonResult);
    verifyBlockJsonAgainstBytes(
      t,
      json.block,
      decodeBlock(hexPayload(t, hex.block, '$.result.block')),
      '$.result.block',
    );
  },
);

check(
  'an unsupported encoding is rejected',
  {
    id: 'getBlock.unsupported-encoding',
    method: 'platform.getBlock',
    aspect: 'encoding',
    clauses: ['P.err.encoding', 'P.m.getBlock'],
  },
  async (t) => {
    const b = blockWithTxs(t);
    t.rpcError(await t.rpc('platform.getBlock', { blockID: b.id, encoding: 'cb58' }));
  },
);
