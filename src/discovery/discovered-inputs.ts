// Inputs the suites discover from the target (never assumed from the mock's seed). Every field may be
// empty on a real node (a fresh local network has height 0 and no subnets): checks that need a value
// skip with a reason when it is missing. bigint values are carried as decimal strings (JSON-safe).

import type { Finding } from '../spec/finding.js';

/** A part of discovery: a set of requests and the fields they fill (src/discovery/parts.ts). */
export type DiscoveryPart = 'blocks' | 'stakers' | 'utxos' | 'indexes' | 'keystore';

export type SubnetKind = 'permissioned' | 'elastic' | 'l1';

export interface DiscoveredBlock {
  height: string;
  id: string;
  parentId: string;
  /** IDs of the txs in the block (from the JSON encoding). */
  txIds: string[];
}

export interface DiscoveredAddress {
  /** "P-<hrp>1…" */
  address: string;
  /** UTXO count when it was counted by paging getUTXOs to the end (capped by the discovery budget), else null. */
  utxoCount: number | null;
}

export interface DiscoveredValidator {
  nodeId: string;
  subnetId: string;
  kind: 'primary' | SubnetKind;
  /** Validator tx id (absent for L1 validators). */
  txId?: string;
  hasSigner?: boolean;
  delegatorCount?: number;
  validationId?: string;
}

export interface DiscoveredIndex {
  /** e.g. "/ext/index/P/block" */
  path: string;
  /** false when the path answers 404 (index disabled). */
  enabled: boolean;
  /** Last accepted index (decimal string), null when empty or disabled. */
  lastIndex: string | null;
  /** Some container id in it, when non-empty. */
  sampleId: string | null;
}

export interface Discovery {
  /** info.getNetworkID, when served. */
  networkId: number | null;
  /** HRP of the target's addresses, learnt from an address it emitted. */
  hrp: string | null;
  /** platform.getHeight at discovery time. */
  height: string;
  /** Blocks read (genesis, some recent ones, and those holding txs), ascending by height. */
  blocks: DiscoveredBlock[];
  /**
   * The chain model (src/model/) of the blocks read, as chainModelText wrote it (null before blocks are
   * read): every block of a chain shorter than 1,000 blocks, else the sample.
   */
  chainModel: string | null;
  /**
   * Where a run put the model's text instead (src/harness/run-harness.ts): the suite workers get the
   * discovery with every test file, and only the files that use the model read it.
   */
  chainModelFile?: string;
  /** Accepted tx ids found in those blocks. */
  txIds: string[];
  /** Staking tx ids of stakers that ended (reward UTXOs may exist for them). */
  endedStakerTxIds: string[];
  /** P-Chain addresses seen in tx outputs and validator owners. */
  addresses: DiscoveredAddress[];
  /** Primary Network validators plus validators of each discovered subnet. */
  validators: DiscoveredValidator[];
  subnets: Array<{ id: string; kind: SubnetKind }>;
  blockchains: Array<{ id: string; name: string; subnetId: string; vmId: string }>;
  /** L1 validation IDs (getL1Validator inputs). */
  l1ValidationIds: string[];
  /** The staking asset of the Primary Network. */
  stakingAssetId: string | null;
  indexes: DiscoveredIndex[];
  /** Whether /ext/keystore answers JSON-RPC ('served') or 404 ('absent'). */
  keystore: 'served' | 'absent';
  /** Problems met while discovering (discovery never fails a run). */
  notes: string[];
  /** What discovery read a sample of instead of all (a public network's thousands of subnets): printed when the run starts. */
  sampled: string[];
  /** State a seed of this target could not build, by what it provides ("l1", "utxos-1025"…), with the reason. */
  unseeded?: Partial<Record<string, string>>;
  /**
   * Rules a method broke in the answers discovery read (a page that repeats the last, counts that
   * disagree, a block of another height than asked): a check whose input that method would have
   * given fails with the anomaly instead of skipping for want of the input.
   */
  anomalies: DiscoveryAnomaly[];
  /** The parts gathered when a run's files needed only some (src/discovery/parts.ts); absent: all of them. */
  gathered?: DiscoveryPart[];
}

/** A rule an answer broke while discovery read it: the finding, the method and the request to send it again. */
export interface DiscoveryAnomaly extends Finding {
  /** The JSON-RPC method whose answer broke the rule. */
  rpc: string;
  /** The request discovery sent (URL path and body), for the reproduction. */
  request: { path: string; body: string };
}
