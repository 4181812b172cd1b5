// platform.getStake (deprecated since v1.9.12, still in the spec).
import { Result } from '../../schemas/platform/getStake.js';
import { deprecatedCheck } from '../_support/deprecated.js';
import { check } from '../../src/check/check.js';
import { decodeTransferableOutput } from '../../src/codec/codec.js';
import { formatAddress, parseAddress } from '../../src/encoding/address.js';
import { fromHex, hexKey } from '../../src/encoding/hex.js';
import { cb58, hexPayload } from '../_support/bytes.js';
import { chainModel, ownerText, skipIfChainMoved } from '../_support/worker-chain-model.js';
import { starved } from '../_support/inputs.js';
import { PRIMARY_NETWORK_ID } from '../../src/spec/api-paths.js';

deprecatedCheck('platform.getStake', ['P.ver.deprecated', 'P.m.getStake'], Result, (t) => ({
  addresses: t.discovery.addresses.slice(0, 20).map((a) => a.address),
  validatorsOnly: false,
}));

check(
  "an address's staked outputs are the stake outputs of the current stakers the blocks hold that it owns, and stakeds sums them per asset",
  { id: 'getStake.agrees-with-blocks', method: 'platform.getStake', aspect: 'consistency', clauses: ['P.m.getStake'] },
  async (t) => {
    const m = chainModel(t);
    const stakingAsset = (await t.call('platform.getStakingAssetID', { subnetID: PRIMARY_NETWORK_ID })).assetID;
    const current = [...m.stakers.values()].filter((s) => s.endedAt === undefined && s.kind !== 'subnet-validator');
    // The owners of the current stakers' stake: each asked for alone.
    const owners = [...new Set(current.flatMap((s) => s.stake.flatMap((o) => o.owner.addresses)))].slice(0, 6);
    if (owners.length === 0) t.skip(`no current staker's stake in the ${m.blocksRead} blocks read`);
    await skipIfChainMoved(t, m);
    const hrp = parseAddress(
      t.discovery.addresses[0]?.address ?? starved(t, 'utxos', 'no address to learn the network HRP from'),
    ).hrp;
    for (const owner of owners) {
      const address = formatAddress('P', hrp, fromHex(`0x${owner}`));
      const r = await t.call('platform.getStake', { addresses: [address], validatorsOnly: false });
      const outputs = r.stakedOutputs.map((hex, i) =>
        decodeTransferableOutput(hexPayload(t, hex, `$.result.stakedOutputs[${i}]`)),
      );
      const sums = new Map<string, bigint>();
      for (const o of outputs) sums.set(cb58(o.assetId), (sums.get(cb58(o.assetId)) ?? 0n) + o.output.amount);
      const want = JSON.stringify(Object.fromEntries([...sums].sort().map(([a, n]) => [a, String(n)])));
      const got = JSON.stringify(
        Object.fromEntries(
          Object.entries(r.stakeds)
            .sort()
            .map(([a, n]) => [a, String(n)]),
        ),
      );
      t.verify(got === want, `stakeds of ${address} are not the sums of its stakedOutputs`, {
        expected: want,
        received: got,
        path: '$.result.stakeds',
      });
      if (r.staked !== undefined)
        t.verify(
          String(r.staked) === String(sums.get(stakingAsset) ?? 0n),
          `staked of ${address} is not the staking asset's entry of stakeds`,
          { expected: String(sums.get(stakingAsset) ?? 0n), received: String(r.staked), path: '$.result.staked' },
        );
      // The stake the blocks locked for this owner, output by output (asset, amount, owner), against what is answered.
      const text = (
        assetId: string,
        amount: bigint,
        o: { locktime: unknown; threshold: unknown; addresses: readonly unknown[] },
      ) => `${assetId} ${amount} ${ownerText(o)}`;
      const answered = outputs
        .map((o) => text(cb58(o.assetId), o.output.amount, { ...o.output, addresses: o.output.addresses.map(hexKey) }))
        .sort();
      const locked = current
        .flatMap((s) =>
          s.stake.filter((o) => o.owner.addresses.includes(owner)).map((o) => text(o.assetId, o.amount, o.owner)),
        )
        .sort();
      for (const x of answered)
        t.verify(
          locked.includes(x) || !m.complete,
          `getStake answers for ${address} a stake output no current staker of the blocks locked`,
          { expected: `one of ${locked.length} stake outputs`, received: x, path: '$.result.stakedOutputs' },
        );
      if (m.complete)
        for (const x of locked)
          t.verify(answered.includes(x), `a stake output a current staker locked for ${address} is not answered`, {
            expected: x,
            received: `${answered.length} outputs without it`,
            path: '$.result.stakedOutputs',
          });
    }
  },
);
