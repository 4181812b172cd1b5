import { HexResult, JsonResult } from '../../schemas/platform/getTx.js';
import { check } from '../../src/check/check.js';
import { decodeSignedTx } from '../../src/codec/codec.js';
import { cb58, hexPayload } from '../_support/bytes.js';
import { anyTxId } from '../_support/inputs.js';
import { chainModel } from '../_support/worker-chain-model.js';
import { verifyTxJsonAgainstBytes } from '../_support/tx-json.js';

check(
  'with encoding omitted answers hex whose sha256 is the tx ID',
  {
    id: 'getTx.default-hex-hashes-to-id',
    method: 'platform.getTx',
    aspect: 'encoding',
    clauses: ['P.m.getTx', 'P.env.encoding-default', 'P.conv.bytes-hex'],
  },
  async (t) => {
    const id = anyTxId(t);
    const r = t.ok(await t.rpc('platform.getTx', { txID: id }), HexResult);
    const tx = decodeSignedTx(hexPayload(t, r.tx, '$.result.tx'));
    t.equal(cb58(tx.id), id, 'sha256 of the signed tx bytes must be the tx ID', '$.result.tx');
  },
);

check(
  'json encoding answers unsignedTx, credentials and the tx id',
  {
    id: 'getTx.json',
    method: 'platform.getTx',
    aspect: 'schema',
    clauses: ['P.m.getTx', 'P.res.tx-json', 'P.limit.encodings'],
  },
  async (t) => {
    const id = anyTxId(t);
    const r = t.ok(await t.rpc('platform.getTx', { txID: id, encoding: 'json' }), JsonResult);
    t.equal(r.tx.id, id, 'the json tx id must be the requested id', '$.result.tx.id');
  },
);

check(
  'the json tx is its hex tx decoded: every member of unsignedTx, the credentials and the id',
  {
    id: 'getTx.json-agrees-with-hex',
    method: 'platform.getTx',
    aspect: 'encoding',
    clauses: ['P.m.getTx', 'P.res.tx-json'],
  },
  async (t) => {
    // One tx of each type the chain holds (the model names them), else the first tx discovery found.
    const byType = new Map<number, string>();
    for (const tx of chainModel(t).txs.values()) if (!byType.has(tx.typeId)) byType.set(tx.typeId, tx.id);
    // In type order: two targets compared step by step then pair txs of the same type.
    const ids = byType.size ? [...byType].sort(([a], [b]) => a - b).map(([, id]) => id) : [anyTxId(t)];
    for (const id of ids) {
      const [hex, json] = await Promise.all([
        t.rpc('platform.getTx', { txID: id, encoding: 'hex' }),
        t.rpc('platform.getTx', { txID: id, encoding: 'json' }),
      ]);
      const decoded = decodeSignedTx(hexPayload(t, t.ok(hex, HexResult).tx, '$.result.tx'));
      verifyTxJsonAgainstBytes(t, t.ok(json, JsonResult).tx, decoded, '$.result.tx');
    }
  },
);
