// getUTXOs rules R1–R6 and its limits: each check asks the target for the case and holds the answer to
// the rule of src/spec/utxo-paging.ts it names.
import type { ParamsOf } from '../../src/catalog/method-catalog.js';
import { check, type CheckContext } from '../../src/check/check.js';
import { decodeUtxo } from '../../src/codec/codec.js';
import { stringifyJson } from '../../src/json/lossless.js';
import { unspentOf, utxoKey } from '../../src/model/chain-model.js';
import { addressKey, completeChainModel, ownerText, skipIfChainMoved } from '../_support/worker-chain-model.js';
import { hexKey } from '../../src/encoding/hex.js';
import { cb58, hexPayload } from '../_support/bytes.js';
import { addressWithUtxos, onePageAddresses, starved } from '../_support/inputs.js';
import { MAX_UTXOS_PER_PAGE } from '../../src/spec/limits.js';
import {
  endIndexBreach,
  fullPageBreach,
  lastPageBreach,
  numFetchedBreach,
  ownerBreaches,
  pageSize,
  pageSizeBreach,
  unreached,
  unreachedBreach,
  utxoPages,
  withStartIndex,
  type PagedUtxo,
} from '../../src/spec/utxo-paging.js';
import { ownerOf, pagedResult } from '../_support/utxo-page.js';

/** Where a page starts: the endIndex of the one before (R3). */
type UtxoIndex = ParamsOf<'platform.getUTXOs'>['startIndex'];

/** A page of getUTXOs; whatever rule a check reads it for, its numFetched counts the UTXOs it returns (P.m.getUTXOs). */
async function page(t: CheckContext, params: ParamsOf<'platform.getUTXOs'>) {
  const r = await t.call('platform.getUTXOs', params);
  t.breaches([numFetchedBreach(r.numFetched, r.utxos.length)]);
  return r;
}

/** How many UTXOs discovery counted for an address (it pages every address it hands out). */
const utxoCountOf = (t: CheckContext, address: string): number =>
  t.discovery.addresses.find((a) => a.address === address)!.utxoCount!;

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
    const p = pagedResult(t, await page(t, { addresses: [address], limit: 50 }));
    t.breaches(ownerBreaches(p.utxos, new Set([ownerOf(address)])));
  },
);

check(
  'returns at most limit UTXOs (R2)',
  { id: 'getUTXOs.R2-at-most-limit', method: 'platform.getUTXOs', aspect: 'pagination', clauses: ['P.m.getUTXOs.R2'] },
  async (t) => {
    const r = await page(t, { addresses: [addressWithUtxos(t, 6)], limit: 5 });
    t.failOn(pageSizeBreach(r.utxos.length, pageSize(5n)!));
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
    const address = addressWithUtxos(t, MAX_UTXOS_PER_PAGE + 1);
    const r = await page(t, { addresses: [address] });
    const size = pageSize(undefined)!;
    t.failOn(pageSizeBreach(r.utxos.length, size) ?? fullPageBreach(r.utxos.length, size, utxoCountOf(t, address)));
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
    const r = await page(t, { addresses: [addressWithUtxos(t, MAX_UTXOS_PER_PAGE + 1)], limit: 2000 });
    t.failOn(pageSizeBreach(r.utxos.length, pageSize(2000n)!));
  },
);

check(
  'numFetched equals the number of UTXOs returned',
  { id: 'getUTXOs.numFetched', method: 'platform.getUTXOs', aspect: 'pagination', clauses: ['P.m.getUTXOs'] },
  async (t) => {
    // page() holds every page's numFetched to its UTXOs: this one asks a page of its own.
    await page(t, { addresses: [addressWithUtxos(t, 1)], limit: 7 });
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
    const address = addressWithUtxos(t, 4);
    const p = pagedResult(t, await page(t, { addresses: [address], limit: 3 }));
    t.assert(p.utxos.length > 0, 'no UTXO came back', {
      expected: '3 UTXOs',
      received: 'none',
      path: '$.result.utxos',
    });
    t.failOn(endIndexBreach(p, new Set([ownerOf(address)])));
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
    const address = addressWithUtxos(t, MAX_UTXOS_PER_PAGE + 1);
    const count = utxoCountOf(t, address);
    const LIMIT = 400;
    const seen = new Map<string, PagedUtxo>();
    const pages = utxoPages(
      (start?: UtxoIndex) => page(t, withStartIndex({ addresses: [address], limit: LIMIT }, start)),
      {
        limit: LIMIT,
        maxPages: Math.ceil(count / LIMIT) + 2,
      },
    );
    let last: bigint | undefined;
    for await (const r of pages) {
      for (const u of pagedResult(t, r).utxos) seen.set(u.id, u);
      last = r.numFetched;
    }
    // R5: the page that ends the fetch says so with numFetched below the limit.
    if (pages.done() && last !== undefined) t.breaches([lastPageBreach(last, LIMIT)]);
    t.breaches(
      unreached(seen, new Map([[ownerOf(address), count]])).map((m) =>
        unreachedBreach(m, address, pages.done() ? 'the page that ended the fetch' : 'every page allowed'),
      ),
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
    const addresses = t.discovery.addresses.slice(0, MAX_UTXOS_PER_PAGE).map((a) => a.address);
    if (addresses.length === 0) starved(t, 'utxos', 'no address was found on this target');
    const r = await page(t, { addresses, sourceChain: 'X', limit: MAX_UTXOS_PER_PAGE });
    t.observe('atomic-utxos', String(r.utxos.length));
    if (r.utxos.length === 0) t.skip('no UTXO exported from X to the discovered addresses');
    const p = pagedResult(t, r);
    t.breaches(ownerBreaches(p.utxos, new Set(addresses.map(ownerOf))));
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
      const r = await page(t, { addresses: [address], limit: MAX_UTXOS_PER_PAGE });
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
