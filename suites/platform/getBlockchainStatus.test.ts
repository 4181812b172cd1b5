// platform.getBlockchainStatus: one of the five statuses, for every blockchain discovered.
import { check } from '../../src/check/check.js';
import { starved } from '../_support/inputs.js';

check(
  'getBlockchainStatus answers one of the five statuses for every blockchain',
  {
    id: 'getBlockchainStatus.every-blockchain',
    method: 'platform.getBlockchainStatus',
    aspect: 'schema',
    clauses: ['P.m.getBlockchainStatus', 'P.state.blockchain-status'],
  },
  async (t) => {
    if (!t.discovery.blockchains.length) starved(t, 'subnets', 'no blockchain listed on this target');
    for (const c of t.discovery.blockchains) await t.call('platform.getBlockchainStatus', { blockchainID: c.id });
  },
);

check(
  'a chain getBlockchains lists is known to the node: its status is not Unknown',
  {
    id: 'getBlockchainStatus.listed-not-unknown',
    method: 'platform.getBlockchainStatus',
    aspect: 'consistency',
    clauses: ['P.m.getBlockchainStatus', 'P.m.getBlockchains'],
  },
  async (t) => {
    if (!t.discovery.blockchains.length) starved(t, 'subnets', 'no blockchain listed on this target');
    for (const c of t.discovery.blockchains) {
      const r = await t.call('platform.getBlockchainStatus', { blockchainID: c.id });
      t.verify(
        r.status !== 'Unknown',
        `chain ${c.id} (${c.name}) is listed by getBlockchains, yet its status is Unknown`,
        { expected: 'Validating, Created, Preferred or Syncing', received: r.status, path: '$.result.status' },
      );
    }
  },
);
