// platform.issueTx: malformed and json-encoded txs are refused; with --allow-writes (or on the mock) a
// signed self-transfer is taken, answered with its ID, reaches Committed and lands (the chain then holds
// its bytes, its output and not its input); a tx whose input is signed by another key than its owner is refused,
// and getTxStatus then answers it Dropped with the reason of the refusal; a Committed tx handed again stays Committed,
// and another tx of its input is Dropped.
import { decodeUtxo, utxoIdOf } from '../../src/codec/codec.js';
import { formatAddress } from '../../src/encoding/address.js';
import { cb58Encode } from '../../src/encoding/cb58.js';
import { sha256 } from '../../src/encoding/checksum.js';
import { encodeHexChecksum } from '../../src/encoding/hex.js';
import { describe } from 'vitest';
import { check, type CheckContext } from '../../src/check/check.js';
import { parsePrivateKey, type SigningKey } from '../../src/tx/key.js';
import { selfTransfer } from '../../src/tx/self-transfer.js';
import { cb58, hexPayload } from '../_support/bytes.js';
import { signingKey, spendableUtxo } from '../_support/signing.js';

/** How long a taken tx may stay Processing before the check gives up (a local node builds within ~2 s). */
const COMMIT_WITHIN_MS = 30_000;

/** The IDs of the UTXOs getUTXOs lists for the key's address (one page of 1,024: the key holds fewer). */
async function keyUtxoIds(t: CheckContext, key: SigningKey): Promise<string[]> {
  const page = await t.call('platform.getUTXOs', {
    addresses: [formatAddress('P', t.discovery.hrp!, key.address)],
    limit: 1024,
  });
  return page.utxos.map((u, i) => cb58Encode(decodeUtxo(hexPayload(t, u, `$.result.utxos[${i}]`)).utxoId));
}

/** Asks getTxStatus until the taken tx is Committed (Processing until then, within COMMIT_WITHIN_MS); the statuses seen. */
async function untilCommitted(t: CheckContext, id: string): Promise<string> {
  const seen: string[] = [];
  for (const deadline = Date.now() + COMMIT_WITHIN_MS; ;) {
    const { status } = await t.call('platform.getTxStatus', { txID: id });
    if (seen.at(-1) !== status) seen.push(status);
    if (status === 'Committed') return seen.join(' → ');
    t.assert(status === 'Processing', `a taken tx is Processing until it is Committed; it became ${status}`, {
      expected: 'Processing or Committed',
      received: seen.join(' → '),
      path: '$.result.status',
    });
    t.assert(Date.now() < deadline, `the tx was not Committed within ${COMMIT_WITHIN_MS / 1000} s`, {
      expected: 'Committed',
      received: seen.join(' → '),
      path: '$.result.status',
    });
    await new Promise((r) => setTimeout(r, t.run.target.kind === 'mock' ? 5 : 250));
  }
}

/** A transfer of the key's last spendable UTXO signed by a key that owns nothing (derived from `name`): one the node must refuse. */
async function transferSignedByStranger(t: CheckContext, name: string): Promise<Uint8Array> {
  const key = signingKey(t);
  const utxo = await spendableUtxo(t, key, 'last');
  const stranger = parsePrivateKey('0x' + Buffer.from(sha256(new TextEncoder().encode(name))).toString('hex'));
  return selfTransfer({ privateKey: stranger.privateKey, address: key.address }, utxo, t.discovery.networkId!);
}

check(
  'malformed tx bytes are rejected with an error',
  {
    id: 'issueTx.malformed-bytes',
    method: 'platform.issueTx',
    aspect: 'robustness',
    clauses: ['P.m.issueTx', 'P.err.envelope'],
  },
  async (t) => {
    t.rpcError(
      await t.rpc('platform.issueTx', { tx: encodeHexChecksum(new Uint8Array([0, 0, 0, 0, 0, 99])), encoding: 'hex' }),
    );
  },
);

check(
  'encoding json is rejected (hex only)',
  {
    id: 'issueTx.json-encoding-rejected',
    method: 'platform.issueTx',
    aspect: 'encoding',
    clauses: ['P.limit.encodings', 'P.m.issueTx'],
  },
  async (t) => {
    t.rpcError(await t.rpc('platform.issueTx', { tx: encodeHexChecksum(new Uint8Array([0, 0])), encoding: 'json' }));
  },
);

// The two writes in declaration order: the refused forgery reads the key's UTXOs after the committed tx has landed,
// so a run sends the same requests every time (checks of a file otherwise run concurrently).
describe.sequential("txs that spend the key's UTXOs", () => {
  check(
    'a signed tx is taken: issueTx answers its ID, getTxStatus goes from Processing to Committed, then getTx answers its bytes and getUTXOs lists its output, not its input',
    {
      id: 'issueTx.signed-tx-committed',
      method: 'platform.issueTx',
      aspect: 'consistency',
      clauses: ['P.m.issueTx', 'P.m.getTxStatus', 'P.state.tx-status'],
      writes: true,
    },
    async (t) => {
      const key = signingKey(t);
      const spent = await spendableUtxo(t, key);
      const bytes = selfTransfer(key, spent, t.discovery.networkId!);
      const id = cb58Encode(sha256(bytes));
      const issued = await t.call('platform.issueTx', { tx: encodeHexChecksum(bytes), encoding: 'hex' });
      t.equal(issued.txID, id, 'issueTx must answer the ID of the tx: sha256 of its signed bytes', '$.result.txID');
      t.observe('tx-status-sequence', await untilCommitted(t, id));
      // Committed means in an accepted block: the chain now holds the tx and the UTXOs it made, and no longer the one it spent.
      const stored = await t.call('platform.getTx', { txID: id, encoding: 'hex' });
      t.equal(
        Buffer.from(hexPayload(t, stored.tx, '$.result.tx')).toString('hex'),
        Buffer.from(bytes).toString('hex'),
        "getTx must answer the committed tx's signed bytes",
        '$.result.tx',
      );
      const listed = new Set(await keyUtxoIds(t, key));
      const made = cb58Encode(utxoIdOf(sha256(bytes), 0));
      t.assert(listed.has(made), `getUTXOs must list the committed tx's output ${made}`, {
        expected: made,
        received: [...listed].join(', '),
        path: '$.result.utxos',
      });
      const input = cb58Encode(spent.utxoId);
      t.assert(!listed.has(input), `getUTXOs must no longer list the UTXO the committed tx spent (${input})`, {
        expected: `no ${input}`,
        received: [...listed].join(', '),
        path: '$.result.utxos',
      });
    },
  );

  check(
    'a tx whose input is signed by another key than its owner is refused',
    {
      id: 'issueTx.wrong-signer-refused',
      method: 'platform.issueTx',
      aspect: 'consistency',
      clauses: ['P.m.issueTx', 'P.err.envelope'],
      writes: true,
    },
    async (t) => {
      const forged = await transferSignedByStranger(t, 'avaconform: a key that owns nothing');
      t.rpcError(await t.rpc('platform.issueTx', { tx: encodeHexChecksum(forged), encoding: 'hex' }));
    },
  );

  // getTxStatus's side of a refusal, here so it runs after the txs above in this file's one order (a run that writes
  // spreads its writing files over workers: a check of another file would read the key's UTXOs before or after them).
  check(
    'a tx the node was handed and refused is Dropped, with the reason its refusal gave',
    {
      id: 'getTxStatus.refused-dropped',
      method: 'platform.getTxStatus',
      aspect: 'consistency',
      clauses: ['P.m.getTxStatus', 'P.state.tx-status', 'P.state.tx-status.dropped-reason'],
      writes: true,
    },
    async (t) => {
      // The node sees it and must refuse it.
      const forged = await transferSignedByStranger(t, 'avaconform: a signature the node drops');
      const txID = cb58(sha256(forged));
      const refusal = t.rpcError(await t.rpc('platform.issueTx', { tx: encodeHexChecksum(forged), encoding: 'hex' }));
      const r = await t.call('platform.getTxStatus', { txID });
      t.equal(
        r.status,
        'Dropped',
        'a tx the node saw and refused will never be accepted: Dropped (Unknown is a tx the node has not seen)',
        '$.result.status',
        'tx-status.refused-dropped',
      );
      // The reason is the node's own account of the refusal that issueTx answered.
      if (r.status === 'Dropped')
        t.verify(
          r.reason !== undefined && r.reason !== '' && refusal.message.includes(r.reason),
          'the reason of a Dropped status must be the refusal issueTx answered',
          {
            code: 'tx-status.dropped-reason',
            expected: `a reason that issueTx's refusal holds: ${JSON.stringify(refusal.message)}`,
            received: JSON.stringify(r.reason ?? null),
            path: '$.result.reason',
          },
        );
    },
  );

  check(
    'a Committed tx stays Committed when the node is handed it again, and a second tx spending its input is Dropped',
    {
      id: 'getTxStatus.after-commit',
      method: 'platform.getTxStatus',
      aspect: 'consistency',
      clauses: ['P.m.getTxStatus', 'P.state.tx-status', 'P.state.tx-status.dropped-reason'],
      writes: true,
    },
    async (t) => {
      const key = signingKey(t);
      const spent = await spendableUtxo(t, key);
      const bytes = selfTransfer(key, spent, t.discovery.networkId!);
      const id = cb58Encode(sha256(bytes));
      await t.call('platform.issueTx', { tx: encodeHexChecksum(bytes), encoding: 'hex' });
      await untilCommitted(t, id);
      // Handed the same tx again: whatever issueTx answers, the tx is and stays Committed.
      await t.rpc('platform.issueTx', { tx: encodeHexChecksum(bytes), encoding: 'hex' });
      const again = await t.call('platform.getTxStatus', { txID: id });
      t.equal(
        again.status,
        'Committed',
        'a Committed tx stays Committed when the node is handed it again',
        '$.result.status',
        'tx-status.committed-final',
      );
      // Another tx of the same input can never be accepted: Dropped, with a reason, and nothing of it in the UTXOs.
      const double = selfTransfer(key, spent, t.discovery.networkId!, 1n);
      const doubleId = cb58Encode(sha256(double));
      await t.rpc('platform.issueTx', { tx: encodeHexChecksum(double), encoding: 'hex' });
      const dropped = await t.call('platform.getTxStatus', { txID: doubleId });
      t.equal(
        dropped.status,
        'Dropped',
        'a tx spending an input a Committed tx spent will never be accepted: Dropped',
        '$.result.status',
        'tx-status.refused-dropped',
      );
      const listed = await keyUtxoIds(t, key);
      const made = cb58Encode(utxoIdOf(sha256(double), 0));
      t.assert(!listed.includes(made), `getUTXOs must not list an output of the Dropped tx (${made})`, {
        expected: `no ${made}`,
        received: listed.join(', '),
        path: '$.result.utxos',
      });
    },
  );
});
