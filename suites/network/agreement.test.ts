// The nodes of one network agree on its chain: the block at each height, the validator set at a
// height, the status of a committed tx, the UTXOs of an address. Declared only when the run has peers
// (--target given more than once, --node-binary --nodes N; the embedded mock simulates one). Answers
// are compared as the nodes give them, whatever their form: agreement, not shape, is judged here.
import { z } from 'zod';
import { Result as Height } from '../../schemas/platform/getHeight.js';
import { peerRole, type NodeRole } from '../../src/client/second-node.js';
import { check, type CheckContext } from '../../src/check/check.js';
import { getRun } from '../../src/check/worker.js';
import { stringifyJson, type Json } from '../../src/json/lossless.js';
import { MAX_UTXOS_PER_PAGE } from '../../src/spec/limits.js';
import { addressWithUtxos, anyTxId } from '../_support/inputs.js';

const peers: NodeRole[] = (getRun().target.peerUrls ?? []).map((_, i) => peerRole(i + 1));
const nodeName = (t: CheckContext, node: NodeRole) =>
  node === 'target' ? `the target` : `node ${node} (${t.run.target.peerUrls![Number(node.slice('peer-'.length)) - 1]})`;

/** A method's result from one node, asserted a JSON-RPC success, as the node gave it. */
async function resultFrom(t: CheckContext, node: NodeRole, method: string, params: unknown): Promise<Json> {
  return t.ok(
    await t.rpc(method, params, { node }),
    z.custom<Json>(() => true),
    `${method} result from ${nodeName(t, node)}`,
  );
}

/** Each peer's answer to the same call must equal the target's. */
async function agree(t: CheckContext, method: string, params: unknown, what: string): Promise<void> {
  const expected = stringifyJson(await resultFrom(t, 'target', method, params));
  for (const node of peers) {
    const received = stringifyJson(await resultFrom(t, node, method, params));
    t.verify(received === expected, `${nodeName(t, node)} answers another ${what} than the target`, {
      expected: expected.slice(0, 300),
      received: received.slice(0, 300),
      path: '$.result',
      rpc: method,
    });
  }
}

/**
 * The lowest last-accepted height among the nodes: every node holds the chain up to it. Asked one
 * node after another, so a check's exchanges come in one order in every run (its recorded log replays).
 */
async function commonHeight(t: CheckContext): Promise<bigint> {
  const heights: bigint[] = [];
  for (const node of ['target' as NodeRole, ...peers])
    heights.push(
      BigInt(
        t.ok(
          await t.rpc('platform.getHeight', {}, { node }),
          Height,
          `platform.getHeight result from ${nodeName(t, node)}`,
        ).height,
      ),
    );
  return heights.reduce((a, b) => (b < a ? b : a));
}

if (peers.length) {
  check(
    'every node answers the same block at the first, middle and last common height',
    {
      id: 'network.blocks-agree',
      method: 'platform.getBlockByHeight',
      aspect: 'consistency',
      clauses: ['P.m.getBlockByHeight'],
    },
    async (t) => {
      const top = await commonHeight(t);
      for (const height of [...new Set([0n, top / 2n, top])])
        await agree(
          t,
          'platform.getBlockByHeight',
          { height: String(height), encoding: 'json' },
          `block at height ${height}`,
        );
    },
  );

  check(
    'every node answers the same validator set at a common height',
    {
      id: 'network.validators-agree',
      method: 'platform.getValidatorsAt',
      aspect: 'consistency',
      clauses: ['P.m.getValidatorsAt'],
    },
    async (t) => {
      const height = String(await commonHeight(t));
      await agree(t, 'platform.getValidatorsAt', { height }, `validator set at height ${height}`);
    },
  );

  check(
    'a tx the target committed is committed on every node',
    {
      id: 'network.tx-status-agree',
      method: 'platform.getTxStatus',
      aspect: 'consistency',
      clauses: ['P.m.getTxStatus'],
    },
    async (t) => {
      await agree(t, 'platform.getTxStatus', { txID: anyTxId(t) }, 'status for a tx of the chain');
    },
  );

  check(
    'every node answers the same UTXOs for an address',
    { id: 'network.utxos-agree', method: 'platform.getUTXOs', aspect: 'consistency', clauses: ['P.m.getUTXOs'] },
    async (t) => {
      await agree(
        t,
        'platform.getUTXOs',
        { addresses: [addressWithUtxos(t, 1)], limit: MAX_UTXOS_PER_PAGE, encoding: 'hex' },
        'first page of UTXOs',
      );
    },
  );
}
