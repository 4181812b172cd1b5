// Step "fund": one BaseTx from the signer gives each lane key (validator, rewards, subnet, l1) what its
// steps spend, so the lanes then issue in parallel without racing for the same UTXOs. The signer's
// own UTXOs are left to the paging steps and the write checks.
import { fundTx } from '../../tx/seed-txs.js';
import { AVAX, commitPaid, laneKey, pAddress, total, tx, type SeedRun, type StepDef } from '../seed-run.js';

/** What each lane needs: its stakes (from getMinStake) and the fees of its txs, with room to spare. */
export function laneNeeds(run: SeedRun): Record<string, bigint> {
  return {
    validator: run.minStake.validator + AVAX,
    rewards: run.minStake.validator + delegatorStake(run) + AVAX,
    subnet: AVAX,
    l1: 2n * L1_VALIDATOR_BALANCE + L1_BALANCE_INCREASE + AVAX,
    ...(run.helicon ? { helicon: run.minStake.validator + AVAX } : {}),
  };
}

/** The steps each lane key pays for. */
const LANE_STEPS: Record<string, string[]> = {
  validator: ['validator'],
  rewards: ['rewards'],
  subnet: ['subnet', 'subnet-validator', 'subnet-owner'],
  l1: ['l1', 'l1-validators'],
  helicon: ['helicon'],
};

/**
 * The delegator's stake: exactly the minimum, as the validators' is, so getMinStake.agrees-with-blocks holds each
 * minimum to a stake at it on a seeded node too (a minimum one nAVAX higher is then caught); its reward over a short
 * stake is still above zero, which the step waits for.
 */
export const delegatorStake = (run: SeedRun): bigint => run.minStake.delegator;
/** nAVAX each seeded L1 validator starts with (it pays the continuous fee: about 1 nAVAX/s at the minimum price). */
export const L1_VALIDATOR_BALANCE = AVAX;
export const L1_BALANCE_INCREASE = AVAX / 2n;

export const fundStep: StepDef = {
  name: 'fund',
  needs: [],
  provides: [],
  async run(run) {
    const grants: Array<{ lane: string; to: Uint8Array; amount: bigint }> = [];
    for (const [lane, need] of Object.entries(laneNeeds(run))) {
      // A lane whose steps an earlier seed all did is not paid again: those steps reuse what they made.
      if (LANE_STEPS[lane]!.every((step) => ['created', 'reused'].includes(run.previous?.steps[step]?.status ?? '')))
        continue;
      const key = laneKey(run, lane);
      const has = total(await run.api.utxos('P', pAddress(run, key)));
      if (has < need) grants.push({ lane, to: key.address, amount: need - has });
    }
    if (!grants.length)
      return {
        status: 'reused',
        detail: 'every lane key holds what its steps spend, or its steps were done earlier',
        txs: [],
      };
    const signed = await commitPaid(run, run.signer, (s) => fundTx(s, grants));
    const sum = grants.reduce((s, g) => s + g.amount, 0n);
    return {
      status: 'created',
      detail: `1 BaseTx paid ${grants.length} lane keys (${grants.map((g) => g.lane).join(', ')}) ${sum / AVAX} AVAX`,
      txs: [tx('P', 'BaseTx', signed)],
    };
  },
};
