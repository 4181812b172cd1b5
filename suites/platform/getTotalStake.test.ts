import { PrimaryResult, SubnetResult } from '../../schemas/platform/getTotalStake.js';
import { z } from 'zod';
import { Uint64 } from '../../schemas/primitives.js';
import { check } from '../../src/check/check.js';
import { subnetOfKind } from '../_support/inputs.js';
import { PRIMARY_NETWORK_ID } from '../../src/spec/api-paths.js';
import { schemaCheck } from '../../src/check/schema-check.js';
import { atOneHeight } from '../_support/same-height.js';

/** What the sum needs of getCurrentValidators: each validator's stake and its delegators'. */
const Weights = z.looseObject({
  validators: z.array(z.looseObject({ weight: Uint64, delegatorWeight: Uint64.optional() })),
});

schemaCheck(
  'getTotalStake.primary-schema',
  'the Primary Network answers stake and weight',
  'platform.getTotalStake',
  { subnetID: PRIMARY_NETWORK_ID },
  PrimaryResult,
  ['P.m.getTotalStake', 'P.conv.uint64-forms'],
);

schemaCheck(
  'getTotalStake.subnet-schema',
  'another subnet answers weight only',
  'platform.getTotalStake',
  (t: Parameters<typeof subnetOfKind>[0]) => ({ subnetID: subnetOfKind(t, 'permissioned') }),
  SubnetResult,
  ['P.m.getTotalStake.subnet'],
);

check(
  "the Primary Network's weight and stake are its current validators' stakes and their delegators' (getCurrentValidators)",
  {
    id: 'getTotalStake.primary-weight-is-validator-sum',
    method: 'platform.getTotalStake',
    aspect: 'consistency',
    clauses: ['P.m.getTotalStake', 'P.m.getCurrentValidators'],
  },
  async (t) => {
    const [total, current] = await atOneHeight(
      t,
      async () =>
        [
          t.ok(await t.rpc('platform.getTotalStake', { subnetID: PRIMARY_NETWORK_ID }), PrimaryResult),
          t.ok(await t.rpc('platform.getCurrentValidators', {}), Weights).validators,
        ] as const,
    );
    const sum = current.reduce((s, v) => s + v.weight + (v.delegatorWeight ?? 0n), 0n);
    t.verify(
      total.weight === sum,
      `weight is not the sum of the ${current.length} current validators' weights and delegatorWeights`,
      { expected: String(sum), received: String(total.weight), path: '$.result.weight' },
    );
    t.verify(
      total.stake === sum,
      `stake is not the sum of the ${current.length} current validators' weights and delegatorWeights`,
      { expected: String(sum), received: String(total.stake), path: '$.result.stake' },
    );
  },
);
