// platform.getRewardUTXOs (deprecated since v1.9.12, still in the spec): hex only.
import { Result } from '../../schemas/platform/getRewardUTXOs.js';
import { check } from '../../src/harness/check.js';
import { deprecatedCheck } from '../_support/deprecated.js';
import { anyTxId, starved } from '../_support/inputs.js';

deprecatedCheck('platform.getRewardUTXOs', ['P.ver.deprecated', 'P.m.getRewardUTXOs'], Result, (t) => ({ txID: t.discovery.endedStakerTxIds[0] ?? anyTxId(t) }));

check('getRewardUTXOs rejects encoding json (hex only)', { id: 'getRewardUTXOs.json-encoding-rejected', method: 'platform.getRewardUTXOs', aspect: 'encoding', clauses: ['P.limit.encodings', 'P.m.getRewardUTXOs'] }, async (t) => {
  const txID = t.discovery.endedStakerTxIds[0] ?? starved(t, 'blocks', 'no ended staker with reward UTXOs on this target');
  t.rpcError(await t.rpc('platform.getRewardUTXOs', { txID, encoding: 'json' }));
});
