// getBlockchains, getBlockchainStatus, validatedBy and validates, and how they agree.
import { Result as Blockchains } from '../../schemas/platform/getBlockchains.js';
import { Result as Status } from '../../schemas/platform/getBlockchainStatus.js';
import { Result as ValidatedBy } from '../../schemas/platform/validatedBy.js';
import { Result as Validates } from '../../schemas/platform/validates.js';
import { check } from '../../src/harness/check.js';
import { PRIMARY_NETWORK } from '../_support/inputs.js';

check('getBlockchains lists blockchain records, the platform chain excluded', { method: 'platform.getBlockchains', aspect: 'schema', clauses: ['P.m.getBlockchains', 'P.res.blockchain', 'P.conv.id-cb58', 'P.ver.deprecated'] }, async (t) => {
  const r = t.ok(await t.rpc('platform.getBlockchains', {}), Blockchains);
  t.observe('deprecated', 'served');
  t.assert(!r.blockchains.some((b) => b.id === PRIMARY_NETWORK), 'the platform chain must not be listed', { expected: 'no P-Chain entry', received: PRIMARY_NETWORK, path: '$.result.blockchains' });
});

check('getBlockchainStatus answers one of the five statuses for every blockchain', { method: 'platform.getBlockchainStatus', aspect: 'schema', clauses: ['P.m.getBlockchainStatus', 'P.state.blockchain-status'] }, async (t) => {
  if (!t.discovery.blockchains.length) t.skip('no blockchain listed on this target');
  for (const c of t.discovery.blockchains) t.ok(await t.rpc('platform.getBlockchainStatus', { blockchainID: c.id }), Status);
});

check('validatedBy names each blockchain\'s subnet, and validates lists the blockchain', { method: 'platform.validatedBy', aspect: 'consistency', clauses: ['P.m.validatedBy', 'P.m.validates'] }, async (t) => {
  if (!t.discovery.blockchains.length) t.skip('no blockchain listed on this target');
  for (const c of t.discovery.blockchains) {
    const by = t.ok(await t.rpc('platform.validatedBy', { blockchainID: c.id }), ValidatedBy);
    t.equal(by.subnetID, c.subnetId, `validatedBy(${c.id}) must be the subnet getBlockchains names`, '$.result.subnetID');
    const chains = t.ok(await t.rpc('platform.validates', { subnetID: by.subnetID }), Validates);
    t.assert(chains.blockchainIDs.includes(c.id), `validates(${by.subnetID}) must list ${c.id}`, { expected: c.id, received: chains.blockchainIDs.join(','), path: '$.result.blockchainIDs' });
  }
});
