// The mock's chain state: what generate.ts builds once per (seed, network) and handlers read.
import type { SignedTx, Utxo } from '../../codec/index.js';

export interface MockBlock {
  id: string;
  bytes: Uint8Array;
  height: number;
  /** Unix seconds. */
  timestamp: number;
  parentId: string;
  txIds: string[];
}

export interface MockTx {
  id: string;
  bytes: Uint8Array;
  tx: SignedTx;
  height: number;
}

export interface MockUtxo {
  utxo: Utxo;
  /** CB58 UTXO ID (sha256(u64BE(outputIndex) ‖ txID)). */
  id: string;
  idBytes: Uint8Array;
  bytes: Uint8Array;
}

export interface MockDelegator {
  txId: string;
  nodeId: string;
  start: number;
  end: number;
  weight: bigint;
  rewardAddress: string;
  potentialReward: bigint;
}

export interface MockValidator {
  txId: string;
  nodeId: string;
  start: number;
  end: number;
  weight: bigint;
  /** BLS public key and proof of possession, hex, when the validator has a signer. */
  signer: { publicKey: string; proofOfPossession: string } | null;
  rewardAddress: string;
  delegationFeePercent: string;
  potentialReward: bigint;
  delegators: MockDelegator[];
}

export interface MockL1Validator {
  validationId: string;
  nodeId: string;
  weight: bigint;
  start: number;
  publicKey: string;
  balance: bigint;
  minNonce: bigint;
  ownerAddress: string;
}

export interface MockSubnet {
  id: string;
  kind: 'permissioned' | 'elastic' | 'l1';
  controlKeys: string[];
  threshold: number;
  /** PoA (or legacy, for an L1) validators. */
  validators: Array<{ txId: string; nodeId: string; start: number; end: number; weight: bigint }>;
  l1Validators: MockL1Validator[];
  transformationTxId: string | null;
  conversionId: string | null;
  managerChainId: string | null;
  managerAddress: string | null;
  stakingAssetId: string | null;
}

export interface MockChain {
  id: string;
  name: string;
  subnetId: string;
  vmId: string;
  status: 'Validating' | 'Created' | 'Preferred' | 'Syncing' | 'Unknown';
}

export interface ChainState {
  seed: number;
  networkId: number;
  hrp: string;
  avaxAssetId: string;
  avaxAssetIdBytes: Uint8Array;
  xChainId: string;
  cChainId: string;
  blocks: MockBlock[];
  txs: Map<string, MockTx>;
  /** Native UTXOs per address (hex of the 20-byte ShortID), ordered by UTXO ID bytes. */
  utxosByAddress: Map<string, MockUtxo[]>;
  /** Atomic UTXOs exported from X to P, per address. */
  atomicUtxosByAddress: Map<string, MockUtxo[]>;
  /** Reward UTXOs of ended stakers, by their staking tx ID. */
  rewardUtxos: Map<string, MockUtxo[]>;
  /** Named addresses (P-… text) used for pagination: counts 0, 1, 1023, 1024, 1025 and > 3000. */
  namedAddresses: Record<'zero' | 'one' | 'n1023' | 'n1024' | 'n1025' | 'many' | 'treasury', string>;
  validators: MockValidator[];
  subnets: MockSubnet[];
  chains: MockChain[];
  droppedTx: { id: string; reason: string };
  processingTx: string;
  feeConfig: { weights: number[]; maxCapacity: number; maxPerSecond: number; targetPerSecond: number; minPrice: number; excessConversionConstant: number };
  feeState: { capacity: number; excess: number; price: number };
  validatorFeeConfig: { capacity: number; target: number; minPrice: number; excessConversionConstant: number };
  validatorFeeState: { excess: number; price: number };
  supply: bigint;
  minStake: { validator: bigint; delegator: bigint };
}
