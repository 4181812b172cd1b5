// getUTXOs as a model: for arbitrary addresses and limits, every page respects R1–R3 and following
// endIndex from the start reaches the complete set (duplicates allowed, R6) and ends when numFetched <
// limit (R5).
import fc from 'fast-check';
import { Result } from '../schemas/platform/getUTXOs.js';
import { decodeUtxo } from '../src/codec/index.js';
import { cb58Encode } from '../src/encoding/cb58.js';
import { decodeHexChecksum } from '../src/encoding/hex.js';
import { parseAddress } from '../src/encoding/address.js';
import { propertyCheck } from './_support/property.js';

const MAX_PAGES = 8;

propertyCheck(
  'paging getUTXOs with any limit respects R1–R3 and reaches every UTXO (R5, R6)',
  { method: 'platform.getUTXOs', aspect: 'pagination', clauses: ['P.m.getUTXOs.R1', 'P.m.getUTXOs.R2', 'P.m.getUTXOs.R3', 'P.m.getUTXOs.R5', 'P.m.getUTXOs.R6'] },
  (t) => {
    const counted = t.discovery.addresses.filter((a) => a.utxoCount !== null && a.utxoCount > 0);
    if (!counted.length) t.skip('no address with UTXOs was found on this target');
    return fc.record({ address: fc.constantFrom(...counted), limit: fc.oneof(fc.constant(undefined), fc.integer({ min: 1, max: 2000 })) });
  },
  async (t, { address, limit }) => {
    const owner = Buffer.from(parseAddress(address.address).bytes).toString('hex');
    const cap = Math.min(limit ?? 1024, 1024);
    const seen = new Set<string>();
    let start: unknown;
    for (let page = 0; page < MAX_PAGES; page++) {
      const r = t.ok(await t.rpc('platform.getUTXOs', { addresses: [address.address], ...(limit !== undefined ? { limit } : {}), ...(start ? { startIndex: start } : {}) }), Result);
      t.equal(r.numFetched, BigInt(r.utxos.length), 'numFetched must count the utxos returned', '$.result.numFetched');
      t.assert(r.utxos.length <= cap, `more than min(limit, 1024) = ${cap} UTXOs came back (R2)`, { expected: `≤ ${cap}`, received: String(r.utxos.length), path: '$.result.utxos' });
      let lastId = '';
      r.utxos.forEach((hex, i) => {
        const u = decodeUtxo(decodeHexChecksum(hex));
        t.assert(u.output.addresses.some((a) => Buffer.from(a).toString('hex') === owner), 'a UTXO of another address came back (R1)', { expected: address.address, path: `$.result.utxos[${i}]` });
        lastId = cb58Encode(u.utxoId);
        seen.add(hex);
      });
      if (r.utxos.length) t.equal(r.endIndex.utxo, lastId, 'endIndex must mark the last UTXO returned (R3)', '$.result.endIndex.utxo');
      if (r.utxos.length < cap) {
        t.equal(seen.size, address.utxoCount, 'paging from the start must reach every UTXO of the address (R5, R6)', '$.result');
        return;
      }
      start = r.endIndex;
    }
  },
  { runsFactor: 0.1 },
);
