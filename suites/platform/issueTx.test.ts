import { check } from '../../src/harness/check.js';
import { encodeHexChecksum } from '../../src/encoding/hex.js';

check('malformed tx bytes are rejected with an error', { method: 'platform.issueTx', aspect: 'robustness', clauses: ['P.m.issueTx', 'P.err.envelope'] }, async (t) => {
  t.rpcError(await t.rpc('platform.issueTx', { tx: encodeHexChecksum(new Uint8Array([0, 0, 0, 0, 0, 99])), encoding: 'hex' }));
});

check('encoding json is rejected (hex only)', { method: 'platform.issueTx', aspect: 'encoding', clauses: ['P.limit.encodings', 'P.m.issueTx'] }, async (t) => {
  t.rpcError(await t.rpc('platform.issueTx', { tx: encodeHexChecksum(new Uint8Array([0, 0])), encoding: 'json' }));
});
