// conformance.json, schemaVersion 1: the machine-readable result of a run. CI dashboards and
// `avaconform diff` depend on this shape; change it only by bumping schemaVersion.
import { z } from 'zod';
import { RuleCode } from '../src/spec/rules.js';
import { BaselineMark, BaselineOutcome } from './baseline.js';

export const ASPECTS = [
  'envelope',
  'schema',
  'encoding',
  'pagination',
  'limit',
  'deprecation',
  'health-status',
  'consistency',
  'robustness',
  'keystore',
  'index',
] as const;
export const Aspect = z.enum(ASPECTS);
export type Aspect = z.infer<typeof Aspect>;

export const CheckStatus = z.enum(['passed', 'failed', 'warned', 'skipped', 'expected-fail']);
export type CheckStatus = z.infer<typeof CheckStatus>;

/** One breached assertion of a check: the rule broken, what, where, and the known deviation that explains it (or null). */
export const FindingRecord = z.object({
  /** The rule broken (src/spec/rules.ts): match findings by code and path, not by summary. Absent in reports before it. */
  code: RuleCode.optional(),
  summary: z.string(),
  expected: z.string().optional(),
  received: z.string().optional(),
  path: z.string().optional(),
  clause: z.string().optional(),
  rpc: z.string().optional(),
  /** The request members the answer was judged by, as JSON text, when the answer alone does not say. */
  sent: z.string().optional(),
  deviation: z.string().nullable().optional(),
  /** The --baseline entry that accepted it (the check is expected-fail when every finding is explained or accepted). */
  baseline: BaselineMark.optional(),
  /** When a property met the breach: its fast-check run, the counterexample it shrank to, the replay command. */
  property: z
    .object({ run: z.string(), counterexample: z.string(), replay: z.string(), note: z.string().optional() })
    .optional(),
});

export const CheckRecord = z.object({
  /**
   * The stable check id ("getUTXOs.R2-limit-capped", suites/manifest.json's id): what --check, replay, pin,
   * baselines and diff key on. Absent for a file that failed to load, and in reports written before it
   * (read `slug` there, and in those of tool 0.1 neither).
   */
  checkId: z.string().optional(),
  /** "<file> > <describe…> > <title>": where the check is and what it says. Absent in reports written before it (read `id`). */
  name: z.string().min(1).optional(),
  /** Deprecated, kept for readers of earlier reports for one release: the same as `name`. */
  id: z.string().min(1),
  /** Deprecated, kept for readers of earlier reports for one release: the same as `checkId`. */
  slug: z.string().optional(),
  method: z.string(),
  aspect: Aspect,
  clauses: z.array(z.string()),
  status: CheckStatus,
  durationMs: z.number().nonnegative(),
  message: z.string(),
  reproduce: z.string(),
  /** The breached assertions, unexplained first (absent when none). */
  findings: z.array(FindingRecord).optional(),
  /** How many distinct breaches no known deviation explains (findings keeps the first 20); absent when none. */
  breaches: z.number().int().positive().optional(),
  /** Ids of the known deviations that explained findings of this check. */
  deviations: z.array(z.string()).optional(),
  /**
   * Values a property drew that met a breach: its unexplained counterexample and those a known deviation
   * explained, as lossless JSON text (`avaconform pin` pins them into properties/pinned.json).
   */
  counterexamples: z
    .array(z.object({ value: z.string(), summary: z.string(), deviation: z.string().nullable() }))
    .optional(),
});
export type CheckRecord = z.infer<typeof CheckRecord>;

export const RunShard = z
  .object({ index: z.number().int().min(1), count: z.number().int().min(1) })
  .refine((s) => s.index <= s.count, 'shard index must be at most the shard count');
export type RunShard = z.infer<typeof RunShard>;

export const MethodStatus = z.enum(['passed', 'failed', 'skipped', 'absent']);
export const ClauseStatus = z.enum(['passed', 'failed', 'uncovered']);

/** One result field of a catalog method and its second source: the checks that cross-check it, or why none can. */
export const FieldCoverageRecord = z.object({
  method: z.string(),
  path: z.string(),
  checks: z.array(z.string()),
  reason: z.string().optional(),
});

/** Field coverage of the catalog (src/check-list/field-sources.ts): counts and every field. */
export const FieldCoverage = z.object({
  total: z.number().int().nonnegative(),
  crossChecked: z.number().int().nonnegative(),
  reasoned: z.number().int().nonnegative(),
  unclassified: z.number().int().nonnegative(),
  list: z.array(FieldCoverageRecord),
});

export const Conformance = z.object({
  schemaVersion: z.literal(1),
  tool: z.object({ name: z.literal('avaconform'), version: z.string() }),
  target: z.object({
    kind: z.enum(['mock', 'http']),
    url: z.string(),
    nodeVersion: z.string().nullable(),
    /** The version profile in force ("1.14.2", "spec", "mock"). */
    profile: z.string().optional(),
    /** The target as the run was given it: "mock", "replay:FILE", the URL, or "node-binary:PATH". */
    given: z.string().optional(),
    /** The build judged (info.getNodeVersion's gitCommit), when the node says. */
    gitCommit: z.string().optional(),
    /** The network upgrades active on the target's network (info.upgrades), when the node says. */
    upgrades: z.array(z.string()).optional(),
  }),
  /** The known deviations that applied to the target's release (none under --strict). */
  deviations: z
    .array(
      z.object({
        id: z.string(),
        confirmed: z.boolean(),
        source: z.string(),
        behaviour: z.string(),
        clauses: z.array(z.string()),
      }),
    )
    .optional(),
  /** The --baseline file the run read and what became of each entry (expired and stale ones fail the run). */
  baseline: BaselineOutcome.optional(),
  run: z.object({
    seed: z.number().int(),
    startedAt: z.iso.datetime({ offset: true }),
    durationMs: z.number().nonnegative(),
    requests: z.number().int().nonnegative(),
    /** Requests sent more than once (src/client/transport.ts): after HTTP 429 (throttled), or a transport failure with --retries. */
    retried: z
      .object({ requests: z.number().int().nonnegative(), throttled: z.number().int().nonnegative() })
      .optional(),
    /** Set on a shard's run (`--shard I/N`); `avaconform merge` needs every index 1..N exactly once. */
    shard: RunShard.optional(),
    /** The --only patterns the run selected files with ([] = every suite). */
    selection: z.array(z.string()).optional(),
    /** Mock faults switched on. */
    faults: z.array(z.string()).optional(),
    /** The signal that interrupted the run: the checks under way finished, the others did not run and are not reported. */
    interrupted: z.enum(['SIGINT', 'SIGTERM']).optional(),
    /**
     * Stable ids of the checks the run's selection held that never ran (an interruption, a target that stopped
     * answering): not in `checks`, never counted as passed, skipped or failed. Absent when every check ran.
     */
    notRun: z.array(z.string()).optional(),
    /** The target stopped answering during the run (src/harness/target-stopped.ts): when, and the last exchange it answered. */
    targetStopped: z
      .object({
        /** The first request it did not answer, and what the transport said of it. */
        at: z.iso.datetime({ offset: true }),
        error: z.string(),
        lastAnswered: z.object({ method: z.string(), at: z.iso.datetime({ offset: true }) }).nullable(),
      })
      .optional(),
  }),
  summary: z.object({
    total: z.number().int().nonnegative(),
    passed: z.number().int().nonnegative(),
    failed: z.number().int().nonnegative(),
    warned: z.number().int().nonnegative(),
    skipped: z.number().int().nonnegative(),
    expectedFail: z.number().int().nonnegative(),
  }),
  checks: z.array(CheckRecord),
  methods: z.record(z.string(), z.object({ status: MethodStatus, checks: z.number().int().nonnegative() })),
  clauses: z.record(z.string(), z.object({ status: ClauseStatus, checks: z.number().int().nonnegative() })),
  /** Which result fields are held to a second source (absent in reports written before it existed). */
  fields: FieldCoverage.optional(),
});
export type Conformance = z.infer<typeof Conformance>;
