// The seed manifest: what `avaconform seed` (or a --node-binary run with --allow-writes) built on a
// network, step by step, so that a later run finds the state without rediscovering it, a second seed
// reuses it, and a check whose state could not be built skips with the reason.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { z } from 'zod';

/** What the suites look for that seeding provides; a step that fails names the ones it leaves missing. */
export const PROVISIONS = [
  'utxos-3001',
  'utxos-1025',
  'x-chain-index',
  'c-chain-index',
  'atomic-utxos',
  'permissioned-subnet',
  'blockchain',
  'l1',
  'ended-staker',
] as const;
export const Provision = z.enum(PROVISIONS);
export type Provision = z.infer<typeof Provision>;

export const SeedTx = z.object({ chain: z.enum(['P', 'X', 'C']), kind: z.string(), id: z.string() });
export type SeedTx = z.infer<typeof SeedTx>;

export const StepRecord = z.object({
  status: z.enum(['created', 'reused', 'failed', 'skipped']),
  /** One line: what was built or found, with counts; or why it failed or was skipped. */
  detail: z.string(),
  durationMs: z.number().nonnegative(),
  txs: z.array(SeedTx),
});
export type StepRecord = z.infer<typeof StepRecord>;

export const SeedManifest = z.object({
  schemaVersion: z.literal(1),
  /** The base URL seeded. */
  target: z.string(),
  networkId: z.number().int(),
  /** P-Chain address of the key that paid (AVACONFORM_PRIVATE_KEY or the local genesis key). */
  signer: z.string(),
  updatedAt: z.string(),
  /** Wall time of the last seeding, ms. */
  durationMs: z.number().nonnegative(),
  steps: z.record(z.string(), StepRecord),
  /** Addresses seeding gave UTXOs, with their role ("utxos-3001", "signer", …) and the count it left. */
  addresses: z.array(
    z.object({ address: z.string(), role: z.string(), utxoCount: z.number().int().nonnegative().nullable() }),
  ),
  subnets: z.array(
    z.object({
      id: z.string(),
      kind: z.enum(['permissioned', 'l1']),
      chainIds: z.array(z.string()),
      validationIds: z.array(z.string()),
    }),
  ),
  /** Stakers seeding added; `rewardUtxos` counted with getRewardUTXOs once the staker ended (0 while it runs). */
  stakers: z.array(
    z.object({
      txId: z.string(),
      kind: z.enum(['validator', 'delegator']),
      nodeId: z.string(),
      end: z.string(),
      rewardUtxos: z.number().int().nonnegative(),
    }),
  ),
  /** What a failed or skipped step leaves missing, and why: checks needing it skip with this reason. */
  missing: z.partialRecord(Provision, z.string()),
});
export type SeedManifest = z.infer<typeof SeedManifest>;

export function emptyManifest(target: string, networkId: number, signer: string): SeedManifest {
  return {
    schemaVersion: 1,
    target,
    networkId,
    signer,
    updatedAt: new Date().toISOString(),
    durationMs: 0,
    steps: {},
    addresses: [],
    subnets: [],
    stakers: [],
    missing: {},
  };
}

/** Where `avaconform seed --target URL` keeps the manifest of a target by default (reports/ is not committed). */
export function defaultManifestPath(target: string, root = process.cwd()): string {
  const url = new URL(target);
  const name = `${url.hostname}-${url.port || (url.protocol === 'https:' ? '443' : '80')}${url.pathname.replace(/[^A-Za-z0-9]+/g, '-').replace(/-+$/, '')}`;
  return join(root, 'reports', 'seed', `${name}.json`);
}

/** The manifest at `file`, or null when there is none; one that does not parse is an error naming the file. */
export function readSeedManifest(file: string): SeedManifest | null {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return null;
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (e) {
    throw new Error(`${file} is not a seed manifest: ${(e as Error).message}`);
  }
  const parsed = SeedManifest.safeParse(json);
  if (!parsed.success)
    throw new Error(
      `${file} is not a seed manifest: ${parsed.error.issues[0]?.message ?? 'invalid'} at ${parsed.error.issues[0]?.path.join('.') ?? '$'}`,
    );
  return parsed.data;
}

export function writeSeedManifest(file: string, manifest: SeedManifest): void {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, JSON.stringify(SeedManifest.parse(manifest), null, 2) + '\n');
}
