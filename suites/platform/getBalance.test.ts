// platform.getBalance (deprecated since v1.9.12, still in the spec).
import { Result } from '../../schemas/platform/getBalance.js';
import { Result as UtxoPage } from '../../schemas/platform/getUTXOs.js';
import { check } from '../../src/check/check.js';
import { decodeUtxo } from '../../src/codec/codec.js';
import { MAX_UTXOS_PER_PAGE } from '../../src/spec/limits.js';
import { cb58, hexPayload } from '../_support/bytes.js';
import { deprecatedCheck } from '../_support/deprecated.js';
import { addressWithUtxos, onePageAddresses } from '../_support/inputs.js';
import { PRIMARY_NETWORK_ID } from '../../src/spec/api-paths.js';
import { formatAddress } from '../../src/encoding/address.js';
import { sha256 } from '../../src/encoding/checksum.js';

deprecatedCheck('platform.getBalance', ['P.ver.deprecated', 'P.m.getBalance', 'P.res.utxo-ref'], Result, (t) => ({
  addresses: [addressWithUtxos(t, 1)],
}));

/** The singular members of a getBalance answer, each the staking asset's entry of its per-asset map. */
const SINGULAR = {
  balance: 'balances',
  unlocked: 'unlockeds',
  lockedStakeable: 'lockedStakeables',
  lockedNotStakeable: 'lockedNotStakeables',
} as const;

/** The three per-asset maps a balance splits into: an output's class follows from its lock times and the time now. */
const SPLIT = ['unlockeds', 'lockedStakeables', 'lockedNotStakeables'] as const;
/** Seconds around now within which a lock time may have passed on the node's clock and not on ours (or the reverse). */
const CLOCK_MARGIN = 600n;

/** The class of an output: locked by its own locktime (not stakeable), by a stakeable lock only, or unlocked; null within the clock margin. */
function lockClass(
  locktime: bigint,
  stakeableLocktime: bigint | undefined,
  now: bigint,
): (typeof SPLIT)[number] | null {
  const near = (t: bigint) => t > now - CLOCK_MARGIN && t < now + CLOCK_MARGIN;
  if (near(locktime) || (stakeableLocktime !== undefined && near(stakeableLocktime))) return null;
  if (locktime > now) return 'lockedNotStakeables';
  return stakeableLocktime !== undefined && stakeableLocktime > now ? 'lockedStakeables' : 'unlockeds';
}

check(
  "an address's balance per asset is the sum of its UTXOs' amounts, split by their locks into unlocked, locked-stakeable and locked-not-stakeable; utxoIDs names exactly those UTXOs; each singular total is the staking asset's",
  {
    id: 'getBalance.agrees-with-utxos',
    method: 'platform.getBalance',
    aspect: 'consistency',
    clauses: ['P.m.getBalance', 'P.res.utxo-ref'],
  },
  async (t) => {
    const stakingAsset = (await t.call('platform.getStakingAssetID', { subnetID: PRIMARY_NETWORK_ID })).assetID;
    for (const address of onePageAddresses(t, 4)) {
      const [balanceOut, utxosOut] = await Promise.all([
        t.rpc('platform.getBalance', { addresses: [address] }),
        t.rpc('platform.getUTXOs', { addresses: [address], limit: MAX_UTXOS_PER_PAGE }),
      ]);
      const balance = t.ok(balanceOut, Result);
      const page = t.ok(utxosOut, UtxoPage);
      const sums = new Map<string, bigint>();
      const ids = new Set<string>();
      const now = BigInt(Math.floor(Date.now() / 1000));
      /** "<map> <asset>" -> amount, or null once an output's class is too near now to tell. */
      let split: Map<string, bigint> | null = new Map();
      page.utxos.forEach((hex, i) => {
        const u = decodeUtxo(hexPayload(t, hex, `$.result.utxos[${i}]`));
        sums.set(cb58(u.assetId), (sums.get(cb58(u.assetId)) ?? 0n) + u.output.amount);
        ids.add(`${cb58(u.txId)}:${u.outputIndex}`);
        const cls = lockClass(u.output.locktime, u.output.stakeableLocktime, now);
        if (cls === null) split = null;
        else if (split)
          split.set(`${cls} ${cb58(u.assetId)}`, (split.get(`${cls} ${cb58(u.assetId)}`) ?? 0n) + u.output.amount);
      });
      const final: Map<string, bigint> | null = split;
      for (const map of final ? SPLIT : []) {
        const want = JSON.stringify(
          Object.fromEntries(
            [...final!]
              .filter(([k]) => k.startsWith(`${map} `))
              .map(([k, n]) => [k.slice(map.length + 1), String(n)])
              .sort(),
          ),
        );
        const got = JSON.stringify(
          Object.fromEntries(
            Object.entries(balance[map])
              .map(([a, n]) => [a, String(n)])
              .filter(([, n]) => n !== '0')
              .sort(),
          ),
        );
        t.verify(
          got === want,
          `${map} of ${address} are not its UTXOs' amounts of that lock class (getUTXOs, the lock times against now)`,
          { expected: want, received: got, path: `$.result.${map}`, rpc: 'platform.getBalance' },
        );
      }
      const want = Object.fromEntries([...sums].sort().map(([a, n]) => [a, String(n)]));
      const got = Object.fromEntries(
        Object.entries(balance.balances)
          .sort()
          .map(([a, n]) => [a, String(n)]),
      );
      t.verify(
        JSON.stringify(got) === JSON.stringify(want),
        `the balances of ${address} are not the sums of its UTXOs (getUTXOs)`,
        {
          expected: JSON.stringify(want),
          received: JSON.stringify(got),
          path: '$.result.balances',
          rpc: 'platform.getBalance',
        },
      );
      for (const [one, map] of Object.entries(SINGULAR) as Array<
        [keyof typeof SINGULAR, (typeof SINGULAR)[keyof typeof SINGULAR]]
      >) {
        if (balance[one] === undefined) continue;
        const want = String(balance[map][stakingAsset] ?? 0n);
        t.verify(String(balance[one]) === want, `${one} of ${address} is not the staking asset's entry of ${map}`, {
          expected: want,
          received: String(balance[one]),
          path: `$.result.${one}`,
          rpc: 'platform.getBalance',
        });
      }
      const refs = (balance.utxoIDs ?? []).map((r) => `${r.txID}:${String(r.outputIndex)}`).sort();
      t.verify(
        JSON.stringify(refs) === JSON.stringify([...ids].sort()),
        `utxoIDs of ${address} are not the UTXOs getUTXOs lists`,
        {
          expected: `${ids.size} UTXO refs`,
          received: `${refs.length} UTXO refs`,
          path: '$.result.utxoIDs',
          rpc: 'platform.getBalance',
        },
      );
    }
  },
);

check(
  'an address that owns no UTXO (getUTXOs lists none) has a zero balance and an empty utxoIDs list',
  {
    id: 'getBalance.no-utxos-empty',
    method: 'platform.getBalance',
    aspect: 'schema',
    clauses: ['P.m.getBalance', 'P.res.utxo-ref'],
  },
  async (t) => {
    // An address no one holds a key to: sha256 of a fixed text, its first 20 bytes.
    const hrp = t.discovery.hrp ?? t.skip('discovery read no address HRP');
    const address = formatAddress(
      'P',
      hrp,
      sha256(new TextEncoder().encode('avaconform: an address that owns nothing')).subarray(0, 20),
    );
    const page = await t.call('platform.getUTXOs', { addresses: [address] });
    if (page.utxos.length > 0) t.skip(`${address} owns UTXOs on this target`);
    const balance = await t.call('platform.getBalance', { addresses: [address] });
    t.equal(String(balance.balance ?? 0), '0', 'an address without UTXOs has balance 0', '$.result.balance');
    t.equal(
      JSON.stringify(balance.utxoIDs),
      '[]',
      'utxoIDs of an address without UTXOs is the empty list',
      '$.result.utxoIDs',
    );
  },
);
