// platform.sampleValidators: a sample of the size asked, of node IDs of the current validators.
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
    // A sample of size 2: two draws (the node draws units of stake, so one node ID may come twice), never fewer.
    t.assert(r.validators.length === 2, 'sampleValidators(2) must answer a sample of 2 node IDs', {
      expected: '2',
      received: String(r.validators.length),
      path: '$.result.validators',
    });
    for (const id of r.validators)
      t.assert(known.has(id), 'a sampled node ID is not a current validator', {
        expected: 'a current validator',
        received: id,
        path: '$.result.validators',
      });
  },
);
