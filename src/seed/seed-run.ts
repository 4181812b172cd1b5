// What every seeding step shares: the node APIs, the network's facts, the signing key and the keys
// derived from it, what an earlier seed of this network recorded, and the manifest being written.
import { z } from 'zod';
import { formatAddress } from '../encoding/address.js';
import { fromHex } from '../encoding/hex.js';
import { Uint64 } from '../../schemas/primitives.js';
import type { AvaContext, AvaUnsignedTx, AvaUtxo } from '../tx/avalanchejs.js';
import { utxoAmount } from '../tx/avalanchejs.js';
import { deriveKey, type BlsSigner } from '../tx/derive.js';
import type { SigningKey } from '../tx/key.js';
import { signWith, type PSpend, type SignedBytes } from '../tx/seed-txs.js';
import { P_PATH, SeedError, type SeedApi } from './api.js';
import type { Provision, SeedManifest, SeedTx, StepRecord } from './seed-manifest.js';

export const AVAX = 1_000_000_000n;

export interface SeedRun {
  api: SeedApi;
  context: AvaContext;
  signer: SigningKey;
  /** The earlier seed of this network, when one was recorded. */
  previous: SeedManifest | null;
  /** The manifest this seeding writes (steps add subnets, stakers and addresses to it). */
  manifest: SeedManifest;
  /** Seconds a short stake lasts (at least the network's minimum stake duration). */
  stakeSeconds: number;
  minStake: { validator: bigint; delegator: bigint };
  /** Whether Helicon is active on the network (info.upgrades): its auto-renewed validators can be seeded. */
  helicon: boolean;
}

/** What a step did: created state, or found the state an earlier seed made. */
export interface StepResult {
  status: 'created' | 'reused';
  detail: string;
  txs: SeedTx[];
}

export interface StepDef {
  name: string;
  /** Steps whose state this one builds on: it runs after them, and is skipped when one of them fails. */
  needs: string[];
  /**
   * Steps this one only runs after (they spend the same UTXOs, or make what it picks from), whatever their outcome;
   * a function when that depends on the network.
   */
  after?: string[] | ((run: SeedRun) => string[]);
  /** What the suites lack when this step fails. */
  provides: Provision[];
  /** Whether the step applies to this network at all (default: always); one that does not is left out of the manifest. */
  applies?: (run: SeedRun) => boolean;
  run(run: SeedRun): Promise<StepResult>;
}

export function pAddress(run: SeedRun, key: SigningKey | Uint8Array): string {
  return formatAddress('P', run.context.hrp, key instanceof Uint8Array ? key : key.address);
}

/** The key that pays for and owns one group of steps, derived from the signer (`lane/<name>`). */
export function laneKey(run: SeedRun, name: string): SigningKey {
  return deriveKey(run.signer, `lane/${name}`);
}

/** What a P-Chain tx paid by `payer` is built with: its UTXOs now, at the current fee state. */
export async function pSpend(run: SeedRun, payer: SigningKey, attempt = 0): Promise<PSpend> {
  const [utxos, feeState] = await Promise.all([run.api.utxos('P', pAddress(run, payer)), run.api.feeState(attempt)]);
  return { context: run.context, feeState, payer, utxos };
}

/**
 * Builds a P-Chain tx paid by `payer` from its UTXOs now, signs it (with `authKeys` for an owner's
 * authorisation), issues it and waits for the commit; rebuilt when the node asks to wait for gas.
 */
export async function commitPaid(
  run: SeedRun,
  payer: SigningKey,
  build: (s: PSpend) => AvaUnsignedTx,
  authKeys: readonly SigningKey[] = [],
): Promise<SignedBytes> {
  return run.api.commitP(async (attempt) => signWith(build(await pSpend(run, payer, attempt)), [payer], authKeys));
}

export function total(utxos: readonly AvaUtxo[]): bigint {
  return utxos.reduce((sum, u) => sum + utxoAmount(u), 0n);
}

export function tx(chain: SeedTx['chain'], kind: string, signed: SignedBytes | string): SeedTx {
  return { chain, kind, id: typeof signed === 'string' ? signed : signed.id };
}

/** The record of `step` in the earlier seed, when that step was done and all its txs are still committed/accepted. */
export async function earlier(run: SeedRun, step: string): Promise<StepRecord | null> {
  const rec = run.previous?.steps[step];
  if (!rec || (rec.status !== 'created' && rec.status !== 'reused') || rec.txs.length === 0) return null;
  for (const t of rec.txs) {
    const status = await run.api.status(t.chain, t.id).catch(() => 'Unknown');
    if (status !== 'Committed' && status !== 'Accepted') return null;
  }
  return rec;
}

export function reused(rec: StepRecord, what: string): StepResult {
  return { status: 'reused', detail: `${what} (seeded earlier)`, txs: rec.txs };
}

const NodeId = z.looseObject({
  nodeID: z.string(),
  nodePOP: z.looseObject({ publicKey: z.string(), proofOfPossession: z.string() }).optional(),
});

/** The node's own NodeID and BLS signer (info.getNodeID); the signer is required to make it a validator. */
export async function ownNode(run: SeedRun): Promise<{ nodeId: string; signer: BlsSigner }> {
  const r = await run.api.read(NodeId, '/ext/info', 'info.getNodeID', {});
  if (!r.nodePOP)
    throw new SeedError('info.getNodeID gave no proof of possession: the node has no BLS key to validate with');
  return {
    nodeId: r.nodeID,
    signer: { publicKey: fromHex(r.nodePOP.publicKey), proofOfPossession: fromHex(r.nodePOP.proofOfPossession) },
  };
}

const Validators = z.looseObject({
  validators: z.array(
    z.looseObject({
      nodeID: z.string(),
      endTime: Uint64.optional(),
      txID: z.string().optional(),
      validationID: z.string().optional(),
    }),
  ),
});

/** Current validators of a subnet (Primary Network by default), optionally only the given node IDs. */
export async function currentValidators(run: SeedRun, subnetID?: string, nodeIDs?: string[]) {
  return (
    await run.api.read(Validators, P_PATH, 'platform.getCurrentValidators', {
      ...(subnetID ? { subnetID } : {}),
      ...(nodeIDs ? { nodeIDs } : {}),
    })
  ).validators;
}

/** Unix seconds now, as the builders take times. */
export const nowSeconds = (): bigint => BigInt(Math.floor(Date.now() / 1000));
