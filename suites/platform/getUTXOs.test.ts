// getUTXOs rules R1–R6 and its limits.
import { Result, MAX_UTXOS } from '../../schemas/platform/getUTXOs.js';
import { check, type CheckContext } from '../../src/harness/check.js';
import { decodeUtxo } from '../../src/codec/index.js';
import { parseAddress } from '../../src/encoding/address.js';
import { stringifyJson } from '../../src/json/lossless.js';
import { unspentOf, utxoKey } from '../../src/model/chain-model.js';
import { addressKey, completeChainModel, ownerText, skipIfChainMoved } from '../_support/chain-model.js';
import { hexKey } from '../../src/encoding/hex.js';
import { cb58, hexPayload } from '../_support/bytes.js';
import { addressWithUtxos, onePageAddresses, starved } from '../_support/inputs.js';
import { utxoPages, withStartIndex } from '../../src/spec/utxo-paging.js';

type Page = ReturnType<typeof Result.parse>;

async function page(t: CheckContext, params: Record<string, unknown>): Promise<Page> {
  return t.ok(await t.rpc('platform.getUTXOs', params), Result);
}

const ownersOf = (t: CheckContext, hex: string, i: number) =>
  decodeUtxo(hexPayload(t, hex, `$.result.utxos[${i}]`)).output.addresses.map((a) => Buffer.from(a).toString('hex'));

check(
  'every returned UTXO references a requested address (R1)',
  {
    id: 'getUTXOs.R1-requested-addresses',
    method: 'platform.getUTXOs',
    aspect: 'pagination',
    clauses: ['P.m.getUTXOs.R1', 'P.conv.bytes-hex'],
  },
  async (t) => {
    const address = addressWithUtxos(t, 2);
    const want = Buffer.from(parseAddress(address).bytes).toString('hex');
    const r = await page(t, { addresses: [address], limit: 50 });
    r.utxos.forEach((u, i) =>
      t.assert(ownersOf(t, u, i).includes(want), 'a returned UTXO does not reference the requested address', {
        expected: address,
        received: ownersOf(t, u, i).join(','),
        path: `$.result.utxos[${i}]`,
      }),
    );
  },
);

check(
  'returns at most limit UTXOs (R2)',
  { id: 'getUTXOs.R2-at-most-limit', method: 'platform.getUTXOs', aspect: 'pagination', clauses: ['P.m.getUTXOs.R2'] },
  async (t) => {
    const r = await page(t, { addresses: [addressWithUtxos(t, 6)], limit: 5 });
    t.assert(r.utxos.length <= 5, 'more UTXOs than limit came back', {
      expected: '≤ 5',
      received: String(r.utxos.length),
      path: '$.result.utxos',
    });
  },
);

check(
  'returns at most 1024 UTXOs when limit is omitted (R2)',
  {
    id: 'getUTXOs.R2-default-limit',
    method: 'platform.getUTXOs',
    aspect: 'limit',
    clauses: ['P.m.getUTXOs.R2', 'P.limit.utxos'],
  },
  async (t) => {
    const r = await page(t, { addresses: [addressWithUtxos(t, MAX_UTXOS + 1)] });
    t.equal(r.utxos.length, MAX_UTXOS, 'an omitted limit means 1024, and the address holds more', '$.result.utxos');
  },
);

check(
  'a limit above 1024 is capped at 1024 (R2)',
  {
    id: 'getUTXOs.R2-limit-capped',
    method: 'platform.getUTXOs',
    aspect: 'limit',
    clauses: ['P.m.getUTXOs.R2', 'P.limit.utxos'],
  },
  async (t) => {
    const r = await page(t, { addresses: [addressWithUtxos(t, MAX_UTXOS + 1)], limit: 2000 });
    t.assert(r.utxos.length <= MAX_UTXOS, 'more than 1024 UTXOs came back', {
      expected: '≤ 1024',
      received: String(r.utxos.length),
      path: '$.result.utxos',
    });
  },
);

check(
  'numFetched equals the number of UTXOs returned',
  { id: 'getUTXOs.numFetched', method: 'platform.getUTXOs', aspect: 'pagination', clauses: ['P.m.getUTXOs'] },
  async (t) => {
    const r = await page(t, { addresses: [addressWithUtxos(t, 1)], limit: 7 });
    t.equal(r.numFetched, BigInt(r.utxos.length), 'numFetched must count the utxos returned', '$.result.numFetched');
  },
);

check(
  'endIndex marks the last UTXO returned (R3)',
  {
    id: 'getUTXOs.R3-endIndex',
    method: 'platform.getUTXOs',
    aspect: 'pagination',
    clauses: ['P.m.getUTXOs.R3', 'P.conv.id-cb58'],
  },
  async (t) => {
    const r = await page(t, { addresses: [addressWithUtxos(t, 4)], limit: 3 });
    const last = r.utxos[r.utxos.length - 1];
    t.assert(last, 'no UTXO came back');
    const id = cb58(decodeUtxo(hexPayload(t, last, '$.result.utxos[-1]')).utxoId);
    t.equal(
      r.endIndex.utxo,
      id,
      'endIndex.utxo must be the UTXO ID of the last UTXO returned',
      '$.result.endIndex.utxo',
    );
  },
);

check(
  'paging with endIndex from the start reaches every UTXO and ends with numFetched < limit (R3–R6)',
  {
    id: 'getUTXOs.R3-R6-paging',
    method: 'platform.getUTXOs',
    aspect: 'pagination',
    clauses: ['P.m.getUTXOs.R3', 'P.m.getUTXOs.R4', 'P.m.getUTXOs.R5', 'P.m.getUTXOs.R6'],
  },
  async (t) => {
    // An address of more than one default page; discovery counted its UTXOs with pages of 1024.
    const address = addressWithUtxos(t, MAX_UTXOS + 1);
    const count = t.discovery.addresses.find((a) => a.address === address)!.utxoCount!;
    const LIMIT = 400;
    const seen = new Set<string>();
    const pages = utxoPages((start) => page(t, withStartIndex({ addresses: [address], limit: LIMIT }, start)), {
      limit: LIMIT,
      maxPages: Math.ceil(count / LIMIT) + 2,
    });
    for await (const r of pages) {
      r.utxos.forEach((u) => seen.add(u));
      // R5: the page that ends the fetch says so with numFetched below the limit.
      if (r.utxos.length < LIMIT)
        t.assert(r.numFetched < BigInt(LIMIT), 'the last page must report numFetched < limit', {
          expected: `< ${LIMIT}`,
          received: String(r.numFetched),
          path: '$.result.numFetched',
        });
    }
    t.equal(
      seen.size,
      count,
      `paging must reach all ${count} UTXOs of the address (duplicates allowed)`,
      '$.result.utxos',
    );
  },
);

check(
  'encoding json is rejected (hex only)',
  {
    id: 'getUTXOs.json-encoding-rejected',
    method: 'platform.getUTXOs',
    aspect: 'encoding',
    clauses: ['P.limit.encodings', 'P.err.encoding'],
  },
  async (t) => {
    t.rpcError(await t.rpc('platform.getUTXOs', { addresses: [addressWithUtxos(t, 1)], encoding: 'json' }));
  },
);

check(
  'sourceChain X answers atomic UTXOs in the same shape',
  {
    id: 'getUTXOs.sourceChain-X',
    method: 'platform.getUTXOs',
    aspect: 'schema',
    clauses: ['P.m.getUTXOs.sourceChain', 'P.m.getUTXOs', 'P.conv.bytes-hex'],
  },
  async (t) => {
    // Atomic UTXOs are not discovered: ask for every discovered address at once (≤ 1024, R-limit).
    const addresses = t.discovery.addresses.slice(0, MAX_UTXOS).map((a) => a.address);
    if (addresses.length === 0) starved(t, 'utxos', 'no address was found on this target');
    const r = await page(t, { addresses, sourceChain: 'X', limit: MAX_UTXOS });
    t.observe('atomic-utxos', String(r.utxos.length));
    if (r.utxos.length === 0) t.skip('no UTXO exported from X to the discovered addresses');
    const wanted = new Set(addresses.map((a) => Buffer.from(parseAddress(a).bytes).toString('hex')));
    r.utxos.forEach((u, i) =>
      t.assert(
        ownersOf(t, u, i).some((o) => wanted.has(o)),
        'an atomic UTXO does not reference a requested address',
        {
          expected: 'one of the requested addresses',
          received: ownersOf(t, u, i).join(','),
          path: `$.result.utxos[${i}]`,
        },
      ),
    );
  },
);

check(
  "an address's UTXOs are the outputs of the chain's blocks that no block spent, each with its tx's amount, asset and owner",
  {
    id: 'getUTXOs.agrees-with-blocks',
    method: 'platform.getUTXOs',
    aspect: 'consistency',
    clauses: ['P.m.getUTXOs', 'P.conv.bytes-hex'],
  },
  async (t) => {
    const m = completeChainModel(t);
    await skipIfChainMoved(t, m);
    for (const address of onePageAddresses(t, 8)) {
      const r = await page(t, { addresses: [address], limit: MAX_UTXOS });
      const listed = new Set<string>();
      r.utxos.forEach((hex, i) => {
        const path = `$.result.utxos[${i}]`;
        const u = decodeUtxo(hexPayload(t, hex, path));
        const txId = cb58(u.txId);
        const key = utxoKey(txId, u.outputIndex);
        listed.add(key);
        // A UTXO of a tx no block holds was set at genesis: blocks say nothing of it.
        if (!m.txs.has(txId)) return;
        t.verify(!m.spent.has(key), `UTXO ${key} is listed, but a block of the chain spent it`, {
          expected: 'only unspent outputs',
          received: key,
          path,
        });
        const o = m.outputs.get(key);
        if (!o) {
          // The stake of a staking tx comes back (with any reward) at the indices after its own outputs when the staker ends;
          // an L1 validator's remaining balance comes back at the index after the outputs of the tx that disabled it.
          const tx = m.txs.get(txId)!;
          const staker = m.stakers.get(txId);
          const kept =
            (staker !== undefined && u.outputIndex >= staker.baseOutputs) || u.outputIndex === tx.refundIndex;
          t.verify(kept, `UTXO ${key} names an output its tx (in block ${tx.height}) does not create`, {
            expected: 'an output of the tx',
            received: key,
            path,
          });
          return;
        }
        const got = {
          amount: u.output.amount,
          assetId: cb58(u.assetId),
          owner: ownerText({ ...u.output, addresses: u.output.addresses.map(hexKey) }),
          stakeableLocktime: u.output.stakeableLocktime ?? null,
        };
        const want = {
          amount: o.amount,
          assetId: o.assetId,
          owner: ownerText(o.owner),
          stakeableLocktime: o.stakeableLocktime ?? null,
        };
        t.verify(
          stringifyJson(got) === stringifyJson(want),
          `UTXO ${key} differs from output ${u.outputIndex} of its tx in block ${o.height}`,
          { expected: stringifyJson(want), received: stringifyJson(got), path },
        );
      });
      for (const o of unspentOf(m, addressKey(address)))
        t.verify(
          listed.has(o.key),
          `output ${o.key} of block ${o.height} names ${address} and no block spent it, but getUTXOs does not list it`,
          { expected: o.key, received: `${r.utxos.length} UTXOs without it`, path: '$.result.utxos' },
        );
    }
  },
);
