// The state machine's commands: txs the rules allow (a transfer, a subnet, a chain on it, a subnet validator, a
// transfer of ownership, a conversion to an L1, an L1 validator registered, reweighted, removed, topped up or disabled)
// and txs they refuse (a spent input, a signature by another key, a fee unpaid, an owner's signature missing, an L1
// validator that does not exist, a change to a subnet that became an L1, an expired registration, a Warp message signed
// by too little of its L1's weight, the removal of an L1's last validator). Each is a plain value (what fast-check draws, shrinks, prints and a pinned
// sequence stores) and runs by issuing its tx, waiting for the block where the rules allow it, and updating the model.
import fc from 'fast-check';
import {
  conversionValidationIdOf,
  decodeTx,
  decodeUtxo,
  encodeUtxo,
  utxoIdOf,
  type DecodedUtxo,
  type Utxo,
} from '../codec/codec.js';
import { conversionIdOf } from '../model/chain-model.js';
import { formatAddress } from '../encoding/address.js';
import { cb58Encode, decodeId, decodeNodeId } from '../encoding/cb58.js';
import { sha256 } from '../encoding/checksum.js';
import { decodeHexChecksum, encodeHexChecksum, toHex } from '../encoding/hex.js';
import type { Json } from '../json/lossless.js';
import { P_PATH } from '../seed/api.js';
import { utxoAmount, utxoFromBytes, type AvaUnsignedTx } from '../tx/avalanchejs.js';
import { deriveBlsSigner, deriveKey, deriveNodeId, evmAddressOf } from '../tx/derive.js';
import type { SigningKey } from '../tx/key.js';
import {
  addDelegatorTx,
  addSubnetValidatorTx,
  addValidatorTx,
  convertToL1Tx,
  createChainTx,
  createSubnetTx,
  disableL1ValidatorTx,
  cExportToPTx,
  exportToXTx,
  exportTx,
  fundTx,
  importTx,
  increaseL1BalanceTx,
  ownerAuth,
  registerL1ValidatorTx,
  setL1ValidatorWeightTx,
  removeSubnetValidatorTx,
  signWith,
  transferOwnershipTx,
  type Owners,
  type PSpend,
  type SignedBytes,
} from '../tx/seed-txs.js';
import { addAutoRenewedValidatorTx, autoRenewedConfigTx, HELICON_TX_FEE } from '../tx/helicon-txs.js';
import { selfTransfer, SELF_TRANSFER_FEE } from '../tx/self-transfer.js';
import { l1ValidatorWeightMessage, registerL1ValidatorMessage } from '../tx/warp-message.js';
import { newL1Validator, type Model, type ModelStaker, type ModelSubnet } from './model.js';
import type { Answer, World } from './world.js';
import { MANAGER_ADDRESS, managerMessage, quorumL1s, sendsWarp, validationIdOf } from './l1-warp.js';
import type { Judge } from './judge.js';

/** A command as a value: its kind and the choices drawn for it. */
export type CommandSpec =
  | { kind: 'transfer'; milliAvax: number; to: 'payer' | 'recipient' }
  | { kind: 'export-to-x'; milliAvax: number }
  | { kind: 'export-to-c'; milliAvax: number }
  | { kind: 'import-from-x' }
  | { kind: 'export-from-c'; milliAvax: number }
  | { kind: 'import-from-c' }
  | { kind: 'create-subnet'; threshold: 1 | 2 }
  | { kind: 'create-chain'; subnet: number }
  | { kind: 'add-subnet-validator'; subnet: number; weight: number }
  | { kind: 'remove-subnet-validator'; subnet: number }
  | { kind: 'transfer-ownership'; subnet: number }
  | { kind: 'convert-to-l1'; subnet: number }
  | { kind: 'register-l1-validator'; l1: number; weight: number }
  | { kind: 'set-l1-validator-weight'; validator: number; weight: number }
  | { kind: 'increase-l1-balance'; validator: number; milliAvax: number }
  | { kind: 'disable-l1-validator'; validator: number }
  | { kind: 'add-validator'; short: boolean }
  | { kind: 'add-delegator'; validator: number }
  | { kind: 'add-auto-renewed-validator'; short: boolean }
  | { kind: 'set-auto-renew-config'; validator: number; stop: boolean }
  | { kind: 'refused:not-the-authority'; validator: number }
  | { kind: 'wait-stake-end' }
  | { kind: 'refused:stake-too-short' }
  | { kind: 'refused:spent-input' }
  | { kind: 'refused:wrong-signer' }
  | { kind: 'refused:fee-unpaid' }
  | { kind: 'refused:owner-unsigned'; subnet: number }
  | { kind: 'refused:unknown-l1-validator' }
  | { kind: 'refused:not-a-subnet-validator'; subnet: number }
  | { kind: 'refused:expired-registration' }
  | { kind: 'refused:warp-under-quorum' }
  | { kind: 'reissue-committed' }
  | { kind: 'race:double-spend'; first: 'lower-fee' | 'higher-fee' };

const MILLI_AVAX = 1_000_000n;
/** nAVAX each L1 validator of a conversion is given (pays its continuous fee). */
const L1_BALANCE = 1_000_000_000n;
const L1_WEIGHT = 100n;
/** How long after the chain time a registration expires (the node takes at most a day). */
const REGISTRATION_EXPIRY_SECONDS = 3600n;
/** How long the set that verifies a node's Warp messages may take to reach a height (a proposer window, then an epoch: 30 s each). */
const SET_VERIFIES_WITHIN_MS = 120_000;
/** Granite's epoch on a local network (upgrade.go's GraniteEpochDuration for local networks: 30 s). */
const EPOCH_SECONDS = 30n;
/** The P-Chain's proposervm API (getProposedHeight, getCurrentEpoch). */
const PROPOSERVM_PATH = `${P_PATH}/proposervm`;
/** Seconds a short stake lasts beyond the target's minimum: the time between building its tx and the block's time. */
const STAKE_MARGIN_SECONDS = 8;
/** A stake that does not end within the run (under a year, the longest any network takes). */
const LONG_STAKE_SECONDS = 30n * 24n * 3600n;
/** Delegation fee of the sequence's validators, in millionths (20 %, above any network's minimum). */
const DELEGATION_SHARES = 200_000;
/** The share of each cycle's reward an auto-renewed validator's changed config restakes (millionths). */
const AUTO_COMPOUND_SHARES = 500_000;
/** How long after a stake's end its reward may take to be committed on a node. */
const REWARD_WITHIN_MS = 30_000;
/** How long a taken tx may stay Processing on a node before the command gives up. */
const COMMIT_WITHIN_MS = 30_000;
const POLL_MS = 100;

/**
 * The tour: one sequence that passes every transition the commands make, in an order where each finds what it needs
 * (a subnet with a validator to remove, a short stake to wait for, an L1 validator to top up and disable), and every
 * refusal. It runs before the drawn sequences on every target, so each check is reached whatever the seed draws.
 */
export const TOUR: readonly CommandSpec[] = [
  { kind: 'create-subnet', threshold: 1 },
  { kind: 'create-subnet', threshold: 2 },
  { kind: 'transfer', milliAvax: 10, to: 'payer' },
  { kind: 'transfer', milliAvax: 10, to: 'recipient' },
  { kind: 'add-subnet-validator', subnet: 0, weight: 20 },
  { kind: 'create-chain', subnet: 0 },
  { kind: 'add-validator', short: true },
  { kind: 'add-validator', short: false },
  { kind: 'add-delegator', validator: 0 },
  { kind: 'transfer-ownership', subnet: 1 },
  { kind: 'remove-subnet-validator', subnet: 0 },
  { kind: 'add-subnet-validator', subnet: 0, weight: 30 },
  { kind: 'export-to-x', milliAvax: 5 },
  { kind: 'export-to-c', milliAvax: 5 },
  { kind: 'import-from-x' },
  { kind: 'export-from-c', milliAvax: 7 },
  { kind: 'export-from-c', milliAvax: 9 },
  { kind: 'import-from-c' },
  { kind: 'create-chain', subnet: 1 },
  { kind: 'convert-to-l1', subnet: 1 },
  { kind: 'register-l1-validator', l1: 0, weight: 20 },
  // Refused Warp messages, while the L1's signers hold its quorum (on a node, a set that trails the L1's last change
  // may refuse them first: its reason is then the set's).
  { kind: 'refused:expired-registration' },
  { kind: 'refused:warp-under-quorum' },
  { kind: 'set-l1-validator-weight', validator: 1, weight: 40 },
  { kind: 'register-l1-validator', l1: 0, weight: 10 },
  { kind: 'set-l1-validator-weight', validator: 2, weight: 0 },
  { kind: 'increase-l1-balance', validator: 0, milliAvax: 5 },
  { kind: 'transfer-ownership', subnet: 1 },
  { kind: 'disable-l1-validator', validator: 0 },
  // Where Helicon is active: an auto-renewed validator whose cycle ends in the run, told to stop at its end.
  { kind: 'add-auto-renewed-validator', short: true },
  { kind: 'set-auto-renew-config', validator: 0, stop: false },
  { kind: 'set-auto-renew-config', validator: 0, stop: true },
  { kind: 'wait-stake-end' },
  { kind: 'wait-stake-end' },
  { kind: 'race:double-spend', first: 'lower-fee' },
  { kind: 'reissue-committed' },
  // The refusals last: a target that takes one ends the sequence there (what it changed cannot be predicted), so
  // every transition above is reached whatever it does with them.
  { kind: 'add-auto-renewed-validator', short: false },
  { kind: 'refused:not-the-authority', validator: 0 },
  { kind: 'refused:stake-too-short' },
  { kind: 'refused:spent-input' },
  { kind: 'refused:wrong-signer' },
  { kind: 'refused:fee-unpaid' },
  { kind: 'refused:owner-unsigned', subnet: 0 },
  { kind: 'refused:unknown-l1-validator' },
  { kind: 'refused:not-a-subnet-validator', subnet: 0 },
  // A chain, a validator and a second conversion on the subnet that became an L1: refused.
  { kind: 'create-chain', subnet: 1 },
  { kind: 'add-subnet-validator', subnet: 1, weight: 10 },
  { kind: 'convert-to-l1', subnet: 1 },
];

/** The commands fast-check draws from: every kind, the choices small (they index what the model holds). */
export function commandSpecs(): fc.Arbitrary<CommandSpec> {
  const index = fc.nat({ max: 7 });
  return fc.oneof(
    {
      weight: 2,
      arbitrary: fc.record({
        kind: fc.constant('transfer' as const),
        milliAvax: fc.integer({ min: 1, max: 500 }),
        to: fc.constantFrom('payer' as const, 'recipient' as const),
      }),
    },
    {
      weight: 3,
      arbitrary: fc.record({
        kind: fc.constant('create-subnet' as const),
        threshold: fc.constantFrom(1 as const, 2 as const),
      }),
    },
    { weight: 2, arbitrary: fc.record({ kind: fc.constant('create-chain' as const), subnet: index }) },
    {
      weight: 4,
      arbitrary: fc.record({
        kind: fc.constant('add-subnet-validator' as const),
        subnet: index,
        weight: fc.integer({ min: 1, max: 100 }),
      }),
    },
    { weight: 4, arbitrary: fc.record({ kind: fc.constant('remove-subnet-validator' as const), subnet: index }) },
    {
      weight: 1,
      arbitrary: fc.record({ kind: fc.constant('export-to-x' as const), milliAvax: fc.integer({ min: 1, max: 500 }) }),
    },
    {
      weight: 1,
      arbitrary: fc.record({ kind: fc.constant('export-to-c' as const), milliAvax: fc.integer({ min: 1, max: 500 }) }),
    },
    { weight: 1, arbitrary: fc.constant({ kind: 'import-from-x' as const }) },
    {
      weight: 1,
      arbitrary: fc.record({
        kind: fc.constant('export-from-c' as const),
        milliAvax: fc.integer({ min: 1, max: 500 }),
      }),
    },
    { weight: 1, arbitrary: fc.constant({ kind: 'import-from-c' as const }) },
    { weight: 2, arbitrary: fc.record({ kind: fc.constant('transfer-ownership' as const), subnet: index }) },
    { weight: 3, arbitrary: fc.record({ kind: fc.constant('convert-to-l1' as const), subnet: index }) },
    {
      weight: 3,
      arbitrary: fc.record({
        kind: fc.constant('register-l1-validator' as const),
        l1: index,
        weight: fc.integer({ min: 1, max: 100 }),
      }),
    },
    {
      weight: 3,
      arbitrary: fc.record({
        kind: fc.constant('set-l1-validator-weight' as const),
        validator: index,
        // Weight 0 (a removal) about one time in four.
        weight: fc.integer({ min: -30, max: 100 }).map((w) => Math.max(0, w)),
      }),
    },
    { weight: 1, arbitrary: fc.constant({ kind: 'refused:expired-registration' as const }) },
    { weight: 1, arbitrary: fc.constant({ kind: 'refused:warp-under-quorum' as const }) },
    {
      weight: 2,
      arbitrary: fc.record({
        kind: fc.constant('increase-l1-balance' as const),
        validator: index,
        milliAvax: fc.integer({ min: 1, max: 500 }),
      }),
    },
    { weight: 4, arbitrary: fc.record({ kind: fc.constant('disable-l1-validator' as const), validator: index }) },
    { weight: 3, arbitrary: fc.record({ kind: fc.constant('add-validator' as const), short: fc.boolean() }) },
    { weight: 2, arbitrary: fc.record({ kind: fc.constant('add-delegator' as const), validator: index }) },
    {
      weight: 2,
      arbitrary: fc.record({ kind: fc.constant('add-auto-renewed-validator' as const), short: fc.boolean() }),
    },
    {
      weight: 2,
      arbitrary: fc.record({
        kind: fc.constant('set-auto-renew-config' as const),
        validator: index,
        stop: fc.boolean(),
      }),
    },
    {
      weight: 1,
      arbitrary: fc.record({ kind: fc.constant('refused:not-the-authority' as const), validator: index }),
    },
    { weight: 5, arbitrary: fc.constant({ kind: 'wait-stake-end' as const }) },
    { weight: 1, arbitrary: fc.constant({ kind: 'refused:stake-too-short' as const }) },
    { weight: 1, arbitrary: fc.constant({ kind: 'refused:spent-input' as const }) },
    { weight: 1, arbitrary: fc.constant({ kind: 'refused:wrong-signer' as const }) },
    { weight: 1, arbitrary: fc.constant({ kind: 'refused:fee-unpaid' as const }) },
    { weight: 1, arbitrary: fc.record({ kind: fc.constant('refused:owner-unsigned' as const), subnet: index }) },
    { weight: 1, arbitrary: fc.constant({ kind: 'refused:unknown-l1-validator' as const }) },
    {
      weight: 1,
      arbitrary: fc.record({ kind: fc.constant('refused:not-a-subnet-validator' as const), subnet: index }),
    },
    { weight: 1, arbitrary: fc.constant({ kind: 'reissue-committed' as const }) },
    {
      weight: 1,
      arbitrary: fc.record({
        kind: fc.constant('race:double-spend' as const),
        first: fc.constantFrom('lower-fee' as const, 'higher-fee' as const),
      }),
    },
  );
}

/** The command as one line of a printed sequence. */
export function describeCommand(c: CommandSpec): string {
  const { kind, ...choices } = c;
  const args = Object.entries(choices).map(([k, v]) => `${k}=${String(v)}`);
  return args.length ? `${kind}(${args.join(', ')})` : kind;
}

/** What a command needs of the model before it can run (a subnet to change, a committed tx to spend again, …). */
export function canRun(c: CommandSpec, m: Model): boolean {
  switch (c.kind) {
    case 'create-chain':
    case 'transfer-ownership':
    case 'convert-to-l1':
    case 'refused:owner-unsigned':
    case 'refused:not-a-subnet-validator':
      return m.subnets.length > 0;
    case 'remove-subnet-validator':
      return subnetsWithValidators(m).length > 0;
    case 'import-from-x':
      // One UTXO exported from X is always left: the getUTXOs sourceChain X checks of a later run on the node read it.
      return (m.atomicFrom.X?.size ?? 0) >= 2;
    case 'import-from-c':
      // The same for C: a later run's getUTXOs sourceChain C checks read the one left.
      return (m.atomicFrom.C?.size ?? 0) >= 2;
    case 'add-subnet-validator':
      return m.subnets.length > 0 && m.facts.primary !== null;
    case 'increase-l1-balance':
    case 'disable-l1-validator':
      return m.l1Validators().some((v) => !v.disabled);
    case 'register-l1-validator':
    case 'refused:expired-registration':
      return m.facts.warpVerified !== null && quorumL1s(m).length > 0;
    case 'set-l1-validator-weight':
      return m.facts.warpVerified !== null && weightTargets(m).length > 0;
    case 'refused:warp-under-quorum':
      return (
        m.facts.warpVerified !== null && m.subnets.some((s) => sendsWarp(s) && s.l1!.validators.some((v) => !v.removed))
      );
    case 'add-validator':
      return m.facts.minValidatorStake > 0n;
    case 'add-delegator':
      return m.facts.minDelegatorStake > 0n && delegationTargets(m).length > 0;
    case 'add-auto-renewed-validator':
      return m.facts.helicon && m.facts.minValidatorStake > 0n;
    case 'set-auto-renew-config':
    case 'refused:not-the-authority':
      return autoRenewed(m).length > 0;
    case 'wait-stake-end':
      return m.stakers.some((st) => st.short && !st.ended);
    case 'refused:stake-too-short':
      // Only where the shortest stake is known (the mock, a network the harness started).
      return m.facts.minValidatorStake > 0n && m.facts.shortStakeSeconds !== null;
    case 'refused:spent-input':
      return m.spentUtxos.length > 0;
    case 'reissue-committed':
      return m.committed.size > 0;
    default:
      return true;
  }
}

/** The sequence's validators whose stake outlives the run, not auto-renewed: what a delegator is added to. */
const delegationTargets = (m: Model): ModelStaker[] =>
  m.stakers.filter((st) => !st.short && !st.ended && !st.autoRenew);

/** The sequence's auto-renewed validators still validating. */
const autoRenewed = (m: Model): ModelStaker[] => m.stakers.filter((st) => st.autoRenew && !st.ended);

/** The sequence's subnets that have a validator it added (an L1's legacy ones too: its owner may still remove them). */
const subnetsWithValidators = (m: Model): ModelSubnet[] => m.subnets.filter((s) => s.validators.size > 0);

/** Why a Warp message is refused on a target whose P-Chain verifies none (ModelFacts.warpVerified). */
const NO_WARP_SET = "a Warp message on a node without sybil protection (its P-Chain's validator state has no sets)";

/** The L1 validators a weight message can name: those not removed, on an L1 whose quorum the harness holds. */
const weightTargets = (m: Model) =>
  quorumL1s(m).flatMap((s) => s.l1!.validators.filter((v) => !v.removed).map((v) => ({ subnet: s, v })));

/** The keys a command signs with beyond the payer, derived from it so every run and target uses the same. */
const keyFor = (m: Model, label: string): SigningKey => deriveKey(m.facts.payer, `avaconform/stateful/${label}`);

/** What the sequence needs to build and issue its txs, and to judge their answers. */
export interface CommandRun {
  world: World;
  model: Model;
  judge: Judge;
  /** The command's number in the sequence (its trace lines and derived keys name it). */
  step: number;
  /** Whether the sequence runs on the mock (its blocks built on demand: a taken tx is Processing until then). */
  onMock: boolean;
  /** Set when the target took a tx the model holds refused: what it changed, the model cannot say (the sequence ends). */
  diverged?: boolean;
}

/** The payer's spend: its UTXOs as the node lists them, the fee state at a margin, the network's context. */
/** A UTXO as the codec writes it, from the form the model keeps (a stakeable lock kept). */
function utxoValue(u: DecodedUtxo): Utxo {
  const { amount, locktime, threshold, addresses, stakeableLocktime } = u.output;
  return {
    txId: u.txId,
    outputIndex: u.outputIndex,
    assetId: u.assetId,
    output: { amount, locktime, threshold, addresses },
    ...(stakeableLocktime !== undefined ? { stakeableLocktime } : {}),
  };
}

async function spendOf(r: CommandRun, attempt: number): Promise<PSpend> {
  const api = r.world.seedApi;
  const payer = r.model.facts.payer;
  // The payer's UTXOs as the model holds them, so a tx is built from the chain the sequence made, not from the answers
  // under test (getUTXOs, held to the model after every command); the target's list where the model lacks one.
  const held = r.model.heldUtxos(payer);
  const [context, feeState, utxos] = await Promise.all([
    api.context(),
    api.feeState(attempt),
    held
      ? Promise.resolve(held.map((u) => utxoFromBytes(encodeUtxo(utxoValue(u)), 'P')))
      : api.utxos('P', r.model.address(payer)),
  ]);
  return { context, feeState, payer, utxos };
}

/** Issues a tx the rules allow and waits for the block that commits it; the model learns its effect. */
async function issueAllowed(
  r: CommandRun,
  build: (s: PSpend) => AvaUnsignedTx,
  authKeys: readonly SigningKey[] = [],
  /** For a tx with a Warp message: the L1 whose set must verify it (on a node, a refusal by a lagging set waits for it once). */
  warpFrom?: ModelSubnet,
): Promise<SignedBytes | null> {
  return issueBuilt(
    r,
    async (attempt) => signWith(build(await spendOf(r, attempt)), [r.model.facts.payer], authKeys),
    warpFrom,
  );
}

/** A tx the harness's own codec built and signed (Helicon's: its fee pays above the price, so it is never rebuilt). */
function issueAllowedBytes(r: CommandRun, tx: SignedBytes): Promise<SignedBytes | null> {
  return issueBuilt(r, () => Promise.resolve(tx));
}

/** Issues a tx the rules allow, built again for each attempt the node's gas capacity refuses, and waits for its commit. */
async function issueBuilt(
  r: CommandRun,
  make: (attempt: number) => Promise<SignedBytes>,
  warpFrom?: ModelSubnet,
): Promise<SignedBytes | null> {
  let waitedForSet = false;
  // The next height has no block yet: asked now, so a stale answer to it (a cache in front of the node) shows once the tx lands.
  const next = await r.world.call(P_PATH, 'platform.getBlockByHeight', {
    height: Number(r.model.height + 1n),
    encoding: 'hex',
  });
  if (r.onMock)
    r.judge.verify('stateful.getHeight.one-block-per-commit', 'error' in next, {
      summary: 'getBlockByHeight of the height after the tip answers an error: no block is there yet',
      code: 'state.follows',
      expected: 'an error',
      received: 'result' in next ? JSON.stringify(next.result).slice(0, 120) : 'an error',
      path: '$.error',
      rpc: 'platform.getBlockByHeight',
      sent: { height: Number(r.model.height + 1n) },
    });
  for (let attempt = 0; attempt < 5; attempt++) {
    const tx = await make(attempt);
    const answer = await r.world.call(P_PATH, 'platform.issueTx', { tx: encodeHexChecksum(tx.bytes), encoding: 'hex' });
    // A node refuses a tx above its current gas capacity: wait for it to refill, then build it again at a higher price.
    if ('error' in answer && /exceeds current gas capacity/.test(answer.error.message)) {
      await r.world.seedApi.sleep(1000, 'gas capacity');
      continue;
    }
    // A node verifies a Warp message with the set at a P-Chain height that may trail the L1's last change: refused by
    // that set, the tx is built again (other bytes) once the set that verifies is the L1's as the model has it.
    if (
      'error' in answer &&
      warpFrom &&
      !waitedForSet &&
      !r.onMock &&
      /failed verifying warp messages/.test(answer.error.message)
    ) {
      waitedForSet = true;
      await untilSetVerifies(r, warpFrom);
      continue;
    }
    const taken = r.judge.verify(
      'stateful.issueTx.taken',
      'result' in answer && isObject(answer.result) && answer.result.txID === tx.id,
      {
        summary: 'issueTx must take a tx the rules allow and answer its ID (sha256 of its signed bytes)',
        code: 'state.tx-taken',
        expected: `{"txID":"${tx.id}"}`,
        received: 'result' in answer ? JSON.stringify(answer.result) : `error ${answer.error.message}`,
        path: '$.result.txID',
        rpc: 'platform.issueTx',
        sent: { tx: `${tx.id} (${tx.bytes.length} bytes)` },
      },
    );
    if (!taken) return null;
    if (!(await untilCommitted(r, tx.id))) return null;
    r.model.applyCommitted(tx.bytes);
    return tx;
  }
  r.judge.verify('stateful.issueTx.taken', false, {
    summary: 'the node kept refusing the tx for exceeding its gas capacity',
    code: 'state.tx-taken',
    expected: 'the tx taken within 5 attempts',
    received: 'exceeds current gas capacity, 5 times',
    path: '$.error',
    rpc: 'platform.issueTx',
    sent: {},
  });
  return null;
}

/** getTxStatus of a taken tx until Committed: Processing until then (on the mock, exactly until its block is built). */
async function untilCommitted(r: CommandRun, id: string): Promise<boolean> {
  const seen: string[] = [];
  const status = async () => {
    const a = await r.world.call(P_PATH, 'platform.getTxStatus', { txID: id });
    const s =
      'result' in a && isObject(a.result) ? String(a.result.status) : `error ${'error' in a ? a.error.message : ''}`;
    if (seen.at(-1) !== s) seen.push(s);
    return s;
  };
  const path = {
    code: 'state.tx-taken' as const,
    path: '$.result.status',
    rpc: 'platform.getTxStatus',
    sent: { txID: id },
  };
  // getTx of a taken tx: not found until a block holds it (on a node, that may be at once). Asked now, so a stale
  // answer to it shows once the tx lands.
  const early = await r.world.call(P_PATH, 'platform.getTx', { txID: id, encoding: 'hex' });
  if (r.onMock)
    r.judge.verify('stateful.getTx.committed-bytes', 'error' in early, {
      ...path,
      code: 'state.follows',
      rpc: 'platform.getTx',
      summary: 'getTx of a tx no block holds yet answers an error (only accepted txs are found)',
      expected: 'an error',
      received: 'result' in early ? 'a tx' : 'an error',
      path: '$.error',
    });
  if (r.onMock) {
    // The mock's block waits for the command: a taken tx is Processing until then, exactly.
    // A breach here is recorded, and the block still built: what the chain then answers is judged as well.
    const before = await status();
    r.judge.verify('stateful.issueTx.taken', before === 'Processing', {
      ...path,
      summary: 'a taken tx not yet in a block is Processing',
      expected: 'Processing',
      received: before,
    });
    r.world.nextBlock();
    const after = await status();
    r.judge.verify('stateful.issueTx.taken', after === 'Committed', {
      ...path,
      summary: 'a taken tx is Committed once the block that holds it is built',
      expected: 'Processing → Committed',
      received: seen.join(' → '),
    });
    // The mock built the block that holds it: whatever its status says, the model holds it committed, and every
    // method that reports what it changed is judged by that.
    return true;
  }
  for (const deadline = Date.now() + COMMIT_WITHIN_MS; ;) {
    const s = await status();
    if (s === 'Committed') return true;
    const ok = s === 'Processing' && Date.now() < deadline;
    if (
      !r.judge.verify('stateful.issueTx.taken', ok, {
        ...path,
        summary:
          s === 'Processing'
            ? `a taken tx was not Committed within ${COMMIT_WITHIN_MS / 1000} s`
            : `a taken tx is Processing until it is Committed; it became ${s}`,
        expected: 'Processing → Committed',
        received: seen.join(' → '),
      })
    )
      return false;
    await new Promise((res) => setTimeout(res, POLL_MS));
  }
}

/** Issues a tx the rules refuse: an error, then Dropped (checked after every later command by the observations). */
async function issueRefused(r: CommandRun, bytes: Uint8Array, why: string): Promise<void> {
  const id = cb58Encode(sha256(bytes));
  const answer = await r.world.call(P_PATH, 'platform.issueTx', { tx: encodeHexChecksum(bytes), encoding: 'hex' });
  const refused = r.judge.verify('stateful.issueTx.refused', 'error' in answer, {
    summary: `issueTx must refuse a tx the rules refuse (${why})`,
    code: 'state.tx-refused',
    expected: 'a JSON-RPC error',
    received: 'result' in answer ? JSON.stringify(answer.result) : 'an error',
    path: '$.error',
    rpc: 'platform.issueTx',
    sent: { tx: `${id} (${why})` },
  });
  if (refused && 'error' in answer) {
    r.model.refused.set(id, answer.error.message);
    r.world.refusals.set(why, answer.error.message);
  } else {
    // Taken anyway: its block is built (on a node, waited for), so the next sequence starts from a settled chain; the
    // model cannot say what it changed, and the sequence ends after this command.
    r.world.nextBlock();
    if (!r.onMock) await untilSettled(r, id);
    r.diverged = true;
  }
}

/**
 * Issues two txs that spend one UTXO: on a node both at once (which the node sees first is its own), on the mock in the
 * command's order. Whichever it is, exactly one is taken and committed, and the other refused (the mempool holds a
 * conflicting tx, or the block holding it spent the UTXO) and Dropped with the reason.
 */
async function issueRace(r: CommandRun, pair: readonly [Uint8Array, Uint8Array]): Promise<void> {
  const issue = (bytes: Uint8Array) =>
    r.world.call(P_PATH, 'platform.issueTx', { tx: encodeHexChecksum(bytes), encoding: 'hex' });
  const answers = r.onMock
    ? [await issue(pair[0]), await issue(pair[1])]
    : await Promise.all([issue(pair[0]), issue(pair[1])]);
  const ids = pair.map((bytes) => cb58Encode(sha256(bytes)));
  const taken = answers.map((a, i) => 'result' in a && isObject(a.result) && a.result.txID === ids[i]);
  const one = r.judge.verify('stateful.issueTx.double-spend', taken.filter(Boolean).length === 1, {
    summary: 'of two txs that spend one UTXO, issued at once, exactly one is taken',
    code: 'state.double-spend',
    expected: 'one txID and one error',
    received: answers.map((a) => ('result' in a ? JSON.stringify(a.result) : `error ${a.error.message}`)).join(' | '),
    path: '$.result.txID',
    rpc: 'platform.issueTx',
    sent: { txs: ids },
  });
  answers.forEach((a, i) => {
    if ('error' in a) {
      r.model.refused.set(ids[i]!, a.error.message);
      r.world.refusals.set('a double spend raced', a.error.message);
    }
  });
  if (!one) {
    // Both taken: what landed the model cannot say (the sequence ends); none taken: nothing changed.
    if (taken.every(Boolean)) {
      r.world.nextBlock();
      if (!r.onMock) for (const id of ids) await untilSettled(r, id);
      r.diverged = true;
    }
    return;
  }
  const winner = taken.indexOf(true);
  if (await untilCommitted(r, ids[winner]!)) r.model.applyCommitted(pair[winner]!);
}

const isObject = (v: Json | undefined): v is Record<string, Json> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** A decoded UTXO of the payer that it can spend (read now). */
/** Plain UTXOs of the payer, the largest first, worth `need` together; null when it holds less. */
async function payerUtxos(r: CommandRun, need: bigint): Promise<DecodedUtxo[] | null> {
  const all = (await plainPayerUtxos(r)).sort((a, b) => (a.output.amount > b.output.amount ? -1 : 1));
  const picked: DecodedUtxo[] = [];
  for (let sum = 0n; sum < need;) {
    const next = all.shift();
    if (!next) return null;
    picked.push(next);
    sum += next.output.amount;
  }
  // Inputs in UTXO ID order, as the codec sorts them.
  return picked.sort((a, b) => Buffer.compare(Buffer.from(a.utxoId), Buffer.from(b.utxoId)));
}

async function payerUtxo(r: CommandRun): Promise<DecodedUtxo | null> {
  return (await plainPayerUtxos(r))[0] ?? null;
}

/** The payer's plain UTXOs (one owner, no lock, worth a few fees), in UTXO ID order. */
async function plainPayerUtxos(r: CommandRun): Promise<DecodedUtxo[]> {
  // The model's, as spendOf's; the target's list where the model lacks one.
  let all = r.model.heldUtxos(r.model.facts.payer);
  if (!all) {
    const page = await r.world.call(P_PATH, 'platform.getUTXOs', {
      addresses: [r.model.address(r.model.facts.payer)],
      limit: 1024,
      encoding: 'hex',
    });
    if (!('result' in page) || !isObject(page.result) || !Array.isArray(page.result.utxos)) return [];
    all = page.result.utxos.map((h) => decodeUtxo(decodeHexChecksum(String(h))));
  }
  const plain = all.filter(
    (u) =>
      u.output.typeId === 7 &&
      u.output.threshold === 1 &&
      u.output.locktime === 0n &&
      u.output.amount > 4n * SELF_TRANSFER_FEE,
  );
  plain.sort((a, b) => Buffer.compare(Buffer.from(a.utxoId), Buffer.from(b.utxoId)));
  return plain;
}

const ownersOf = (s: ModelSubnet): Owners => s.owners;

export async function runCommand(c: CommandSpec, r: CommandRun): Promise<void> {
  const m = r.model;
  const payer = m.facts.payer;
  switch (c.kind) {
    case 'transfer': {
      const to = c.to === 'payer' ? payer : m.facts.recipient;
      await issueAllowed(r, (s) => fundTx(s, [{ to: to.address, amount: BigInt(c.milliAvax) * MILLI_AVAX }]));
      return;
    }
    case 'export-to-x':
      await issueAllowed(r, (s) => exportToXTx(s, payer.address, BigInt(c.milliAvax) * MILLI_AVAX));
      return;
    case 'export-to-c':
      await issueAllowed(r, (s) => exportTx(s, 'C', payer.address, BigInt(c.milliAvax) * MILLI_AVAX));
      return;
    case 'import-from-x':
    case 'import-from-c': {
      // The smallest UTXO exported from X (or C) to the payer; the import pays its fee out of it.
      const from = c.kind === 'import-from-x' ? 'X' : 'C';
      const atomic = await r.world.seedApi.utxos('P', m.address(payer), from);
      const smallest = [...atomic].sort((a, b) => (utxoAmount(a) < utxoAmount(b) ? -1 : 1))[0];
      if (!smallest) return;
      await issueAllowed(r, (s) =>
        importTx(
          { ...s, utxos: [smallest] },
          from === 'X' ? s.context.xBlockchainID : s.context.cBlockchainID,
          payer.address,
        ),
      );
      return;
    }
    case 'export-from-c': {
      // A C-Chain atomic ExportTx from the payer's EVM account to its P-Chain address, accepted on the C-Chain: its
      // output waits on the P-Chain as a UTXO exported from C (output 0 of the C-Chain tx).
      const amount = BigInt(c.milliAvax) * MILLI_AVAX;
      const evm = evmAddressOf(payer);
      try {
        const context = await r.world.seedApi.context();
        const { nonce, baseFeeNavax } = await r.world.seedApi.evmAccount(toHex(evm));
        const tx = signWith(cExportToPTx(context, evm, baseFeeNavax, nonce, payer.address, amount), [payer]);
        await r.world.seedApi.acceptC(tx);
        m.atomicFrom.C?.set(cb58Encode(utxoIdOf(decodeId(tx.id), 0)), amount);
      } catch (e) {
        // The C-Chain is not the spec's: a target that does not take the export leaves the P-Chain as it was.
        r.world.refusals.set('an export from the C-Chain (not taken)', (e as Error).message.split('\n', 1)[0]!);
      }
      return;
    }
    case 'create-subnet': {
      const owners: Owners = {
        keys: c.threshold === 1 ? [payer] : [payer, keyFor(m, 'subnet-owner')],
        threshold: c.threshold,
      };
      const tx = await issueAllowed(r, (s) => createSubnetTx(s, owners));
      if (tx) m.subnets.push({ id: tx.id, owners, chains: [], validators: new Map(), l1: null });
      return;
    }
    case 'create-chain': {
      const subnet = m.subnet(c.subnet)!;
      const chain = {
        name: `avaconformstateful${m.steps}`,
        vmId: 'srEXiWaHuhNyGwPUi444Tu47ZEDwxTWrbQiuD7FmgSAQ6X7Dy',
        genesis: { step: m.steps },
      };
      const build = (s: PSpend) => createChainTx(s, subnet.id, ownersOf(subnet), chain);
      if (subnet.l1)
        return refusedBuild(r, build, ownerAuth(ownersOf(subnet)).keys, 'a chain on a subnet that became an L1');
      const tx = await issueAllowed(r, build, ownerAuth(ownersOf(subnet)).keys);
      if (tx) subnet.chains.push({ id: tx.id, name: chain.name, vmId: chain.vmId });
      return;
    }
    case 'add-subnet-validator': {
      const subnet = m.subnet(c.subnet)!;
      const primary = m.facts.primary!;
      const now = await chainTime(r);
      const period = { start: now, end: primary.end - 60n };
      const build = (s: PSpend) =>
        addSubnetValidatorTx(s, subnet.id, ownersOf(subnet), primary.nodeId, period, BigInt(c.weight));
      if (subnet.l1)
        return refusedBuild(r, build, ownerAuth(ownersOf(subnet)).keys, 'a validator of a subnet that became an L1');
      if (subnet.validators.has(primary.nodeId))
        return refusedBuild(
          r,
          build,
          ownerAuth(ownersOf(subnet)).keys,
          'a second validation of one node on one subnet',
        );
      const tx = await issueAllowed(r, build, ownerAuth(ownersOf(subnet)).keys);
      if (tx) subnet.validators.set(primary.nodeId, BigInt(c.weight));
      return;
    }
    case 'remove-subnet-validator': {
      const candidates = subnetsWithValidators(m);
      const subnet = candidates[c.subnet % candidates.length]!;
      const [nodeId] = subnet.validators.keys();
      const build = (s: PSpend) => removeSubnetValidatorTx(s, subnet.id, ownersOf(subnet), nodeId!);
      if (await issueAllowed(r, build, ownerAuth(ownersOf(subnet)).keys)) {
        subnet.validators.delete(nodeId!);
        // An L1's legacy validator is in its Warp set until removed.
        if (subnet.l1) subnet.l1.changedAt = await heightNow(r);
      }
      return;
    }
    case 'transfer-ownership': {
      const subnet = m.subnet(c.subnet)!;
      // The other of the two forms: one owner, or the payer and a second key with threshold 2.
      const next: Owners =
        subnet.owners.threshold === 2
          ? { keys: [payer], threshold: 1 }
          : { keys: [payer, keyFor(m, 'subnet-owner')], threshold: 2 };
      // An L1 keeps an owner, which a transfer changes (the node checks only its authorisation, not that it is PoA).
      const build = (s: PSpend) => transferOwnershipTx(s, subnet.id, ownersOf(subnet), next);
      if (await issueAllowed(r, build, ownerAuth(ownersOf(subnet)).keys)) subnet.owners = next;
      return;
    }
    case 'convert-to-l1': {
      const subnet = m.subnet(c.subnet)!;
      const chain = subnet.chains[0];
      const managerChainId = chain?.id ?? subnet.id;
      const label = `l1/${subnet.id}/0`;
      const validator = {
        nodeId: deriveNodeId(payer, label),
        weight: L1_WEIGHT,
        balance: L1_BALANCE,
        signer: deriveBlsSigner(payer, label),
        owner: keyFor(m, 'l1-owner').address,
      };
      const build = (s: PSpend) =>
        convertToL1Tx(s, subnet.id, ownersOf(subnet), managerChainId, MANAGER_ADDRESS, [validator]);
      if (subnet.l1) return refusedBuild(r, build, ownerAuth(ownersOf(subnet)).keys, 'a second conversion of an L1');
      if (await issueAllowed(r, build, ownerAuth(ownersOf(subnet)).keys))
        subnet.l1 = {
          changedAt: await heightNow(r),
          managerChainId,
          managerAddress: toHex(MANAGER_ADDRESS),
          conversionId: cb58Encode(
            conversionIdOf(decodeId(subnet.id), decodeId(managerChainId), MANAGER_ADDRESS, [
              { nodeId: decodeNodeId(validator.nodeId), publicKey: validator.signer.publicKey, weight: L1_WEIGHT },
            ]),
          ),
          validators: [
            newL1Validator({
              validationId: cb58Encode(conversionValidationIdOf(decodeId(subnet.id), 0)),
              nodeId: validator.nodeId,
              publicKey: toHex(validator.signer.publicKey),
              owner: m.address(keyFor(m, 'l1-owner')),
              weight: L1_WEIGHT,
              given: L1_BALANCE,
              label,
            }),
          ],
        };
      return;
    }
    case 'increase-l1-balance': {
      const active = m.l1Validators().filter((v) => !v.disabled);
      const v = active[c.validator % active.length]!;
      const amount = BigInt(c.milliAvax) * MILLI_AVAX;
      if (await issueAllowed(r, (s) => increaseL1BalanceTx(s, v.validationId, amount))) {
        v.given += amount;
        v.toppedUp += amount;
      }
      return;
    }
    case 'disable-l1-validator': {
      const active = m.l1Validators().filter((v) => !v.disabled);
      const v = active[c.validator % active.length]!;
      if (await issueAllowed(r, (s) => disableL1ValidatorTx(s, v.validationId), [keyFor(m, 'l1-owner')])) {
        v.disabled = true;
        const l1 = m.subnets.find((s) => s.l1?.validators.includes(v))!.l1!;
        l1.changedAt = await heightNow(r);
      }
      return;
    }
    case 'register-l1-validator': {
      const l1s = quorumL1s(m);
      const subnet = l1s[c.l1 % l1s.length]!;
      const label = `l1/${subnet.id}/${m.steps}`;
      const signer = deriveBlsSigner(payer, label);
      const nodeId = deriveNodeId(payer, label);
      const weight = BigInt(c.weight);
      const registration = registerL1ValidatorMessage({
        subnetId: decodeId(subnet.id),
        nodeId: decodeNodeId(nodeId),
        blsPublicKey: signer.publicKey,
        expiry: (await stakeStart(r)) + REGISTRATION_EXPIRY_SECONDS,
        owner: keyFor(m, 'l1-owner').address,
        weight,
      });
      const message = managerMessage(m, subnet, registration);
      const build = (s: PSpend) => registerL1ValidatorTx(s, L1_BALANCE, signer.proofOfPossession, message);
      if (!m.facts.warpVerified) return refusedBuild(r, build, [], NO_WARP_SET);
      if (await issueAllowed(r, build, [], subnet)) {
        subnet.l1!.validators.push(
          newL1Validator({
            validationId: validationIdOf(registration),
            nodeId,
            publicKey: toHex(signer.publicKey),
            owner: m.address(keyFor(m, 'l1-owner')),
            weight,
            given: L1_BALANCE,
            label,
          }),
        );
        subnet.l1!.changedAt = await heightNow(r);
      }
      return;
    }
    case 'set-l1-validator-weight': {
      const targets = weightTargets(m);
      const { subnet, v } = targets[c.validator % targets.length]!;
      const weight = BigInt(c.weight);
      const payload = l1ValidatorWeightMessage(decodeId(v.validationId), v.minNonce, weight);
      const build = (s: PSpend) => setL1ValidatorWeightTx(s, managerMessage(m, subnet, payload));
      // The L1's weight is that of its L1 validators (active or not): one that holds all of it is its last.
      const l1Weight = subnet.l1!.validators.filter((x) => !x.removed).reduce((sum, x) => sum + x.weight, 0n);
      if (!m.facts.warpVerified) return refusedBuild(r, build, [], NO_WARP_SET);
      if (weight === 0n && v.weight === l1Weight)
        return refusedBuild(r, build, [], "the removal of an L1's last validator");
      const tx = await issueAllowed(r, build, [], subnet);
      if (!tx) return;
      v.minNonce += 1n;
      if (weight > 0n) v.weight = weight;
      else
        // Removed: an active one's remaining balance goes back to its owner, a UTXO of the tx after its outputs.
        v.removed = {
          refund: v.disabled
            ? null
            : {
                utxoId: cb58Encode(utxoIdOf(decodeId(tx.id), decodeTx(tx.bytes).base?.outputs.length ?? 0)),
                atMost: (v.lastBalance ?? v.given) + v.toppedUp,
              },
        };
      subnet.l1!.changedAt = await heightNow(r);
      return;
    }
    case 'refused:expired-registration': {
      // A registration whose expiry is the chain's time: the node takes only one after it.
      const l1s = quorumL1s(m);
      const subnet = l1s[m.steps % l1s.length]!;
      const label = `l1/${subnet.id}/${m.steps}/expired`;
      const signer = deriveBlsSigner(payer, label);
      const registration = registerL1ValidatorMessage({
        subnetId: decodeId(subnet.id),
        nodeId: decodeNodeId(deriveNodeId(payer, label)),
        blsPublicKey: signer.publicKey,
        expiry: await chainTime(r),
        owner: keyFor(m, 'l1-owner').address,
        weight: 1n,
      });
      const message = managerMessage(m, subnet, registration);
      return refusedBuild(
        r,
        (s) => registerL1ValidatorTx(s, L1_BALANCE, signer.proofOfPossession, message),
        [],
        'a registration whose expiry passed',
      );
    }
    case 'refused:warp-under-quorum': {
      // A weight message no validator signed: its signature weighs nothing of the L1's weight.
      const l1s = m.subnets.filter((s) => sendsWarp(s) && s.l1!.validators.some((v) => !v.removed));
      const subnet = l1s[m.steps % l1s.length]!;
      const v = subnet.l1!.validators.find((x) => !x.removed)!;
      const payload = l1ValidatorWeightMessage(decodeId(v.validationId), v.minNonce, v.weight + 1n);
      return refusedBuild(
        r,
        (s) => setL1ValidatorWeightTx(s, managerMessage(m, subnet, payload, true)),
        [],
        "a Warp message signed by less than 67 % of its L1's weight",
      );
    }
    case 'add-validator': {
      // A short stake (the target's minimum, and a margin for the time to its block) where one can end within the run.
      const short = c.short && m.facts.shortStakeSeconds !== null;
      const seconds = short ? BigInt(m.facts.shortStakeSeconds! + STAKE_MARGIN_SECONDS) : LONG_STAKE_SECONDS;
      const label = `stateful/${m.facts.runTag}/${m.steps}`;
      const nodeId = deriveNodeId(payer, label);
      const start = await stakeStart(r);
      const stake = {
        nodeId,
        start,
        end: start + seconds,
        weight: m.facts.minValidatorStake,
        rewardTo: keyFor(m, 'rewards').address,
      };
      const tx = await issueAllowed(r, (s) =>
        addValidatorTx(s, stake, deriveBlsSigner(payer, label), DELEGATION_SHARES),
      );
      if (!tx) return;
      const decoded = decodeTx(tx.bytes);
      m.stakers.push({
        txId: tx.id,
        nodeId,
        weight: stake.weight,
        end: stake.end,
        short,
        outputs: decoded.base?.outputs.length ?? 0,
        stake: stakeOutputsOf(m, tx.bytes),
        potentialReward: null,
        delegators: [],
        ended: false,
        rewarded: null,
      });
      return;
    }
    case 'add-auto-renewed-validator': {
      // Cycles of the short stake where one can end within the run; the sequence's node never runs, so on a node a
      // cycle ends by Helicon's abort branch (removed, no reward), on the mock with its reward.
      const short = c.short && m.facts.shortStakeSeconds !== null;
      const period = short ? BigInt(m.facts.shortStakeSeconds! + STAKE_MARGIN_SECONDS) : LONG_STAKE_SECONDS;
      const label = `stateful/${m.facts.runTag}/${m.steps}/auto`;
      const nodeId = deriveNodeId(payer, label);
      const utxos = await payerUtxos(r, m.facts.minValidatorStake + HELICON_TX_FEE);
      if (!utxos) return;
      const start = await stakeStart(r);
      const tx = await issueAllowedBytes(
        r,
        addAutoRenewedValidatorTx({
          networkId: m.facts.networkId,
          payer,
          utxos,
          nodeId: decodeNodeId(nodeId),
          signer: deriveBlsSigner(payer, label),
          weight: m.facts.minValidatorStake,
          shares: DELEGATION_SHARES,
          period,
          rewardsTo: keyFor(m, 'rewards').address,
        }),
      );
      if (!tx) return;
      // Its cycle starts at its block's time, no earlier than `start`: its end is read from getCurrentValidators.
      m.stakers.push({
        txId: tx.id,
        nodeId,
        weight: m.facts.minValidatorStake,
        end: start + period,
        short,
        outputs: decodeTx(tx.bytes).base?.outputs.length ?? 0,
        stake: stakeOutputsOf(m, tx.bytes),
        potentialReward: null,
        delegators: [],
        ended: false,
        rewarded: null,
        autoRenew: { period, nextPeriod: period, shares: 0, endRead: false },
      });
      return;
    }
    case 'set-auto-renew-config': {
      const v = autoRenewed(m)[c.validator % autoRenewed(m).length]!;
      const utxo = await payerUtxo(r);
      if (!utxo) return;
      const next = {
        ...v.autoRenew!,
        nextPeriod: c.stop ? 0n : v.autoRenew!.period,
        shares: c.stop ? 0 : AUTO_COMPOUND_SHARES,
      };
      const tx = await issueAllowedBytes(
        r,
        autoRenewedConfigTx({
          networkId: m.facts.networkId,
          payer,
          spend: { ...utxo, amount: utxo.output.amount },
          validatorTx: v.txId,
          authority: payer,
          autoCompoundRewardShares: next.shares,
          period: next.nextPeriod,
        }),
      );
      if (tx) v.autoRenew = next;
      return;
    }
    case 'refused:not-the-authority': {
      const v = autoRenewed(m)[c.validator % autoRenewed(m).length]!;
      const utxo = await payerUtxo(r);
      if (!utxo) return;
      const tx = autoRenewedConfigTx({
        networkId: m.facts.networkId,
        payer,
        spend: { ...utxo, amount: utxo.output.amount },
        validatorTx: v.txId,
        authority: keyFor(m, 'stranger'),
        autoCompoundRewardShares: 0,
        period: 0n,
      });
      return issueRefused(r, tx.bytes, "an auto-renewed validator's config signed by a key not its authority");
    }
    case 'refused:stake-too-short': {
      // A stake shorter than the network's minimum by a margin: the rules refuse it.
      const label = `stateful/${m.facts.runTag}/${m.steps}/short`;
      const now = await stakeStart(r);
      const stake = {
        nodeId: deriveNodeId(payer, label),
        start: now,
        end: now + BigInt(Math.max(1, m.facts.shortStakeSeconds! - STAKE_MARGIN_SECONDS)),
        weight: m.facts.minValidatorStake,
        rewardTo: keyFor(m, 'rewards').address,
      };
      return refusedBuild(
        r,
        (s) => addValidatorTx(s, stake, deriveBlsSigner(payer, label), DELEGATION_SHARES),
        [],
        "a stake shorter than the network's minimum",
      );
    }
    case 'add-delegator': {
      // A delegation of the minimum to a validator of the sequence whose stake outlives the run, ending an hour before it.
      const long = delegationTargets(m);
      const v = long[c.validator % long.length]!;
      const start = await stakeStart(r);
      const stake = {
        nodeId: v.nodeId,
        start,
        end: v.end - 3600n,
        weight: m.facts.minDelegatorStake,
        rewardTo: keyFor(m, 'rewards').address,
      };
      const tx = await issueAllowed(r, (s) => addDelegatorTx(s, stake));
      if (tx)
        v.delegators.push({
          txId: tx.id,
          weight: stake.weight,
          end: stake.end,
          stake: stakeOutputsOf(m, tx.bytes),
          potentialReward: null,
        });
      return;
    }
    case 'wait-stake-end': {
      // The first short stake to end: the node rewards it once its chain time passes the end (the mock, when told to).
      const st = m.stakers.filter((x) => x.short && !x.ended).sort((a, b) => (a.end < b.end ? -1 : 1))[0]!;
      r.world.advanceTo(st.end);
      if (!r.onMock) await untilGone(r, st.nodeId, st.end);
      m.applyStakeEnd(st);
      return;
    }
    case 'refused:spent-input': {
      const spent = m.spentUtxos[m.spentUtxos.length - 1]!;
      return issueRefused(
        r,
        selfTransfer(payer, spent, m.facts.networkId, BigInt(m.steps)),
        'an input a committed tx spent',
      );
    }
    case 'refused:wrong-signer': {
      const utxo = await payerUtxo(r);
      if (!utxo) return;
      const stranger = keyFor(m, 'stranger');
      return issueRefused(
        r,
        selfTransfer(
          { privateKey: stranger.privateKey, address: payer.address },
          utxo,
          m.facts.networkId,
          BigInt(m.steps),
        ),
        'an input signed by a key that does not own it',
      );
    }
    case 'refused:fee-unpaid': {
      const utxo = await payerUtxo(r);
      if (!utxo) return;
      return issueRefused(
        r,
        selfTransfer(payer, utxo, m.facts.networkId, -SELF_TRANSFER_FEE),
        'outputs worth all its inputs: no fee paid',
      );
    }
    case 'refused:owner-unsigned': {
      const subnet = m.subnet(c.subnet)!;
      const strangers = subnet.owners.keys.map((_, i) => keyFor(m, `stranger-owner/${i}`));
      const next: Owners = { keys: [payer], threshold: 1 };
      return refusedBuild(
        r,
        (s) => transferOwnershipTx(s, subnet.id, ownersOf(subnet), next),
        strangers.slice(0, subnet.owners.threshold),
        "a subnet's owners' signatures made by other keys",
      );
    }
    case 'refused:unknown-l1-validator': {
      const validationId = cb58Encode(
        sha256(new TextEncoder().encode(`avaconform/stateful/no-such-validator/${m.steps}`)),
      );
      return refusedBuild(
        r,
        (s) => increaseL1BalanceTx(s, validationId, MILLI_AVAX),
        [],
        'a top-up of an L1 validator that does not exist',
      );
    }
    case 'refused:not-a-subnet-validator': {
      const subnet = m.subnet(c.subnet)!;
      return refusedBuild(
        r,
        (s) => removeSubnetValidatorTx(s, subnet.id, ownersOf(subnet), deriveNodeId(payer, 'never-a-validator')),
        ownerAuth(ownersOf(subnet)).keys,
        'the removal of a node that is no validator of the subnet',
      );
    }
    case 'race:double-spend': {
      const utxo = await payerUtxo(r);
      if (!utxo) return;
      // Two self-transfers of one UTXO; the second burns a milliAVAX more, so their bytes and IDs differ.
      const lower = selfTransfer(payer, utxo, m.facts.networkId);
      const higher = selfTransfer(payer, utxo, m.facts.networkId, MILLI_AVAX);
      return issueRace(r, c.first === 'lower-fee' ? [lower, higher] : [higher, lower]);
    }
    case 'reissue-committed': {
      // Handed a committed tx again: whatever issueTx answers, the tx stays Committed (the observations ask).
      const [, last] = [...m.committed.entries()].at(-1)!;
      await r.world.call(P_PATH, 'platform.issueTx', { tx: encodeHexChecksum(last.bytes), encoding: 'hex' });
      return;
    }
  }
}

/** Builds (paid and signed as an allowed tx would be) a tx the rules refuse, and issues it. */
async function refusedBuild(
  r: CommandRun,
  build: (s: PSpend) => AvaUnsignedTx,
  authKeys: readonly SigningKey[],
  why: string,
): Promise<void> {
  const tx = signWith(build(await spendOf(r, 0)), [r.model.facts.payer], authKeys);
  await issueRefused(r, tx.bytes, why);
}

/**
 * On a node, whose time moves by itself: the short stakes whose end is past or within `horizonS` seconds have ended
 * (waits for each to leave the current set) and the model learns it. The observations settle them first, so a stake
 * that ends while other commands run is never taken for a breach; a sequence settles all of its own at its end, so the
 * next starts from a chain no stake of it will change.
 */
export async function settleStakeEnds(r: CommandRun, horizonS: number): Promise<void> {
  if (r.onMock) return;
  const now = Date.now() / 1000;
  for (const st of r.model.stakers)
    if (st.short && !st.ended && Number(st.end) <= now + horizonS) {
      await untilGone(r, st.nodeId, st.end);
      r.model.applyStakeEnd(st);
    }
}

/** On a node: waits until a tx is no longer Processing (bounded: COMMIT_WITHIN_MS), judging nothing. */
async function untilSettled(r: CommandRun, id: string): Promise<void> {
  for (const deadline = Date.now() + COMMIT_WITHIN_MS; Date.now() < deadline;) {
    const a = await r.world.call(P_PATH, 'platform.getTxStatus', { txID: id });
    if (!('result' in a && isObject(a.result) && a.result.status === 'Processing')) return;
    await new Promise((res) => setTimeout(res, POLL_MS));
  }
}

/** On a node: waits until getCurrentValidators no longer lists `nodeId` (its stake ended and was rewarded), or gives up. */
async function untilGone(r: CommandRun, nodeId: string, end: bigint): Promise<void> {
  const deadline = Number(end) * 1000 + REWARD_WITHIN_MS;
  for (;;) {
    const a = await r.world.call(P_PATH, 'platform.getCurrentValidators', { nodeIDs: [nodeId] });
    const listed =
      'result' in a && isObject(a.result) && Array.isArray(a.result.validators) && a.result.validators.length > 0;
    if (!listed || Date.now() > deadline) return;
    await r.world.seedApi.sleep(500, `the stake of ${nodeId} to end`);
  }
}

/** A staker tx's stake outputs: amount and owners (P-… text). */
function stakeOutputsOf(m: Model, bytes: Uint8Array): ModelStaker['stake'] {
  return (decodeTx(bytes).stake ?? []).map((o) => ({
    amount: o.output.amount,
    owners: o.output.addresses.map((a) => formatAddress('P', m.facts.hrp, a)),
  }));
}

/** When a stake issued now starts: the chain's time, or on a node whose last block is past, the wall clock's (its next block takes that time). */
async function stakeStart(r: CommandRun): Promise<bigint> {
  const chain = await chainTime(r);
  const wall = BigInt(Math.floor(Date.now() / 1000));
  return r.onMock || chain > wall ? chain : wall;
}

/** The accepted height now, as getHeight answers it (the model's when it answers none). */
async function heightNow(r: CommandRun): Promise<bigint> {
  const a = await r.world.call(P_PATH, 'platform.getHeight', {});
  return 'result' in a && isObject(a.result) ? BigInt(String(a.result.height)) : r.model.height;
}

/**
 * On a node: waits (bounded: SET_VERIFIES_WITHIN_MS) until the set that verifies a Warp message is the L1's set as the
 * model has it (its last change committed at or below `changedAt`). A node verifies a message with the set at a P-Chain
 * height: before Granite, its proposer height (platform.getProposedHeight, which trails the tip by up to 30 s); from
 * Granite (ACP-181), its current epoch's (proposervm.getCurrentEpoch), which moves only when a block built after the
 * epoch's end (30 s on a local network) seals it: past the end, a transfer of the payer to itself makes that block, its
 * P-Chain height the proposer height. The mock verifies with the set at its tip.
 */
async function untilSetVerifies(r: CommandRun, subnet: ModelSubnet): Promise<void> {
  const at = subnet.l1!.changedAt;
  const number = (a: Answer, key: string): bigint | null =>
    'result' in a && isObject(a.result) && a.result[key] !== undefined ? BigInt(String(a.result[key])) : null;
  for (const deadline = Date.now() + SET_VERIFIES_WITHIN_MS; Date.now() < deadline;) {
    const proposed = number(await r.world.call(P_PATH, 'platform.getProposedHeight', {}), 'height');
    if (proposed === null || proposed < at) {
      await r.world.seedApi.sleep(1000, `the proposer height to reach ${at}`);
      continue;
    }
    const epoch = await r.world.call(PROPOSERVM_PATH, 'proposervm.getCurrentEpoch', {});
    const epochHeight = number(epoch, 'pChainHeight');
    // A release before Granite has no epochs: the proposer height verifies.
    if (epochHeight === null || epochHeight >= at) return;
    const endMs = Number((number(epoch, 'startTime') ?? 0n) + EPOCH_SECONDS) * 1000;
    if (Date.now() < endMs) await r.world.seedApi.sleep(endMs - Date.now() + 500, 'the epoch to end');
    else await issueAllowed(r, (s) => fundTx(s, [{ to: r.model.facts.payer.address, amount: MILLI_AVAX }]));
  }
}

/** The chain's time now (unix seconds), as getTimestamp answers it. */
async function chainTime(r: CommandRun): Promise<bigint> {
  const a = await r.world.call(P_PATH, 'platform.getTimestamp', {});
  const text = 'result' in a && isObject(a.result) ? String(a.result.timestamp) : '';
  const ms = Date.parse(text);
  return BigInt(Math.floor((Number.isNaN(ms) ? Date.now() : ms) / 1000));
}
