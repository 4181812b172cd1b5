// The state machine's model: what the chain must answer after the commands of a sequence, predicted from the state
// read when the sequence began and from what each tx the node took or refused does by the rules. It tracks only what
// the sequence made or touched: its keys' UTXOs, its subnets, chains, subnet and L1 validators, the txs it committed
// or saw refused, and the validator sets answered at heights the chain has since passed.
import { decodeTx, utxoIdOf, type DecodedUtxo } from '../codec/codec.js';
import { formatAddress, parseAddress } from '../encoding/address.js';
import { cb58Encode, decodeId } from '../encoding/cb58.js';
import type { SigningKey } from '../tx/key.js';

export interface ModelSubnet {
  id: string;
  /** The keys that own it, and how many must sign. */
  owners: { keys: SigningKey[]; threshold: number };
  chains: Array<{ id: string; name: string; vmId: string }>;
  /** Subnet validators by node ID: their weight. */
  validators: Map<string, bigint>;
  /** Set once converted: the manager and the L1's validators. */
  l1: {
    managerChainId: string;
    managerAddress: string;
    /** sha256 of the conversion's data (its subnet, manager and validators): what getSubnet names it by. */
    conversionId: string;
    /** Its L1 validators, removed ones included (getL1Validator no longer finds those). */
    validators: ModelL1Validator[];
    /**
     * The height from which the L1's validator set is as the model has it (its last change committed at or below it): a
     * node verifies a Warp message with the set at its proposer height, so a message signed for the new set waits for it.
     */
    changedAt: bigint;
  } | null;
}

export interface ModelL1Validator {
  validationId: string;
  nodeId: string;
  /** Its BLS key (0x-hex) and the owner of its remaining balance and of its deactivation (P-… text, threshold 1). */
  publicKey: string;
  owner: string;
  weight: bigint;
  /** nAVAX given so far (the conversion's balance and each top-up): the balance never exceeds it. */
  given: bigint;
  /** The balance getL1Validator last answered, and the top-up committed since (its fee drains far less between two reads). */
  lastBalance: bigint | null;
  toppedUp: bigint;
  disabled: boolean;
  /** The label its BLS key is derived by (deriveBlsSecret): the harness signs Warp messages as it. */
  label: string;
  /** The lowest nonce a weight message for it may carry (getL1Validator's minNonce). */
  minNonce: bigint;
  /** Set once a weight of 0 removed it: the UTXO an active one's remaining balance went back as, and at most how much it holds. */
  removed: { refund: { utxoId: string; atMost: bigint } | null } | null;
}

/** An L1 validator a conversion or a registration just made: given `given` nAVAX, none read yet, nonce 0. */
export function newL1Validator(
  v: Pick<ModelL1Validator, 'validationId' | 'nodeId' | 'publicKey' | 'owner' | 'weight' | 'given' | 'label'>,
): ModelL1Validator {
  return { ...v, lastBalance: null, toppedUp: 0n, disabled: false, minNonce: 0n, removed: null };
}

/** A Primary Network validator the sequence added. */
export interface ModelStaker {
  txId: string;
  nodeId: string;
  weight: bigint;
  /** Unix seconds. */
  end: bigint;
  /** Whether it ends within the run (a wait command may wait for it). */
  short: boolean;
  /** Its stake outputs (amount, owners as P-… text) and how many outputs the tx has before them (the returned UTXOs' indices follow). */
  stake: Array<{ amount: bigint; owners: string[] }>;
  outputs: number;
  /** What getCurrentValidators first answered as its potential reward. */
  potentialReward: bigint | null;
  /** Delegators the sequence added to it (only to a validator whose stake outlives the run). */
  delegators: ModelDelegator[];
  ended: boolean;
  /** Once ended: whether getRewardUTXOs answered its reward (a reward not paid leaves the supply). */
  rewarded: boolean | null;
  /**
   * An auto-renewed validator (Helicon): its cycle's length, the next cycle's (0: it stops at this cycle's end), the
   * share of a reward it restakes, and whether its end was read (its cycle starts at its block's time).
   */
  autoRenew?: { period: bigint; nextPeriod: bigint; shares: number; endRead: boolean };
}

export interface ModelDelegator {
  txId: string;
  weight: bigint;
  end: bigint;
  stake: Array<{ amount: bigint; owners: string[] }>;
  /** What getCurrentValidators, asked for its validator, first answered as its potential reward. */
  potentialReward: bigint | null;
}

/**
 * The stake the chain reported when the sequence began, read beside the validators then current (none of them the
 * sequence's): the supply, and the payer's stake with and without delegations. What the sequence's stakers add is
 * predicted from it while those other validators stay as they were.
 */
export interface StakeBaseline {
  supply: bigint | null;
  staked: bigint | null;
  stakedByValidators: bigint | null;
  /** The current validators as "nodeID=weight+delegatorWeight", sorted. */
  others: string;
}

/** The chains whose exports to the P-Chain the sequence imports. */
export type AtomicSource = 'X' | 'C';

export interface ModelFacts {
  hrp: string;
  networkId: number;
  /** The staking asset's ID: the balance's key. */
  avaxAssetId: string;
  /** A Primary Network validator that outlives the sequence: subnet validators are added on its node (with its BLS key, 0x-hex). */
  primary: { nodeId: string; end: bigint; publicKey: string | null } | null;
  /** The keys the sequence spends with and pays to: every UTXO of theirs is tracked. */
  payer: SigningKey;
  recipient: SigningKey;
  /** How short a stake the target takes (its minimum stake duration, seconds): a stake that ends within a run; null when none does. */
  shortStakeSeconds: number | null;
  /** How often the target's health checks run (ms), when known: its report is never older than that. */
  healthCheckPeriodMs: number | null;
  minValidatorStake: bigint;
  minDelegatorStake: bigint;
  /**
   * Whether a staker is rewarded only when its node was up (Helicon, ACP-267: 90 % of its stake): the sequence's
   * validators are node IDs no node runs, so on such a node their stakes end without reward. The mock models no uptime.
   */
  rewardNeedsUptime: boolean;
  /** Names the sequence's validators apart from those of other sequences on the same chain. */
  runTag: string;
  /** Whether Helicon is active (info.upgrades' heliconTime has passed): auto-renewed validators are taken. */
  helicon: boolean;
  /**
   * Whether the target's P-Chain verifies a Warp message with the validator set of its source chain's subnet. Not on a
   * node run with --sybil-protection-enabled=false (every network the harness starts): its P-Chain then verifies with
   * no validators (AvalancheGo's chains/manager.go wraps its validator state in NoValidatorsState), and refuses every
   * message ("unknown validator" or "no public keys"), so no L1 validator is registered or reweighted there. Null
   * where the run cannot tell (a URL): no Warp message is sent.
   */
  warpVerified: boolean | null;
  /** Whether the target answers getBalance (a release that removed it does not). */
  balance: boolean;
}

export class Model {
  /** Tracked addresses (P-… text) and their UTXOs: CB58 UTXO ID → amount. */
  readonly utxos = new Map<string, Map<string, bigint>>();
  /** Txs the sequence committed, by ID: their signed bytes, and the UTXO IDs they spent. */
  readonly committed = new Map<string, { bytes: Uint8Array; spent: string[] }>();
  /** Txs the node refused, by ID: the error issueTx answered. */
  readonly refused = new Map<string, string>();
  readonly subnets: ModelSubnet[] = [];
  readonly stakers: ModelStaker[] = [];
  /** Validator sets answered at heights the chain has passed: by "subnet@height", the set as text. */
  readonly pastSets = new Map<string, string>();
  /** UTXOs of tracked addresses as last listed, by CB58 ID (what a tx that spends one spent). */
  readonly seen = new Map<string, DecodedUtxo>();
  /** UTXOs committed txs of the sequence spent: what a double spend spends again. */
  readonly spentUtxos: DecodedUtxo[] = [];
  /** The height last read. */
  height = 0n;
  /** The proposed height last read. */
  proposedHeight: bigint | null = null;
  /** Each height read after a command, with when it was read (ms): a block that old has left the proposer window. */
  readonly heightsRead: Array<{ height: bigint; atMs: number }> = [];
  /**
   * The payer's UTXOs exported to it from the X- and the C-Chain, not yet imported (getUTXOs sourceChain X, C), once
   * first read: CB58 ID → amount.
   */
  readonly atomicFrom: Record<AtomicSource, Map<string, bigint> | null> = { X: null, C: null };
  /** The P-Chain block index's last accepted container as last read: its index and its block's height. */
  lastIndexed: { index: bigint; height: bigint } | null = null;
  /** The height the P-Chain's health check last named. */
  healthHeight: bigint | null = null;
  /** The stake reported when the sequence began (src/stateful/observe-stake.ts). */
  stakeBaseline: StakeBaseline | null = null;
  /** Commands run so far (the trace numbers them). */
  steps = 0;

  constructor(readonly facts: ModelFacts) {}

  address(key: SigningKey): string {
    return formatAddress('P', this.facts.hrp, key.address);
  }

  /** What a tx the chain accepted changes among the tracked UTXOs: its inputs go, its outputs to a tracked address come. */
  applyCommitted(bytes: Uint8Array): string {
    const tx = decodeTx(bytes);
    const id = cb58Encode(tx.id);
    const inputs = [...(tx.base?.inputs ?? []), ...(tx.importedInputs ?? [])];
    const spent = inputs.map((i) => cb58Encode(utxoIdOf(i.txId, i.outputIndex)));
    for (const owned of this.utxos.values()) for (const u of spent) owned.delete(u);
    for (const u of spent) for (const from of Object.values(this.atomicFrom)) from?.delete(u);
    for (const u of spent) if (this.seen.has(u)) this.spentUtxos.push(this.seen.get(u)!);
    (tx.base?.outputs ?? []).forEach((o, index) => {
      // An output is tracked under its first owner when the sequence tracks it (the sequence pays to one owner at a time).
      for (const a of o.output.addresses) {
        const owned = this.utxos.get(formatAddress('P', this.facts.hrp, a));
        if (!owned) continue;
        const utxoId = utxoIdOf(tx.id, index);
        owned.set(cb58Encode(utxoId), o.output.amount);
        this.seen.set(cb58Encode(utxoId), {
          txId: tx.id,
          outputIndex: index,
          assetId: o.assetId,
          output: o.output,
          utxoId,
        });
      }
    });
    this.committed.set(id, { bytes, spent });
    return id;
  }

  /** A staker's end: its stake goes back to its owners as UTXOs of its tx, after the tx's outputs. */
  applyStakeEnd(st: ModelStaker): void {
    st.ended = true;
    const txId = decodeId(st.txId);
    st.stake.forEach((o, i) => {
      const outputIndex = st.outputs + i;
      const utxoId = utxoIdOf(txId, outputIndex);
      for (const a of o.owners) {
        this.utxos.get(a)?.set(cb58Encode(utxoId), o.amount);
        // The sequence's stake is one owner's, threshold 1, unlocked once returned.
        this.seen.set(cb58Encode(utxoId), {
          txId,
          outputIndex,
          assetId: decodeId(this.facts.avaxAssetId),
          output: { typeId: 7, amount: o.amount, locktime: 0n, threshold: 1, addresses: [parseAddress(a).bytes] },
          utxoId,
        });
      }
    });
  }

  /** The UTXOs the model holds for `key`, each as its bytes would be listed; null where one was never seen whole. */
  heldUtxos(key: SigningKey): DecodedUtxo[] | null {
    const owned = this.utxos.get(this.address(key));
    if (!owned) return null;
    const out: DecodedUtxo[] = [];
    for (const id of owned.keys()) {
      const u = this.seen.get(id);
      if (!u) return null;
      out.push(u);
    }
    return out;
  }

  /** The sequence's subnet a command's index names (modulo their number). */
  subnet(index: number): ModelSubnet | undefined {
    return this.subnets.length ? this.subnets[index % this.subnets.length] : undefined;
  }

  /** The L1 validators not removed. */
  l1Validators(): ModelL1Validator[] {
    return this.subnets.flatMap((s) => s.l1?.validators ?? []).filter((v) => !v.removed);
  }
}
