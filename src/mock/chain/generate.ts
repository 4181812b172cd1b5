// Generates the mock's chain from a seed: real P-Chain codec bytes for every tx and block, IDs
// derived as the node derives them (sha256), UTXOs created by the txs in the blocks, and content
// broad enough for every method: validators with and without BLS signers and with delegators,
// a permissioned, an elastic and an L1 subnet (legacy and L1 validators, active and inactive),
// chains in each status, ended stakers rewarded in proposal + commit blocks, imports and exports,
// atomic UTXOs from X (owned by the address with the most UTXOs), and addresses owning 0, 1, 1023, 1024, 1025 and more than 3,000 UTXOs.
import {
  conversionIdOf,
  conversionValidationIdOf,
  encodeBlock,
  encodeSignedTx,
  encodeTransferableOutput,
  txIdOf,
  txTypeIdsThrough,
  utxoIdOf,
  TX_TYPE_ID,
  TYPE,
  type Block,
  NEWEST_CODEC,
  type CodecUpgrade,
  type OutputOwners,
  type SignedTx,
  type TransferableOutput,
  type UnsignedTx,
  type Utxo,
} from '../../codec/codec.js';
import { formatAddress, hrpForNetwork } from '../../encoding/address.js';
import { cb58Decode, cb58Encode, encodeNodeId } from '../../encoding/cb58.js';
import { sha256 } from '../../encoding/checksum.js';
import { hexKey, toHex } from '../../encoding/hex.js';
import { LOCAL_NETWORK_IDS, LOCAL_PREFUNDED_KEY, parsePrivateKey } from '../../tx/key.js';
import { BLS_POOL, type BlsKeyPair } from './bls-keys.js';
import { replayFeeState, replayValidatorFeeState } from './fee-states.js';
import { LazyMockUtxo } from './mock-utxo.js';
import { AVM_ID, EVM_ID, PRIMARY_FX_IDS } from '../primary-vms.js';
import { newSubnet } from './new-subnet.js';
import { Prng } from './prng.js';
import { SCALE_SIZES, type MockScale, type ScaleSizes } from './scale.js';
import { delegatorReward, validatorReward } from './rewards.js';
import type {
  ChainState,
  MockBlock,
  MockChain,
  MockL1Validator,
  MockOwner,
  MockPendingTx,
  MockStaker,
  MockSubnet,
  MockTx,
  MockUtxo,
  MockValidator,
} from './state.js';
import { PRIMARY_NETWORK_ID } from '../../spec/api-paths.js';

const NANO = 1_000_000_000n;
/** Atomic UTXOs exported from X to the ewoq key on a local network, each 1 AVAX. */
const EWOQ_ATOMIC_UTXOS = 8;
const DAY = 24 * 3600;
const YEAR = 365 * DAY;
/** The fee configurations of a local network (the node's genesis parameters). */
const FEE_CONFIG = {
  weights: [1, 1000, 1000, 4],
  maxCapacity: 1_000_000,
  maxPerSecond: 100_000,
  targetPerSecond: 50_000,
  minPrice: 1,
  excessConversionConstant: 2_164_043,
};
const VALIDATOR_FEE_CONFIG = { capacity: 20_000, target: 10_000, minPrice: 1, excessConversionConstant: 865_617 };

/** Outputs per tx when funding pagination addresses: ~80 bytes each keeps a tx far below 256 KiB. */
const OUTPUTS_PER_TX = 700;
const FILLER_TARGET_HEIGHT = 250;
/** Outputs per tx funding the big address of a scaled chain: about 4 KiB a tx. */
const SCALE_OUTPUTS_PER_TX = 50;

type BaseFields = Extract<UnsignedTx, { type: 'BaseTx' }> extends infer T ? Omit<T, 'type'> : never;

/** Chain states are computed once per (seed, network) and shared, read-only. */
const cache = new Map<string, ChainState>();

/**
 * `codec`: the newest upgrade whose tx types the node's codec parses (default: every one); the chain holds no other
 * (a release's profile, src/mock/mock-profile.ts: without Helicon, no auto-renewed validator).
 */
export function generateChain(opts: {
  seed: number;
  networkId?: number;
  scale?: MockScale;
  codec?: CodecUpgrade;
}): ChainState {
  const networkId = opts.networkId ?? 12345;
  const scale = opts.scale ?? 'default';
  const codec = opts.codec ?? NEWEST_CODEC;
  const key = `${opts.seed}:${networkId}:${scale}:${codec}`;
  let state = cache.get(key);
  if (!state) {
    state = new ChainBuilder(opts.seed, networkId, SCALE_SIZES[scale], txTypeIdsThrough(codec)).build();
    cache.set(key, state);
  }
  return state;
}

/** Builds one chain: txs are issued into a pending list, then sealed into blocks in order. */
class ChainBuilder {
  private readonly rng: Prng;
  private readonly hrp: string;
  private readonly assetId: Uint8Array;
  private readonly baseTime: number;
  private time: number;
  private readonly treasury: Uint8Array;
  private treasuryUtxo: Utxo;
  private readonly blocks: MockBlock[] = [];
  private readonly txs = new Map<string, MockTx>();
  private readonly utxos = new Map<string, Map<string, MockUtxo>>();
  private pending: Array<{ id: string; bytes: Uint8Array; tx: SignedTx }> = [];
  private blsNext = 0;
  private readonly blsOrder: number[];

  constructor(
    private readonly seed: number,
    private readonly networkId: number,
    private readonly sizes: ScaleSizes,
    private readonly txTypes: ReadonlySet<number>,
  ) {
    this.rng = new Prng(seed);
    this.hrp = hrpForNetwork(networkId);
    this.assetId = this.rng.bytes(32);
    // A fixed base time from the seed (never the wall clock): some day in late 2023 to early 2024.
    this.baseTime = 1_700_000_000 + this.rng.int(10_000_000);
    this.time = this.baseTime;
    this.treasury = this.rng.bytes(20);
    this.treasuryUtxo = {
      txId: this.rng.bytes(32),
      outputIndex: 0,
      assetId: this.assetId,
      output: { amount: 360_000_000n * NANO, locktime: 0n, threshold: 1, addresses: [this.treasury] },
    };
    this.blsOrder = this.shuffle(BLS_POOL.length);
  }

  private shuffle(n: number): number[] {
    const order = Array.from({ length: n }, (_, i) => i);
    for (let i = n - 1; i > 0; i--) {
      const j = this.rng.int(i + 1);
      [order[i], order[j]] = [order[j]!, order[i]!];
    }
    return order;
  }

  private blsKey() {
    return BLS_POOL[this.blsOrder[this.blsNext++ % BLS_POOL.length]!]!;
  }

  private address = () => this.rng.bytes(20);
  private text = (a: Uint8Array) => formatAddress('P', this.hrp, a);
  private owner = (a: Uint8Array): OutputOwners => ({ locktime: 0n, threshold: 1, addresses: [a] });
  private ownerText = (a: Uint8Array): MockOwner => ({ locktime: 0n, threshold: 1, addresses: [this.text(a)] });
  private out = (a: Uint8Array, amount: bigint, assetId = this.assetId): TransferableOutput => ({
    assetId,
    output: { amount, ...this.owner(a) },
  });
  private height = () => this.blocks.length;

  private addUtxo(u: Utxo, into = this.utxos): MockUtxo {
    const m = new LazyMockUtxo(u);
    for (const a of u.output.addresses) {
      const k = hexKey(a);
      let set = into.get(k);
      if (!set) into.set(k, (set = new Map()));
      set.set(m.idHex, m);
    }
    return m;
  }

  private removeUtxo(u: Utxo): void {
    const key = hexKey(utxoIdOf(u.txId, u.outputIndex));
    for (const a of u.output.addresses) this.utxos.get(hexKey(a))?.delete(key);
  }

  private sign = (): Uint8Array[][] => [[this.rng.bytes(65)]];

  /**
   * Issues a tx funded by the treasury: it spends the treasury's last change output, pays `payouts`
   * plus change back, and burns `locked` (stake, balances) and a fee. Its outputs become UTXOs.
   */
  private issue(
    body: (base: BaseFields) => UnsignedTx,
    locked: bigint,
    payouts: TransferableOutput[],
    extraInputs: BaseFields['inputs'] = [],
  ) {
    const spent = this.treasuryUtxo;
    const change = spent.output.amount - locked - payouts.reduce((s, o) => s + o.output.amount, 0n) - 1_000_000n;
    const outputs = [...payouts, this.out(this.treasury, change)];
    const base: BaseFields = {
      networkId: this.networkId,
      blockchainId: cb58Decode(PRIMARY_NETWORK_ID),
      outputs,
      inputs: [
        {
          txId: spent.txId,
          outputIndex: spent.outputIndex,
          assetId: this.assetId,
          amount: spent.output.amount,
          sigIndices: [0],
        },
        ...extraInputs,
      ],
      memo: new Uint8Array(0),
    };
    const tx: SignedTx = { unsigned: body(base), credentials: this.sign() };
    const bytes = encodeSignedTx(tx);
    const idBytes = txIdOf(bytes);
    const id = cb58Encode(idBytes);
    this.removeUtxo(spent);
    outputs.forEach((o, i) => {
      const u = this.addUtxo({ txId: idBytes, outputIndex: i, assetId: o.assetId, output: o.output });
      if (i === outputs.length - 1) this.treasuryUtxo = u.utxo;
    });
    this.pending.push({ id, bytes, tx });
    return { id, idBytes, outputCount: outputs.length };
  }

  private baseTx(payouts: TransferableOutput[]) {
    return this.issue((b) => ({ type: 'BaseTx', ...b }), 0n, payouts);
  }

  private appendBlock(block: Block, txs: Array<{ id: string; bytes: Uint8Array; tx: SignedTx }>): MockBlock {
    for (const t of txs)
      if (!this.txTypes.has(TX_TYPE_ID[t.tx.unsigned.type]))
        throw new Error(`the chain's codec knows no ${t.tx.unsigned.type} (type ID ${TX_TYPE_ID[t.tx.unsigned.type]})`);
    const bytes = encodeBlock(block);
    const id = cb58Encode(sha256(bytes));
    const parent = this.blocks[this.blocks.length - 1];
    const mock: MockBlock = {
      id,
      bytes,
      height: Number(block.height),
      timestamp: this.time,
      parentId: parent ? parent.id : cb58Encode(block.parentId),
      txIds: txs.map((t) => t.id),
      block,
    };
    this.blocks.push(mock);
    for (const t of txs) this.txs.set(t.id, { ...t, height: mock.height });
    return mock;
  }

  private parentIdBytes(): Uint8Array {
    return sha256(this.blocks[this.blocks.length - 1]!.bytes);
  }

  private tick(): bigint {
    this.time += 20 + this.rng.int(40);
    return BigInt(this.time);
  }

  /** Seals the pending txs into Banff standard blocks, `perBlock` txs each. */
  private seal(perBlock: number): void {
    while (this.pending.length) {
      const batch = this.pending.splice(0, perBlock);
      this.appendBlock(
        {
          type: 'BanffStandardBlock',
          time: this.tick(),
          parentId: this.parentIdBytes(),
          height: BigInt(this.height()),
          txs: batch.map((t) => t.tx),
        },
        batch,
      );
    }
  }

  /**
   * A RewardValidatorTx (or, for an auto-renewed validator, a RewardAutoRenewedValidatorTx of the cycle ending at
   * `cycleEnd`) in a Banff proposal block, then the commit block that accepts its commit option.
   */
  private reward(stakerTxId: Uint8Array, cycleEnd?: bigint): string {
    const unsigned: UnsignedTx =
      cycleEnd === undefined
        ? { type: 'RewardValidatorTx', txId: stakerTxId }
        : { type: 'RewardAutoRenewedValidatorTx', txId: stakerTxId, time: cycleEnd };
    const tx: SignedTx = { unsigned, credentials: [] };
    const bytes = encodeSignedTx(tx);
    const entry = { id: cb58Encode(txIdOf(bytes)), bytes, tx };
    const time = this.tick();
    this.appendBlock(
      { type: 'BanffProposalBlock', time, parentId: this.parentIdBytes(), height: BigInt(this.height()), txs: [], tx },
      [entry],
    );
    this.appendBlock(
      { type: 'BanffCommitBlock', time, parentId: this.parentIdBytes(), height: BigInt(this.height()) },
      [],
    );
    return entry.id;
  }

  build(): ChainState {
    const { rng } = this;
    const genesisParent = sha256(rng.bytes(64));
    this.appendBlock({ type: 'ApricotCommitBlock', parentId: genesisParent, height: 0n }, []);
    // A local network funds the well-known ewoq key at genesis (facts node-local §5.3): the harness
    // signs its write checks (issueTx) with it, here as on a real local network.
    if (LOCAL_NETWORK_IDS.includes(this.networkId)) {
      const owner = parsePrivateKey(LOCAL_PREFUNDED_KEY).address;
      // As on a real local network: 20M AVAX, and 10M with a lock time long past.
      const txId = sha256(new TextEncoder().encode(`genesis:ewoq:${this.seed}`));
      this.addUtxo({
        txId,
        outputIndex: 0,
        assetId: this.assetId,
        output: { amount: 20_000_000n * NANO, locktime: 0n, threshold: 1, addresses: [owner] },
      });
      this.addUtxo({
        txId,
        outputIndex: 1,
        assetId: this.assetId,
        output: { amount: 10_000_000n * NANO, locktime: 1_633_824_000n, threshold: 1, addresses: [owner] },
      });
    }

    // Pagination addresses: UTXO counts 1, 1023, 1024, 1025 and 3,001, each output a tx of its own block batch.
    const named = {
      zero: this.address(),
      one: this.address(),
      n1023: this.address(),
      n1024: this.address(),
      n1025: this.address(),
      many: this.address(),
    };
    const fund = (addr: Uint8Array, count: number, perTx = OUTPUTS_PER_TX) => {
      for (let done = 0; done < count;) {
        const n = Math.min(perTx, count - done);
        this.baseTx(Array.from({ length: n }, (_, i) => this.out(addr, BigInt(1 + done + i) * 1000n)));
        done += n;
      }
    };
    fund(named.one, 1);
    fund(named.n1023, 1023);
    fund(named.n1024, 1024);
    fund(named.n1025, 1025);
    fund(named.many, 3001);
    this.seal(1);
    // A public network's address gathers its UTXOs over many small txs: blocks of a few KiB, as on mainnet
    // (so 1,024 of them, the most one getContainerRange answers, stay far below a response cap).
    if (this.sizes.bigAddressUtxos) {
      fund(this.address(), this.sizes.bigAddressUtxos, SCALE_OUTPUTS_PER_TX);
      this.seal(1);
    }

    const validators = this.primaryValidators();
    const ended = this.endedStakers();
    this.seal(2);
    // An auto-renewed validator's cycle runs from its block's time.
    for (const e of ended)
      if (e.cycle !== undefined) e.end = this.blocks[this.txs.get(e.id)!.height]!.timestamp + Number(e.cycle);
    this.extraValidators(validators);

    const subnets = this.subnets(named.zero, validators);
    const chains = this.chainsOf(subnets);
    this.transform(subnets.find((s) => s.kind === 'elastic')!);
    this.convert(
      subnets.find((s) => s.kind === 'l1')!,
      chains[chains.length - 1]!,
    );
    this.seal(1);
    this.extraSubnets(subnets, chains, validators);

    // An import of X-Chain UTXOs and an export to the X-Chain.
    const xChainId = chains[0]!.id;
    const xChainBytes = this.idBytesOf(xChainId);
    const importer = this.address();
    this.issue(
      (b) => ({
        type: 'ImportTx',
        ...b,
        sourceChain: xChainBytes,
        importedInputs: [0, 1].map((i) => ({
          txId: rng.bytes(32),
          outputIndex: i,
          assetId: this.assetId,
          amount: 5n * NANO,
          sigIndices: [0],
        })),
      }),
      0n,
      [this.out(importer, 9n * NANO)],
    );
    this.issue(
      (b) => ({
        type: 'ExportTx',
        ...b,
        destinationChain: xChainBytes,
        exportedOutputs: [this.out(this.address(), 3n * NANO)],
      }),
      3n * NANO,
      [],
    );
    this.seal(1);

    // Filler blocks of small transfers, then the ended stakers' rewards once their end time has passed.
    while (this.height() < FILLER_TARGET_HEIGHT - 10) {
      this.baseTx([this.out(this.address(), BigInt(1 + rng.int(1000)) * NANO)]);
      this.seal(1);
    }
    this.time = Math.max(this.time, ...ended.map((e) => e.end)) + 5;
    const rewardUtxos = new Map<string, MockUtxo[]>();
    for (const e of ended) {
      this.reward(e.idBytes, e.cycle === undefined ? undefined : BigInt(e.end));
      // The node returns the stake (index after the tx's outputs) and pays the reward (after the stake).
      this.addUtxo({
        txId: e.idBytes,
        outputIndex: e.outputCount,
        assetId: this.assetId,
        output: { amount: e.weight, ...this.owner(e.owner) },
      });
      rewardUtxos.set(e.id, [
        this.addUtxo({
          txId: e.idBytes,
          outputIndex: e.outputCount + 1,
          assetId: this.assetId,
          output: { amount: e.weight / 50n, ...this.owner(e.owner) },
        }),
      ]);
    }
    while (this.height() < FILLER_TARGET_HEIGHT) {
      this.baseTx([this.out(this.address(), BigInt(1 + rng.int(1000)) * NANO)]);
      this.seal(1);
    }

    // Atomic UTXOs exported from X to the 1-UTXO address, not yet imported (getUTXOs sourceChain X).
    const atomic = new Map<string, Map<string, MockUtxo>>();
    for (let i = 0; i < 5; i++)
      this.addUtxo(
        {
          txId: rng.bytes(32),
          outputIndex: i,
          assetId: this.assetId,
          output: { amount: BigInt(i + 1) * NANO, ...this.owner(named.many) },
        },
        atomic,
      );
    // On a local network, the ewoq key's too: what the harness's seeding exports from X to it (src/seed/steps/chains.ts),
    // for a state machine's ImportTx to take.
    if (LOCAL_NETWORK_IDS.includes(this.networkId)) {
      const owner = parsePrivateKey(LOCAL_PREFUNDED_KEY).address;
      const txId = sha256(new TextEncoder().encode(`x-export:ewoq:${this.seed}`));
      for (let i = 0; i < EWOQ_ATOMIC_UTXOS; i++)
        this.addUtxo(
          { txId, outputIndex: i, assetId: this.assetId, output: { amount: NANO, ...this.owner(owner) } },
          atomic,
        );
    }

    const pendingTxs = this.pendingTxs(subnets[0]!);
    const preferred = [...pendingTxs.values()].find((t) => t.status === 'Processing')!;
    const ordered = (m: Map<string, Map<string, MockUtxo>>) =>
      new Map(
        [...m]
          .filter(([, set]) => set.size > 0)
          .map(
            ([k, set]) =>
              [k, [...set.values()].sort((a, b) => (a.idHex < b.idHex ? -1 : a.idHex > b.idHex ? 1 : 0))] as const,
          ),
      );

    const tip = this.blocks[this.blocks.length - 1]!;
    const state: ChainState = {
      seed: this.seed,
      networkId: this.networkId,
      hrp: this.hrp,
      avaxAssetId: cb58Encode(this.assetId),
      avaxAssetIdBytes: this.assetId,
      xChainId,
      cChainId: chains[1]!.id,
      blocks: Object.freeze(this.blocks),
      blocksById: new Map(this.blocks.map((b) => [b.id, b])),
      txs: this.txs,
      pendingTxs,
      utxosByAddress: ordered(this.utxos),
      atomicUtxosByAddress: ordered(atomic),
      atomicFromCByAddress: new Map(),
      cChain: { nonces: new Map(), accepted: new Set() },
      rewardUtxos,
      formerValidators: [],
      namedAddresses: {
        zero: this.text(named.zero),
        one: this.text(named.one),
        n1023: this.text(named.n1023),
        n1024: this.text(named.n1024),
        n1025: this.text(named.n1025),
        many: this.text(named.many),
        treasury: this.text(this.treasury),
      },
      validators,
      subnets,
      chains,
      blockchainStatusExamples: {
        Validating: chains.find((c) => c.status === 'Validating')!.id,
        Created: chains.find((c) => c.status === 'Created')!.id,
        Syncing: chains.find((c) => c.status === 'Syncing')!.id,
        Preferred: preferred.id,
        Unknown: cb58Encode(rng.bytes(32)),
      },
      proposedHeight: tip.height - 3,
      feeConfig: FEE_CONFIG,
      feeState: replayFeeState(this.blocks, this.txs, FEE_CONFIG),
      validatorFeeConfig: VALIDATOR_FEE_CONFIG,
      validatorFeeState: replayValidatorFeeState(
        this.blocks,
        subnets.reduce((n, s) => n + s.l1Validators.length, 0),
        VALIDATOR_FEE_CONFIG,
      ),
      supply: 720_000_000n * NANO,
      minStake: { validator: 2000n * NANO, delegator: 25n * NANO },
    };
    return Object.freeze(state);
  }

  private idBytesOf(cb58Id: string): Uint8Array {
    const tx = this.txs.get(cb58Id) ?? this.pending.find((t) => t.id === cb58Id);
    if (!tx) throw new Error(`no tx ${cb58Id} issued`);
    return sha256(tx.bytes);
  }

  /** Six Primary Network validators, four with a BLS signer; delegators on the first two. */
  private primaryValidators(): MockValidator[] {
    const validators: MockValidator[] = [];
    for (let i = 0; i < 6; i++) {
      const start = this.time + 1;
      validators.push(
        this.addValidator(
          BigInt(2000 + 500 * i) * NANO,
          i < 4 ? this.blsKey() : null,
          start,
          start + YEAR,
          20_000 * (i + 1),
          -1,
        ),
      );
    }
    for (const [vi, count] of [
      [0, 2],
      [1, 1],
    ] as const) {
      const v = validators[vi]!;
      for (let d = 0; d < count; d++) this.addDelegator(v, BigInt(25 + d * 10) * NANO, this.time + 2);
    }
    // All of them are accepted in the next seal; record that height once it is known.
    const firstHeight = this.height();
    validators.forEach((v, i) => (v.height = firstHeight + Math.floor(i / 2)));
    return validators;
  }

  /** Issues an AddPermissionlessValidatorTx of the Primary Network (fresh node ID and owners) and returns its validator. */
  private addValidator(
    weight: bigint,
    key: BlsKeyPair | null,
    start: number,
    end: number,
    shares: number,
    height: number,
  ): MockValidator {
    const nodeId = this.rng.bytes(20);
    const rewardAddr = this.address();
    const stakeAddr = this.address();
    const stake = this.out(stakeAddr, weight);
    const { id } = this.issue(
      (b) => ({
        type: 'AddPermissionlessValidatorTx',
        ...b,
        validator: { nodeId, start: BigInt(start), end: BigInt(end), weight },
        subnetId: cb58Decode(PRIMARY_NETWORK_ID),
        signer: key,
        stake: [stake],
        validationRewardsOwner: this.owner(rewardAddr),
        delegationRewardsOwner: this.owner(rewardAddr),
        shares,
      }),
      weight,
      [],
    );
    this.nodeIdsByText.set(encodeNodeId(nodeId), nodeId);
    return {
      txId: id,
      nodeId: encodeNodeId(nodeId),
      start,
      end,
      weight,
      height,
      signer: key ? { publicKey: toHex(key.publicKey), proofOfPossession: toHex(key.signature) } : null,
      validationRewardOwner: this.ownerText(rewardAddr),
      delegationRewardOwner: this.ownerText(rewardAddr),
      delegationFeePercent: (shares / 10_000).toFixed(4),
      potentialReward: validatorReward(weight),
      stakedOutputs: [encodeTransferableOutput(stake)],
      stakeOwner: this.text(stakeAddr),
      delegators: [],
    };
  }

  /** Issues an AddPermissionlessDelegatorTx to `v` from `start` to 100 s before the validator ends. */
  private addDelegator(v: MockValidator, weight: bigint, start: number): void {
    const delegatorAddr = this.address();
    const end = v.end - 100;
    const stake = this.out(delegatorAddr, weight);
    const { id } = this.issue(
      (b) => ({
        type: 'AddPermissionlessDelegatorTx',
        ...b,
        validator: { nodeId: this.nodeIdsByText.get(v.nodeId)!, start: BigInt(start), end: BigInt(end), weight },
        subnetId: cb58Decode(PRIMARY_NETWORK_ID),
        stake: [stake],
        rewardsOwner: this.owner(delegatorAddr),
      }),
      weight,
      [],
    );
    v.delegators.push({
      txId: id,
      nodeId: v.nodeId,
      start,
      end,
      weight,
      rewardOwner: this.ownerText(delegatorAddr),
      potentialReward: delegatorReward(weight),
      stakedOutputs: [encodeTransferableOutput(stake)],
    });
  }

  /** Node IDs of the validators issued, by their text: a delegator names its validator's bytes. */
  private readonly nodeIdsByText = new Map<string, Uint8Array>();

  /** Txs a seal of `perBlock` a block puts in blocks: the height the last pending one lands at. */
  private pendingHeight(perBlock: number): number {
    return this.height() + Math.floor((this.pending.length - 1) / perBlock);
  }

  /** The scale's further Primary Network validators (BLS keys from the pool), every `delegatedEvery`-th with three delegators. */
  private extraValidators(validators: MockValidator[]): void {
    const perBlock = 10;
    for (let i = 0; i < this.sizes.extraValidators; i++) {
      const start = this.time + 1;
      const key = i % 5 === 4 ? null : this.blsKey();
      const v = this.addValidator(
        BigInt(2000 + 100 * (i % 50)) * NANO,
        key,
        start,
        start + YEAR - i,
        20_000 + 1000 * (i % 80),
        0,
      );
      v.height = this.pendingHeight(perBlock);
      validators.push(v);
      if (this.sizes.delegatedEvery && i % this.sizes.delegatedEvery === 0)
        for (let d = 0; d < 3; d++) this.addDelegator(v, BigInt(25 + d * 5) * NANO, start + 1);
    }
    this.seal(perBlock);
  }

  /**
   * The scale's further subnets: permissioned, each with one or two PoA validators of the Primary
   * Network, every `l1Every`-th converted to an L1 (a manager chain of its own, three L1 validators).
   */
  private extraSubnets(subnets: MockSubnet[], chains: MockChain[], validators: readonly MockValidator[]): void {
    const perBlock = 10;
    const added: MockSubnet[] = [];
    for (let i = 0; i < this.sizes.extraSubnets; i++) {
      const controlKey = this.address();
      const { id } = this.issue((b) => ({ type: 'CreateSubnetTx', ...b, owner: this.owner(controlKey) }), 0n, []);
      added.push(newSubnet(id, this.ownerText(controlKey)));
    }
    this.seal(perBlock);
    added.forEach((subnet, i) => {
      for (let k = 0; k < 1 + (i % 2); k++) {
        const v = validators[(i * 7 + k * 13) % validators.length]!;
        const start = this.time + 1;
        const end = v.end - 1000;
        const weight = BigInt(100 + k);
        const { id } = this.issue(
          (b) => ({
            type: 'AddSubnetValidatorTx',
            ...b,
            validator: { nodeId: this.nodeIdOf(v), start: BigInt(start), end: BigInt(end), weight },
            subnetId: this.idBytesOf(subnet.id),
            subnetAuth: [0],
          }),
          0n,
          [],
        );
        subnet.validators.push({
          txId: id,
          nodeId: v.nodeId,
          start,
          end,
          weight,
          height: this.pendingHeight(perBlock),
        });
      }
    });
    this.seal(perBlock);
    added.forEach((subnet, i) => {
      if (!this.sizes.l1Every || i % this.sizes.l1Every !== 0) return;
      const vmId = this.rng.bytes(32);
      const { id } = this.issue(
        (b) => ({
          type: 'CreateChainTx',
          ...b,
          subnetId: this.idBytesOf(subnet.id),
          chainName: `l1-chain-${i}`,
          vmId,
          fxIds: [],
          genesisData: this.rng.bytes(16),
          subnetAuth: [0],
        }),
        0n,
        [],
      );
      const chain: MockChain = {
        id,
        name: `l1-chain-${i}`,
        subnetId: subnet.id,
        vmId: cb58Encode(vmId),
        status: 'Validating',
      };
      chains.push(chain);
      subnet.kind = 'l1';
      this.convert(subnet, chain, perBlock);
    });
    this.seal(perBlock);
    subnets.push(...added);
  }

  /**
   * Stakers that end before the tip, rewarded later (proposal + commit blocks): two AddPermissionlessValidatorTxs,
   * and, where the codec knows Helicon, first an auto-renewed validator whose authority set its next period to 0, so
   * it leaves at its first cycle's end.
   */
  private endedStakers() {
    return [
      ...(this.txTypes.has(TYPE.addAutoRenewedValidatorTx) ? [this.autoRenewedStaker()] : []),
      ...this.endingValidators(),
    ];
  }

  /** Helicon's auto-renewed validator, its next period set to 0 by its authority. */
  private autoRenewedStaker() {
    const owner = this.address();
    const weight = 2000n * NANO;
    const period = 2 * DAY;
    const start = this.time + 1;
    const renewed = this.issue(
      (b) => ({
        type: 'AddAutoRenewedValidatorTx',
        ...b,
        nodeId: this.rng.bytes(20),
        signer: (({ publicKey, signature }) => ({ publicKey, signature }))(this.blsKey()),
        stake: [this.out(owner, weight)],
        validationRewardsOwner: this.owner(owner),
        delegationRewardsOwner: this.owner(owner),
        authority: this.owner(owner),
        shares: 20_000,
        autoCompoundRewardShares: 0,
        period: BigInt(period),
      }),
      weight,
      [],
    );
    this.issue(
      (b) => ({
        type: 'SetAutoRenewedValidatorConfigTx',
        ...b,
        txId: renewed.idBytes,
        auth: [0],
        autoCompoundRewardShares: 0,
        period: 0n,
      }),
      0n,
      [],
    );
    // Its cycle starts at its block's time, a tick after `start` at most: the end is fixed when the tx is sealed (seal(2) below).
    return { ...renewed, owner, weight, end: start + period, cycle: BigInt(period) };
  }

  /** Two AddPermissionlessValidatorTxs of two days. */
  private endingValidators() {
    return [0, 1].map(() => {
      const owner = this.address();
      const weight = 2000n * NANO;
      const start = this.time + 1;
      const end = start + 2 * DAY;
      const { id, idBytes, outputCount } = this.issue(
        (b) => ({
          type: 'AddPermissionlessValidatorTx',
          ...b,
          validator: { nodeId: this.rng.bytes(20), start: BigInt(start), end: BigInt(end), weight },
          subnetId: cb58Decode(PRIMARY_NETWORK_ID),
          signer: null,
          stake: [this.out(owner, weight)],
          validationRewardsOwner: this.owner(owner),
          delegationRewardsOwner: this.owner(owner),
          shares: 20_000,
        }),
        weight,
        [],
      );
      return { id, idBytes, outputCount, owner, weight, end, cycle: undefined };
    });
  }

  /** A permissioned subnet (its control key owns no UTXO: the 0-UTXO pagination address), an elastic one, an L1. */
  private subnets(zeroAddress: Uint8Array, validators: MockValidator[]): MockSubnet[] {
    const subnets: MockSubnet[] = [];
    for (const kind of ['permissioned', 'elastic', 'l1'] as const) {
      const controlKey = kind === 'permissioned' ? zeroAddress : this.address();
      const { id } = this.issue((b) => ({ type: 'CreateSubnetTx', ...b, owner: this.owner(controlKey) }), 0n, []);
      subnets.push(newSubnet(id, this.ownerText(controlKey), kind));
    }
    this.seal(1);
    // PoA validators: two on the permissioned subnet, one legacy validator on the L1-to-be.
    for (const [subnet, count] of [
      [subnets[0]!, 2],
      [subnets[2]!, 1],
    ] as const) {
      for (const v of validators.slice(0, count)) {
        const start = this.time + 1;
        const end = v.end - 1000;
        const weight = 100n;
        const { id } = this.issue(
          (b) => ({
            type: 'AddSubnetValidatorTx',
            ...b,
            validator: { nodeId: this.nodeIdOf(v), start: BigInt(start), end: BigInt(end), weight },
            subnetId: this.idBytesOf(subnet.id),
            subnetAuth: [0],
          }),
          0n,
          [],
        );
        subnet.validators.push({
          txId: id,
          nodeId: v.nodeId,
          start,
          end,
          weight,
          height: this.height() + this.pending.length - 1,
        } satisfies MockStaker);
      }
    }
    this.seal(1);
    return subnets;
  }

  private nodeIdOf(v: MockValidator): Uint8Array {
    const u = this.txs.get(v.txId)!.tx.unsigned;
    if (u.type !== 'AddPermissionlessValidatorTx') throw new Error('not a validator tx');
    return u.validator.nodeId;
  }

  /** Chains: X and C on the Primary Network, one per subnet (Validating, Created, Syncing). */
  private chainsOf(subnets: MockSubnet[]): MockChain[] {
    const primary = PRIMARY_NETWORK_ID;
    const chains: MockChain[] = [];
    // The Primary Network's chains are created by genesis CreateChainTxs (no inputs, no credentials): their IDs are those txs'.
    for (const [name, vmId, fxIds] of [
      ['X-Chain', AVM_ID, PRIMARY_FX_IDS],
      ['C-Chain', EVM_ID, []],
    ] as const) {
      const unsigned: UnsignedTx = {
        type: 'CreateChainTx',
        networkId: this.networkId,
        blockchainId: cb58Decode(PRIMARY_NETWORK_ID),
        outputs: [],
        inputs: [],
        memo: new Uint8Array(0),
        subnetId: cb58Decode(PRIMARY_NETWORK_ID),
        chainName: name,
        vmId: cb58Decode(vmId),
        fxIds: fxIds.map((f) => cb58Decode(f)),
        genesisData: this.rng.bytes(16),
        subnetAuth: [],
      };
      const tx: SignedTx = { unsigned, credentials: [] };
      const bytes = encodeSignedTx(tx);
      const id = cb58Encode(txIdOf(bytes));
      this.txs.set(id, { id, bytes, tx, height: 0 });
      chains.push({ id, name, subnetId: primary, vmId, status: 'Validating' });
    }
    const statuses = ['Validating', 'Created', 'Syncing'] as const;
    subnets.forEach((s, i) => {
      const vmId = this.rng.bytes(32);
      const name = `${s.kind}-chain`;
      const { id } = this.issue(
        (b) => ({
          type: 'CreateChainTx',
          ...b,
          subnetId: this.idBytesOf(s.id),
          chainName: name,
          vmId,
          fxIds: [],
          genesisData: this.rng.bytes(16),
          subnetAuth: [0],
        }),
        0n,
        [],
      );
      chains.push({ id, name, subnetId: s.id, vmId: cb58Encode(vmId), status: statuses[i]! });
    });
    this.seal(1);
    return chains;
  }

  /** The elastic subnet becomes so through a TransformSubnetTx, with its own staking asset. */
  private transform(elastic: MockSubnet): void {
    const asset = this.rng.bytes(32);
    const values = { initialSupply: 1_000_000n * NANO, minValidatorStake: 100n * NANO, minDelegatorStake: 5n * NANO };
    elastic.stakingAssetId = cb58Encode(asset);
    elastic.elastic = {
      minValidatorStake: values.minValidatorStake,
      minDelegatorStake: values.minDelegatorStake,
      supply: values.initialSupply,
    };
    elastic.transformationTxId = this.issue(
      (b) => ({
        type: 'TransformSubnetTx',
        ...b,
        subnetId: this.idBytesOf(elastic.id),
        assetId: asset,
        initialSupply: values.initialSupply,
        maximumSupply: 10_000_000n * NANO,
        minConsumptionRate: 100_000n,
        maxConsumptionRate: 120_000n,
        minValidatorStake: values.minValidatorStake,
        maxValidatorStake: 3_000_000n * NANO,
        minStakeDuration: DAY,
        maxStakeDuration: YEAR,
        minDelegationFee: 20_000,
        minDelegatorStake: values.minDelegatorStake,
        maxValidatorWeightFactor: 5,
        uptimeRequirement: 800_000,
        subnetAuth: [0],
      }),
      0n,
      [],
    ).id;
  }

  /**
   * The L1 is converted by a ConvertSubnetToL1Tx naming its manager chain, address and first
   * validators (the last one with no balance: inactive). Validation IDs are sha256(subnetID ‖ u32BE(i)).
   */
  private convert(l1: MockSubnet, managerChain: MockChain, perBlock = 1): void {
    const subnetBytes = this.idBytesOf(l1.id);
    const chainBytes = this.idBytesOf(managerChain.id);
    const managerAddress = this.rng.bytes(20);
    const entries = [0, 1, 2].map((i) => {
      const key = this.blsKey();
      const owner = this.address();
      return {
        nodeId: this.rng.bytes(20),
        weight: BigInt(10 + i),
        balance: i === 2 ? 0n : BigInt(1000 * (i + 1)) * NANO,
        key,
        owner,
      };
    });
    this.issue(
      (b) => ({
        type: 'ConvertSubnetToL1Tx',
        ...b,
        subnetId: subnetBytes,
        chainId: chainBytes,
        address: managerAddress,
        validators: entries.map((v) => ({
          nodeId: v.nodeId,
          weight: v.weight,
          balance: v.balance,
          publicKey: v.key.publicKey,
          signature: v.key.signature,
          remainingBalanceOwner: { threshold: 1, addresses: [v.owner] },
          deactivationOwner: { threshold: 1, addresses: [v.owner] },
        })),
        subnetAuth: [0],
      }),
      entries.reduce((sum, v) => sum + v.balance, 0n),
      [],
    );
    const height = this.pendingHeight(perBlock);
    l1.managerChainId = managerChain.id;
    l1.managerAddress = toHex(managerAddress);
    l1.conversionId = cb58Encode(
      conversionIdOf(
        subnetBytes,
        chainBytes,
        managerAddress,
        entries.map((v) => ({ nodeId: v.nodeId, publicKey: v.key.publicKey, weight: v.weight })),
      ),
    );
    l1.l1Validators = entries.map((v, i): MockL1Validator => {
      return {
        validationId: cb58Encode(conversionValidationIdOf(subnetBytes, i)),
        nodeId: encodeNodeId(v.nodeId),
        weight: v.weight,
        start: this.time + 1,
        height,
        publicKey: toHex(v.key.publicKey),
        balance: v.balance,
        minNonce: 0n,
        remainingBalanceOwner: this.ownerText(v.owner),
        deactivationOwner: this.ownerText(v.owner),
      };
    });
  }

  /**
   * Txs outside the blocks: a CreateChainTx still processing (its chain is Preferred), and a BaseTx
   * that was dropped because it spends a UTXO already spent.
   */
  private pendingTxs(subnet: MockSubnet): Map<string, MockPendingTx> {
    const txOf = (unsigned: UnsignedTx) => {
      const tx: SignedTx = { unsigned, credentials: this.sign() };
      const bytes = encodeSignedTx(tx);
      return { id: cb58Encode(txIdOf(bytes)), bytes, tx };
    };
    // The first funding tx's change output (index 1) was spent by the next tx.
    const spentTxId = sha256(this.txs.get(this.blocks[1]!.txIds[0]!)!.bytes);
    const base = (inputTx: Uint8Array, index: number, amount: bigint): BaseFields => ({
      networkId: this.networkId,
      blockchainId: cb58Decode(PRIMARY_NETWORK_ID),
      outputs: [],
      inputs: [{ txId: inputTx, outputIndex: index, assetId: this.assetId, amount, sigIndices: [0] }],
      memo: new Uint8Array(0),
    });
    const t = this.treasuryUtxo;
    const processing = txOf({
      type: 'CreateChainTx',
      ...base(t.txId, t.outputIndex, t.output.amount),
      subnetId: this.idBytesOf(subnet.id),
      chainName: 'pending-chain',
      vmId: this.rng.bytes(32),
      fxIds: [],
      genesisData: this.rng.bytes(16),
      subnetAuth: [0],
    });
    const dropped = txOf({ type: 'BaseTx', ...base(spentTxId, 1, 1000n) });
    const droppedUtxo = cb58Encode(utxoIdOf(spentTxId, 1));
    return new Map<string, MockPendingTx>([
      [processing.id, { ...processing, status: 'Processing' }],
      [
        dropped.id,
        {
          ...dropped,
          status: 'Dropped',
          reason: `failed verification: failed to read consumed UTXO ${droppedUtxo}: not found`,
        },
      ],
    ]);
  }
}
