// The key the write checks sign with: AVACONFORM_PRIVATE_KEY, or on a local network (IDs 1337, 12345) or a
// network the harness started the key their genesis funds. Elsewhere a write check skips: it has no funds to spend.
import { chainTime } from '../../schemas/platform/getTimestamp.js';
import type { DecodedUtxo } from '../../src/codec/codec.js';
import { formatAddress } from '../../src/encoding/address.js';
import type { CheckContext } from '../../src/check/check.js';
import { networkSigningKey } from '../../src/check/signing-key.js';
import type { SigningKey } from '../../src/tx/key.js';
import { spendableUtxos } from '../../src/tx/self-transfer.js';
import { hexPayload } from './bytes.js';

export function signingKey(t: CheckContext): SigningKey {
  const networkId = t.discovery.networkId ?? t.skip('discovery read no network ID');
  // A network the harness started (--node-binary, a devnet with --upgrades too) funds the prefunded key at genesis.
  const key = networkSigningKey(networkId, t.run.target.given?.startsWith('node-binary:') === true);
  return typeof key === 'string' ? t.skip(`${key} to issue txs`) : key;
}

/**
 * A UTXO of the key it can spend now (chain time), or a skip. Write checks run concurrently: each takes
 * its own (`which`), so no check's answer depends on another having spent first.
 */
export async function spendableUtxo(
  t: CheckContext,
  key: SigningKey,
  which: 'first' | 'last' = 'first',
): Promise<DecodedUtxo> {
  const hrp = t.discovery.hrp ?? t.skip('discovery read no address HRP');
  const address = formatAddress('P', hrp, key.address);
  const page = await t.call('platform.getUTXOs', { addresses: [address], limit: 1024 });
  const now = BigInt(Math.floor(Date.parse(chainTime(await t.call('platform.getTimestamp', {}))) / 1000));
  const bytes = page.utxos.map((u, i) => hexPayload(t, u, `$.result.utxos[${i}]`));
  const all = spendableUtxos(key, bytes, now);
  if (all.length < 2)
    t.skip(`${address} holds fewer than 2 spendable UTXOs worth more than the fee (one per write check)`);
  return which === 'first' ? all[0]! : all[all.length - 1]!;
}
