// The getUTXOs paging model (P.m.getUTXOs R1–R6), free of I/O so it can be tested on its own: what
// one page must satisfy, and what the pages of a walk that followed endIndex must add up to.
import type { ClauseId } from '../../src/spec/clauses.js';
import type { RuleCode } from '../../src/spec/rules.js';

export interface ModelUtxo {
  /** CB58 UTXO ID (txID ‖ outputIndex hashed, facts §5.4). */
  id: string;
  /** Owner addresses as hex of their 20 bytes. */
  owners: string[];
}

export interface ModelPage {
  numFetched: bigint;
  utxos: ModelUtxo[];
  /** endIndex.address as hex of its 20 bytes (null when it does not parse), and endIndex.utxo. */
  endIndex: { address: string | null; utxo: string };
}

export interface Violation {
  code: RuleCode;
  clause: ClauseId;
  summary: string;
  expected: string;
  received: string;
  path: string;
}

/**
 * The rules one page satisfies: numFetched counts the UTXOs, at most `size` of them (R2), each owned
 * by a requested address (R1), and endIndex names the last one, with one of its requested owners (R3).
 */
export function pageViolations(page: ModelPage, requested: ReadonlySet<string>, size: number): Violation[] {
  const out: Violation[] = [];
  if (page.numFetched !== BigInt(page.utxos.length))
    out.push({
      code: 'utxo.num-fetched',
      clause: 'P.m.getUTXOs',
      summary: 'numFetched must count the UTXOs returned',
      expected: String(page.utxos.length),
      received: String(page.numFetched),
      path: '$.result.numFetched',
    });
  if (page.utxos.length > size)
    out.push({
      code: 'utxo.page-size',
      clause: 'P.m.getUTXOs.R2',
      summary: `more than min(limit, 1024) = ${size} UTXOs came back (R2)`,
      expected: `≤ ${size}`,
      received: String(page.utxos.length),
      path: '$.result.utxos',
    });
  page.utxos.forEach((u, i) => {
    if (!u.owners.some((o) => requested.has(o)))
      out.push({
        code: 'utxo.owner',
        clause: 'P.m.getUTXOs.R1',
        summary: 'a UTXO references none of the requested addresses (R1)',
        expected: `an owner in ${[...requested].join(', ')}`,
        received: u.owners.join(', ') || 'no owner',
        path: `$.result.utxos[${i}]`,
      });
  });
  const last = page.utxos[page.utxos.length - 1];
  if (last) {
    if (page.endIndex.utxo !== last.id)
      out.push({
        code: 'utxo.endindex-utxo',
        clause: 'P.m.getUTXOs.R3',
        summary: 'endIndex must mark the last UTXO returned (R3)',
        expected: last.id,
        received: page.endIndex.utxo,
        path: '$.result.endIndex.utxo',
      });
    else if (
      page.endIndex.address === null ||
      !(last.owners.includes(page.endIndex.address) && requested.has(page.endIndex.address))
    )
      out.push({
        code: 'utxo.endindex-owner',
        clause: 'P.m.getUTXOs.R3',
        summary: 'endIndex.address must be a requested owner of the last UTXO returned (R3)',
        expected: last.owners.filter((o) => requested.has(o)).join(' or '),
        received: page.endIndex.address ?? 'an address that does not parse',
        path: '$.result.endIndex.address',
      });
  }
  return out;
}

/**
 * A walk that ended with a short page (R5: the fetch is complete) must have reached every UTXO of
 * every requested address: per address, the distinct UTXOs seen that it owns number exactly its
 * count (duplicates across pages are allowed, R6). Returns the addresses whose count is off.
 */
export function incomplete(
  seen: ReadonlyMap<string, ModelUtxo>,
  counts: ReadonlyMap<string, number>,
): Array<{ owner: string; expected: number; reached: number }> {
  const reached = new Map<string, number>([...counts.keys()].map((o) => [o, 0]));
  for (const u of seen.values())
    for (const o of new Set(u.owners)) if (reached.has(o)) reached.set(o, reached.get(o)! + 1);
  return [...counts]
    .filter(([o, n]) => reached.get(o) !== n)
    .map(([owner, expected]) => ({ owner, expected, reached: reached.get(owner)! }));
}
