// info.uptime (spec/info-api.md): two percentages, each 0 to 100, and for a validator at least the share of stake
// its own stake gives it (platform.getCurrentValidators and getTotalStake).
import { check } from '../../src/check/check.js';
import { PRIMARY_NETWORK_ID } from '../../src/spec/api-paths.js';
import { ownValidator, percentTimes10k } from '../_support/node-local-info.js';

const MEMBERS = ['rewardingStakePercentage', 'weightedAveragePercentage'] as const;

check(
  'uptime answers two percentages between 0 and 100',
  { id: 'uptime.range', method: 'info.uptime', aspect: 'schema', clauses: ['I.info.uptime'] },
  async (t) => {
    const out = await t.rpc('info.uptime', {});
    if (out.error !== undefined) {
      t.rpcError(out);
      t.skip(`uptime answers an error, as a node that does not validate may: ${String(out.error.message)}`);
    }
    const r = await t.call('info.uptime', {});
    for (const m of MEMBERS)
      t.verify(percentTimes10k(r[m]) <= 1_000_000n, `${m} is above 100 percent`, {
        expected: '0 to 100',
        received: r[m],
        path: `$.result.${m}`,
      });
  },
);

check(
  "a Primary Network validator's uptime answer counts at least its own stake's share of the total weight",
  { id: 'uptime.own-stake', method: 'info.uptime', aspect: 'consistency', clauses: ['I.info.uptime.validator'] },
  async (t) => {
    const { nodeID } = await t.call('info.getNodeID', {});
    const own = await ownValidator(t, nodeID);
    if (!own)
      return t.skip(`the node (${nodeID}) is not a current Primary Network validator (platform.getCurrentValidators)`);
    const total = (await t.call('platform.getTotalStake', { subnetID: PRIMARY_NETWORK_ID })).weight;
    const weight = own.weight + (own.delegatorWeight ?? 0n);
    if (total === 0n) t.skip('getTotalStake answers a total weight of 0');
    // 100 × weight / total, scaled by 10,000 and rounded down: the node writes four decimals, rounded.
    const floor = (1_000_000n * weight) / total;
    const bound = `${floor / 10_000n}.${String(floor % 10_000n).padStart(4, '0')}`;
    const r = await t.call('info.uptime', {});
    for (const m of MEMBERS)
      t.verify(
        percentTimes10k(r[m]) >= floor,
        `${m} is below the share of the total weight the node's own stake gives it (${weight} of ${total})`,
        { expected: `>= ${bound}`, received: r[m], path: `$.result.${m}` },
      );
  },
);
