import { Result } from '../../schemas/platform/getValidatorsAt.js';
import { z } from 'zod';
import { NodeId, Uint64 } from '../../schemas/primitives.js';

/** What the comparison needs of getCurrentValidators: node IDs and weights. */
const Weights = z.looseObject({
  validators: z.array(z.looseObject({ nodeID: NodeId, weight: Uint64, delegatorWeight: Uint64.optional() })),
});
import { check } from '../../src/check/check.js';
import { schemaCheck } from '../../src/check/schema-check.js';

schemaCheck(
  'getValidatorsAt.schema',
  'answers a validators map of nodeID to weight at the current height',
  'platform.getValidatorsAt',
  (t: { discovery: { height: string } }) => ({ height: t.discovery.height }),
  Result,
  ['P.m.getValidatorsAt', 'P.conv.nodeid'],
);

schemaCheck(
  'getValidatorsAt.proposed',
  'accepts the literal "proposed" as the height',
  'platform.getValidatorsAt',
  { height: 'proposed' },
  Result,
  ['P.m.getValidatorsAt.proposed'],
);

check(
  'weights at the current height agree with getCurrentValidators',
  {
    id: 'getValidatorsAt.agrees-with-current-validators',
    method: 'platform.getValidatorsAt',
    aspect: 'consistency',
    clauses: ['P.m.getValidatorsAt', 'P.m.getCurrentValidators'],
  },
  async (t) => {
    const height = (await t.call('platform.getHeight', {})).height;
    const at = (await t.call('platform.getValidatorsAt', { height: String(height) })).validators;
    const current = t.ok(await t.rpc('platform.getCurrentValidators', {}), Weights).validators;
    // A Primary Network validator weighs its own stake and its delegators' (delegatorWeight).
    for (const v of current)
      t.equal(
        at[v.nodeID],
        v.weight + (v.delegatorWeight ?? 0n),
        `the weight of ${v.nodeID} must be its stake and its delegators'`,
        `$.result.validators["${v.nodeID}"]`,
      );
  },
);
