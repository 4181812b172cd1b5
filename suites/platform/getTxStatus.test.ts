import { check } from '../../src/check/check.js';
import { sha256 } from '../../src/encoding/checksum.js';
import { cb58 } from '../_support/bytes.js';
import { anyTxId } from '../_support/inputs.js';

check(
  'an accepted tx is Committed',
  {
    id: 'getTxStatus.accepted-committed',
    method: 'platform.getTxStatus',
    aspect: 'consistency',
    clauses: ['P.m.getTxStatus', 'P.state.tx-status'],
  },
  async (t) => {
    const r = await t.call('platform.getTxStatus', { txID: anyTxId(t) });
    t.equal(r.status, 'Committed', 'a tx found in an accepted block must be Committed', '$.result.status');
  },
);

check(
  'a tx this node never saw is Unknown',
  {
    id: 'getTxStatus.unseen-unknown',
    method: 'platform.getTxStatus',
    aspect: 'schema',
    clauses: ['P.m.getTxStatus', 'P.state.tx-status'],
  },
  async (t) => {
    const unseen = cb58(sha256(new TextEncoder().encode('a tx no node has seen')));
    const r = await t.call('platform.getTxStatus', { txID: unseen });
    t.equal(r.status, 'Unknown', 'an unseen tx must be Unknown', '$.result.status');
  },
);
