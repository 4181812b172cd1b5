// The transactions seeding issues, built with @avalabs/avalanchejs (fees included: the P-Chain's
// dynamic gas fees, the X-Chain's static fee, the C-Chain's base fee) and signed with the project's
// secp256k1 signer. Pure: no network; the seeding steps (src/seed/) fetch UTXOs and fee state and issue.
import { cb58Encode } from '../encoding/cb58.js';
import { sha256 } from '../encoding/checksum.js';
import { compareBytes } from '../codec/encode.js';
import { PRIMARY_NETWORK_ID } from '../spec/api-paths.js';
import {
  avm,
  evm,
  l1Validator,
  pvm,
  transferableOutput,
  type AvaContext,
  type AvaFeeState,
  type AvaUnsignedTx,
  type AvaUtxo,
  type PCommon,
} from './avalanchejs.js';
import type { BlsSigner } from './derive.js';
import { signTx, type SigningKey } from './key.js';

/**
 * Outputs per multi-output BaseTx: 80 bytes each keeps the tx under the mempool's 64 KiB limit, and
 * its gas (about 1,080 an output) under the P-Chain's gas capacity (1,000,000 on local networks).
 */
export const MAX_OUTPUTS_PER_TX = 780;

/** What a P-Chain tx is paid with: the payer's UTXOs at the fee state's price. Change goes back to the payer. */
export interface PSpend {
  context: AvaContext;
  feeState: AvaFeeState;
  payer: SigningKey;
  utxos: readonly AvaUtxo[];
}

const common = (s: PSpend): PCommon => ({
  feeState: s.feeState,
  fromAddressesBytes: [s.payer.address],
  utxos: s.utxos,
});

/** A signed tx: its bytes (codec version first) and ID (CB58 of their sha256). */
export interface SignedBytes {
  bytes: Uint8Array;
  id: string;
}

/** Owners of a subnet (or an L1 validator's deactivation) as the codec stores them: addresses sorted by bytes. */
export interface Owners {
  keys: SigningKey[];
  threshold: number;
}

export function ownerAddresses(owners: Owners): Uint8Array[] {
  return owners.keys.map((k) => k.address).sort(compareBytes);
}

/** The authorisation of a subnet (or deactivation) owner: the first `threshold` owners, as indices into the sorted addresses, with their keys. */
export function ownerAuth(owners: Owners): { indices: number[]; keys: SigningKey[] } {
  const sorted = [...owners.keys].sort((a, b) => compareBytes(a.address, b.address)).slice(0, owners.threshold);
  return { indices: sorted.map((_, i) => i), keys: sorted };
}

/**
 * Signs the inputs with `inputKeys` (each signature goes where its key owns an input) and the owner
 * authorisation credential, the last one, with `authKeys` in index order. Throws when a slot stays empty.
 */
export function signWith(
  tx: AvaUnsignedTx,
  inputKeys: readonly SigningKey[],
  authKeys: readonly SigningKey[] = [],
): SignedBytes {
  const unsigned = tx.toBytes();
  for (const key of inputKeys) tx.addSignature(signTx(key, unsigned));
  const last = tx.getCredentials().length - 1;
  authKeys.forEach((key, i) => tx.addSignatureAt(signTx(key, unsigned), last, i));
  if (!tx.hasAllSignatures())
    throw new Error('the tx is not fully signed: a key for one of its inputs or owners is missing');
  const bytes = tx.getSignedTx().toBytes();
  return { bytes, id: cb58Encode(sha256(bytes)) };
}

/** How many outputs each BaseTx carries to give an address `count` more UTXOs. */
export function outputBatches(count: number): number[] {
  const out: number[] = [];
  for (let left = count; left > 0; left -= MAX_OUTPUTS_PER_TX) out.push(Math.min(left, MAX_OUTPUTS_PER_TX));
  return out;
}

/** A BaseTx with `count` outputs of `amountEach` to `to`: `count` new UTXOs for that address. */
export function manyOutputsTx(s: PSpend, to: Uint8Array, count: number, amountEach: bigint): AvaUnsignedTx {
  const outputs = Array.from({ length: count }, () => transferableOutput(s.context.avaxAssetID, amountEach, [to]));
  return pvm.newBaseTx({ ...common(s), outputs }, s.context);
}

/** A BaseTx paying each grant its amount (one output each). */
export function fundTx(s: PSpend, grants: ReadonlyArray<{ to: Uint8Array; amount: bigint }>): AvaUnsignedTx {
  return pvm.newBaseTx(
    { ...common(s), outputs: grants.map((g) => transferableOutput(s.context.avaxAssetID, g.amount, [g.to])) },
    s.context,
  );
}

export function createSubnetTx(s: PSpend, owners: Owners): AvaUnsignedTx {
  return pvm.newCreateSubnetTx(
    { ...common(s), subnetOwners: ownerAddresses(owners), threshold: owners.threshold },
    s.context,
  );
}

export interface ChainSpec {
  name: string;
  vmId: string;
  genesis: Record<string, unknown>;
}

export function createChainTx(s: PSpend, subnetId: string, owners: Owners, chain: ChainSpec): AvaUnsignedTx {
  return pvm.newCreateChainTx(
    {
      ...common(s),
      subnetId,
      chainName: chain.name,
      vmId: chain.vmId,
      fxIds: [],
      genesisData: chain.genesis,
      subnetAuth: ownerAuth(owners).indices,
    },
    s.context,
  );
}

export interface Period {
  start: bigint;
  end: bigint;
}

export function addSubnetValidatorTx(
  s: PSpend,
  subnetId: string,
  owners: Owners,
  nodeId: string,
  period: Period,
  weight: bigint,
): AvaUnsignedTx {
  return pvm.newAddSubnetValidatorTx(
    { ...common(s), subnetId, nodeId, ...period, weight, subnetAuth: ownerAuth(owners).indices },
    s.context,
  );
}

export function removeSubnetValidatorTx(s: PSpend, subnetId: string, owners: Owners, nodeId: string): AvaUnsignedTx {
  return pvm.newRemoveSubnetValidatorTx(
    { ...common(s), subnetId, nodeId, subnetAuth: ownerAuth(owners).indices },
    s.context,
  );
}

export function transferOwnershipTx(s: PSpend, subnetId: string, owners: Owners, next: Owners): AvaUnsignedTx {
  return pvm.newTransferSubnetOwnershipTx(
    {
      ...common(s),
      subnetId,
      subnetAuth: ownerAuth(owners).indices,
      subnetOwners: ownerAddresses(next),
      threshold: next.threshold,
    },
    s.context,
  );
}

export interface L1ValidatorSpec {
  nodeId: string;
  weight: bigint;
  /** nAVAX that pays the validator's continuous fee. */
  balance: bigint;
  signer: BlsSigner;
  /** Owner of the remaining balance and of the right to disable it (threshold 1). */
  owner: Uint8Array;
}

export function convertToL1Tx(
  s: PSpend,
  subnetId: string,
  owners: Owners,
  managerChainId: string,
  managerAddress: Uint8Array,
  validators: readonly L1ValidatorSpec[],
): AvaUnsignedTx {
  const vs = validators.map((v) =>
    l1Validator(v.nodeId, v.weight, v.balance, v.signer.publicKey, v.signer.proofOfPossession, [v.owner]),
  );
  return pvm.newConvertSubnetToL1Tx(
    {
      ...common(s),
      subnetId,
      chainId: managerChainId,
      address: managerAddress,
      validators: vs,
      subnetAuth: ownerAuth(owners).indices,
    },
    s.context,
  );
}

/** Registers an L1 validator: the signed Warp message that names it, the proof of possession of its key, its balance. */
export function registerL1ValidatorTx(
  s: PSpend,
  balance: bigint,
  proofOfPossession: Uint8Array,
  message: Uint8Array,
): AvaUnsignedTx {
  return pvm.newRegisterL1ValidatorTx({ ...common(s), balance, blsSignature: proofOfPossession, message }, s.context);
}

/** Sets an L1 validator's weight (0: removes it) by the signed Warp message of its L1's manager. */
export function setL1ValidatorWeightTx(s: PSpend, message: Uint8Array): AvaUnsignedTx {
  return pvm.newSetL1ValidatorWeightTx({ ...common(s), message }, s.context);
}

export function increaseL1BalanceTx(s: PSpend, validationId: string, amount: bigint): AvaUnsignedTx {
  return pvm.newIncreaseL1ValidatorBalanceTx({ ...common(s), validationId, balance: amount }, s.context);
}

/** Disables an L1 validator; its deactivation owner (one address, threshold 1) signs index 0. */
export function disableL1ValidatorTx(s: PSpend, validationId: string): AvaUnsignedTx {
  return pvm.newDisableL1ValidatorTx({ ...common(s), validationId, disableAuth: [0] }, s.context);
}

export interface StakeSpec extends Period {
  nodeId: string;
  weight: bigint;
  rewardTo: Uint8Array;
}

/** A Primary Network validator with a BLS signer (AddPermissionlessValidatorTx); delegation fee `shares` in millionths. */
export function addValidatorTx(s: PSpend, stake: StakeSpec, signer: BlsSigner, shares: number): AvaUnsignedTx {
  return pvm.newAddPermissionlessValidatorTx(
    {
      ...common(s),
      subnetId: PRIMARY_NETWORK_ID,
      nodeId: stake.nodeId,
      start: stake.start,
      end: stake.end,
      weight: stake.weight,
      publicKey: signer.publicKey,
      signature: signer.proofOfPossession,
      rewardAddresses: [stake.rewardTo],
      delegatorRewardsOwner: [stake.rewardTo],
      shares,
    },
    s.context,
  );
}

/** A Primary Network delegator (AddPermissionlessDelegatorTx). */
export function addDelegatorTx(s: PSpend, stake: StakeSpec): AvaUnsignedTx {
  return pvm.newAddPermissionlessDelegatorTx(
    {
      ...common(s),
      subnetId: PRIMARY_NETWORK_ID,
      nodeId: stake.nodeId,
      start: stake.start,
      end: stake.end,
      weight: stake.weight,
      rewardAddresses: [stake.rewardTo],
    },
    s.context,
  );
}

/** Imports the atomic UTXOs (owned by `s.payer`, exported from `sourceChainId`) to `to` on the P-Chain; the fee comes out of them. */
export function importTx(s: PSpend, sourceChainId: string, to: Uint8Array): AvaUnsignedTx {
  return pvm.newImportTx({ ...common(s), sourceChainId, toAddressesBytes: [to] }, s.context);
}

/** A P-Chain ExportTx to the X-Chain: `amount` to `to` in the atomic memory the two share, change back to the payer. */
export function exportToXTx(s: PSpend, to: Uint8Array, amount: bigint): AvaUnsignedTx {
  return exportTx(s, 'X', to, amount);
}

/** A P-Chain ExportTx of `amount` to `to` on the X- or C-Chain (its atomic UTXO waits there to be imported). */
export function exportTx(s: PSpend, chain: 'X' | 'C', to: Uint8Array, amount: bigint): AvaUnsignedTx {
  return pvm.newExportTx(
    {
      ...common(s),
      destinationChainId: chain === 'X' ? s.context.xBlockchainID : s.context.cBlockchainID,
      outputs: [transferableOutput(s.context.avaxAssetID, amount, [to])],
    },
    s.context,
  );
}

/** An X-Chain BaseTx from `key`'s UTXOs: one output per amount to `to`, change back to the key (static fee). */
export function xBaseTx(
  context: AvaContext,
  key: SigningKey,
  utxos: AvaUtxo[],
  to: Uint8Array,
  amounts: readonly bigint[],
): AvaUnsignedTx {
  return avm.newBaseTx(
    context,
    [key.address],
    utxos,
    amounts.map((a) => transferableOutput(context.avaxAssetID, a, [to])),
  );
}

/** An X-Chain ExportTx to the P-Chain: one exported output per amount, owned by `to`. */
export function xExportToPTx(
  context: AvaContext,
  key: SigningKey,
  utxos: AvaUtxo[],
  to: Uint8Array,
  amounts: readonly bigint[],
): AvaUnsignedTx {
  return avm.newExportTx(
    context,
    context.pBlockchainID,
    [key.address],
    utxos,
    amounts.map((a) => transferableOutput(context.avaxAssetID, a, [to])),
  );
}

/** A C-Chain atomic ExportTx to the P-Chain from the key's EVM account (fee from the base fee, in nAVAX per gas). */
export function cExportToPTx(
  context: AvaContext,
  evmAddress: Uint8Array,
  baseFeeNavax: bigint,
  nonce: bigint,
  to: Uint8Array,
  amount: bigint,
): AvaUnsignedTx {
  return evm.newExportTxFromBaseFee(context, baseFeeNavax, amount, context.pBlockchainID, evmAddress, [to], nonce);
}
