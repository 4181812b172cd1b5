// platform.getCurrentSupply: the supply of the Primary Network (or of a subnet), an upper bound: on every token
// that can stake too, so at least what getTotalStake says the Primary Network's stakers stake.
import { Result } from '../../schemas/platform/getCurrentSupply.js';
import { check } from '../../src/check/check.js';
import { schemaCheck } from '../../src/check/schema-check.js';
import { PRIMARY_NETWORK_ID } from '../../src/spec/api-paths.js';

schemaCheck(
  'getCurrentSupply.schema',
  'getCurrentSupply answers the supply of the Primary Network',
  'platform.getCurrentSupply',
  {},
  Result,
  ['P.m.getCurrentSupply', 'P.m.getCurrentSupply.bound'],
);

check(
  'the supply bounds what stakes: at least the Primary Network total stake',
  {
    id: 'getCurrentSupply.holds-stake',
    method: 'platform.getCurrentSupply',
    aspect: 'consistency',
    clauses: ['P.m.getCurrentSupply.bound', 'P.m.getTotalStake'],
  },
  async (t) => {
    // The stake first: the supply only grows (rewards minted), so the supply read after bounds the stake read before.
    const stake = BigInt((await t.call('platform.getTotalStake', { subnetID: PRIMARY_NETWORK_ID })).stake ?? 0n);
    const supply = BigInt((await t.call('platform.getCurrentSupply', {})).supply);
    t.assert(supply >= stake, 'the supply must be at least the total stake of the Primary Network', {
      code: 'supply.holds-stake',
      expected: `>= ${stake} (getTotalStake)`,
      received: String(supply),
      path: '$.result.supply',
    });
  },
);
