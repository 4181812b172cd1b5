// The stake the chain reports, asked again after each command and held to the stakers the sequence added and ended:
// the Primary Network's total stake beside its current validators, each subnet's total weight and sample beside the
// validators the model holds, the current supply grown by each staker's potential reward (less each reward not paid),
// and the stake the payer's outputs hold, with and without delegations. Where validators outside the sequence came
// or went since it began (a shared network), the supply and the payer's stake are not predicted.
import { isJsonObject, type Json } from '../json/lossless.js';
import { P_PATH } from '../seed/api.js';
import { PRIMARY_NETWORK_ID } from '../spec/api-paths.js';
import type { CommandRun } from './commands.js';
import type { Model, StakeBaseline } from './model.js';
import { text, type Ask } from './ask.js';
import type { Answer, World } from './world.js';

const CODE = 'state.stake-follows-stakers';

const big = (v: Json | undefined): bigint | null => (typeof v === 'string' || typeof v === 'number' ? BigInt(v) : null);

/** The Primary Network's current validators as "nodeID=weight+delegatorWeight", and their total. */
function primaryValidators(result: Record<string, Json> | undefined): { rows: Map<string, bigint>; total: bigint } {
  const rows = new Map<string, bigint>();
  for (const v of Array.isArray(result?.validators) ? result.validators.filter(isJsonObject) : [])
    rows.set(String(v.nodeID), (big(v.weight) ?? 0n) + (big(v.delegatorWeight) ?? 0n));
  return { rows, total: [...rows.values()].reduce((s, w) => s + w, 0n) };
}

/** The validators that are not the sequence's, as text: while it stays the same, only the sequence moved the stake. */
function othersText(m: Model, rows: Map<string, bigint>): string {
  const own = new Set(m.stakers.map((st) => st.nodeId));
  return [...rows]
    .filter(([id]) => !own.has(id))
    .map(([id, w]) => `${id}=${w}`)
    .sort()
    .join(', ');
}

const resultOf = (a: Answer): Record<string, Json> | undefined =>
  'result' in a && isJsonObject(a.result) ? a.result : undefined;

/** The stake reported when the sequence begins, before its first command, beside the validators then current (`current`, getCurrentValidators' answer). */
export async function readStakeBaseline(world: World, m: Model, current: Answer): Promise<void> {
  const payer = m.address(m.facts.payer);
  const supply = resultOf(await world.call(P_PATH, 'platform.getCurrentSupply', {}));
  const all = resultOf(await world.call(P_PATH, 'platform.getStake', { addresses: [payer], validatorsOnly: false }));
  const own = resultOf(await world.call(P_PATH, 'platform.getStake', { addresses: [payer], validatorsOnly: true }));
  const baseline: StakeBaseline = {
    supply: big(supply?.supply),
    staked: big(all?.staked),
    stakedByValidators: big(own?.staked),
    others: othersText(m, primaryValidators(resultOf(current)).rows),
  };
  m.stakeBaseline = baseline;
}

/** What the sequence's stakers add now, by the model: supply (null while a potential reward is unknown) and the payer's stake. */
function predicted(m: Model): { supply: bigint | null; staked: bigint; stakedByValidators: bigint } {
  const payer = m.address(m.facts.payer);
  const owned = (stake: Array<{ amount: bigint; owners: string[] }>) =>
    stake.filter((o) => o.owners.includes(payer)).reduce((s, o) => s + o.amount, 0n);
  let supply: bigint | null = 0n;
  let staked = 0n;
  let stakedByValidators = 0n;
  for (const st of m.stakers) {
    // A staker counts its potential reward into the supply when it starts; a reward not paid at its end leaves it.
    const counts = !st.ended || st.rewarded === true;
    if (counts) supply = supply === null || st.potentialReward === null ? null : supply + st.potentialReward;
    else if (st.rewarded === null) supply = null;
    if (!st.ended) {
      staked += owned(st.stake);
      stakedByValidators += owned(st.stake);
    }
    // Delegators end long after the run (an hour before their validator's long stake).
    for (const d of st.delegators) {
      supply = supply === null || d.potentialReward === null ? null : supply + d.potentialReward;
      staked += owned(d.stake);
    }
  }
  return { supply, staked, stakedByValidators };
}

export async function observeStake(ask: Ask, r: CommandRun): Promise<void> {
  const m = r.model;
  // The Primary Network's total stake, beside its current validators asked between two reads of it.
  const t1 = await ask('platform.getTotalStake', { subnetID: PRIMARY_NETWORK_ID });
  const current = await ask('platform.getCurrentValidators', {});
  const t2 = await ask('platform.getTotalStake', { subnetID: PRIMARY_NETWORK_ID });
  const { rows, total } = primaryValidators(current.result);
  const w1 = big(t1.result?.weight);
  const w2 = big(t2.result?.weight);
  // A validator may come or go between the reads on a node: judged when both reads agree.
  if (current.result && w1 !== null && w1 === w2)
    t2.verify('stateful.getTotalStake.follows-stakers', w2 === total, {
      summary: "the Primary Network's total stake is not the sum of its current validators' weights and delegations",
      code: CODE,
      expected: `${total} (${rows.size} current validators)`,
      received: String(w2),
      path: '$.result.weight',
    });
  for (const s of m.subnets) {
    if (s.l1) continue;
    const want = [...s.validators.values()].reduce((sum, w) => sum + w, 0n);
    const t = await ask('platform.getTotalStake', { subnetID: s.id });
    if (t.result)
      t.verify('stateful.getTotalStake.follows-stakers', big(t.result.weight) === want, {
        summary: `the total weight of the subnet ${s.id} is not that of the validators the sequence added`,
        code: CODE,
        expected: String(want),
        received: String(t.result.weight),
        path: '$.result.weight',
      });
    // A sample of as many as it has is every one of them; a subnet without a validator cannot be sampled.
    const sample = await ask('platform.sampleValidators', { size: Math.max(1, s.validators.size), subnetID: s.id });
    if (s.validators.size === 0) {
      sample.verify('stateful.sampleValidators.follows-txs', !sample.result, {
        summary: `the subnet ${s.id}, whose validators the sequence removed or never added, is sampled`,
        code: 'state.follows',
        expected: 'an error: no validator to sample',
        received: text(sample.result),
        path: '$.result.validators',
      });
      continue;
    }
    const got = (Array.isArray(sample.result?.validators) ? sample.result.validators.map(String) : []).sort();
    const all = [...s.validators.keys()].sort();
    sample.verify('stateful.sampleValidators.follows-txs', got.join(', ') === all.join(', '), {
      summary: `a sample of all ${all.length} validators of the subnet ${s.id} is not its validators`,
      code: 'state.follows',
      expected: all.join(', '),
      received: sample.result ? got.join(', ') || '(none)' : 'an error',
      path: '$.result.validators',
    });
  }

  // The supply and the payer's stake, predicted while no validator outside the sequence came or went.
  const base = m.stakeBaseline;
  if (!base || !current.result || othersText(m, rows) !== base.others) return;
  const want = predicted(m);
  const supply = await ask('platform.getCurrentSupply', {});
  const got = big(supply.result?.supply);
  if (base.supply !== null && want.supply !== null && got !== null)
    supply.verify('stateful.getCurrentSupply.follows-stakers', got === base.supply + want.supply, {
      summary:
        'the current supply is not the supply when the sequence began plus the potential rewards of its stakers (less each reward not paid)',
      code: CODE,
      expected: `${base.supply + want.supply} (${base.supply} + ${want.supply})`,
      received: String(got),
      path: '$.result.supply',
    });
  const payer = m.address(m.facts.payer);
  for (const [validatorsOnly, before, add] of [
    [false, base.staked, want.staked],
    [true, base.stakedByValidators, want.stakedByValidators],
  ] as const) {
    const s = await ask('platform.getStake', { addresses: [payer], validatorsOnly });
    const staked = big(s.result?.staked);
    if (before === null || staked === null) continue;
    s.verify('stateful.getStake.follows-stakers', staked === before + add, {
      summary: `the stake of ${payer}${validatorsOnly ? ' as validator' : ''} is not what it was when the sequence began plus the stake of its current stakers`,
      code: CODE,
      expected: `${before + add} (${before} + ${add})`,
      received: String(staked),
      path: '$.result.staked',
    });
  }
}
