// The spec's getUTXOs paging rule (P.m.getUTXOs R3–R5), written once for discovery, seeding, suites
// and properties: ask from the start, then again with startIndex = the last page's endIndex, until a
// page holds fewer UTXOs than the limit (the fetch is over).

/** What the paging rule reads of a page: its UTXOs and where it ended. */
export interface UtxoPage {
  utxos: readonly unknown[];
  endIndex?: unknown;
}

/**
 * The pages of one paged getUTXOs fetch, at most `maxPages` of them. `fetchPage(startIndex)` sends one
 * request (startIndex undefined on the first); a caller that stops early just leaves the loop. After
 * the last page `done()` tells whether the fetch reached its end (a short page) or ran out of pages.
 */
export function utxoPages<P extends UtxoPage>(
  fetchPage: (startIndex: unknown) => Promise<P>,
  opts: { limit: number; maxPages: number },
): AsyncIterable<P> & { done(): boolean } {
  let ended = false;
  return {
    done: () => ended,
    async *[Symbol.asyncIterator]() {
      let start: unknown;
      for (let page = 0; page < opts.maxPages; page++) {
        const p = await fetchPage(start);
        if (p.utxos.length < opts.limit) ended = true;
        yield p;
        if (ended) return;
        start = p.endIndex;
      }
    },
  };
}

/** `params` with startIndex when there is one (the first request carries none). */
export function withStartIndex<T extends object>(params: T, startIndex: unknown): T & { startIndex?: unknown } {
  return startIndex === undefined || startIndex === null ? params : { ...params, startIndex };
}
