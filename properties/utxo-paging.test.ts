// getUTXOs paging as a model (P.m.getUTXOs R1–R6): for arbitrary subsets of the target's addresses
// (their UTXO counts from discovery: 0, 1, 1024, 1025, > 3000 on the mock) and arbitrary limits
// (omitted, 0, negative, 1 … 2000, as string or number), every page keeps R1–R3 with numFetched
// counting its UTXOs, and following endIndex from the start reaches every UTXO of every address
// (duplicates allowed, R6), ending with the first page shorter than the limit (R5).
import fc from 'fast-check';
import { Result } from '../schemas/platform/getUTXOs.js';
import type { DiscoveredAddress } from '../src/discovery/discovered-inputs.js';
import type { ParamsOf } from '../src/catalog/method-catalog.js';
import type { CheckContext } from '../src/check/check.js';
import { limitAsked, limitCase, limitParam, type LimitCase } from './arbitraries/limit.js';
import { inconclusive, propertyCheck } from './_support/property.js';
import { starved } from '../suites/_support/inputs.js';
import { ownerOf, pagedResult } from '../suites/_support/utxo-page.js';
import { MAX_UTXOS_PER_PAGE } from '../src/spec/limits.js';
import {
  pageBreaches,
  pageSize,
  unreached,
  unreachedBreach,
  utxoPages,
  withStartIndex,
  type PagedUtxo,
} from '../src/spec/utxo-paging.js';

/** Pages one walk may fetch; longer walks check their first pages only. */
const MAX_PAGES = 6;

/** Where a page starts: the endIndex of the one before (R3). */
type UtxoIndex = ParamsOf<'platform.getUTXOs'>['startIndex'];

interface Walk {
  addresses: Array<{ address: string; utxoCount: number }>;
  limit: LimitCase;
}

/** Addresses grouped by UTXO count, so each count is drawn as often as any other. */
function addressArbitrary(counted: DiscoveredAddress[]): fc.Arbitrary<{ address: string; utxoCount: number }> {
  const groups = new Map<number, Array<{ address: string; utxoCount: number }>>();
  for (const a of counted)
    groups.set(a.utxoCount!, [...(groups.get(a.utxoCount!) ?? []), { address: a.address, utxoCount: a.utxoCount! }]);
  return fc.constantFrom(...[...groups.keys()].sort((x, y) => x - y)).chain((n) => fc.constantFrom(...groups.get(n)!));
}

function walkArbitrary(t: CheckContext): fc.Arbitrary<Walk> {
  const counted = t.discovery.addresses.filter((a) => a.utxoCount !== null);
  const withUtxos = counted.filter((a) => a.utxoCount! > 0);
  if (!withUtxos.length)
    starved(t, 'utxos', 'no address with UTXOs was found on this target (discovery counts them by paging getUTXOs)');
  return fc
    .record({
      first: addressArbitrary(withUtxos),
      more: fc.array(addressArbitrary(counted), { maxLength: 2 }),
      limit: limitCase,
    })
    .map(({ first, more, limit }) => {
      const addresses = [first, ...more].filter((a, i, all) => all.findIndex((b) => b.address === a.address) === i);
      return { addresses, limit };
    });
}

/** UTXOs of one address counted afresh by paging it alone with limit 1024 (null: too many to count). */
async function recount(t: CheckContext, address: string): Promise<number | null> {
  let n = 0;
  const pages = utxoPages(
    async (start?: UtxoIndex) =>
      await t.call('platform.getUTXOs', withStartIndex({ addresses: [address], limit: MAX_UTXOS_PER_PAGE }, start)),
    { limit: MAX_UTXOS_PER_PAGE, maxPages: 6 },
  );
  for await (const r of pages) n += r.utxos.length;
  return pages.done() ? n : null;
}

async function walk(t: CheckContext, { addresses, limit }: Walk): Promise<void> {
  const requested = new Set(addresses.map((a) => ownerOf(a.address)));
  const counts = new Map(addresses.map((a) => [ownerOf(a.address), a.utxoCount]));
  const params = { addresses: addresses.map((a) => a.address), ...limitParam(limit) };
  const asked = pageSize(limitAsked(limit));

  if (asked === null && limit.kind === 'value' && BigInt(limit.value) < 0n) {
    // No uint64: the spec gives no answer. An error is fine; a page still keeps R1 and the 1024 cap.
    const out = await t.rpc('platform.getUTXOs', params);
    if (out.error !== undefined) return void t.rpcError(out);
    return t.failOn(pageBreaches(pagedResult(t, t.ok(out, Result)), requested, MAX_UTXOS_PER_PAGE)[0]);
  }

  // limit 0: R2 read literally allows no UTXO at all; AvalancheGo reads it as the default 1024.
  const zeroLimit = asked === null;
  const size = asked ?? MAX_UTXOS_PER_PAGE;
  const seen = new Map<string, PagedUtxo>();
  let fetched = 0;
  let lastLength = 0;
  // The limit in whichever wire form the property drew (a JSON value, some beyond the schema's uint64).
  const pages = utxoPages(async (start) => await t.callRaw('platform.getUTXOs', withStartIndex(params, start)), {
    limit: size,
    maxPages: MAX_PAGES,
  });
  for await (const r of pages) {
    const p = pagedResult(t, r);
    if (zeroLimit && fetched === 0 && p.utxos.length === 0) return;
    fetched++;
    lastLength = p.utxos.length;
    t.failOn(pageBreaches(p, requested, size)[0]);
    for (const u of p.utxos) seen.set(u.id, u);
  }
  // A walk longer than MAX_PAGES checked its first pages only.
  if (!pages.done()) return;
  const missing = unreached(seen, counts);
  if (!missing.length) return;
  // R6: the set may change between calls. Judge only when the address still holds what discovery counted.
  if (t.run.target.kind !== 'mock')
    for (const m of missing) {
      const [address] = addresses.filter((a) => ownerOf(a.address) === m.owner);
      if ((await recount(t, address!.address)) !== m.expected) inconclusive();
    }
  const m = missing[0]!;
  const name = addresses.find((a) => ownerOf(a.address) === m.owner)!.address;
  t.failOn(unreachedBreach(m, name, `${fetched} page(s), the last of ${lastLength} < limit ${size} (R5: the end)`));
}

propertyCheck(
  'paging getUTXOs with any addresses and limit keeps R1–R3 and reaches every UTXO (R5, R6)',
  {
    id: 'utxo-paging.any-addresses-and-limit',
    method: 'platform.getUTXOs',
    aspect: 'pagination',
    clauses: [
      'P.m.getUTXOs',
      'P.m.getUTXOs.R1',
      'P.m.getUTXOs.R2',
      'P.m.getUTXOs.R3',
      'P.m.getUTXOs.R4',
      'P.m.getUTXOs.R5',
      'P.m.getUTXOs.R6',
      'P.limit.utxos',
    ],
  },
  walkArbitrary,
  walk,
  { runsFactor: 0.1 },
);
