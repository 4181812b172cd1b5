// P-Chain codec encoder: the bytes the node would serialise (facts/platform-chain.md §6).
import { sha256 } from '../encoding/checksum.js';
import { Writer } from './bytes.js';
import {
  TX_TYPE_ID,
  TYPE,
  type BaseTxFields,
  type Block,
  type OutputOwners,
  type SignedTx,
  type TransferableInput,
  type TransferableOutput,
  type TransferOutput,
  type UnsignedTx,
  type Utxo,
  type Validator,
} from './codec-values.js';

export const CODEC_VERSION = 0;

export function compareBytes(a: Uint8Array, b: Uint8Array): number {
  for (let i = 0; i < Math.min(a.length, b.length); i++) if (a[i] !== b[i]) return a[i]! - b[i]!;
  return a.length - b.length;
}

/** Addresses as the node keeps them: sorted by byte order. */
function addressList(w: Writer, addresses: Uint8Array[]): void {
  w.u32(addresses.length);
  for (const a of [...addresses].sort(compareBytes)) w.fixed(a);
}

function owners(w: Writer, o: OutputOwners): void {
  w.u64(o.locktime).u32(o.threshold);
  addressList(w, o.addresses);
}

function ownersIface(w: Writer, o: OutputOwners): void {
  w.u32(TYPE.outputOwners);
  owners(w, o);
}

/** An output interface value: TransferOutput (7), or LockOut (22) wrapping one. */
function output(w: Writer, o: TransferOutput, stakeableLocktime: bigint | undefined): void {
  if (stakeableLocktime !== undefined) w.u32(TYPE.stakeableLockOut).u64(stakeableLocktime);
  w.u32(TYPE.transferOutput).u64(o.amount);
  owners(w, o);
}

function transferableOutput(w: Writer, o: TransferableOutput): void {
  w.fixed(o.assetId);
  output(w, o.output, o.stakeableLocktime);
}

function transferableInput(w: Writer, i: TransferableInput): void {
  w.fixed(i.txId).u32(i.outputIndex).fixed(i.assetId);
  if (i.stakeableLocktime !== undefined) w.u32(TYPE.stakeableLockIn).u64(i.stakeableLocktime);
  w.u32(TYPE.transferInput).u64(i.amount).u32(i.sigIndices.length);
  for (const s of i.sigIndices) w.u32(s);
}

function list<T>(w: Writer, items: readonly T[], item: (w: Writer, x: T) => void): void {
  w.u32(items.length);
  for (const x of items) item(w, x);
}

/** avax.BaseTx's fields (network, chain, outputs, inputs, memo): the P-Chain's and the AVM's BaseTx alike. */
export function baseFields(w: Writer, b: BaseTxFields): void {
  w.u32(b.networkId).fixed(b.blockchainId);
  list(w, b.outputs, transferableOutput);
  list(w, b.inputs, transferableInput);
  w.bytes(b.memo);
}

/** subnetAuth: a secp256k1fx.Input (10) of signature indices. */
function subnetAuth(w: Writer, sigIndices: number[]): void {
  w.u32(TYPE.secpInput);
  list(w, sigIndices, (x, s) => x.u32(s));
}

function validator(w: Writer, v: Validator): void {
  w.fixed(v.nodeId).u64(v.start).u64(v.end).u64(v.weight);
}

function unsignedTx(w: Writer, tx: UnsignedTx): void {
  w.u32(TX_TYPE_ID[tx.type]);
  switch (tx.type) {
    case 'AdvanceTimeTx':
      w.u64(tx.time);
      return;
    case 'RewardValidatorTx':
      w.fixed(tx.txId);
      return;
    case 'RewardAutoRenewedValidatorTx':
      w.fixed(tx.txId).u64(tx.time);
      return;
    default:
      baseFields(w, tx);
  }
  switch (tx.type) {
    case 'BaseTx':
      return;
    case 'CreateSubnetTx':
      ownersIface(w, tx.owner);
      return;
    case 'CreateChainTx':
      w.fixed(tx.subnetId).str(tx.chainName).fixed(tx.vmId);
      list(w, tx.fxIds, (x, f) => x.fixed(f));
      w.bytes(tx.genesisData);
      subnetAuth(w, tx.subnetAuth);
      return;
    case 'AddSubnetValidatorTx':
      validator(w, tx.validator);
      w.fixed(tx.subnetId);
      subnetAuth(w, tx.subnetAuth);
      return;
    case 'RemoveSubnetValidatorTx':
      w.fixed(tx.nodeId).fixed(tx.subnetId);
      subnetAuth(w, tx.subnetAuth);
      return;
    case 'ImportTx':
      w.fixed(tx.sourceChain);
      list(w, tx.importedInputs, transferableInput);
      return;
    case 'ExportTx':
      w.fixed(tx.destinationChain);
      list(w, tx.exportedOutputs, transferableOutput);
      return;
    case 'TransformSubnetTx':
      w.fixed(tx.subnetId)
        .fixed(tx.assetId)
        .u64(tx.initialSupply)
        .u64(tx.maximumSupply)
        .u64(tx.minConsumptionRate)
        .u64(tx.maxConsumptionRate);
      w.u64(tx.minValidatorStake)
        .u64(tx.maxValidatorStake)
        .u32(tx.minStakeDuration)
        .u32(tx.maxStakeDuration)
        .u32(tx.minDelegationFee);
      w.u64(tx.minDelegatorStake).u8(tx.maxValidatorWeightFactor).u32(tx.uptimeRequirement);
      subnetAuth(w, tx.subnetAuth);
      return;
    case 'TransferSubnetOwnershipTx':
      w.fixed(tx.subnetId);
      subnetAuth(w, tx.subnetAuth);
      ownersIface(w, tx.owner);
      return;
    case 'RegisterL1ValidatorTx':
      w.u64(tx.balance).fixed(tx.proofOfPossession).bytes(tx.message);
      return;
    case 'SetL1ValidatorWeightTx':
      w.bytes(tx.message);
      return;
    case 'IncreaseL1ValidatorBalanceTx':
      w.fixed(tx.validationId).u64(tx.balance);
      return;
    case 'DisableL1ValidatorTx':
      w.fixed(tx.validationId);
      subnetAuth(w, tx.disableAuth);
      return;
    case 'ConvertSubnetToL1Tx':
      w.fixed(tx.subnetId).fixed(tx.chainId).bytes(tx.address);
      list(w, tx.validators, (x, v) => {
        x.bytes(v.nodeId).u64(v.weight).u64(v.balance).fixed(v.publicKey).fixed(v.signature);
        for (const o of [v.remainingBalanceOwner, v.deactivationOwner]) {
          x.u32(o.threshold);
          addressList(x, o.addresses);
        }
      });
      subnetAuth(w, tx.subnetAuth);
      return;
    case 'AddPermissionlessValidatorTx':
      validator(w, tx.validator);
      w.fixed(tx.subnetId);
      if (tx.signer) w.u32(TYPE.signerPop).fixed(tx.signer.publicKey).fixed(tx.signer.signature);
      else w.u32(TYPE.signerEmpty);
      list(w, tx.stake, transferableOutput);
      ownersIface(w, tx.validationRewardsOwner);
      ownersIface(w, tx.delegationRewardsOwner);
      w.u32(tx.shares);
      return;
    case 'AddAutoRenewedValidatorTx':
      w.bytes(tx.nodeId);
      w.u32(TYPE.signerPop).fixed(tx.signer.publicKey).fixed(tx.signer.signature);
      list(w, tx.stake, transferableOutput);
      ownersIface(w, tx.validationRewardsOwner);
      ownersIface(w, tx.delegationRewardsOwner);
      ownersIface(w, tx.authority);
      w.u32(tx.shares).u32(tx.autoCompoundRewardShares).u64(tx.period);
      return;
    case 'SetAutoRenewedValidatorConfigTx':
      w.fixed(tx.txId);
      subnetAuth(w, tx.auth);
      w.u32(tx.autoCompoundRewardShares).u64(tx.period);
      return;
    case 'AddPermissionlessDelegatorTx':
      validator(w, tx.validator);
      w.fixed(tx.subnetId);
      list(w, tx.stake, transferableOutput);
      ownersIface(w, tx.rewardsOwner);
      return;
  }
}

/** The tx as it stands inside a block: unsigned typeID ‖ fields ‖ credentials, no codec version. */
function txBody(w: Writer, tx: SignedTx): void {
  unsignedTx(w, tx.unsigned);
  list(w, tx.credentials, (x, sigs) => {
    x.u32(TYPE.credential);
    list(x, sigs, (y, s) => y.fixed(s));
  });
}

/** Unsigned tx bytes: version ‖ unsigned tx. Signatures are over sha256 of these. */
export function encodeUnsignedTx(tx: UnsignedTx): Uint8Array {
  const w = new Writer().u16(CODEC_VERSION);
  unsignedTx(w, tx);
  return w.finish();
}

/** Signed tx bytes: version ‖ unsigned ‖ credentials. The tx ID is sha256 of these. */
export function encodeSignedTx(tx: SignedTx): Uint8Array {
  const w = new Writer().u16(CODEC_VERSION);
  txBody(w, tx);
  return w.finish();
}

export function txIdOf(signedBytes: Uint8Array): Uint8Array {
  return sha256(signedBytes);
}

export function encodeUtxo(u: Utxo): Uint8Array {
  const w = new Writer().u16(CODEC_VERSION).fixed(u.txId).u32(u.outputIndex).fixed(u.assetId);
  output(w, u.output, u.stakeableLocktime);
  return w.finish();
}

/** A staked output as getStake answers it (facts §6.3): version ‖ assetID ‖ output, no UTXO ID. */
export function encodeTransferableOutput(o: TransferableOutput): Uint8Array {
  const w = new Writer().u16(CODEC_VERSION);
  transferableOutput(w, o);
  return w.finish();
}

/** UTXO ID: sha256(u64BE(outputIndex) ‖ txID). */
export function utxoIdOf(txId: Uint8Array, outputIndex: number): Uint8Array {
  // u64BE(outputIndex) ‖ txID written in place: a chain at mainnet scale makes 100,000s of these.
  const prefixed = new Uint8Array(8 + txId.length);
  new DataView(prefixed.buffer).setBigUint64(0, BigInt(outputIndex));
  prefixed.set(txId, 8);
  return sha256(prefixed);
}

/** The validationID of the `index`-th validator a ConvertSubnetToL1Tx names: sha256(subnetID ‖ u32BE(index)) (facts §6). */
export function conversionValidationIdOf(subnetId: Uint8Array, index: number): Uint8Array {
  return sha256(new Writer().fixed(subnetId).u32(index).finish());
}

/**
 * A subnet's conversion ID: sha256 of its conversion data as the warp message codec writes the struct
 * (version ‖ subnetID ‖ managerChainID ‖ managerAddress ‖ [nodeID ‖ BLS public key ‖ weight] of each validator
 * the ConvertSubnetToL1Tx names, in its order; byte strings length-prefixed, no type IDs).
 */
export function conversionIdOf(
  subnetId: Uint8Array,
  managerChainId: Uint8Array,
  managerAddress: Uint8Array,
  validators: ReadonlyArray<{ nodeId: Uint8Array; publicKey: Uint8Array; weight: bigint }>,
): Uint8Array {
  const w = new Writer()
    .u16(CODEC_VERSION)
    .fixed(subnetId)
    .fixed(managerChainId)
    .bytes(managerAddress)
    .u32(validators.length);
  for (const v of validators) w.bytes(v.nodeId).fixed(v.publicKey).u64(v.weight);
  return sha256(w.finish());
}

/** Block bytes: version ‖ typeID ‖ fields (facts §6.5). The block ID is sha256 of these. */
export function encodeBlock(b: Block): Uint8Array {
  const w = new Writer().u16(CODEC_VERSION);
  switch (b.type) {
    case 'ApricotCommitBlock':
      w.u32(TYPE.apricotCommitBlock).fixed(b.parentId).u64(b.height);
      break;
    case 'BanffCommitBlock':
    case 'BanffAbortBlock':
      w.u32(b.type === 'BanffCommitBlock' ? TYPE.banffCommitBlock : TYPE.banffAbortBlock)
        .u64(b.time)
        .fixed(b.parentId)
        .u64(b.height);
      break;
    case 'BanffStandardBlock':
      w.u32(TYPE.banffStandardBlock).u64(b.time).fixed(b.parentId).u64(b.height);
      list(w, b.txs, txBody);
      break;
    case 'BanffProposalBlock':
      w.u32(TYPE.banffProposalBlock).u64(b.time);
      list(w, b.txs, txBody);
      w.fixed(b.parentId).u64(b.height);
      txBody(w, b.tx);
      break;
  }
  return w.finish();
}

export function blockIdOf(blockBytes: Uint8Array): Uint8Array {
  return sha256(blockBytes);
}
