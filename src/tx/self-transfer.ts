// The smallest valid state change the harness makes (only with --allow-writes, or on the mock): a
// P-Chain BaseTx that spends one UTXO of the signing key back to the same key, less a fee. The fee
// overpays what AvalancheGo asks of such a tx (1 milliAVAX static, far less under dynamic fees at the
// local minimum gas price); the excess is burned, which the node allows.
import { decodeUtxo, type DecodedUtxo } from '../codec/decode.js';
import { encodeSignedTx, encodeUnsignedTx } from '../codec/encode.js';
import type { SignedTx, UnsignedTx } from '../codec/codec-values.js';
import { cb58Decode } from '../encoding/cb58.js';
import { signTx, type SigningKey } from './key.js';
import { PRIMARY_NETWORK_ID } from '../spec/api-paths.js';

export const SELF_TRANSFER_FEE = 2_000_000n; // nAVAX: 2 milliAVAX
/** The codec type of a plain secp256k1 transfer output (not stakeable-locked). */
const TRANSFER_OUTPUT = 7;

/** The UTXOs the key can spend at chain time `now`: plain outputs it alone signs for, worth more than the fee. */
export function spendableUtxos(key: SigningKey, utxoBytes: readonly Uint8Array[], now: bigint): DecodedUtxo[] {
  const mine = (a: Uint8Array) => Buffer.from(a).equals(Buffer.from(key.address));
  const out: DecodedUtxo[] = [];
  // In UTXO ID order (codec version, tx ID, output index lead the bytes), whatever order the node answered in.
  for (const bytes of [...utxoBytes].sort(Buffer.compare)) {
    let u: DecodedUtxo;
    try {
      u = decodeUtxo(bytes);
    } catch {
      continue;
    }
    const o = u.output;
    if (o.typeId !== TRANSFER_OUTPUT || o.threshold !== 1 || o.locktime > now || !o.addresses.some(mine)) continue;
    if (o.amount > SELF_TRANSFER_FEE * 2n) out.push(u);
  }
  return out;
}

/** The signed self-transfer of `utxo`, as bytes, with the fee burned, and `burnMore` besides (another tx of the same input). */
export function selfTransfer(key: SigningKey, utxo: DecodedUtxo, networkId: number, burnMore = 0n): Uint8Array {
  const sigIndex = utxo.output.addresses.findIndex((a) => Buffer.from(a).equals(Buffer.from(key.address)));
  const unsigned: UnsignedTx = {
    type: 'BaseTx',
    networkId,
    blockchainId: cb58Decode(PRIMARY_NETWORK_ID), // the P-Chain
    outputs: [
      {
        assetId: utxo.assetId,
        output: {
          amount: utxo.output.amount - SELF_TRANSFER_FEE - burnMore,
          locktime: 0n,
          threshold: 1,
          addresses: [key.address],
        },
      },
    ],
    inputs: [
      {
        txId: utxo.txId,
        outputIndex: utxo.outputIndex,
        assetId: utxo.assetId,
        amount: utxo.output.amount,
        sigIndices: [sigIndex],
      },
    ],
    memo: new Uint8Array(0),
  };
  const tx: SignedTx = { unsigned, credentials: [[signTx(key, encodeUnsignedTx(unsigned))]] };
  return encodeSignedTx(tx);
}
