// platform.sampleValidators: node IDs sampled from the current validators.
import { check } from '../../src/check/check.js';
import { primaryValidators } from '../_support/inputs.js';

check(
  'sampleValidators answers current validators',
  {
    id: 'sampleValidators.current-validators',
    method: 'platform.sampleValidators',
    aspect: 'consistency',
    clauses: ['P.m.sampleValidators', 'P.conv.nodeid'],
  },
  async (t) => {
    const known = new Set(primaryValidators(t).map((v) => v.nodeId));
    const r = await t.call('platform.sampleValidators', { size: 2 });
    t.assert(
      r.validators.length > 0 && r.validators.length <= 2,
      'sampleValidators(2) must answer at most 2 node IDs',
      { expected: '1..2', received: String(r.validators.length), path: '$.result.validators' },
    );
    for (const id of r.validators)
      t.assert(known.has(id), 'a sampled node ID is not a current validator', {
        expected: 'a current validator',
        received: id,
        path: '$.result.validators',
      });
  },
);
