// platform.getBlockchains (deprecated since v1.9.12, still in the spec): every blockchain but the P-Chain.
import { Result } from '../../schemas/platform/getBlockchains.js';
import { check } from '../../src/harness/check.js';
import { PRIMARY_NETWORK } from '../_support/inputs.js';

check('getBlockchains lists blockchain records, the platform chain excluded', { id: 'getBlockchains.schema', method: 'platform.getBlockchains', aspect: 'schema', clauses: ['P.m.getBlockchains', 'P.res.blockchain', 'P.conv.id-cb58', 'P.ver.deprecated'] }, async (t) => {
  const r = t.ok(await t.rpc('platform.getBlockchains', {}), Result);
  t.observe('deprecated', 'served');
  t.assert(!r.blockchains.some((b) => b.id === PRIMARY_NETWORK), 'the platform chain must not be listed', { expected: 'no P-Chain entry', received: PRIMARY_NETWORK, path: '$.result.blockchains' });
});
