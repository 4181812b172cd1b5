// P-Chain codec decoder, written apart from the encoder (its own reading code, no shared tables):
// the suites read a target's hex answers (UTXOs, txs, blocks) with it, so it must not inherit the
// mock's mistakes. Layouts: facts/platform-chain.md §6.
import { sha256 } from '../encoding/checksum.js';
import { Reader } from './bytes.js';

export interface DecodedOwners {
  locktime: bigint;
  threshold: number;
  addresses: Uint8Array[];
}
/** An L1 validator's owner (PChainOwner): threshold and addresses, no locktime, no type ID. */
export interface DecodedPChainOwner {
  threshold: number;
  addresses: Uint8Array[];
}
/** An output: TransferOutput (7), or a stakeable.LockOut (22) around one (typeId 22, stakeableLocktime set). */
export interface DecodedOutput extends DecodedOwners {
  typeId: number;
  amount: bigint;
  stakeableLocktime?: bigint;
}
export interface DecodedTransferableOutput {
  assetId: Uint8Array;
  output: DecodedOutput;
}
export interface DecodedInput {
  txId: Uint8Array;
  outputIndex: number;
  assetId: Uint8Array;
  typeId: number;
  amount: bigint;
  sigIndices: number[];
  stakeableLocktime?: bigint;
}
export interface DecodedBaseTx {
  networkId: number;
  blockchainId: Uint8Array;
  outputs: DecodedTransferableOutput[];
  inputs: DecodedInput[];
  memo: Uint8Array;
}
export interface DecodedValidator {
  nodeId: Uint8Array;
  start: bigint;
  end: bigint;
  weight: bigint;
}

export interface DecodedUtxo {
  txId: Uint8Array;
  outputIndex: number;
  assetId: Uint8Array;
  output: DecodedOutput;
  utxoId: Uint8Array;
}

export interface DecodedTx {
  typeId: number;
  /** Signed tx bytes (version ‖ unsigned ‖ credentials); `id` is sha256 of them. */
  bytes: Uint8Array;
  id: Uint8Array;
  /** version ‖ unsigned tx: what the credentials sign (sha256 of it). */
  unsignedBytes: Uint8Array;
  /** The shared BaseTx fields; null for AdvanceTimeTx and RewardValidatorTx. */
  base: DecodedBaseTx | null;
  validator?: DecodedValidator;
  subnetId?: Uint8Array;
  /** ProofOfPossession of a permissionless validator, null for signer.Empty. */
  signer?: { publicKey: Uint8Array; signature: Uint8Array } | null;
  stake?: DecodedTransferableOutput[];
  /** The subnet owner (CreateSubnetTx, TransferSubnetOwnershipTx) or a staker's (validation) rewards owner. */
  owner?: DecodedOwners;
  /** AddPermissionlessValidatorTx: the delegation rewards owner and the delegation fee in parts of 1,000,000. */
  delegationOwner?: DecodedOwners;
  shares?: number;
  sourceChain?: Uint8Array;
  importedInputs?: DecodedInput[];
  destinationChain?: Uint8Array;
  exportedOutputs?: DecodedTransferableOutput[];
  /** RewardValidatorTx: the staking tx it ends. */
  stakerTxId?: Uint8Array;
  /** RemoveSubnetValidatorTx (23): the node removed from the subnet. */
  removedNodeId?: Uint8Array;
  /** AddAutoRenewedValidatorTx (40): the validator's node ID (length-prefixed in the tx). */
  autoRenewedNodeId?: Uint8Array;
  /**
   * Helicon's auto-renewed validators: the settings of AddAutoRenewedValidatorTx (40, with its authority),
   * of SetAutoRenewedValidatorConfigTx (41, with the validator tx it changes), and the validator tx whose
   * cycle RewardAutoRenewedValidatorTx (42) ends (its `time` the cycle's end).
   */
  renewal?: { txId?: Uint8Array; authority?: DecodedOwners; autoCompoundRewardShares?: number; period?: bigint };
  /** AdvanceTimeTx: the proposed chain time; RewardAutoRenewedValidatorTx: the end of the cycle it rewards. */
  time?: bigint;
  /** Signature indices of the subnet owner's (or L1 validator's deactivation owner's) authorisation. */
  subnetAuth?: number[];
  /** CreateChainTx: the chain's name, VM, feature extensions and genesis. */
  chainName?: string;
  vmId?: Uint8Array;
  fxIds?: Uint8Array[];
  genesisData?: Uint8Array;
  /** ConvertSubnetToL1Tx: the manager chain and address, and the initial L1 validators. */
  managerChainId?: Uint8Array;
  managerAddress?: Uint8Array;
  l1Validators?: Array<{
    nodeId: Uint8Array;
    weight: bigint;
    balance: bigint;
    publicKey: Uint8Array;
    /** The proof of possession of `publicKey`. */
    signature: Uint8Array;
    remainingBalanceOwner: DecodedPChainOwner;
    deactivationOwner: DecodedPChainOwner;
  }>;
  /** IncreaseL1ValidatorBalanceTx and DisableL1ValidatorTx: the validation ID. */
  validationId?: Uint8Array;
  /** IncreaseL1ValidatorBalanceTx and RegisterL1ValidatorTx: the balance added. */
  balance?: bigint;
  /** RegisterL1ValidatorTx: the proof of possession of the key its Warp message names (96 bytes). */
  proofOfPossession?: Uint8Array;
  /** RegisterL1ValidatorTx and SetL1ValidatorWeightTx: the signed Warp message's bytes (src/codec/warp.ts reads them). */
  warpMessage?: Uint8Array;
  /** TransformSubnetTx: the elastic subnet's stake bounds. */
  stakeBounds?: { minValidatorStake: bigint; maxValidatorStake: bigint; minDelegatorStake: bigint };
  /** Signatures per credential. */
  credentials: Uint8Array[][];
}

export interface DecodedBlock {
  typeId: number;
  /** Banff blocks only (unix seconds); null for Apricot blocks. */
  time: bigint | null;
  parentId: Uint8Array;
  height: bigint;
  /** The block's tx list: standard-block txs, or a Banff proposal block's decision txs. */
  txs: DecodedTx[];
  /** The proposal tx of a proposal block (or the tx of an Apricot atomic block); null otherwise. */
  tx: DecodedTx | null;
  id: Uint8Array;
}

const MAX_SIZE = 256 * 1024;

class CodecError extends Error {}

function readVersion(r: Reader): void {
  const v = r.u16();
  if (v !== 0) throw new CodecError(`unknown codec version ${v}`);
}

function readOwners(r: Reader): DecodedOwners {
  const locktime = r.u64();
  const threshold = r.u32();
  const addresses = r.list(() => r.fixed(20));
  return { locktime, threshold, addresses };
}

function readOutput(r: Reader): DecodedOutput {
  const typeId = r.u32();
  if (typeId === 7) {
    const amount = r.u64();
    return { typeId, amount, ...readOwners(r) };
  }
  if (typeId === 22) {
    const stakeableLocktime = r.u64();
    const inner = readOutput(r);
    if (inner.typeId !== 7) throw new CodecError(`a LockOut must wrap a TransferOutput, not type ID ${inner.typeId}`);
    return { ...inner, typeId, stakeableLocktime };
  }
  throw new CodecError(`couldn't unmarshal interface: unknown type ID ${typeId}`);
}

export function readTransferableOutput(r: Reader): DecodedTransferableOutput {
  const assetId = r.fixed(32);
  return { assetId, output: readOutput(r) };
}

function readInputBody(r: Reader): {
  typeId: number;
  amount: bigint;
  sigIndices: number[];
  stakeableLocktime?: bigint;
} {
  const typeId = r.u32();
  if (typeId === 5) return { typeId, amount: r.u64(), sigIndices: r.list(() => r.u32()) };
  if (typeId === 21) {
    const stakeableLocktime = r.u64();
    const inner = readInputBody(r);
    if (inner.typeId !== 5) throw new CodecError(`a LockIn must wrap a TransferInput, not type ID ${inner.typeId}`);
    return { ...inner, typeId, stakeableLocktime };
  }
  throw new CodecError(`couldn't unmarshal interface: unknown type ID ${typeId}`);
}

function readTransferableInput(r: Reader): DecodedInput {
  const txId = r.fixed(32);
  const outputIndex = r.u32();
  const assetId = r.fixed(32);
  return { txId, outputIndex, assetId, ...readInputBody(r) };
}

/** avax.BaseTx's fields: the P-Chain's and the AVM's BaseTx alike (secp256k1fx types 5, 7 and 9 in both codecs). */
export function readBase(r: Reader): DecodedBaseTx {
  const networkId = r.u32();
  const blockchainId = r.fixed(32);
  const outputs = r.list(() => readTransferableOutput(r));
  const inputs = r.list(() => readTransferableInput(r));
  const memo = r.bytes(MAX_SIZE);
  return { networkId, blockchainId, outputs, inputs, memo };
}

function readOwnerIface(r: Reader): DecodedOwners {
  const t = r.u32();
  if (t !== 11) throw new CodecError(`couldn't unmarshal interface: expected OutputOwners (11), got type ID ${t}`);
  return readOwners(r);
}

/** subnetAuth: a secp256k1fx.Input (10) of signature indices. */
function readSubnetAuth(r: Reader): number[] {
  const t = r.u32();
  if (t !== 10) throw new CodecError(`couldn't unmarshal interface: expected secp256k1fx.Input (10), got type ID ${t}`);
  return r.list(() => r.u32());
}

/** A BLS signer: signer.ProofOfPossession (28), or null for signer.Empty (27). */
function readSigner(r: Reader): DecodedTx['signer'] {
  const t = r.u32();
  if (t === 28) return { publicKey: r.fixed(48), signature: r.fixed(96) };
  if (t !== 27) throw new CodecError(`couldn't unmarshal interface: unknown type ID ${t}`);
  return null;
}

function readValidator(r: Reader): DecodedValidator {
  return { nodeId: r.fixed(20), start: r.u64(), end: r.u64(), weight: r.u64() };
}

type TxFields = Omit<DecodedTx, 'typeId' | 'bytes' | 'id' | 'unsignedBytes' | 'credentials'>;

/** The fields after an unsigned tx's type ID (facts §6.6). */
function readUnsignedFields(r: Reader, typeId: number): TxFields {
  if (typeId === 19) return { base: null, time: r.u64() };
  if (typeId === 20) return { base: null, stakerTxId: r.fixed(32) };
  // Helicon's RewardAutoRenewedValidatorTx: the validator tx whose cycle ends, and the cycle's end time.
  if (typeId === 42) return { base: null, renewal: { txId: r.fixed(32) }, time: r.u64() };
  const known = [13, 15, 16, 17, 18, 23, 24, 25, 26, 33, 34, 35, 36, 37, 38, 39, 40, 41];
  if (!known.includes(typeId)) throw new CodecError(`couldn't unmarshal interface: unknown type ID ${typeId}`);
  const base = readBase(r);
  switch (typeId) {
    case 34:
      return { base };
    case 16:
      return { base, owner: readOwnerIface(r) };
    case 15: {
      const subnetId = r.fixed(32);
      const chainName = r.str();
      const vmId = r.fixed(32);
      const fxIds = r.list(() => r.fixed(32));
      const genesisData = r.bytes(MAX_SIZE);
      return { base, subnetId, chainName, vmId, fxIds, genesisData, subnetAuth: readSubnetAuth(r) };
    }
    case 13: {
      const validator = readValidator(r);
      const subnetId = r.fixed(32);
      return { base, validator, subnetId, subnetAuth: readSubnetAuth(r) };
    }
    case 23: {
      const removedNodeId = r.fixed(20);
      const subnetId = r.fixed(32);
      return { base, removedNodeId, subnetId, subnetAuth: readSubnetAuth(r) };
    }
    case 33: {
      const subnetId = r.fixed(32);
      const subnetAuth = readSubnetAuth(r);
      return { base, subnetId, subnetAuth, owner: readOwnerIface(r) };
    }
    case 36: {
      const balance = r.u64();
      const proofOfPossession = r.fixed(96);
      return { base, balance, proofOfPossession, warpMessage: r.bytes(MAX_SIZE) };
    }
    case 37:
      return { base, warpMessage: r.bytes(MAX_SIZE) };
    case 38:
      return { base, validationId: r.fixed(32), balance: r.u64() };
    case 39:
      return { base, validationId: r.fixed(32), subnetAuth: readSubnetAuth(r) };
    case 17: {
      const sourceChain = r.fixed(32);
      return { base, sourceChain, importedInputs: r.list(() => readTransferableInput(r)) };
    }
    case 18: {
      const destinationChain = r.fixed(32);
      return { base, destinationChain, exportedOutputs: r.list(() => readTransferableOutput(r)) };
    }
    case 24: {
      const subnetId = r.fixed(32);
      r.fixed(32); // staking asset
      for (let i = 0; i < 4; i++) r.u64(); // initial and maximum supply, min and max consumption rate
      const minValidatorStake = r.u64();
      const maxValidatorStake = r.u64();
      r.u32(); // min stake duration
      r.u32(); // max stake duration
      r.u32(); // min delegation fee
      const minDelegatorStake = r.u64();
      r.u8(); // max validator weight factor
      r.u32(); // uptime requirement
      readSubnetAuth(r);
      return { base, subnetId, stakeBounds: { minValidatorStake, maxValidatorStake, minDelegatorStake } };
    }
    case 35: {
      const subnetId = r.fixed(32);
      const managerChainId = r.fixed(32);
      const managerAddress = r.bytes(MAX_SIZE);
      const l1Validators = r.list(() => {
        const nodeId = r.bytes(MAX_SIZE);
        const weight = r.u64();
        const balance = r.u64();
        const publicKey = r.fixed(48);
        const signature = r.fixed(96);
        const pChainOwner = (): DecodedPChainOwner => ({ threshold: r.u32(), addresses: r.list(() => r.fixed(20)) });
        const remainingBalanceOwner = pChainOwner();
        return {
          nodeId,
          weight,
          balance,
          publicKey,
          signature,
          remainingBalanceOwner,
          deactivationOwner: pChainOwner(),
        };
      });
      return { base, subnetId, managerChainId, managerAddress, l1Validators, subnetAuth: readSubnetAuth(r) };
    }
    case 40: {
      // Helicon's AddAutoRenewedValidatorTx (v1.15.0): no Validator struct; the node ID is length-prefixed,
      // the weight is the stake, the period renews until the validator's authority ends it.
      const nodeId = r.bytes(MAX_SIZE);
      const signer = readSigner(r);
      const stake = r.list(() => readTransferableOutput(r));
      const owner = readOwnerIface(r);
      const delegationOwner = readOwnerIface(r);
      const authority = readOwnerIface(r);
      const shares = r.u32();
      const autoCompoundRewardShares = r.u32();
      const period = r.u64();
      return {
        base,
        autoRenewedNodeId: nodeId,
        signer,
        stake,
        owner,
        delegationOwner,
        shares,
        renewal: { authority, autoCompoundRewardShares, period },
      };
    }
    case 41: {
      // Helicon's SetAutoRenewedValidatorConfigTx: the validator tx, the authority's signatures, the new settings.
      const txId = r.fixed(32);
      const subnetAuth = readSubnetAuth(r);
      return { base, subnetAuth, renewal: { txId, autoCompoundRewardShares: r.u32(), period: r.u64() } };
    }
    case 25: {
      const validator = readValidator(r);
      const subnetId = r.fixed(32);
      const signer = readSigner(r);
      const stake = r.list(() => readTransferableOutput(r));
      const owner = readOwnerIface(r);
      const delegationOwner = readOwnerIface(r);
      const shares = r.u32();
      return { base, validator, subnetId, signer, stake, owner, delegationOwner, shares };
    }
    default: {
      // 26: AddPermissionlessDelegatorTx
      const validator = readValidator(r);
      const subnetId = r.fixed(32);
      const stake = r.list(() => readTransferableOutput(r));
      return { base, validator, subnetId, stake, owner: readOwnerIface(r) };
    }
  }
}

/**
 * One tx as it stands at r (unsigned typeID ‖ fields ‖ credentials, no version); `source` holds those
 * bytes, from which the signed and unsigned forms (version prepended) are rebuilt.
 */
function readTxAt(r: Reader, source: Uint8Array): DecodedTx {
  const start = r.offset;
  const typeId = r.u32();
  const fields = readUnsignedFields(r, typeId);
  const unsignedEnd = r.offset;
  const credentials = r.list(() => {
    const t = r.u32();
    if (t !== 9) throw new CodecError(`couldn't unmarshal interface: expected a credential (9), got type ID ${t}`);
    return r.list(() => r.fixed(65));
  });
  const withVersion = (end: number) => {
    const out = new Uint8Array(2 + end - start);
    out.set(source.subarray(start, end), 2);
    return out;
  };
  const bytes = withVersion(r.offset);
  return { typeId, bytes, id: sha256(bytes), unsignedBytes: withVersion(unsignedEnd), credentials, ...fields };
}

function codecErrors<T>(read: () => T): T {
  try {
    return read();
  } catch (e) {
    throw new Error(`codec: ${(e as Error).message.replace(/^codec: /, '')}`);
  }
}

/** A signed tx (version ‖ unsigned ‖ credentials); its ID is sha256 of all of it. */
export function decodeTx(bytes: Uint8Array): DecodedTx {
  return codecErrors(() => {
    if (bytes.length > MAX_SIZE)
      throw new CodecError(`byte array exceeds maximum length: ${bytes.length} > ${MAX_SIZE}`);
    const r = new Reader(bytes);
    readVersion(r);
    const tx = readTxAt(r, bytes);
    r.done();
    return tx;
  });
}

/** Former name of decodeTx. */
export const decodeSignedTx = decodeTx;

/** A UTXO (facts §6.2); utxoId = sha256(u64BE(outputIndex) ‖ txID). */
export function decodeUtxo(bytes: Uint8Array): DecodedUtxo {
  return codecErrors(() => {
    const r = new Reader(bytes);
    readVersion(r);
    const txId = r.fixed(32);
    const outputIndex = r.u32();
    const assetId = r.fixed(32);
    const output = readOutput(r);
    r.done();
    const indexBytes = new Uint8Array(8);
    new DataView(indexBytes.buffer).setBigUint64(0, BigInt(outputIndex));
    const utxoId = sha256(new Uint8Array([...indexBytes, ...txId]));
    return { txId, outputIndex, assetId, output, utxoId };
  });
}

/** A staked output as getStake answers it (facts §6.3): version ‖ assetID ‖ output. */
export function decodeTransferableOutput(bytes: Uint8Array): DecodedTransferableOutput {
  return codecErrors(() => {
    const r = new Reader(bytes);
    readVersion(r);
    const out = readTransferableOutput(r);
    r.done();
    return out;
  });
}

/** A block (facts §6.5), Apricot or Banff; each tx's ID is sha256(version ‖ its bytes in the block). */
export function decodeBlock(bytes: Uint8Array): DecodedBlock {
  return codecErrors(() => {
    const r = new Reader(bytes);
    readVersion(r);
    const typeId = r.u32();
    if (![0, 1, 2, 3, 4, 29, 30, 31, 32].includes(typeId))
      throw new CodecError(`couldn't unmarshal interface: unknown type ID ${typeId}`);
    const banff = typeId >= 29;
    const time = banff ? r.u64() : null;
    const readList = () => r.list(() => readTxAt(r, bytes));
    let txs: DecodedTx[] = typeId === 29 ? readList() : [];
    const parentId = r.fixed(32);
    const height = r.u64();
    let tx: DecodedTx | null = null;
    if (typeId === 3 || typeId === 32) txs = readList();
    else if (typeId === 0 || typeId === 4 || typeId === 29) tx = readTxAt(r, bytes);
    r.done();
    return { typeId, time, parentId, height, txs, tx, id: sha256(bytes) };
  });
}
