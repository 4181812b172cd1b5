// P-Chain codec values as the mock builds them (facts/platform-chain.md §6). IDs are raw bytes.

/** Codec type IDs (facts §6.4); txs and blocks share one numbering. */
export const TYPE = {
  apricotCommitBlock: 2,
  transferInput: 5,
  transferOutput: 7,
  credential: 9,
  secpInput: 10,
  outputOwners: 11,
  addValidatorTx: 12,
  addSubnetValidatorTx: 13,
  addDelegatorTx: 14,
  createChainTx: 15,
  createSubnetTx: 16,
  importTx: 17,
  exportTx: 18,
  advanceTimeTx: 19,
  rewardValidatorTx: 20,
  stakeableLockIn: 21,
  stakeableLockOut: 22,
  removeSubnetValidatorTx: 23,
  transformSubnetTx: 24,
  addPermissionlessValidatorTx: 25,
  addPermissionlessDelegatorTx: 26,
  signerEmpty: 27,
  signerPop: 28,
  banffProposalBlock: 29,
  banffAbortBlock: 30,
  banffCommitBlock: 31,
  banffStandardBlock: 32,
  baseTx: 34,
  transferSubnetOwnershipTx: 33,
  convertSubnetToL1Tx: 35,
  registerL1ValidatorTx: 36,
  setL1ValidatorWeightTx: 37,
  increaseL1ValidatorBalanceTx: 38,
  disableL1ValidatorTx: 39,
  // Helicon (v1.15.0): auto-renewed Primary Network validators.
  addAutoRenewedValidatorTx: 40,
  setAutoRenewedValidatorConfigTx: 41,
  rewardAutoRenewedValidatorTx: 42,
} as const;

/**
 * The tx type IDs each upgrade added to the node's codec (platformvm/txs/codec.go registers them by upgrade;
 * facts §4, §6.4), oldest first: a release's codec parses those of every upgrade up to the newest it knows.
 */
export const TX_TYPE_IDS_ADDED_BY = {
  apricot: [
    TYPE.addValidatorTx,
    TYPE.addSubnetValidatorTx,
    TYPE.addDelegatorTx,
    TYPE.createChainTx,
    TYPE.createSubnetTx,
    TYPE.importTx,
    TYPE.exportTx,
    TYPE.advanceTimeTx,
    TYPE.rewardValidatorTx,
  ],
  banff: [
    TYPE.removeSubnetValidatorTx,
    TYPE.transformSubnetTx,
    TYPE.addPermissionlessValidatorTx,
    TYPE.addPermissionlessDelegatorTx,
  ],
  durango: [TYPE.transferSubnetOwnershipTx, TYPE.baseTx],
  etna: [
    TYPE.convertSubnetToL1Tx,
    TYPE.registerL1ValidatorTx,
    TYPE.setL1ValidatorWeightTx,
    TYPE.increaseL1ValidatorBalanceTx,
    TYPE.disableL1ValidatorTx,
  ],
  helicon: [TYPE.addAutoRenewedValidatorTx, TYPE.setAutoRenewedValidatorConfigTx, TYPE.rewardAutoRenewedValidatorTx],
} as const;

/** An upgrade that added tx types to the codec. */
export type CodecUpgrade = keyof typeof TX_TYPE_IDS_ADDED_BY;

const CODEC_UPGRADES = Object.keys(TX_TYPE_IDS_ADDED_BY) as CodecUpgrade[];
/** The newest upgrade that added tx types. */
export const NEWEST_CODEC: CodecUpgrade = CODEC_UPGRADES.at(-1)!;

/** The tx type IDs a codec parses whose newest upgrade is `newest`. */
export function txTypeIdsThrough(newest: CodecUpgrade): ReadonlySet<number> {
  return new Set(CODEC_UPGRADES.slice(0, CODEC_UPGRADES.indexOf(newest) + 1).flatMap((u) => TX_TYPE_IDS_ADDED_BY[u]));
}

export interface OutputOwners {
  locktime: bigint;
  threshold: number;
  addresses: Uint8Array[];
}
export interface TransferOutput extends OutputOwners {
  amount: bigint;
}
/** An output of an asset; with `stakeableLocktime` it is wrapped in a stakeable.LockOut (22). */
export interface TransferableOutput {
  assetId: Uint8Array;
  output: TransferOutput;
  stakeableLocktime?: bigint;
}
/** A spent UTXO; with `stakeableLocktime` the TransferInput is wrapped in a stakeable.LockIn (21). */
export interface TransferableInput {
  txId: Uint8Array;
  outputIndex: number;
  assetId: Uint8Array;
  amount: bigint;
  sigIndices: number[];
  stakeableLocktime?: bigint;
}

export interface BaseTxFields {
  networkId: number;
  blockchainId: Uint8Array;
  outputs: TransferableOutput[];
  inputs: TransferableInput[];
  memo: Uint8Array;
}

export interface Validator {
  nodeId: Uint8Array;
  start: bigint;
  end: bigint;
  weight: bigint;
}
/** BLS signer of a permissionless validator: signer.ProofOfPossession (28), or null for signer.Empty (27). */
export interface ProofOfPossession {
  publicKey: Uint8Array;
  signature: Uint8Array;
}

/** An L1 validator of a ConvertSubnetToL1Tx; its owners are PChainOwners (threshold ‖ addresses, no locktime). */
export interface L1ValidatorEntry {
  nodeId: Uint8Array;
  weight: bigint;
  balance: bigint;
  publicKey: Uint8Array;
  signature: Uint8Array;
  remainingBalanceOwner: { threshold: number; addresses: Uint8Array[] };
  deactivationOwner: { threshold: number; addresses: Uint8Array[] };
}

export type UnsignedTx =
  | ({ type: 'BaseTx' } & BaseTxFields)
  | ({ type: 'CreateSubnetTx'; owner: OutputOwners } & BaseTxFields)
  | ({
      type: 'CreateChainTx';
      subnetId: Uint8Array;
      chainName: string;
      vmId: Uint8Array;
      fxIds: Uint8Array[];
      genesisData: Uint8Array;
      subnetAuth: number[];
    } & BaseTxFields)
  | ({ type: 'AddSubnetValidatorTx'; validator: Validator; subnetId: Uint8Array; subnetAuth: number[] } & BaseTxFields)
  /** A subnet validator removed by the subnet's owner. */
  | ({ type: 'RemoveSubnetValidatorTx'; nodeId: Uint8Array; subnetId: Uint8Array; subnetAuth: number[] } & BaseTxFields)
  | ({ type: 'ImportTx'; sourceChain: Uint8Array; importedInputs: TransferableInput[] } & BaseTxFields)
  | ({ type: 'ExportTx'; destinationChain: Uint8Array; exportedOutputs: TransferableOutput[] } & BaseTxFields)
  | ({
      type: 'AddPermissionlessValidatorTx';
      validator: Validator;
      subnetId: Uint8Array;
      signer: ProofOfPossession | null;
      stake: TransferableOutput[];
      validationRewardsOwner: OutputOwners;
      delegationRewardsOwner: OutputOwners;
      shares: number;
    } & BaseTxFields)
  | ({
      type: 'AddPermissionlessDelegatorTx';
      validator: Validator;
      subnetId: Uint8Array;
      stake: TransferableOutput[];
      rewardsOwner: OutputOwners;
    } & BaseTxFields)
  | ({
      type: 'TransformSubnetTx';
      subnetId: Uint8Array;
      assetId: Uint8Array;
      initialSupply: bigint;
      maximumSupply: bigint;
      minConsumptionRate: bigint;
      maxConsumptionRate: bigint;
      minValidatorStake: bigint;
      maxValidatorStake: bigint;
      minStakeDuration: number;
      maxStakeDuration: number;
      minDelegationFee: number;
      minDelegatorStake: bigint;
      maxValidatorWeightFactor: number;
      uptimeRequirement: number;
      subnetAuth: number[];
    } & BaseTxFields)
  /** A subnet's new owner, authorised by the current one. */
  | ({
      type: 'TransferSubnetOwnershipTx';
      subnetId: Uint8Array;
      subnetAuth: number[];
      owner: OutputOwners;
    } & BaseTxFields)
  | ({
      type: 'ConvertSubnetToL1Tx';
      subnetId: Uint8Array;
      chainId: Uint8Array;
      address: Uint8Array;
      validators: L1ValidatorEntry[];
      subnetAuth: number[];
    } & BaseTxFields)
  /** A new L1 validator from a Warp message of its L1's manager, with the proof of possession of its key and a balance. */
  | ({
      type: 'RegisterL1ValidatorTx';
      balance: bigint;
      proofOfPossession: Uint8Array;
      message: Uint8Array;
    } & BaseTxFields)
  /** An L1 validator's weight (0: removed) set by a Warp message of its L1's manager. */
  | ({ type: 'SetL1ValidatorWeightTx'; message: Uint8Array } & BaseTxFields)
  /** nAVAX added to an L1 validator's balance (it pays the validator's continuous fee). */
  | ({ type: 'IncreaseL1ValidatorBalanceTx'; validationId: Uint8Array; balance: bigint } & BaseTxFields)
  /** An L1 validator disabled by its deactivation owner: its remaining balance goes back to its owner. */
  | ({ type: 'DisableL1ValidatorTx'; validationId: Uint8Array; disableAuth: number[] } & BaseTxFields)
  /**
   * Helicon's auto-renewed validator: its node ID (length-prefixed), BLS signer, stake and owners, the authority that
   * may change its settings, and a period that renews each cycle; autoCompoundRewardShares in millionths.
   */
  | ({
      type: 'AddAutoRenewedValidatorTx';
      nodeId: Uint8Array;
      signer: ProofOfPossession;
      stake: TransferableOutput[];
      validationRewardsOwner: OutputOwners;
      delegationRewardsOwner: OutputOwners;
      authority: OutputOwners;
      shares: number;
      autoCompoundRewardShares: number;
      period: bigint;
    } & BaseTxFields)
  /** New settings for an auto-renewed validator's next cycle (period 0: it stops at the cycle's end), authorised by its authority. */
  | ({
      type: 'SetAutoRenewedValidatorConfigTx';
      txId: Uint8Array;
      auth: number[];
      autoCompoundRewardShares: number;
      period: bigint;
    } & BaseTxFields)
  /** Ends a cycle of an auto-renewed validator (its tx ID, the cycle's end) in a proposal block: no BaseTx. */
  | { type: 'RewardAutoRenewedValidatorTx'; txId: Uint8Array; time: bigint }
  /** Apricot-era chain-time proposal: the time only, no BaseTx. */
  | { type: 'AdvanceTimeTx'; time: bigint }
  /** Ends a staker (the staking tx ID) in a proposal block: no BaseTx. */
  | { type: 'RewardValidatorTx'; txId: Uint8Array };

export type UnsignedTxType = UnsignedTx['type'];

/** The codec type ID of each unsigned tx type. */
export const TX_TYPE_ID: Readonly<Record<UnsignedTxType, number>> = {
  BaseTx: TYPE.baseTx,
  CreateSubnetTx: TYPE.createSubnetTx,
  CreateChainTx: TYPE.createChainTx,
  AddSubnetValidatorTx: TYPE.addSubnetValidatorTx,
  RemoveSubnetValidatorTx: TYPE.removeSubnetValidatorTx,
  ImportTx: TYPE.importTx,
  ExportTx: TYPE.exportTx,
  AddPermissionlessValidatorTx: TYPE.addPermissionlessValidatorTx,
  AddPermissionlessDelegatorTx: TYPE.addPermissionlessDelegatorTx,
  TransformSubnetTx: TYPE.transformSubnetTx,
  TransferSubnetOwnershipTx: TYPE.transferSubnetOwnershipTx,
  ConvertSubnetToL1Tx: TYPE.convertSubnetToL1Tx,
  RegisterL1ValidatorTx: TYPE.registerL1ValidatorTx,
  SetL1ValidatorWeightTx: TYPE.setL1ValidatorWeightTx,
  IncreaseL1ValidatorBalanceTx: TYPE.increaseL1ValidatorBalanceTx,
  DisableL1ValidatorTx: TYPE.disableL1ValidatorTx,
  AdvanceTimeTx: TYPE.advanceTimeTx,
  RewardValidatorTx: TYPE.rewardValidatorTx,
  AddAutoRenewedValidatorTx: TYPE.addAutoRenewedValidatorTx,
  SetAutoRenewedValidatorConfigTx: TYPE.setAutoRenewedValidatorConfigTx,
  RewardAutoRenewedValidatorTx: TYPE.rewardAutoRenewedValidatorTx,
};

/** A tx with its credentials: one list of 65-byte secp256k1 signatures per credential. */
export interface SignedTx {
  unsigned: UnsignedTx;
  credentials: Uint8Array[][];
}

export interface Utxo {
  txId: Uint8Array;
  outputIndex: number;
  assetId: Uint8Array;
  output: TransferOutput;
  stakeableLocktime?: bigint;
}

export type Block =
  | { type: 'ApricotCommitBlock'; parentId: Uint8Array; height: bigint }
  | { type: 'BanffCommitBlock'; time: bigint; parentId: Uint8Array; height: bigint }
  | { type: 'BanffAbortBlock'; time: bigint; parentId: Uint8Array; height: bigint }
  | { type: 'BanffStandardBlock'; time: bigint; parentId: Uint8Array; height: bigint; txs: SignedTx[] }
  /** `txs` are the decision txs carried before the proposal (empty before Durango); `tx` the proposal. */
  | { type: 'BanffProposalBlock'; time: bigint; parentId: Uint8Array; height: bigint; txs: SignedTx[]; tx: SignedTx };

export type BlockType = Block['type'];

/** Block type ID → type name, for blocks the codec writes. */
export const BLOCK_TYPE_NAME: Readonly<Record<number, string>> = {
  0: 'ApricotProposalBlock',
  1: 'ApricotAbortBlock',
  2: 'ApricotCommitBlock',
  3: 'ApricotStandardBlock',
  4: 'ApricotAtomicBlock',
  29: 'BanffProposalBlock',
  30: 'BanffAbortBlock',
  31: 'BanffCommitBlock',
  32: 'BanffStandardBlock',
};
