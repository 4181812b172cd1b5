// The spec's getUTXOs rules (P.m.getUTXOs R1–R6, P.limit.utxos), each written once. The suites' checks
// (suites/platform/getUTXOs.test.ts), the paging property (properties/utxo-paging.test.ts), discovery's
// count of each address's UTXOs (src/discovery/discover.ts) and seeding's walks (src/seed/api.ts) call
// these, and the mock pages with pageSize(). Each rule returns the findings it breaks, never throws.
import type { Finding } from './finding.js';
import { MAX_UTXOS_PER_PAGE } from './limits.js';

/** One UTXO as the rules read it: its CB58 UTXO ID and its owners as hex of their 20 bytes. */
export interface PagedUtxo {
  id: string;
  owners: string[];
}

/** One page as the rules read it; endIndex.address as hex of its 20 bytes, null when it does not parse. */
export interface PagedResult {
  numFetched: bigint;
  utxos: PagedUtxo[];
  endIndex: { address: string | null; utxo: string };
}

/**
 * R2 (with P.limit.utxos): how many UTXOs a page may hold for a limit. Omitted or above 1024 → 1024.
 * null where the spec gives none: a negative limit is no uint64, and 0 reads "at most 0" literally while
 * AvalancheGo reads it as the default, so a caller judges 0 apart.
 */
export function pageSize(limit: bigint | undefined): number | null {
  if (limit === undefined) return MAX_UTXOS_PER_PAGE;
  if (limit <= 0n) return null;
  return limit > BigInt(MAX_UTXOS_PER_PAGE) ? MAX_UTXOS_PER_PAGE : Number(limit);
}

/** numFetched counts the UTXOs the page returns (the result of getUTXOs, and of getRewardUTXOs). */
export function numFetchedBreach(
  numFetched: bigint,
  returned: number,
  clause: 'P.m.getUTXOs' | 'P.m.getRewardUTXOs' = 'P.m.getUTXOs',
): Finding | null {
  return numFetched === BigInt(returned)
    ? null
    : {
        code: 'utxo.num-fetched',
        clause,
        summary: 'numFetched must count the UTXOs returned',
        expected: String(returned),
        received: String(numFetched),
        path: '$.result.numFetched',
      };
}

/** R2: a page holds at most `size` UTXOs (pageSize of the limit asked). */
export function pageSizeBreach(returned: number, size: number): Finding | null {
  return returned <= size
    ? null
    : {
        code: 'utxo.page-size',
        clause: size === MAX_UTXOS_PER_PAGE ? 'P.limit.utxos' : 'P.m.getUTXOs.R2',
        summary: `more than min(limit, ${MAX_UTXOS_PER_PAGE}) = ${size} UTXOs came back`,
        expected: `≤ ${size}`,
        received: String(returned),
        path: '$.result.utxos',
      };
}

/**
 * R2 with R5: an address that holds at least `size` UTXOs gets a full page, since a shorter one would
 * end the fetch (R5) with UTXOs left.
 */
export function fullPageBreach(returned: number, size: number, held: number): Finding | null {
  return returned >= Math.min(size, held)
    ? null
    : {
        code: 'utxo.page-size',
        clause: 'P.m.getUTXOs.R2',
        summary: `a page of an address holding ${held} UTXOs must hold min(limit, 1024) = ${size} of them`,
        expected: String(Math.min(size, held)),
        received: String(returned),
        path: '$.result.utxos',
      };
}

/** R1: each UTXO is owned by a requested address (`requested`: hex of their 20 bytes). */
export function ownerBreaches(utxos: readonly PagedUtxo[], requested: ReadonlySet<string>): Finding[] {
  return utxos.flatMap((u, i) =>
    u.owners.some((o) => requested.has(o))
      ? []
      : [
          {
            code: 'utxo.owner' as const,
            clause: 'P.m.getUTXOs.R1' as const,
            summary: 'a UTXO references none of the requested addresses',
            expected: `an owner in ${[...requested].join(', ')}`,
            received: u.owners.join(', ') || 'no owner',
            path: `$.result.utxos[${i}]`,
          },
        ],
  );
}

/**
 * R3: endIndex marks the last UTXO returned: its utxo is that UTXO's ID and, when `requested` is given,
 * its address a requested owner of it. A page without UTXOs marks nothing.
 */
export function endIndexBreach(page: PagedResult, requested?: ReadonlySet<string>): Finding | null {
  const last = page.utxos[page.utxos.length - 1];
  if (!last) return null;
  if (page.endIndex.utxo !== last.id)
    return {
      code: 'utxo.endindex-utxo',
      clause: 'P.m.getUTXOs.R3',
      summary: 'endIndex.utxo must be the UTXO ID of the last UTXO returned',
      expected: last.id,
      received: page.endIndex.utxo,
      path: '$.result.endIndex.utxo',
    };
  const address = page.endIndex.address;
  if (requested && (address === null || !(last.owners.includes(address) && requested.has(address))))
    return {
      code: 'utxo.endindex-owner',
      clause: 'P.m.getUTXOs.R3',
      summary: 'endIndex.address must be a requested owner of the last UTXO returned',
      expected: last.owners.filter((o) => requested.has(o)).join(' or '),
      received: address ?? 'an address that does not parse',
      path: '$.result.endIndex.address',
    };
  return null;
}

/** Every rule one page keeps: numFetched counts its UTXOs, R2 (`size`), R1 and R3. */
export function pageBreaches(page: PagedResult, requested: ReadonlySet<string>, size: number): Finding[] {
  return [
    numFetchedBreach(page.numFetched, page.utxos.length),
    pageSizeBreach(page.utxos.length, size),
    ...ownerBreaches(page.utxos, requested),
    endIndexBreach(page, requested),
  ].filter((f): f is Finding => f !== null);
}

/**
 * R3: the page asked with startIndex = the previous page's endIndex (as JSON text) ends past it. One that
 * ends where the previous did never moves: following endIndex would ask the same page forever.
 */
export function advanceBreach(previousEnd: string, end: string): Finding | null {
  return end !== previousEnd
    ? null
    : {
        code: 'utxo.endindex-advances',
        clause: 'P.m.getUTXOs.R3',
        summary: 'the page after startIndex = the previous endIndex ends where the previous one did',
        expected: 'an endIndex past the previous one',
        received: end,
        path: '$.result.endIndex',
      };
}

/** R5: a page shorter than its size ends the fetch (a full page may have more after it). */
export const endsFetch = (returned: number, size: number): boolean => returned < size;

/** R5: the page that ends the fetch says so with numFetched below the limit. */
export function lastPageBreach(numFetched: bigint, size: number): Finding | null {
  return numFetched < BigInt(size)
    ? null
    : {
        code: 'utxo.fetch-end',
        clause: 'P.m.getUTXOs.R5',
        summary: 'the page that ends the fetch must report numFetched < limit',
        expected: `< ${size}`,
        received: String(numFetched),
        path: '$.result.numFetched',
      };
}

/**
 * R3–R6: a fetch that ended (R5) reached every UTXO of every requested address. Per address, the
 * distinct UTXOs seen that it owns number exactly its count: a UTXO seen twice counts once (R6).
 * Returns the addresses whose count is off.
 */
export function unreached(
  seen: ReadonlyMap<string, PagedUtxo>,
  counts: ReadonlyMap<string, number>,
): Array<{ owner: string; expected: number; reached: number }> {
  const reached = new Map<string, number>([...counts.keys()].map((o) => [o, 0]));
  for (const u of seen.values())
    for (const o of new Set(u.owners)) if (reached.has(o)) reached.set(o, reached.get(o)! + 1);
  return [...counts]
    .filter(([o, n]) => reached.get(o) !== n)
    .map(([owner, expected]) => ({ owner, expected, reached: reached.get(owner)! }));
}

/**
 * The breach `unreached` found for one address: the fetch ended, or ran out of the pages it was allowed,
 * short of its UTXOs. `address` names the address as the request did; `after` says where the walk stopped.
 */
export function unreachedBreach(m: { expected: number; reached: number }, address: string, after: string): Finding {
  return {
    code: 'utxo.fetch-complete',
    clause: 'P.m.getUTXOs.R5',
    summary: `paging must reach every UTXO of ${address} (R3–R6; a UTXO seen twice counts once)`,
    expected: `${m.expected} distinct UTXOs`,
    received: `${m.reached} after ${after}`,
    path: '$.result.utxos',
  };
}

/** What the paging loop reads of a page: its UTXOs and where it ended. */
export interface UtxoPage {
  utxos: readonly unknown[];
  endIndex?: unknown;
}

/**
 * R4 then R3: the pages of one fetch, at most `maxPages`: from the start (no startIndex), then again with
 * startIndex = the last page's endIndex, until a page ends the fetch (R5). `fetchPage(startIndex)` sends
 * one request; a caller that stops early just leaves the loop. After the last page `done()` tells whether
 * the fetch reached its end or ran out of pages.
 */
export function utxoPages<P extends UtxoPage, S = unknown>(
  fetchPage: (startIndex: S | undefined) => Promise<P>,
  opts: { limit: number; maxPages: number },
): AsyncIterable<P> & { done(): boolean } {
  let ended = false;
  return {
    done: () => ended,
    async *[Symbol.asyncIterator]() {
      let start: S | undefined;
      for (let page = 0; page < opts.maxPages; page++) {
        const p = await fetchPage(start);
        if (endsFetch(p.utxos.length, opts.limit)) ended = true;
        yield p;
        if (ended) return;
        // R3: a page's endIndex is the next page's startIndex (`S`, the type the caller sends it as).
        start = p.endIndex as S | undefined;
      }
    },
  };
}

/** `params` with startIndex when there is one (R4: the first request carries none). */
export function withStartIndex<T extends object, S>(
  params: T,
  startIndex: S | null | undefined,
): T & { startIndex?: S } {
  return startIndex === undefined || startIndex === null ? params : { ...params, startIndex };
}
