// What the mock checks before it takes an issued tx into its mempool, as the node's UTXO verifier does:
// the network, the chain, every input a known unspent UTXO of the asset and amount it claims (an ImportTx's
// imported inputs: atomic UTXOs), signed by its owner (secp256k1 recovery over sha256 of the unsigned bytes),
// and no more value out (outputs, stake, exports, L1 balances) than in. A tx that a subnet's, an L1 validator's or a
// validator's owner authorises carries one more credential, the last, checked by verify-kind.ts.
import { TX_TYPE_ID, type DecodedTx } from '../../codec/codec.js';
import { utxoIdOf } from '../../codec/encode.js';
import { cb58Encode } from '../../encoding/cb58.js';
import { hexKey } from '../../encoding/hex.js';
import { signerOf } from '../../tx/key.js';
import { atomicUtxosFrom, utxoIn } from '../chain/accept.js';
import type { NodeContext } from '../node-context.js';
import { PRIMARY_NETWORK_ID } from '../../spec/api-paths.js';

const same = (a: Uint8Array, b: Uint8Array) => Buffer.from(a).equals(Buffer.from(b));

/**
 * The reason the tx may not be issued, or null: the error of the node's standard tx executor, which
 * issueTx wraps (txs.ts). `spent` holds the UTXO IDs consumed by txs issued before.
 */
export function spendError(ctx: NodeContext, tx: DecodedTx, spent: ReadonlySet<string>): string | null {
  const base = tx.base;
  if (!base) return null; // reward and advance-time txs are the node's own; they carry no spend
  if (base.networkId !== ctx.state.networkId)
    return `tx has wrong network ID: expected ${ctx.state.networkId} but got ${base.networkId}`;
  if (!base.blockchainId.every((b) => b === 0))
    return `tx has wrong chain ID: expected ${PRIMARY_NETWORK_ID} but got ${cb58Encode(base.blockchainId)}`;
  const inputs = [
    ...base.inputs.map((input) => ({ input, utxos: ctx.state.utxosByAddress })),
    ...(tx.importedInputs ?? []).map((input) => ({
      input,
      utxos: atomicUtxosFrom(ctx.state, tx.sourceChain ?? new Uint8Array(32)),
    })),
  ];
  const authorised = tx.subnetAuth === undefined ? 0 : 1;
  if (tx.credentials.length !== inputs.length + authorised)
    return `wrong number of credentials: ${tx.credentials.length} for ${inputs.length} inputs${authorised ? ' and an authorisation' : ''}`;
  if (!ctx.deep.issuedTxsVerified) return null;
  let consumed = 0n;
  for (const [i, { input, utxos }] of inputs.entries()) {
    const idBytes = utxoIdOf(input.txId, input.outputIndex);
    const id = cb58Encode(idBytes);
    const u = utxoIn(utxos, hexKey(idBytes));
    if (!u || spent.has(id)) return `failed to read consumed UTXO ${id}: not found`;
    if (!same(u.utxo.assetId, input.assetId) || u.utxo.output.amount !== input.amount)
      return `input ${i} does not match UTXO ${id}`;
    const owners = u.utxo.output.addresses;
    const sigs = tx.credentials[i]!;
    if (sigs.length !== u.utxo.output.threshold || input.sigIndices.length !== sigs.length)
      return `input ${i}: wrong number of signatures`;
    for (const [j, sigIndex] of input.sigIndices.entries()) {
      const owner = owners[sigIndex];
      const signer = signerOf(tx.unsignedBytes, sigs[j]!);
      if (!owner || !signer) return `failed to verify transfer: wrong signature (input ${i})`;
      // secp256k1fx names both keys as short IDs (CB58 of the 20 address bytes).
      if (!same(owner, signer))
        return `failed to verify transfer: wrong signature: expected signature from ${cb58Encode(owner)} but got from ${cb58Encode(signer)}`;
    }
    consumed += input.amount;
  }
  const produced = producedBy(tx);
  if (produced >= consumed && inputs.length > 0)
    return `insufficient funds: ${consumed} in, ${produced} out and a fee to pay`;
  return null;
}

/** The nAVAX a tx puts anywhere: its outputs, stake, exported outputs and the balances it gives L1 validators. */
function producedBy(tx: DecodedTx): bigint {
  const sum = (outs: ReadonlyArray<{ output: { amount: bigint } }> = []) =>
    outs.reduce((s, o) => s + o.output.amount, 0n);
  const balances =
    (tx.l1Validators ?? []).reduce((s, v) => s + v.balance, 0n) +
    (tx.typeId === TX_TYPE_ID.IncreaseL1ValidatorBalanceTx || tx.typeId === TX_TYPE_ID.RegisterL1ValidatorTx
      ? (tx.balance ?? 0n)
      : 0n);
  return sum(tx.base?.outputs) + sum(tx.stake) + sum(tx.exportedOutputs) + balances;
}

/** The UTXO IDs a tx consumes. */
export function consumedIds(tx: DecodedTx): string[] {
  return [...(tx.base?.inputs ?? []), ...(tx.importedInputs ?? [])].map((i) =>
    cb58Encode(utxoIdOf(i.txId, i.outputIndex)),
  );
}
