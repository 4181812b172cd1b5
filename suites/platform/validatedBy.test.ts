// platform.validatedBy and platform.validates: the subnet of a blockchain, the blockchains of a subnet, and
// how they agree with getBlockchains.
import { check } from '../../src/check/check.js';
import { starved } from '../_support/inputs.js';

check(
  "validatedBy names each blockchain's subnet, and validates lists the blockchain",
  {
    id: 'validatedBy.agrees-with-validates',
    method: 'platform.validatedBy',
    aspect: 'consistency',
    clauses: ['P.m.validatedBy', 'P.m.validates'],
  },
  async (t) => {
    if (!t.discovery.blockchains.length) starved(t, 'subnets', 'no blockchain listed on this target');
    for (const c of t.discovery.blockchains) {
      const by = await t.call('platform.validatedBy', { blockchainID: c.id });
      t.equal(
        by.subnetID,
        c.subnetId,
        `validatedBy(${c.id}) must be the subnet getBlockchains names`,
        '$.result.subnetID',
      );
      const chains = await t.call('platform.validates', { subnetID: by.subnetID });
      t.assert(chains.blockchainIDs.includes(c.id), `validates(${by.subnetID}) must list ${c.id}`, {
        expected: c.id,
        received: chains.blockchainIDs.join(','),
        path: '$.result.blockchainIDs',
      });
    }
  },
);
