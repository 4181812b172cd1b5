// P-Chain codec encoder: the bytes the node would serialise (facts/platform-chain.md §6).
import { sha256 } from '../encoding/checksum.js';
import { Writer } from './bytes.js';
import { TYPE, type BaseTxFields, type Block, type OutputOwners, type SignedTx, type TransferableOutput, type TransferOutput, type UnsignedTx, type Utxo, type Validator } from './types.js';

const CODEC_VERSION = 0;

function compareBytes(a: Uint8Array, b: Uint8Array): number {
  for (let i = 0; i < Math.min(a.length, b.length); i++) if (a[i] !== b[i]) return a[i]! - b[i]!;
  return a.length - b.length;
}

function owners(w: Writer, o: OutputOwners): void {
  w.u64(o.locktime).u32(o.threshold).u32(o.addresses.length);
  for (const a of [...o.addresses].sort(compareBytes)) w.fixed(a);
}

function transferOutput(w: Writer, o: TransferOutput): void {
  w.u32(TYPE.transferOutput).u64(o.amount);
  owners(w, o);
}

function transferableOutput(w: Writer, o: TransferableOutput): void {
  w.fixed(o.assetId);
  transferOutput(w, o.output);
}

function baseFields(w: Writer, b: BaseTxFields): void {
  w.u32(b.networkId).fixed(b.blockchainId).u32(b.outputs.length);
  for (const o of b.outputs) transferableOutput(w, o);
  w.u32(b.inputs.length);
  for (const i of b.inputs) {
    w.fixed(i.txId).u32(i.outputIndex).fixed(i.assetId).u32(TYPE.transferInput).u64(i.amount).u32(i.sigIndices.length);
    for (const s of i.sigIndices) w.u32(s);
  }
  w.bytes(b.memo);
}

/** subnetAuth: a secp256k1fx.Input (10) of signature indices. */
function subnetAuth(w: Writer, sigIndices: number[]): void {
  w.u32(TYPE.secpInput).u32(sigIndices.length);
  for (const s of sigIndices) w.u32(s);
}

function validator(w: Writer, v: Validator): void {
  w.fixed(v.nodeId).u64(v.start).u64(v.end).u64(v.weight);
}

function unsignedTx(w: Writer, tx: UnsignedTx): void {
  switch (tx.type) {
    case 'BaseTx':
      w.u32(TYPE.baseTx);
      baseFields(w, tx);
      return;
    case 'CreateSubnetTx':
      w.u32(TYPE.createSubnetTx);
      baseFields(w, tx);
      w.u32(TYPE.outputOwners);
      owners(w, tx.owner);
      return;
    case 'CreateChainTx':
      w.u32(TYPE.createChainTx);
      baseFields(w, tx);
      w.fixed(tx.subnetId).str(tx.chainName).fixed(tx.vmId).u32(tx.fxIds.length);
      for (const f of tx.fxIds) w.fixed(f);
      w.bytes(tx.genesisData);
      subnetAuth(w, tx.subnetAuth);
      return;
    case 'TransformSubnetTx':
      w.u32(TYPE.transformSubnetTx);
      baseFields(w, tx);
      w.fixed(tx.subnetId).fixed(tx.assetId).u64(tx.initialSupply).u64(tx.maximumSupply).u64(tx.minConsumptionRate).u64(tx.maxConsumptionRate);
      w.u64(tx.minValidatorStake).u64(tx.maxValidatorStake).u32(tx.minStakeDuration).u32(tx.maxStakeDuration).u32(tx.minDelegationFee);
      w.u64(tx.minDelegatorStake).u8(tx.maxValidatorWeightFactor).u32(tx.uptimeRequirement);
      subnetAuth(w, tx.subnetAuth);
      return;
    case 'ConvertSubnetToL1Tx':
      w.u32(TYPE.convertSubnetToL1Tx);
      baseFields(w, tx);
      w.fixed(tx.subnetId).fixed(tx.chainId).bytes(tx.address).u32(tx.validators.length);
      for (const v of tx.validators) {
        w.bytes(v.nodeId).u64(v.weight).u64(v.balance).fixed(v.publicKey).fixed(v.signature);
        for (const o of [v.remainingBalanceOwner, v.deactivationOwner]) {
          w.u32(o.threshold).u32(o.addresses.length);
          for (const a of [...o.addresses].sort(compareBytes)) w.fixed(a);
        }
      }
      subnetAuth(w, tx.subnetAuth);
      return;
    case 'AddPermissionlessValidatorTx':
      w.u32(TYPE.addPermissionlessValidatorTx);
      baseFields(w, tx);
      validator(w, tx.validator);
      w.fixed(tx.subnetId);
      if (tx.signer) w.u32(TYPE.signerPop).fixed(tx.signer.publicKey).fixed(tx.signer.signature);
      else w.u32(TYPE.signerEmpty);
      w.u32(tx.stake.length);
      for (const o of tx.stake) transferableOutput(w, o);
      w.u32(TYPE.outputOwners);
      owners(w, tx.validationRewardsOwner);
      w.u32(TYPE.outputOwners);
      owners(w, tx.delegationRewardsOwner);
      w.u32(tx.shares);
      return;
    case 'AddPermissionlessDelegatorTx':
      w.u32(TYPE.addPermissionlessDelegatorTx);
      baseFields(w, tx);
      validator(w, tx.validator);
      w.fixed(tx.subnetId).u32(tx.stake.length);
      for (const o of tx.stake) transferableOutput(w, o);
      w.u32(TYPE.outputOwners);
      owners(w, tx.rewardsOwner);
      return;
  }
}

/** The tx as it stands inside a block: unsigned typeID ‖ fields ‖ credentials, no codec version. */
function txBody(w: Writer, tx: SignedTx): void {
  unsignedTx(w, tx.unsigned);
  w.u32(tx.credentials.length);
  for (const sigs of tx.credentials) {
    w.u32(TYPE.credential).u32(sigs.length);
    for (const s of sigs) w.fixed(s);
  }
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
  transferOutput(w, u.output);
  return w.finish();
}

/** UTXO ID: sha256(u64BE(outputIndex) ‖ txID). */
export function utxoIdOf(txId: Uint8Array, outputIndex: number): Uint8Array {
  return sha256(new Writer().u64(BigInt(outputIndex)).fixed(txId).finish());
}

export function encodeBlock(b: Block): Uint8Array {
  const w = new Writer().u16(CODEC_VERSION);
  switch (b.type) {
    case 'ApricotCommitBlock':
      w.u32(TYPE.apricotCommitBlock).fixed(b.parentId).u64(b.height);
      break;
    case 'BanffCommitBlock':
      w.u32(TYPE.banffCommitBlock).u64(b.time).fixed(b.parentId).u64(b.height);
      break;
    case 'BanffStandardBlock':
      w.u32(TYPE.banffStandardBlock).u64(b.time).fixed(b.parentId).u64(b.height).u32(b.txs.length);
      for (const tx of b.txs) txBody(w, tx);
      break;
  }
  return w.finish();
}
