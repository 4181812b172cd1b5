import { Result } from '../../schemas/platform/getProposedHeight.js';
import { check } from '../../src/check/check.js';
import { schemaCheck } from '../../src/check/schema-check.js';

schemaCheck(
  'getProposedHeight.schema',
  'answers the proposer-VM height as a uint64',
  'platform.getProposedHeight',
  {},
  Result,
  ['P.m.getProposedHeight'],
);

check(
  'the proposed height is not above the last accepted height',
  {
    id: 'getProposedHeight.not-above-height',
    method: 'platform.getProposedHeight',
    aspect: 'consistency',
    clauses: ['P.m.getProposedHeight', 'P.m.getHeight'],
  },
  async (t) => {
    const proposed = (await t.call('platform.getProposedHeight', {})).height;
    const height = (await t.call('platform.getHeight', {})).height;
    t.assert(proposed <= height, 'getProposedHeight must be ≤ getHeight', {
      expected: `≤ ${height}`,
      received: String(proposed),
      path: '$.result.height',
    });
  },
);
