// Methods with one plain answer each: supply, minimum stake, staking asset, sampling, L1 validators.
import { Result as Supply } from '../../schemas/platform/getCurrentSupply.js';
import { Result as MinStake } from '../../schemas/platform/getMinStake.js';
import { Result as StakingAsset } from '../../schemas/platform/getStakingAssetID.js';
import { Result as Sample } from '../../schemas/platform/sampleValidators.js';
import { Result as L1Validator } from '../../schemas/platform/getL1Validator.js';
import { Result as AllValidatorsAt } from '../../schemas/platform/getAllValidatorsAt.js';
import { check } from '../../src/harness/check.js';
import { PRIMARY_NETWORK, primaryValidators } from '../_support/inputs.js';
import { schemaCheck } from '../_support/schema-check.js';

schemaCheck('getCurrentSupply answers the supply of the Primary Network', 'platform.getCurrentSupply', {}, Supply, ['P.m.getCurrentSupply', 'P.m.getCurrentSupply.bound']);
schemaCheck('getMinStake answers the minimum validator and delegator stakes', 'platform.getMinStake', {}, MinStake, ['P.m.getMinStake']);
schemaCheck('getStakingAssetID answers the staking asset of the Primary Network', 'platform.getStakingAssetID', { subnetID: PRIMARY_NETWORK }, StakingAsset, ['P.m.getStakingAssetID', 'P.m.getStakingAssetID.network', 'P.conv.primary-subnet']);
schemaCheck('getAllValidatorsAt answers the validator sets at the current height', 'platform.getAllValidatorsAt', (t: { discovery: { height: string } }) => ({ height: t.discovery.height }), AllValidatorsAt, ['P.conv.nodeid', 'P.conv.bytes-hex']);

check('sampleValidators answers current validators', { method: 'platform.sampleValidators', aspect: 'consistency', clauses: ['P.m.sampleValidators', 'P.conv.nodeid'] }, async (t) => {
  const known = new Set(primaryValidators(t).map((v) => v.nodeId));
  const r = t.ok(await t.rpc('platform.sampleValidators', { size: 2 }), Sample);
  t.assert(r.validators.length > 0 && r.validators.length <= 2, 'sampleValidators(2) must answer at most 2 node IDs', { expected: '1..2', received: String(r.validators.length), path: '$.result.validators' });
  for (const id of r.validators) t.assert(known.has(id), 'a sampled node ID is not a current validator', { expected: 'a current validator', received: id, path: '$.result.validators' });
});

check('getL1Validator answers the L1 validator record', { method: 'platform.getL1Validator', aspect: 'schema', clauses: ['P.m.getL1Validator', 'P.res.l1-validator'] }, async (t) => {
  const id = t.discovery.l1ValidationIds[0] ?? t.skip('no L1 validator on this target');
  const r = t.ok(await t.rpc('platform.getL1Validator', { validationID: id }), L1Validator);
  t.equal(r.validationID, id, 'the record must be of the requested validation ID', '$.result.validationID');
});
