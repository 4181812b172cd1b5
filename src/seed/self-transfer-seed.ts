// The fallback seed for releases the full seeding cannot build on (before the Etna fee API, e.g. v1.12.1:
// no avm.getTxFee, no platform.getFeeConfig): one signed self-transfer with the genesis-funded key,
// committed, so the checks of blocks with txs, of getTx and of the P-Chain block index still run.
// The requests carry their own JSON-RPC id, so a recorded run replays without them.
import { HexChecksummed } from '../../schemas/primitives.js';
import { Result as Status } from '../../schemas/platform/getTxStatus.js';
import { chainTime, Result as Timestamp } from '../../schemas/platform/getTimestamp.js';
import { Result as Utxos } from '../../schemas/platform/getUTXOs.js';
import { callRpc } from '../client/rpc.js';
import { MAX_UTXOS_PER_PAGE } from '../spec/limits.js';
import type { HttpClient } from '../client/http.js';
import { formatAddress, hrpForNetwork } from '../encoding/address.js';
import { cb58Encode } from '../encoding/cb58.js';
import { sha256 } from '../encoding/checksum.js';
import { encodeHexChecksum, decodeHexChecksum } from '../encoding/hex.js';
import { signingKeyFor } from '../tx/key.js';
import { selfTransfer, spendableUtxos } from '../tx/self-transfer.js';

const SEED_ID = 'avaconform-seed';
const COMMIT_WITHIN_MS = 30_000;

/**
 * Issues one self-transfer and waits until it is Committed; returns a note of what happened. Signs with the key of
 * signingKeyFor: `privateKey` (AVACONFORM_PRIVATE_KEY) or a genesis-funded one (`startedHere`: the harness started
 * the network itself).
 */
export async function seedOneSelfTransfer(
  client: HttpClient,
  privateKey: string | null,
  startedHere = false,
): Promise<string> {
  const call = (method: string, params: unknown, path = '/ext/bc/P') =>
    callRpc(client, { method, params, path, id: SEED_ID });
  const network = (await call('info.getNetworkID', {}, '/ext/info')).result as { networkID?: unknown } | undefined;
  const networkId = Number(network?.networkID);
  const key = signingKeyFor(networkId, startedHere, privateKey);
  if (typeof key === 'string') return `not seeded: ${key}`;
  const address = formatAddress('P', hrpForNetwork(networkId), key.address);
  // Answers are read with the methods' schemas; one that does not parse leaves the network unseeded.
  const page = Utxos.safeParse(
    (await call('platform.getUTXOs', { addresses: [address], limit: MAX_UTXOS_PER_PAGE })).result,
  );
  const time = Timestamp.safeParse((await call('platform.getTimestamp', {})).result);
  if (!page.success || !time.success) return 'not seeded: getUTXOs or getTimestamp answered outside its schema';
  const now = BigInt(Math.floor(Date.parse(chainTime(time.data)) / 1000));
  const bytes = page.data.utxos.flatMap((u) => (HexChecksummed.safeParse(u).success ? [decodeHexChecksum(u)] : []));
  const utxo = spendableUtxos(key, bytes, now)[0];
  if (!utxo) return `not seeded: ${address} has no spendable UTXO`;
  const tx = selfTransfer(key, utxo, networkId);
  const txId = cb58Encode(sha256(tx));
  const issued = await call('platform.issueTx', { tx: encodeHexChecksum(tx), encoding: 'hex' });
  if (issued.error) return `not seeded: issueTx refused the self-transfer: ${String(issued.error.message)}`;
  for (const deadline = Date.now() + COMMIT_WITHIN_MS; Date.now() < deadline;) {
    const answer = Status.safeParse((await call('platform.getTxStatus', { txID: txId })).result);
    const status = answer.success ? answer.data.status : 'an answer outside its schema';
    if (status === 'Committed') return `seeded: self-transfer ${txId} committed`;
    if (status !== 'Processing') return `not seeded: the self-transfer ${txId} became ${status}`;
    await new Promise((r) => setTimeout(r, 200));
  }
  return `not seeded: the self-transfer ${txId} was not committed within ${COMMIT_WITHIN_MS / 1000} s`;
}
