// The part of @avalabs/avalanchejs 5.2.0 that seeding uses, typed here. The package's own declarations
// re-export their namespaces with extensionless paths that TypeScript's NodeNext resolution cannot
// follow (only `utils`, `Utxo`, `info` and `networkIDs` come through), so this file states the few
// signatures we call and binds them to the runtime module once.
import * as avalanche from '@avalabs/avalanchejs';

/** Opaque library values: passed back to the library, never looked into here. */
export interface AvaUtxo {
  readonly __avaUtxo: unique symbol;
}
export interface AvaOutput {
  readonly __avaOutput: unique symbol;
}
export interface AvaL1Validator {
  readonly __avaL1Validator: unique symbol;
}
export interface AvaOwner {
  readonly __avaOwner: unique symbol;
}

export interface FeeDimensions {
  readonly __dimensions: unique symbol;
}

/** The network facts every builder needs (avalanchejs `Context`). */
export interface AvaContext {
  readonly networkID: number;
  readonly hrp: string;
  readonly xBlockchainID: string;
  readonly pBlockchainID: string;
  readonly cBlockchainID: string;
  readonly avaxAssetID: string;
  readonly baseTxFee: bigint;
  readonly createAssetTxFee: bigint;
  readonly platformFeeConfig: {
    weights: FeeDimensions;
    maxCapacity: bigint;
    maxPerSecond: bigint;
    targetPerSecond: bigint;
    minPrice: bigint;
    excessConversionConstant: bigint;
  };
}

/** P-Chain fee state the builders price a tx with (gas capacity, excess, price per gas). */
export interface AvaFeeState {
  capacity: bigint;
  excess: bigint;
  price: bigint;
  timestamp: string;
}

interface Serialised {
  toBytes(): Uint8Array;
}
interface Credential {
  getSignatures(): string[];
}

/** An unsigned tx with its signing slots (P, X or C atomic). */
export interface AvaUnsignedTx {
  toBytes(): Uint8Array;
  getSignedTx(): Serialised;
  getCredentials(): Credential[];
  addSignature(sig: Uint8Array): void;
  addSignatureAt(sig: Uint8Array, index: number, subIndex: number): void;
  hasAllSignatures(): boolean;
  getInputUtxos(): AvaUtxo[];
}

/** Props every P-Chain (Etna) builder takes. */
export interface PCommon {
  feeState: AvaFeeState;
  fromAddressesBytes: readonly Uint8Array[];
  utxos: readonly AvaUtxo[];
  changeAddressesBytes?: readonly Uint8Array[];
  memo?: Uint8Array;
}

type PBuilder<P> = (props: PCommon & P, context: AvaContext) => AvaUnsignedTx;

interface PvmApi {
  newBaseTx: PBuilder<{ outputs: readonly AvaOutput[] }>;
  newCreateSubnetTx: PBuilder<{ subnetOwners: readonly Uint8Array[]; threshold?: number; locktime?: bigint }>;
  newCreateChainTx: PBuilder<{
    chainName: string;
    fxIds: readonly string[];
    genesisData: Record<string, unknown>;
    subnetAuth: readonly number[];
    subnetId: string;
    vmId: string;
  }>;
  newAddSubnetValidatorTx: PBuilder<{
    nodeId: string;
    start: bigint;
    end: bigint;
    weight: bigint;
    subnetId: string;
    subnetAuth: readonly number[];
  }>;
  newRemoveSubnetValidatorTx: PBuilder<{ nodeId: string; subnetId: string; subnetAuth: readonly number[] }>;
  newTransferSubnetOwnershipTx: PBuilder<{
    subnetId: string;
    subnetAuth: readonly number[];
    subnetOwners: readonly Uint8Array[];
    threshold?: number;
    locktime?: bigint;
  }>;
  newConvertSubnetToL1Tx: PBuilder<{
    subnetId: string;
    chainId: string;
    address: Uint8Array;
    validators: AvaL1Validator[];
    subnetAuth: readonly number[];
  }>;
  newRegisterL1ValidatorTx: PBuilder<{ balance: bigint; blsSignature: Uint8Array; message: Uint8Array }>;
  newSetL1ValidatorWeightTx: PBuilder<{ message: Uint8Array }>;
  newIncreaseL1ValidatorBalanceTx: PBuilder<{ validationId: string; balance: bigint }>;
  newDisableL1ValidatorTx: PBuilder<{ validationId: string; disableAuth: readonly number[] }>;
  newAddPermissionlessValidatorTx: PBuilder<{
    nodeId: string;
    start: bigint;
    end: bigint;
    weight: bigint;
    subnetId: string;
    publicKey?: Uint8Array;
    signature?: Uint8Array;
    rewardAddresses: readonly Uint8Array[];
    delegatorRewardsOwner: readonly Uint8Array[];
    shares: number;
  }>;
  newAddPermissionlessDelegatorTx: PBuilder<{
    nodeId: string;
    start: bigint;
    end: bigint;
    weight: bigint;
    subnetId: string;
    rewardAddresses: readonly Uint8Array[];
  }>;
  newExportTx: PBuilder<{ destinationChainId: string; outputs: readonly AvaOutput[] }>;
  newImportTx: (
    props: Omit<PCommon, 'changeAddressesBytes'> & { sourceChainId: string; toAddressesBytes: readonly Uint8Array[] },
    context: AvaContext,
  ) => AvaUnsignedTx;
}

interface AvmApi {
  newBaseTx(
    context: AvaContext,
    fromAddressesBytes: Uint8Array[],
    utxos: AvaUtxo[],
    outputs: AvaOutput[],
  ): AvaUnsignedTx;
  newExportTx(
    context: AvaContext,
    destinationChain: string,
    fromAddressesBytes: Uint8Array[],
    utxos: AvaUtxo[],
    outputs: AvaOutput[],
  ): AvaUnsignedTx;
}

interface EvmApi {
  newExportTxFromBaseFee(
    context: AvaContext,
    baseFeeNavax: bigint,
    amount: bigint,
    destinationChain: string,
    fromEvmAddress: Uint8Array,
    toAddresses: Uint8Array[],
    nonce: bigint,
  ): AvaUnsignedTx;
}

interface Library {
  pvm: PvmApi & { getTxComplexity(tx: unknown): unknown };
  avm: AvmApi;
  evm: EvmApi;
  Common: {
    createDimensions(d: { bandwidth: number; dbRead: number; dbWrite: number; compute: number }): FeeDimensions;
  };
  TransferableOutput: {
    fromNative(
      assetId: string,
      amount: bigint,
      addresses: readonly Uint8Array[],
      locktime?: bigint,
      threshold?: number,
    ): AvaOutput;
  };
  PChainOwner: { fromNative(addresses: readonly Uint8Array[], threshold?: number): AvaOwner };
  L1Validator: {
    fromNative(
      nodeId: string,
      weight: bigint,
      balance: bigint,
      signer: unknown,
      remainingBalanceOwner: AvaOwner,
      deactivationOwner: AvaOwner,
    ): AvaL1Validator;
  };
  pvmSerial: { ProofOfPossession: new (publicKey: Uint8Array, signature: Uint8Array) => unknown };
  Utxo: unknown;
  utils: {
    getManagerForVM(vm: 'PVM' | 'AVM' | 'EVM'): { unpack(bytes: Uint8Array, type: unknown): AvaUtxo };
    getUtxoInfo(utxo: AvaUtxo): { amount: bigint; locktime: bigint; stakeableLocktime: bigint; utxoId: string };
  };
}

// The runtime module has every member above; the cast states what the declarations cannot.
const lib = avalanche as unknown as Library;

export const pvm: PvmApi = lib.pvm;
export const avm: AvmApi = lib.avm;
export const evm: EvmApi = lib.evm;

export function feeDimensions(weights: readonly [number, number, number, number]): FeeDimensions {
  const [bandwidth, dbRead, dbWrite, compute] = weights;
  return lib.Common.createDimensions({ bandwidth, dbRead, dbWrite, compute });
}

/** An output of `amount` of the asset to `addresses` (sorted by the library), threshold 1 unless given. */
export function transferableOutput(
  assetId: string,
  amount: bigint,
  addresses: readonly Uint8Array[],
  threshold?: number,
): AvaOutput {
  return lib.TransferableOutput.fromNative(assetId, amount, addresses, 0n, threshold);
}

/** An L1 validator of a ConvertSubnetToL1Tx; the library checks the proof of possession (throws if it is wrong). */
export function l1Validator(
  nodeId: string,
  weight: bigint,
  balance: bigint,
  publicKey: Uint8Array,
  proofOfPossession: Uint8Array,
  owner: readonly Uint8Array[],
): AvaL1Validator {
  const signer = new lib.pvmSerial.ProofOfPossession(publicKey, proofOfPossession);
  return lib.L1Validator.fromNative(
    nodeId,
    weight,
    balance,
    signer,
    lib.PChainOwner.fromNative(owner, 1),
    lib.PChainOwner.fromNative(owner, 1),
  );
}

/** A UTXO as a node serialises it (codec version first, no checksum), read with the chain's codec. */
export function utxoFromBytes(bytes: Uint8Array, chain: 'P' | 'X'): AvaUtxo {
  return lib.utils.getManagerForVM(chain === 'P' ? 'PVM' : 'AVM').unpack(bytes, lib.Utxo);
}

/** The amount a UTXO holds (nAVAX for AVAX UTXOs). */
export function utxoAmount(utxo: AvaUtxo): bigint {
  return lib.utils.getUtxoInfo(utxo).amount;
}
