// platform.getRewardUTXOs (deprecated since v1.9.12, still in the spec): hex only.
import { Result } from '../../schemas/platform/getRewardUTXOs.js';
import { numFetchedBreach } from '../../src/spec/utxo-paging.js';
import { check } from '../../src/check/check.js';
import { deprecatedCheck } from '../_support/deprecated.js';
import { anyTxId, starved } from '../_support/inputs.js';
import { decodeUtxo } from '../../src/codec/codec.js';
import { hexKey } from '../../src/encoding/hex.js';
import { cb58, hexPayload } from '../_support/bytes.js';
import { chainModel, ownerText } from '../_support/worker-chain-model.js';

deprecatedCheck('platform.getRewardUTXOs', ['P.ver.deprecated', 'P.m.getRewardUTXOs'], Result, (t) => ({
  txID: t.discovery.endedStakerTxIds[0] ?? anyTxId(t),
}));

check(
  'getRewardUTXOs rejects encoding json (hex only)',
  {
    id: 'getRewardUTXOs.json-encoding-rejected',
    method: 'platform.getRewardUTXOs',
    aspect: 'encoding',
    clauses: ['P.limit.encodings', 'P.m.getRewardUTXOs'],
  },
  async (t) => {
    // The encoding applies to the UTXOs answered: a staker that has some (a staker can end without reward). Every
    // candidate is asked, so two targets compared request for request send the same sequence.
    const candidates = t.discovery.endedStakerTxIds.slice(0, 4);
    const counts = [];
    for (const id of candidates) {
      const r = await t.call('platform.getRewardUTXOs', { txID: id });
      t.breaches([numFetchedBreach(BigInt(r.numFetched), r.utxos.length, 'P.m.getRewardUTXOs')]);
      counts.push(r.utxos.length);
    }
    const txID =
      candidates[counts.findIndex((n) => n > 0)] ??
      starved(t, 'blocks', 'no ended staker with reward UTXOs on this target');
    t.rpcError(await t.rpc('platform.getRewardUTXOs', { txID, encoding: 'json' }));
  },
);

check(
  "an ended staker's reward UTXOs are outputs of its staking tx after its stake, owned by its reward owners, and numFetched counts them",
  {
    id: 'getRewardUTXOs.agrees-with-blocks',
    method: 'platform.getRewardUTXOs',
    aspect: 'consistency',
    clauses: ['P.m.getRewardUTXOs'],
  },
  async (t) => {
    const ended = [...chainModel(t).stakers.values()]
      .filter((s) => s.endedAt !== undefined && s.rewardOwner)
      .slice(0, 6);
    if (ended.length === 0) t.skip('no staker whose staking tx and reward tx the blocks read hold');
    for (const s of ended) {
      const r = await t.call('platform.getRewardUTXOs', { txID: s.txId });
      t.breaches([numFetchedBreach(BigInt(r.numFetched), r.utxos.length, 'P.m.getRewardUTXOs')]);
      const owners = [s.rewardOwner, s.delegationOwner].flatMap((o) => (o ? [ownerText(o)] : []));
      r.utxos.forEach((hex, i) => {
        const u = decodeUtxo(hexPayload(t, hex, `$.result.utxos[${i}]`));
        const path = `$.result.utxos[${i}]`;
        // A reward comes after the staking tx's own outputs and its returned stake (their indices).
        const first = s.baseOutputs + s.stake.length;
        t.verify(
          cb58(u.txId) === s.txId && u.outputIndex >= first,
          `reward UTXO ${i} of ${s.txId} is not an output of its staking tx after its stake`,
          { expected: `${s.txId}:≥${first}`, received: `${cb58(u.txId)}:${u.outputIndex}`, path },
        );
        const owner = ownerText({ ...u.output, addresses: u.output.addresses.map(hexKey) });
        t.verify(
          owners.includes(owner),
          `reward UTXO ${i} of ${s.txId} is owned by none of the reward owners its staking tx names`,
          { expected: owners.join(' | '), received: owner, path },
        );
      });
    }
  },
);
