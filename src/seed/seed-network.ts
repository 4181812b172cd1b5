// Seeds a network with the state the suites look for (src/seed/steps/), with real signed txs that the
// node commits. Steps run as soon as the steps they build on are done (lanes of their own keys run in
// parallel), each prints one progress line, and all of it is bounded by one deadline. A step that
// fails never throws out of here: it is recorded, with what it leaves missing, in the manifest.
import { z } from 'zod';
import { Uint64 } from '../../schemas/primitives.js';
import type { HttpClient } from '../client/http.js';
import { signingKeyFor, type SigningKey } from '../tx/key.js';
import { P_PATH, SeedApi, SeedError } from './api.js';
import { emptyManifest, PROVISIONS, type SeedManifest, type StepRecord } from './seed-manifest.js';
import { pAddress, type SeedRun, type StepDef } from './seed-run.js';
import { cChainStep, importStep, xChainStep } from './steps/chains.js';
import { fundStep } from './steps/fund.js';
import { utxos1025Step, utxos3001Step } from './steps/paging.js';
import { heliconStep } from './steps/helicon.js';
import { rewardsStep, validatorStep } from './steps/stakers.js';
import { l1Step, l1ValidatorsStep, subnetOwnerStep, subnetStep, subnetValidatorStep } from './steps/subnets.js';

/** Every step, in the order their progress lines are expected. */
export const SEED_STEPS: readonly StepDef[] = [
  fundStep,
  rewardsStep,
  validatorStep,
  xChainStep,
  cChainStep,
  importStep,
  subnetStep,
  subnetValidatorStep,
  subnetOwnerStep,
  l1Step,
  l1ValidatorsStep,
  utxos1025Step,
  utxos3001Step,
  heliconStep,
];
/** The whole seeding's time bound (issue 14: 90 s on a 2-core machine). */
export const SEED_BUDGET_MS = 90_000;

export interface SeedOptions {
  /** The base URL seeded (recorded in the manifest). */
  target: string;
  key: SigningKey;
  /** What an earlier seed of this network recorded, to reuse. */
  previous?: SeedManifest | null;
  budgetMs?: number;
  /** Length of the short stakes that end during seeding, s (the network's minimum stake duration or more). */
  stakeSeconds: number;
  /** Called with one line per step as it finishes. */
  progress?: (line: string) => void;
  steps?: readonly StepDef[];
}

const MinStake = z.looseObject({ minValidatorStake: Uint64, minDelegatorStake: Uint64 });

/** The key seeding signs with: the one given (AVACONFORM_PRIVATE_KEY), or on a local network the key its genesis funds; else why there is none. */
export function seedingKey(networkId: number, given: string | null): SigningKey | string {
  return signingKeyFor(networkId, false, given);
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** Seeds the network behind `client`; always returns a manifest (failed steps and what they leave missing included). */
export async function seedNetwork(client: HttpClient, opts: SeedOptions): Promise<SeedManifest> {
  const started = Date.now();
  const api = new SeedApi(client, started + (opts.budgetMs ?? SEED_BUDGET_MS));
  const progress = opts.progress ?? (() => {});
  let run: SeedRun;
  try {
    const [context, minStake, upgrades] = await Promise.all([
      api.context(),
      api.read(MinStake, P_PATH, 'platform.getMinStake', {}),
      api.call('/ext/info', 'info.upgrades', {}).catch(() => null),
    ]);
    const manifest = emptyManifest(opts.target, context.networkID, '');
    const heliconTime = (upgrades as { heliconTime?: unknown } | null)?.heliconTime;
    run = {
      api,
      context,
      signer: opts.key,
      previous: opts.previous ?? null,
      manifest,
      stakeSeconds: opts.stakeSeconds,
      minStake: { validator: minStake.minValidatorStake, delegator: minStake.minDelegatorStake },
      helicon: typeof heliconTime === 'string' && Date.parse(heliconTime) <= Date.now(),
    };
    manifest.signer = pAddress(run, opts.key);
    manifest.addresses.push({ address: manifest.signer, role: 'signer', utxoCount: null });
  } catch (e) {
    const why = `seeding could not start: ${(e as Error).message}`;
    progress(why);
    const manifest = emptyManifest(opts.target, -1, '');
    for (const p of PROVISIONS) manifest.missing[p] = why;
    manifest.durationMs = Date.now() - started;
    return manifest;
  }
  const steps = (opts.steps ?? SEED_STEPS).filter((s) => s.applies?.(run) ?? true);
  const done = new Map<string, Promise<StepRecord>>();
  const runStep = async (step: StepDef): Promise<StepRecord> => {
    const waitFor = async (names: readonly string[]) =>
      Promise.all(names.map(async (n) => [n, await (done.get(n) ?? Promise.resolve(null))] as const));
    const needs = await waitFor(step.needs);
    await waitFor(typeof step.after === 'function' ? step.after(run) : (step.after ?? []));
    const t0 = Date.now();
    let rec: StepRecord;
    const unmet = needs.find(([, r]) => r !== null && r.status !== 'created' && r.status !== 'reused');
    if (unmet)
      rec = {
        status: 'skipped',
        detail: `needs step ${unmet[0]}, which ${unmet[1]!.status === 'skipped' ? 'was skipped' : 'failed'}`,
        durationMs: 0,
        txs: [],
      };
    else {
      try {
        const r = await step.run(run);
        rec = { status: r.status, detail: r.detail, durationMs: Date.now() - t0, txs: r.txs };
      } catch (e) {
        const message = e instanceof SeedError ? e.message : `${(e as Error)?.message ?? String(e)}`;
        rec = { status: 'failed', detail: message, durationMs: Date.now() - t0, txs: [] };
      }
    }
    run.manifest.steps[step.name] = rec;
    for (const p of step.provides)
      if (rec.status === 'failed' || rec.status === 'skipped')
        run.manifest.missing[p] = `seed step ${step.name} ${rec.status}: ${rec.detail}`;
    progress(
      `[${seconds(Date.now() - started)}] ${step.name}: ${rec.status}${rec.durationMs ? ` in ${seconds(rec.durationMs)}` : ''}: ${rec.detail}`,
    );
    return rec;
  };
  // Register every step before any runs, so each finds the promises of the steps it waits for.
  for (const step of steps)
    done.set(
      step.name,
      Promise.resolve().then(() => runStep(step)),
    );
  await Promise.all(done.values());
  run.manifest.durationMs = Date.now() - started;
  run.manifest.updatedAt = new Date().toISOString();
  return run.manifest;
}

/** One line per outcome for the run's notes: what seeding built and what it could not. */
export function seedNotes(m: SeedManifest): string[] {
  const entries = Object.entries(m.steps);
  const ok = entries.filter(([, r]) => r.status === 'created' || r.status === 'reused').length;
  const notes = [
    `seeded in ${seconds(m.durationMs)}: ${ok} of ${entries.length} steps done (${entries.reduce((n, [, r]) => n + r.txs.length, 0)} txs)`,
  ];
  for (const [name, r] of entries)
    if (r.status === 'failed' || r.status === 'skipped') notes.push(`seed step ${name} ${r.status}: ${r.detail}`);
  return notes;
}
