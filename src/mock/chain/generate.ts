// Generates the mock's chain from a seed: real P-Chain codec bytes for every tx and block, IDs
// derived as the node derives them (sha256), UTXOs created by the txs in the blocks, and content
// broad enough for every method: validators with and without BLS signers and with delegators,
// a permissioned, an elastic and an L1 subnet, chains in each status, reward and atomic UTXOs, and
// addresses owning 0, 1, 1023, 1024, 1025 and more than 3,000 UTXOs for pagination.
import { encodeBlock, encodeSignedTx, encodeUtxo, txIdOf, utxoIdOf, type OutputOwners, type SignedTx, type TransferableOutput, type UnsignedTx, type Utxo } from '../../codec/index.js';
import { formatAddress, hrpForNetwork } from '../../encoding/address.js';
import { cb58Decode, cb58Encode, encodeNodeId } from '../../encoding/cb58.js';
import { toHex } from '../../encoding/hex.js';
import { sha256 } from '../../encoding/checksum.js';
import { Prng } from './prng.js';
import { blsKeyPair } from './bls.js';
import type { ChainState, MockBlock, MockChain, MockSubnet, MockTx, MockUtxo, MockValidator } from './state.js';

const NANO = 1_000_000_000n;
const YEAR = 365 * 24 * 3600;
const PLATFORM_CHAIN_ID = new Uint8Array(32);
const hexKey = (b: Uint8Array) => Buffer.from(b).toString('hex');

/** Chain states are computed once per (seed, network) and shared, read-only. */
const cache = new Map<string, ChainState>();

export function generateChain(opts: { seed: number; networkId?: number }): ChainState {
  const networkId = opts.networkId ?? 12345;
  const key = `${opts.seed}:${networkId}`;
  let state = cache.get(key);
  if (!state) {
    state = build(opts.seed, networkId);
    cache.set(key, state);
  }
  return state;
}

function build(seed: number, networkId: number): ChainState {
  const rng = new Prng(seed);
  const hrp = hrpForNetwork(networkId);
  const assetId = rng.bytes(32);
  const newAddress = () => rng.bytes(20);
  const addrText = (b: Uint8Array) => formatAddress('P', hrp, b);
  const baseTime = 1_700_000_000 + rng.int(10_000_000);

  const treasury = newAddress();
  const named = { zero: newAddress(), one: newAddress(), n1023: newAddress(), n1024: newAddress(), n1025: newAddress(), many: newAddress() };
  const utxos = new Map<string, Map<string, MockUtxo>>();
  const txs = new Map<string, MockTx>();
  const blocks: MockBlock[] = [];
  const pending: Array<{ id: string; bytes: Uint8Array; tx: SignedTx }> = [];

  const addUtxo = (u: Utxo, map = utxos) => {
    const idBytes = utxoIdOf(u.txId, u.outputIndex);
    const m: MockUtxo = { utxo: u, id: cb58Encode(idBytes), idBytes, bytes: encodeUtxo(u) };
    for (const a of u.output.addresses) {
      const k = hexKey(a);
      const set = map.get(k) ?? new Map<string, MockUtxo>();
      set.set(m.id, m);
      map.set(k, set);
    }
    return m;
  };
  const out = (addr: Uint8Array, amount: bigint): TransferableOutput => ({ assetId, output: { amount, locktime: 0n, threshold: 1, addresses: [addr] } });
  const owner = (addr: Uint8Array): OutputOwners => ({ locktime: 0n, threshold: 1, addresses: [addr] });

  // The treasury funds every tx: each tx spends the treasury's last change output and returns change.
  let treasuryUtxo: Utxo = { txId: rng.bytes(32), outputIndex: 0, assetId, output: { amount: 360_000_000n * NANO, locktime: 0n, threshold: 1, addresses: [treasury] } };
  const issue = (body: (base: { networkId: number; blockchainId: Uint8Array; inputs: UnsignedTx['inputs']; memo: Uint8Array }) => UnsignedTx, spend: bigint, payouts: TransferableOutput[]) => {
    const change = treasuryUtxo.output.amount - spend - payouts.reduce((s, o) => s + o.output.amount, 0n) - 1_000_000n;
    const base = {
      networkId,
      blockchainId: PLATFORM_CHAIN_ID,
      inputs: [{ txId: treasuryUtxo.txId, outputIndex: treasuryUtxo.outputIndex, assetId, amount: treasuryUtxo.output.amount, sigIndices: [0] }],
      memo: new Uint8Array(0),
    };
    const unsigned = body(base);
    unsigned.outputs = [...payouts, out(treasury, change)];
    const tx: SignedTx = { unsigned, credentials: [[rng.bytes(65)]] };
    const bytes = encodeSignedTx(tx);
    const idBytes = txIdOf(bytes);
    const id = cb58Encode(idBytes);
    const consumed = cb58Encode(utxoIdOf(treasuryUtxo.txId, treasuryUtxo.outputIndex));
    utxos.get(hexKey(treasury))?.delete(consumed);
    unsigned.outputs.forEach((o, i) => {
      const u: Utxo = { txId: idBytes, outputIndex: i, assetId, output: o.output };
      addUtxo(u);
      if (i === unsigned.outputs.length - 1) treasuryUtxo = u;
    });
    pending.push({ id, bytes, tx });
    return { id, idBytes };
  };
  const baseTx = (payouts: TransferableOutput[]) => issue((b) => ({ type: 'BaseTx', ...b, outputs: [] }), 0n, payouts);

  let time = baseTime;
  const seal = (txsPerBlock: number) => {
    while (pending.length) {
      const batch = pending.splice(0, txsPerBlock);
      const parent = blocks[blocks.length - 1]!;
      time += 20 + rng.int(40);
      const height = blocks.length;
      const bytes = encodeBlock({ type: 'BanffStandardBlock', time: BigInt(time), parentId: sha256Bytes(parent.id), height: BigInt(height), txs: batch.map((t) => t.tx) });
      const idBytes = sha256(bytes);
      const id = cb58Encode(idBytes);
      blockIdBytes.set(id, idBytes);
      blocks.push({ id, bytes, height, timestamp: time, parentId: parent.id, txIds: batch.map((t) => t.id) });
      for (const t of batch) txs.set(t.id, { id: t.id, bytes: t.bytes, tx: t.tx, height });
    }
  };
  const blockIdBytes = new Map<string, Uint8Array>();
  const sha256Bytes = (id: string) => blockIdBytes.get(id)!;

  const genesisBytes = encodeBlock({ type: 'ApricotCommitBlock', parentId: sha256(rng.bytes(64)), height: 0n });
  const genesisIdBytes = sha256(genesisBytes);
  const genesis: MockBlock = { id: cb58Encode(genesisIdBytes), bytes: genesisBytes, height: 0, timestamp: baseTime, parentId: '', txIds: [] };
  blockIdBytes.set(genesis.id, genesisIdBytes);
  blocks.push(genesis);

  // Pagination addresses: UTXO counts 1, 1023, 1024, 1025 and 3,001 (≤ 700 outputs a tx keeps txs under 256 KiB).
  const fund = (addr: Uint8Array, count: number) => {
    for (let done = 0; done < count; ) {
      const n = Math.min(700, count - done);
      baseTx(Array.from({ length: n }, (_, i) => out(addr, BigInt(1 + done + i) * 1000n)));
      done += n;
    }
  };
  fund(named.one, 1);
  fund(named.n1023, 1023);
  fund(named.n1024, 1024);
  fund(named.n1025, 1025);
  fund(named.many, 3001);
  seal(1);

  // Primary Network validators: four with a BLS signer, two without; delegators on the first two.
  const validators: MockValidator[] = [];
  for (let i = 0; i < 6; i++) {
    const nodeId = rng.bytes(20);
    const rewardAddr = newAddress();
    const weight = BigInt(2000 + 500 * i) * NANO;
    const signer = i < 4 ? blsKeyPair(rng.bytes(32)) : null;
    const start = baseTime + 10;
    const end = baseTime + YEAR;
    const shares = 20_000 * (i + 1);
    const { id } = issue(
      (b) => ({
        type: 'AddPermissionlessValidatorTx', ...b, outputs: [],
        validator: { nodeId, start: BigInt(start), end: BigInt(end), weight }, subnetId: PLATFORM_CHAIN_ID, signer,
        stake: [out(rewardAddr, weight)], validationRewardsOwner: owner(rewardAddr), delegationRewardsOwner: owner(rewardAddr), shares,
      }),
      weight,
      [],
    );
    validators.push({
      txId: id, nodeId: encodeNodeId(nodeId), start, end, weight,
      signer: signer ? { publicKey: toHex(signer.publicKey), proofOfPossession: toHex(signer.signature) } : null,
      rewardAddress: addrText(rewardAddr), delegationFeePercent: (shares / 10_000).toFixed(4), potentialReward: weight / 10n, delegators: [],
    });
  }
  for (const [vi, count] of [[0, 2], [1, 1]] as const) {
    const v = validators[vi]!;
    for (let d = 0; d < count; d++) {
      const delegatorAddr = newAddress();
      const weight = BigInt(25 + d * 10) * NANO;
      const { id } = issue(
        (b) => ({
          type: 'AddPermissionlessDelegatorTx', ...b, outputs: [],
          validator: { nodeId: nodeIdFromText(v.nodeId), start: BigInt(v.start + 100), end: BigInt(v.end - 100), weight },
          subnetId: PLATFORM_CHAIN_ID, stake: [out(delegatorAddr, weight)], rewardsOwner: owner(delegatorAddr),
        }),
        weight,
        [],
      );
      v.delegators.push({ txId: id, nodeId: v.nodeId, start: v.start + 100, end: v.end - 100, weight, rewardAddress: addrText(delegatorAddr), potentialReward: weight / 20n });
    }
  }
  // Two stakers that already ended: their stake and rewards came back as reward UTXOs.
  const rewardUtxos = new Map<string, MockUtxo[]>();
  for (let i = 0; i < 2; i++) {
    const addr = newAddress();
    const weight = 2000n * NANO;
    const { id, idBytes } = issue(
      (b) => ({
        type: 'AddPermissionlessValidatorTx', ...b, outputs: [],
        validator: { nodeId: rng.bytes(20), start: BigInt(baseTime - 2 * YEAR), end: BigInt(baseTime - YEAR), weight }, subnetId: PLATFORM_CHAIN_ID,
        signer: null, stake: [out(addr, weight)], validationRewardsOwner: owner(addr), delegationRewardsOwner: owner(addr), shares: 20_000,
      }),
      weight,
      [],
    );
    rewardUtxos.set(id, [addUtxo({ txId: idBytes, outputIndex: 1, assetId, output: { amount: weight / 10n, locktime: 0n, threshold: 1, addresses: [addr] } }, new Map())]);
  }
  seal(2);

  // Subnets: permissioned (its control key owns no UTXO: the 0-UTXO pagination address), elastic, L1.
  const subnets: MockSubnet[] = [];
  const kinds: MockSubnet['kind'][] = ['permissioned', 'elastic', 'l1'];
  for (const kind of kinds) {
    const controlKey = kind === 'permissioned' ? named.zero : newAddress();
    const { id } = issue((b) => ({ type: 'CreateSubnetTx', ...b, outputs: [], owner: owner(controlKey) }), 0n, []);
    const poa = kind !== 'elastic';
    subnets.push({
      id, kind,
      controlKeys: poa ? [addrText(controlKey)] : [],
      threshold: poa ? 1 : 0,
      validators: poa ? validators.slice(0, kind === 'l1' ? 1 : 2).map((v) => ({ txId: cb58Encode(rng.bytes(32)), nodeId: v.nodeId, start: baseTime + 1000, end: baseTime + YEAR - 1000, weight: 100n })) : [],
      // Filled in by the TransformSubnetTx and ConvertSubnetToL1Tx issued below.
      l1Validators: [],
      transformationTxId: null,
      conversionId: null,
      managerChainId: null,
      managerAddress: null,
      stakingAssetId: null,
    });
  }
  seal(1);

  // Chains: one per subnet (statuses Validating, Created, Syncing), X and C on the Primary Network.
  const chains: MockChain[] = [
    { id: cb58Encode(rng.bytes(32)), name: 'X-Chain', subnetId: cb58Encode(PLATFORM_CHAIN_ID), vmId: cb58Encode(rng.bytes(32)), status: 'Validating' },
    { id: cb58Encode(rng.bytes(32)), name: 'C-Chain', subnetId: cb58Encode(PLATFORM_CHAIN_ID), vmId: cb58Encode(rng.bytes(32)), status: 'Validating' },
  ];
  const statuses: MockChain['status'][] = ['Validating', 'Created', 'Syncing'];
  subnets.forEach((s, i) => {
    const vmId = rng.bytes(32);
    const { id } = issue(
      (b) => ({ type: 'CreateChainTx', ...b, outputs: [], subnetId: nodeIdFromCb58(s.id), chainName: `chain${i}`, vmId, fxIds: [], genesisData: rng.bytes(16), subnetAuth: [0] }),
      0n,
      [],
    );
    chains.push({ id, name: `chain${i}`, subnetId: s.id, vmId: cb58Encode(vmId), status: statuses[i]! });
  });
  seal(1);

  // The elastic subnet becomes so through a TransformSubnetTx, with its own staking asset.
  const elastic = subnets.find((s) => s.kind === 'elastic')!;
  const elasticAsset = rng.bytes(32);
  elastic.stakingAssetId = cb58Encode(elasticAsset);
  elastic.transformationTxId = issue(
    (b) => ({
      type: 'TransformSubnetTx', ...b, outputs: [], subnetId: cb58Decode(elastic.id), assetId: elasticAsset,
      initialSupply: 1_000_000n * NANO, maximumSupply: 10_000_000n * NANO, minConsumptionRate: 100_000n, maxConsumptionRate: 120_000n,
      minValidatorStake: 2000n * NANO, maxValidatorStake: 3_000_000n * NANO, minStakeDuration: 24 * 3600, maxStakeDuration: YEAR,
      minDelegationFee: 20_000, minDelegatorStake: 25n * NANO, maxValidatorWeightFactor: 5, uptimeRequirement: 800_000, subnetAuth: [0],
    }),
    0n,
    [],
  ).id;

  // The L1 is converted by a ConvertSubnetToL1Tx naming its manager chain, address and first validators;
  // validation IDs are sha256(subnetID ‖ u32BE(i)), as the node derives them.
  const l1 = subnets.find((s) => s.kind === 'l1')!;
  const l1Chain = chains[chains.length - 1]!;
  const managerAddress = rng.bytes(20);
  const l1SubnetBytes = cb58Decode(l1.id);
  const l1Validators = [0, 1, 2].map((i) => {
    const key = blsKeyPair(rng.bytes(32));
    const owner = newAddress();
    return { nodeId: rng.bytes(20), weight: BigInt(10 + i), balance: i === 2 ? 0n : BigInt(1000 * (i + 1)) * NANO, key, owner, index: i };
  });
  issue(
    (b) => ({
      type: 'ConvertSubnetToL1Tx', ...b, outputs: [], subnetId: l1SubnetBytes, chainId: cb58Decode(l1Chain.id), address: managerAddress,
      validators: l1Validators.map((v) => ({
        nodeId: v.nodeId, weight: v.weight, balance: v.balance, publicKey: v.key.publicKey, signature: v.key.signature,
        remainingBalanceOwner: { threshold: 1, addresses: [v.owner] }, deactivationOwner: { threshold: 1, addresses: [v.owner] },
      })),
      subnetAuth: [0],
    }),
    l1Validators.reduce((sum, v) => sum + v.balance, 0n),
    [],
  );
  l1.managerChainId = l1Chain.id;
  l1.managerAddress = toHex(managerAddress);
  l1.conversionId = cb58Encode(sha256(new Uint8Array([...l1SubnetBytes, ...cb58Decode(l1Chain.id), ...managerAddress])));
  l1.l1Validators = l1Validators.map((v) => {
    const index = new Uint8Array(4);
    new DataView(index.buffer).setUint32(0, v.index);
    return {
      validationId: cb58Encode(sha256(new Uint8Array([...l1SubnetBytes, ...index]))), nodeId: encodeNodeId(v.nodeId), weight: v.weight, start: time,
      publicKey: toHex(v.key.publicKey), balance: v.balance, minNonce: 0n, ownerAddress: addrText(v.owner),
    };
  });
  seal(1);

  // Filler blocks with small transfers, up to a few hundred blocks.
  while (blocks.length < 240) {
    baseTx([out(newAddress(), BigInt(1 + rng.int(1000)) * NANO)]);
    seal(1);
  }

  // Atomic UTXOs exported from X to the 1-UTXO address (getUTXOs with sourceChain X).
  const atomic = new Map<string, Map<string, MockUtxo>>();
  for (let i = 0; i < 5; i++) addUtxo({ txId: rng.bytes(32), outputIndex: i, assetId, output: { amount: BigInt(i + 1) * NANO, locktime: 0n, threshold: 1, addresses: [named.one] } }, atomic);

  const ordered = (m: Map<string, Map<string, MockUtxo>>) =>
    new Map([...m].map(([k, set]) => [k, [...set.values()].sort((a, b) => Buffer.compare(Buffer.from(a.idBytes), Buffer.from(b.idBytes)))]));

  return {
    seed, networkId, hrp,
    avaxAssetId: cb58Encode(assetId), avaxAssetIdBytes: assetId,
    xChainId: chains[0]!.id, cChainId: chains[1]!.id,
    blocks, txs,
    utxosByAddress: ordered(utxos),
    atomicUtxosByAddress: ordered(atomic),
    rewardUtxos,
    namedAddresses: {
      zero: addrText(named.zero), one: addrText(named.one), n1023: addrText(named.n1023), n1024: addrText(named.n1024),
      n1025: addrText(named.n1025), many: addrText(named.many), treasury: addrText(treasury),
    },
    validators, subnets, chains,
    droppedTx: { id: cb58Encode(rng.bytes(32)), reason: 'failed verification: insufficient funds' },
    processingTx: cb58Encode(rng.bytes(32)),
    feeConfig: { weights: [1, 1000, 1000, 4], maxCapacity: 1_000_000, maxPerSecond: 100_000, targetPerSecond: 50_000, minPrice: 1, excessConversionConstant: 2_164_043 },
    feeState: { capacity: 1_000_000, excess: 0, price: 1 },
    validatorFeeConfig: { capacity: 20_000, target: 10_000, minPrice: 1, excessConversionConstant: 865_617 },
    validatorFeeState: { excess: 0, price: 1 },
    supply: 720_000_000n * NANO,
    minStake: { validator: 2000n * NANO, delegator: 25n * NANO },
  };
}

function nodeIdFromText(text: string): Uint8Array {
  return cb58Decode(text.slice('NodeID-'.length));
}

function nodeIdFromCb58(text: string): Uint8Array {
  return cb58Decode(text);
}
