// The mock's chain state: what generate.ts builds once per (seed, network) and handlers read. It is
// shared by every mock node of the process and never mutated; a node's own changes (issueTx) live
// in its overlay (src/mock/node-context.ts).
import type { Block, SignedTx, Utxo } from '../../codec/codec.js';

export interface MockBlock {
  /** CB58 block ID: sha256 of `bytes`. */
  id: string;
  bytes: Uint8Array;
  height: number;
  /** Unix seconds; the genesis block carries the chain's base time. */
  timestamp: number;
  /** CB58 parent ID; for genesis, sha256 of the (mock) P-Chain genesis bytes. */
  parentId: string;
  /** IDs of every tx in the block, the proposal tx of a proposal block included. */
  txIds: string[];
  /** The codec value the bytes encode (for the JSON encoding). */
  block: Block;
}

export interface MockTx {
  id: string;
  /** Signed tx bytes; `id` is sha256 of them. */
  bytes: Uint8Array;
  tx: SignedTx;
  /** Height of the block that accepted it. */
  height: number;
}

/** A tx this node knows of that no block holds: Processing (preferred, not yet accepted) or Dropped. */
export interface MockPendingTx extends Omit<MockTx, 'height'> {
  status: 'Processing' | 'Dropped';
  /** Why a dropped tx was dropped (the mempool's verification error). */
  reason?: string;
}

export interface MockUtxo {
  utxo: Utxo;
  /** CB58 UTXO ID (sha256(u64BE(outputIndex) ‖ txID)). */
  readonly id: string;
  /** The ID's bytes in lowercase hex: the order of an address's UTXOs. */
  readonly idHex: string;
  readonly idBytes: Uint8Array;
  readonly bytes: Uint8Array;
}

export interface MockOwner {
  locktime: bigint;
  threshold: number;
  /** P-… addresses. */
  addresses: string[];
}

export interface MockDelegator {
  txId: string;
  nodeId: string;
  start: number;
  end: number;
  weight: bigint;
  rewardOwner: MockOwner;
  potentialReward: bigint;
  /** The staked outputs (getStake), as TransferableOutput bytes. */
  stakedOutputs: Uint8Array[];
}

/** A bare Staker: PoA subnet validators and the legacy validators of an L1. */
export interface MockStaker {
  txId: string;
  nodeId: string;
  start: number;
  end: number;
  weight: bigint;
  /** Height of the block that accepted the staking tx: the validator is in sets at heights ≥ this. */
  height: number;
}

/** A Primary Network validator: a staker with a signer, reward owners and delegators. */
export interface MockValidator extends MockStaker {
  /** BLS public key and proof of possession, 0x-hex, when the validator has a signer. */
  signer: { publicKey: string; proofOfPossession: string } | null;
  validationRewardOwner: MockOwner;
  delegationRewardOwner: MockOwner;
  /** shares / 10,000 with four decimals, e.g. "2.0000". */
  delegationFeePercent: string;
  potentialReward: bigint;
  /** Staked outputs (getStake), as TransferableOutput bytes. */
  stakedOutputs: Uint8Array[];
  stakeOwner: string;
  delegators: MockDelegator[];
}

export interface MockL1Validator {
  validationId: string;
  nodeId: string;
  weight: bigint;
  start: number;
  height: number;
  publicKey: string;
  /** 0 for an inactive validator (out of balance). */
  balance: bigint;
  /** The height of the block that disabled it, if one did: it is in the sets at the heights below. */
  disabledAt?: number;
  minNonce: bigint;
  /** Its weights before each SetL1ValidatorWeightTx changed it, oldest first: `weight` at the heights below `until`. */
  priorWeights?: ReadonlyArray<{ until: number; weight: bigint }>;
  remainingBalanceOwner: MockOwner;
  deactivationOwner: MockOwner;
}

export interface MockSubnet {
  id: string;
  kind: 'permissioned' | 'elastic' | 'l1';
  controlKeys: string[];
  threshold: number;
  locktime: bigint;
  /** PoA validators (for an L1: the legacy ones from before the conversion). */
  validators: MockStaker[];
  /** Validators its owner removed, with the height of the block that removed them: the sets of the heights before keep them. */
  removedValidators: ReadonlyArray<MockStaker & { removedAt: number }>;
  l1Validators: MockL1Validator[];
  /** L1 validators a SetL1ValidatorWeightTx of weight 0 removed, with the height of its block: the sets of the heights before keep them. */
  removedL1Validators?: ReadonlyArray<MockL1Validator & { removedAt: number }>;
  transformationTxId: string | null;
  conversionId: string | null;
  managerChainId: string | null;
  /** 0x-hex, no checksum. */
  managerAddress: string | null;
  stakingAssetId: string | null;
  /** TransformSubnetTx values of an elastic subnet. */
  elastic: { minValidatorStake: bigint; minDelegatorStake: bigint; supply: bigint } | null;
}

export type BlockchainStatus = 'Validating' | 'Created' | 'Preferred' | 'Syncing' | 'Unknown';

export interface MockChain {
  id: string;
  name: string;
  subnetId: string;
  vmId: string;
  /** What getBlockchainStatus answers for this chain's ID. */
  status: Exclude<BlockchainStatus, 'Preferred' | 'Unknown'>;
}

export interface ChainState {
  seed: number;
  networkId: number;
  hrp: string;
  avaxAssetId: string;
  avaxAssetIdBytes: Uint8Array;
  xChainId: string;
  cChainId: string;
  /** Height 0 (genesis, ApricotCommit) to the tip, parents chained, times increasing. */
  blocks: readonly MockBlock[];
  blocksById: ReadonlyMap<string, MockBlock>;
  /** Accepted txs by CB58 ID. */
  txs: ReadonlyMap<string, MockTx>;
  /** Known txs outside the blocks: one Processing (a CreateChainTx: its chain is Preferred), one Dropped. */
  pendingTxs: ReadonlyMap<string, MockPendingTx>;
  /** Native UTXOs per address (hex of the 20-byte ShortID), ordered by UTXO ID bytes. */
  utxosByAddress: ReadonlyMap<string, readonly MockUtxo[]>;
  /** Atomic UTXOs exported from X to P (not yet imported), per address. */
  atomicUtxosByAddress: ReadonlyMap<string, readonly MockUtxo[]>;
  /** Atomic UTXOs exported from C to P (not yet imported), per address: none in the generated chain. */
  atomicFromCByAddress: ReadonlyMap<string, readonly MockUtxo[]>;
  /** The C-Chain as a P-Chain wallet meets it: each EVM account's next nonce (by the hex of its 20 bytes), and the atomic txs it accepted. */
  cChain: { nonces: ReadonlyMap<string, bigint>; accepted: ReadonlySet<string> };
  /** Reward UTXOs of ended stakers, by their staking tx ID. */
  rewardUtxos: ReadonlyMap<string, readonly MockUtxo[]>;
  /** Named addresses (P-… text): pagination counts 0, 1, 1023, 1024, 1025 and > 3000; the treasury funds every tx. */
  namedAddresses: Readonly<Record<'zero' | 'one' | 'n1023' | 'n1024' | 'n1025' | 'many' | 'treasury', string>>;
  /** Current Primary Network validators. */
  validators: readonly MockValidator[];
  /** Validators whose stake ended on this node's chain, with the height from which they are out of the sets. */
  formerValidators: ReadonlyArray<MockValidator & { endedAt: number }>;
  subnets: readonly MockSubnet[];
  /** Every blockchain but the P-Chain: X and C first. */
  chains: readonly MockChain[];
  /** One ID per blockchain status getBlockchainStatus answers. */
  blockchainStatusExamples: Readonly<Record<BlockchainStatus, string>>;
  /** The proposer-VM height: a few blocks below the tip. */
  proposedHeight: number;
  feeConfig: {
    weights: number[];
    maxCapacity: number;
    maxPerSecond: number;
    targetPerSecond: number;
    minPrice: number;
    excessConversionConstant: number;
  };
  feeState: { capacity: number; excess: number; price: number };
  validatorFeeConfig: { capacity: number; target: number; minPrice: number; excessConversionConstant: number };
  validatorFeeState: { excess: number; price: number };
  supply: bigint;
  minStake: { validator: bigint; delegator: bigint };
}
