// platform.getBalance (deprecated since v1.9.12, still in the spec).
import { Result } from '../../schemas/platform/getBalance.js';
import { Result as UtxoPage } from '../../schemas/platform/getUTXOs.js';
import { check } from '../../src/harness/check.js';
import { decodeUtxo } from '../../src/codec/index.js';
import { MAX_UTXOS_PER_PAGE } from '../../src/spec/limits.js';
import { cb58, hexPayload } from '../_support/bytes.js';
import { deprecatedCheck } from '../_support/deprecated.js';
import { addressWithUtxos, onePageAddresses, PRIMARY_NETWORK } from '../_support/inputs.js';
import { Result as AssetResult } from '../../schemas/platform/getStakingAssetID.js';

deprecatedCheck('platform.getBalance', ['P.ver.deprecated', 'P.m.getBalance', 'P.res.utxo-ref'], Result, (t) => ({ addresses: [addressWithUtxos(t, 1)] }));

/** The singular members of a getBalance answer, each the staking asset's entry of its per-asset map. */
const SINGULAR = { balance: 'balances', unlocked: 'unlockeds', lockedStakeable: 'lockedStakeables', lockedNotStakeable: 'lockedNotStakeables' } as const;

check("an address's balance per asset is the sum of its UTXOs' amounts, utxoIDs names exactly those UTXOs, and each singular total is the staking asset's", { id: 'getBalance.agrees-with-utxos', method: 'platform.getBalance', aspect: 'consistency', clauses: ['P.m.getBalance', 'P.res.utxo-ref'] }, async (t) => {
  const stakingAsset = t.ok(await t.rpc('platform.getStakingAssetID', { subnetID: PRIMARY_NETWORK }), AssetResult).assetID;
  for (const address of onePageAddresses(t, 4)) {
    const [balanceOut, utxosOut] = await Promise.all([t.rpc('platform.getBalance', { addresses: [address] }), t.rpc('platform.getUTXOs', { addresses: [address], limit: MAX_UTXOS_PER_PAGE })]);
    const balance = t.ok(balanceOut, Result);
    const page = t.ok(utxosOut, UtxoPage);
    const sums = new Map<string, bigint>();
    const ids = new Set<string>();
    page.utxos.forEach((hex, i) => {
      const u = decodeUtxo(hexPayload(t, hex, `$.result.utxos[${i}]`));
      sums.set(cb58(u.assetId), (sums.get(cb58(u.assetId)) ?? 0n) + u.output.amount);
      ids.add(`${cb58(u.txId)}:${u.outputIndex}`);
    });
    const want = Object.fromEntries([...sums].sort().map(([a, n]) => [a, String(n)]));
    const got = Object.fromEntries(Object.entries(balance.balances).sort().map(([a, n]) => [a, String(n)]));
    t.verify(JSON.stringify(got) === JSON.stringify(want), `the balances of ${address} are not the sums of its UTXOs (getUTXOs)`, { expected: JSON.stringify(want), received: JSON.stringify(got), path: '$.result.balances', rpc: 'platform.getBalance' });
    for (const [one, map] of Object.entries(SINGULAR) as Array<[keyof typeof SINGULAR, (typeof SINGULAR)[keyof typeof SINGULAR]]>) {
      if (balance[one] === undefined) continue;
      const want = String(balance[map][stakingAsset] ?? 0n);
      t.verify(String(balance[one]) === want, `${one} of ${address} is not the staking asset's entry of ${map}`, { expected: want, received: String(balance[one]), path: `$.result.${one}`, rpc: 'platform.getBalance' });
    }
    const refs = (balance.utxoIDs ?? []).map((r) => `${r.txID}:${String(r.outputIndex)}`).sort();
    t.verify(JSON.stringify(refs) === JSON.stringify([...ids].sort()), `utxoIDs of ${address} are not the UTXOs getUTXOs lists`, { expected: `${ids.size} UTXO refs`, received: `${refs.length} UTXO refs`, path: '$.result.utxoIDs', rpc: 'platform.getBalance' });
  }
});
