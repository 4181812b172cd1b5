import { HexResult, JsonResult } from '../../schemas/platform/getBlock.js';
import { check } from '../../src/harness/check.js';
import { decodeBlock } from '../../src/codec/index.js';
import { cb58, hexPayload } from '../_support/bytes.js';
import { blockWithTxs } from '../_support/inputs.js';

check('with encoding omitted answers hex (0x, checksum) whose bytes hash to the block ID', { id: 'getBlock.default-hex-hashes-to-id', method: 'platform.getBlock', aspect: 'encoding', clauses: ['P.m.getBlock', 'P.env.encoding-default', 'P.conv.bytes-hex'] }, async (t) => {
  const b = blockWithTxs(t);
  const r = t.ok(await t.rpc('platform.getBlock', { blockID: b.id }), HexResult);
  const bytes = hexPayload(t, r.block, '$.result.block');
  const decoded = decodeBlock(bytes);
  t.equal(cb58(decoded.id), b.id, 'sha256 of the block bytes must be the block ID', '$.result.block');
});

check('hex and json encodings describe the same block: height, parent and tx IDs', { id: 'getBlock.hex-json-agree', method: 'platform.getBlock', aspect: 'encoding', clauses: ['P.m.getBlock', 'P.res.block-json', 'P.limit.encodings'] }, async (t) => {
  const b = blockWithTxs(t);
  const hex = t.ok(await t.rpc('platform.getBlock', { blockID: b.id, encoding: 'hex' }), HexResult);
  const json = t.ok(await t.rpc('platform.getBlock', { blockID: b.id, encoding: 'json' }), JsonResult);
  const decoded = decodeBlock(hexPayload(t, hex.block, '$.result.block'));
  t.equal(decoded.height, json.block.height, 'the decoded height must equal the json height', '$.result.block.height');
  t.equal(cb58(decoded.parentId), json.block.parentID, 'the decoded parent must equal the json parentID', '$.result.block.parentID');
  t.equal(decoded.txs.map((x) => cb58(x.id)), json.block.txs.map((x) => x.id), 'tx IDs (sha256 of the signed tx bytes) must equal the json tx ids', '$.result.block.txs[*].id');
});

check('an unsupported encoding is rejected', { id: 'getBlock.unsupported-encoding', method: 'platform.getBlock', aspect: 'encoding', clauses: ['P.err.encoding', 'P.m.getBlock'] }, async (t) => {
  const b = blockWithTxs(t);
  t.rpcError(await t.rpc('platform.getBlock', { blockID: b.id, encoding: 'cb58' }));
});
