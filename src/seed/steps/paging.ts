// Steps "utxos-3001" and "utxos-1025": multi-output BaseTxs from the signer give one derived address at
// least 3,001 UTXOs and another exactly 1,025, so getUTXOs paging (R1–R6) and its 1,024 limit run on
// the node. A second seed counts what is there and adds only what is missing.
import { deriveKey } from '../../tx/derive.js';
import { manyOutputsTx, outputBatches } from '../../tx/seed-txs.js';
import { SeedError } from '../api.js';
import type { Provision } from '../seed-manifest.js';
import { commitPaid, pAddress, tx, type SeedRun, type StepDef } from '../seed-run.js';

/** nAVAX in each paging UTXO: dust, never spent (the derived keys are the seed's own). */
const PAGING_AMOUNT = 1_000n;

function pagingStep(provision: Provision & `utxos-${number}`, want: number, exact: boolean, after: string[]): StepDef {
  return {
    name: provision,
    needs: [],
    after,
    provides: [provision],
    async run(run: SeedRun) {
      const address = pAddress(run, deriveKey(run.signer, provision));
      const record = (count: number) => run.manifest.addresses.push({ address, role: provision, utxoCount: count });
      const has = (await run.api.countUtxos(address)) ?? Infinity;
      if (has === want || (!exact && has >= want)) {
        record(has);
        return { status: 'reused', detail: `${address} holds ${has} UTXOs (seeded earlier)`, txs: [] };
      }
      if (has > want)
        throw new SeedError(`${address} holds ${has} UTXOs, more than the ${want} this step makes exactly`);
      const batches = outputBatches(want - has);
      const txs = [];
      for (const count of batches) {
        const signed = await commitPaid(run, run.signer, (s) =>
          manyOutputsTx(s, deriveKey(run.signer, provision).address, count, PAGING_AMOUNT),
        );
        txs.push(tx('P', 'BaseTx', signed));
      }
      const now = await run.api.countUtxos(address);
      if (now !== want)
        throw new SeedError(
          `${address} holds ${now ?? 'too many to count'} UTXOs after ${batches.length} BaseTxs, expected ${want}`,
        );
      record(now);
      return {
        status: 'created',
        detail: `${batches.length} BaseTxs (${batches.join('+')} outputs) gave ${address} ${now} UTXOs`,
        txs,
      };
    },
  };
}

/** Both spend the signer's UTXOs, one tx at a time, after the fund step has spent from them. */
export const utxos1025Step = pagingStep('utxos-1025', 1025, true, ['fund']);
export const utxos3001Step = pagingStep('utxos-3001', 3001, false, ['utxos-1025']);
