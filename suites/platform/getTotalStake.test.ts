import { PrimaryResult, SubnetResult } from '../../schemas/platform/getTotalStake.js';
import { z } from 'zod';
import { Uint64 } from '../../schemas/primitives.js';
import { check } from '../../src/harness/check.js';
import { PRIMARY_NETWORK, subnetOfKind } from '../_support/inputs.js';
import { schemaCheck } from '../_support/schema-check.js';

/** What the sum needs of getCurrentValidators: the weights. */
const Weights = z.looseObject({ validators: z.array(z.looseObject({ weight: Uint64 })) });

schemaCheck('getTotalStake.primary-schema', 'the Primary Network answers stake and weight', 'platform.getTotalStake', { subnetID: PRIMARY_NETWORK }, PrimaryResult, ['P.m.getTotalStake', 'P.conv.uint64-forms']);

schemaCheck('getTotalStake.subnet-schema', 'another subnet answers weight only', 'platform.getTotalStake', (t: Parameters<typeof subnetOfKind>[0]) => ({ subnetID: subnetOfKind(t, 'permissioned') }), SubnetResult, ['P.m.getTotalStake.subnet']);

check('the Primary Network weight is the sum of the current validators\' weights', { id: 'getTotalStake.primary-weight-is-validator-sum', method: 'platform.getTotalStake', aspect: 'consistency', clauses: ['P.m.getTotalStake', 'P.m.getCurrentValidators'] }, async (t) => {
  const total = t.ok(await t.rpc('platform.getTotalStake', { subnetID: PRIMARY_NETWORK }), PrimaryResult).weight;
  const current = t.ok(await t.rpc('platform.getCurrentValidators', {}), Weights).validators;
  const sum = current.reduce((s, v) => s + v.weight, 0n);
  t.assert(total >= sum, 'the total weight must cover every current validator', { expected: `≥ ${sum}`, received: String(total), path: '$.result.weight' });
});
