// Steps "validator" and "rewards": the node's own NodeID as a Primary Network validator with its BLS
// key (a subnet validator must be one), and a short-lived validator for a second NodeID (a derived BLS
// signer) plus a delegator on a current validator, which end within the seeding so getRewardUTXOs has
// reward UTXOs. Short stakes need a network whose minimum stake duration allows them (--node-binary
// starts its node with --min-stake-duration and --uptime-requirement=0: facts node-local §5.5).
import { z } from 'zod';
import { Uint64 } from '../../../schemas/primitives.js';
import { deriveBlsSigner, deriveNodeId } from '../../tx/derive.js';
import { addDelegatorTx, addValidatorTx } from '../../tx/seed-txs.js';
import { P_PATH, SeedError } from '../api.js';
import {
  commitPaid,
  currentValidators,
  laneKey,
  nowSeconds,
  ownNode,
  tx,
  type SeedRun,
  type StepDef,
} from '../seed-run.js';
import { delegatorStake } from './fund.js';

/** How long the node's own validator lasts: long enough for every later run against the same network. */
const OWN_VALIDATOR_SECONDS = 28n * 24n * 3600n;
/** Delegation fee of the seeded validators, in millionths (20 %, above any network's minimum). */
const DELEGATION_SHARES = 200_000;
/**
 * Seconds added to a short stake for the time between building the tx and its block: the node measures a stake
 * from its block's time, which is at most the next second after the tx was built when the node takes it at once
 * (no gas wait: src/targets/local-rules.ts). A tx built again (the node asked to wait for gas) takes a later end.
 */
const STAKE_MARGIN_SECONDS = 2;
/** Builds of a short stake, each with twice the margin of the one before, before the step gives up. */
const STAKE_TRIES = 3;
/** How long after a stake's end its reward may take to be committed. */
const REWARD_WAIT_MS = 20_000;
/** How often the end of a stake is looked for: one getRewardUTXOs on the local node each time. */
const REWARD_POLL_MS = 100;

const RewardUtxos = z.looseObject({ numFetched: Uint64, utxos: z.array(z.string()) });

export const validatorStep: StepDef = {
  name: 'validator',
  needs: ['fund'],
  provides: [],
  async run(run) {
    const node = await ownNode(run);
    const current = (await currentValidators(run, undefined, [node.nodeId]))[0];
    if (current)
      return {
        status: 'reused',
        detail: `${node.nodeId} already validates the Primary Network until ${new Date(Number(current.endTime ?? 0n) * 1000).toISOString()}`,
        txs: [],
      };
    const lane = laneKey(run, 'validator');
    const start = nowSeconds();
    const stake = {
      nodeId: node.nodeId,
      start,
      end: start + OWN_VALIDATOR_SECONDS,
      weight: run.minStake.validator,
      rewardTo: run.signer.address,
    };
    const signed = await commitPaid(run, lane, (s) => addValidatorTx(s, stake, node.signer, DELEGATION_SHARES));
    return {
      status: 'created',
      detail: `AddPermissionlessValidatorTx: the node ${node.nodeId} validates with its BLS key for ${OWN_VALIDATOR_SECONDS / 86400n} days`,
      txs: [tx('P', 'AddPermissionlessValidatorTx', signed)],
    };
  },
};

const ValidatorFees = z.looseObject({
  nodeID: z.string(),
  endTime: Uint64,
  delegationFee: z.string().optional(),
  txID: z.string().optional(),
});

/** The current validator a short delegation fits under: ends after it, and keeps the least of the reward. */
async function delegatee(run: SeedRun, end: bigint, exclude: string[]): Promise<string> {
  const all = z.array(ValidatorFees).safeParse(await currentValidators(run));
  if (!all.success) throw new SeedError('getCurrentValidators answered outside its schema');
  const fits = all.data
    .filter((v) => v.endTime > end + 3600n && !exclude.includes(v.nodeID))
    .sort((a, b) => Number(a.delegationFee ?? 100) - Number(b.delegationFee ?? 100));
  if (!fits[0]) throw new SeedError('no current validator runs long enough to take a delegator');
  return fits[0].nodeID;
}

/** Reward UTXOs of a staking tx (0 while it is staking, or when it ended without reward). */
async function rewardUtxos(run: SeedRun, txID: string): Promise<number> {
  return (await run.api.read(RewardUtxos, P_PATH, 'platform.getRewardUTXOs', { txID, encoding: 'hex' })).utxos.length;
}

export const rewardsStep: StepDef = {
  name: 'rewards',
  needs: ['fund'],
  // With Helicon a Primary Network staker is rewarded only while its validator was up 90 % of the time (ACP-267):
  // of the validators here, only the node itself is. So the delegator goes onto it, once the validator step made it one.
  // Without Helicon it goes onto a validator of the network's genesis: the step starts as soon as its lane is paid,
  // as its stakes' wait is the longest of the seeding.
  after: (run) => (run.helicon ? ['validator'] : []),
  provides: ['ended-staker'],
  async run(run) {
    const earlierStakers = run.previous?.stakers.filter((s) => s.rewardUtxos > 0) ?? [];
    const stillRewarded = [];
    for (const s of earlierStakers) if ((await rewardUtxos(run, s.txId)) > 0) stillRewarded.push(s);
    if (stillRewarded.length) {
      run.manifest.stakers.push(...stillRewarded);
      return {
        status: 'reused',
        detail: `${stillRewarded.length} ended stakers with reward UTXOs (seeded earlier)`,
        txs: [],
      };
    }
    const lane = laneKey(run, 'rewards');
    const label = `rewards/${Date.now()}`;
    const nodeId = deriveNodeId(run.signer, label);
    const start = nowSeconds();
    // Both stakes end together, a minimum stake after the later of their builds (a later build moves the end on).
    let end = 0n;
    let margin = STAKE_MARGIN_SECONDS;
    const endFromNow = () => {
      const soonest = nowSeconds() + BigInt(run.stakeSeconds + margin);
      if (soonest > end) end = soonest;
      return end;
    };
    /**
     * A stake the node dropped as too short (its block came later than the margin allows: v1.12.1 builds a block a
     * second after the last at the soonest, behind the other lanes' txs) is built again with twice the margin.
     */
    const commitStake = async (commit: () => ReturnType<typeof commitPaid>) => {
      for (let tries = 1; ; tries++)
        try {
          return await commit();
        } catch (e) {
          if (tries === STAKE_TRIES || !/staking period is too short/.test((e as Error).message)) throw e;
          margin *= 2;
        }
    };
    endFromNow();
    const signer = deriveBlsSigner(run.signer, label);
    const validator = await commitStake(() =>
      commitPaid(run, lane, (s) =>
        addValidatorTx(
          s,
          {
            nodeId,
            start: nowSeconds(),
            end: endFromNow(),
            weight: run.minStake.validator,
            rewardTo: run.signer.address,
          },
          signer,
          DELEGATION_SHARES,
        ),
      ),
    );
    const validatorEnd = end;
    const own = await ownNode(run)
      .then((n) => n.nodeId)
      .catch(() => '');
    const onto = run.helicon && own ? own : await delegatee(run, end, [nodeId, own]);
    const delegator = await commitStake(() =>
      commitPaid(run, lane, (s) =>
        addDelegatorTx(s, {
          nodeId: onto,
          start: nowSeconds(),
          end: endFromNow(),
          weight: delegatorStake(run),
          rewardTo: run.signer.address,
        }),
      ),
    );
    const stakers = [
      { txId: validator.id, kind: 'validator' as const, nodeId, end: String(validatorEnd), rewardUtxos: 0 },
      { txId: delegator.id, kind: 'delegator' as const, nodeId: onto, end: String(end), rewardUtxos: 0 },
    ];
    run.manifest.stakers.push(...stakers);
    // The stakers end at `end` (the validator at validatorEnd, no later); the P-Chain then commits their rewards in
    // proposal blocks, which the wait below follows.
    await run.api.sleep(
      Math.max(0, Number(end) * 1000 - Date.now()),
      `the stakers to end at ${new Date(Number(end) * 1000).toISOString()}`,
    );
    // The validator's node is never up: with Helicon its stake ends without reward.
    for (const s of run.helicon ? stakers.filter((x) => x.kind === 'delegator') : stakers) {
      const giveUpAt = Number(end) * 1000 + REWARD_WAIT_MS;
      while ((s.rewardUtxos = await rewardUtxos(run, s.txId)) === 0) {
        if (Date.now() > giveUpAt)
          throw new SeedError(
            `the ${s.kind} tx ${s.txId} ended ${REWARD_WAIT_MS / 1000} s ago and has no reward UTXOs (an uptime requirement above 0?)`,
          );
        await run.api.sleep(REWARD_POLL_MS, `the reward of ${s.kind} tx ${s.txId}`);
      }
    }
    if (run.helicon) stakers[0]!.rewardUtxos = await rewardUtxos(run, validator.id);
    return {
      status: 'created',
      detail: `AddPermissionlessValidatorTx (${nodeId}, BLS signer) and AddPermissionlessDelegatorTx (on ${onto}) ended after ${Number(end - start)} s with ${stakers.map((s) => s.rewardUtxos).join('+')} reward UTXOs`,
      txs: [tx('P', 'AddPermissionlessValidatorTx', validator), tx('P', 'AddPermissionlessDelegatorTx', delegator)],
    };
  },
};
