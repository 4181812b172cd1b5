// platform.getMinStake: the minimum validator and delegator stakes.
import { Result } from '../../schemas/platform/getMinStake.js';
import { schemaCheck } from '../../src/check/schema-check.js';
import { check } from '../../src/check/check.js';
import { chainModel } from '../_support/worker-chain-model.js';
import { PRIMARY_NETWORK_ID } from '../../src/spec/api-paths.js';

schemaCheck(
  'getMinStake.schema',
  'getMinStake answers the minimum validator and delegator stakes',
  'platform.getMinStake',
  {},
  Result,
  ['P.m.getMinStake'],
);

check(
  "the minimum stakes bound every staker the blocks added, and an elastic subnet's are its TransformSubnetTx's",
  {
    id: 'getMinStake.agrees-with-blocks',
    method: 'platform.getMinStake',
    aspect: 'consistency',
    clauses: ['P.m.getMinStake'],
  },
  async (t) => {
    const m = chainModel(t);
    const stakers = [...m.stakers.values()].filter((s) => s.kind !== 'subnet-validator');
    const elastic = [...m.subnets.values()].filter((s) => s.stakeBounds);
    if (stakers.length === 0 && elastic.length === 0)
      t.skip(`no staker and no elastic subnet in the ${m.blocksRead} blocks read`);
    const minimums = new Map<string, Result>();
    const minimumOf = async (subnetID: string) =>
      minimums.get(subnetID) ??
      minimums.set(subnetID, await t.call('platform.getMinStake', { subnetID })).get(subnetID)!;
    for (const s of elastic) {
      const r = await minimumOf(s.id);
      const bounds = s.stakeBounds!;
      t.verify(
        r.minValidatorStake === bounds.minValidatorStake,
        `minValidatorStake of the elastic subnet ${s.id} is not its TransformSubnetTx's`,
        {
          expected: String(bounds.minValidatorStake),
          received: String(r.minValidatorStake),
          path: '$.result.minValidatorStake',
        },
      );
      t.verify(
        r.minDelegatorStake === bounds.minDelegatorStake,
        `minDelegatorStake of the elastic subnet ${s.id} is not its TransformSubnetTx's`,
        {
          expected: String(bounds.minDelegatorStake),
          received: String(r.minDelegatorStake),
          path: '$.result.minDelegatorStake',
        },
      );
    }
    // A staking tx is accepted only with at least the minimum stake: each the blocks hold stakes at least what getMinStake answers now.
    for (const s of stakers) {
      if (s.subnetId !== PRIMARY_NETWORK_ID && !m.subnets.get(s.subnetId)?.stakeBounds) continue;
      const r = await minimumOf(s.subnetId);
      const [min, member] =
        s.kind === 'delegator'
          ? [r.minDelegatorStake, 'minDelegatorStake']
          : [r.minValidatorStake, 'minValidatorStake'];
      t.verify(
        s.weight >= min,
        `the ${s.kind} ${s.txId} of ${s.subnetId === PRIMARY_NETWORK_ID ? 'the Primary Network' : `subnet ${s.subnetId}`} stakes less than ${member}`,
        { expected: `${member} ≤ ${s.weight}`, received: String(min), path: `$.result.${member}` },
      );
    }
  },
);
