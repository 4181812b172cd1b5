// platform.getStakingAssetID: the asset staked on the Primary Network.
import { Result } from '../../schemas/platform/getStakingAssetID.js';
import { PRIMARY_NETWORK_ID } from '../../src/spec/api-paths.js';
import { schemaCheck } from '../../src/check/schema-check.js';
import { check } from '../../src/check/check.js';
import { chainModel } from '../_support/worker-chain-model.js';

schemaCheck(
  'getStakingAssetID.schema',
  'getStakingAssetID answers the staking asset of the Primary Network',
  'platform.getStakingAssetID',
  { subnetID: PRIMARY_NETWORK_ID },
  Result,
  ['P.m.getStakingAssetID', 'P.m.getStakingAssetID.network', 'P.conv.primary-subnet'],
);

check(
  'the Primary Network staking asset is the asset every Primary Network stake in the blocks locked',
  {
    id: 'getStakingAssetID.agrees-with-blocks',
    method: 'platform.getStakingAssetID',
    aspect: 'consistency',
    clauses: ['P.m.getStakingAssetID', 'P.m.getStakingAssetID.network'],
  },
  async (t) => {
    const m = chainModel(t);
    const stakes = [...m.stakers.values()].filter((s) => s.subnetId === PRIMARY_NETWORK_ID && s.stake.length > 0);
    if (stakes.length === 0) t.skip(`no Primary Network staking tx in the ${m.blocksRead} blocks read`);
    const r = await t.call('platform.getStakingAssetID', { subnetID: PRIMARY_NETWORK_ID });
    for (const s of stakes.slice(0, 20)) {
      const assets = [...new Set(s.stake.map((o) => o.assetId))];
      t.verify(
        assets.length === 1 && assets[0] === r.assetID,
        `staking tx ${s.txId} (block ${m.txs.get(s.txId)!.height}) locked another asset than the staking asset`,
        { expected: r.assetID, received: assets.join(', '), path: '$.result.assetID' },
      );
    }
  },
);
