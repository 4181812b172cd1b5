// A baseline file (`avaconform run --baseline FILE`, YAML or JSON): findings a team has accepted for a
// while. Each entry names a check by its stable id and a JSON path (exact, or a pattern in which `*`
// stands for any run of characters: `$.result.utxos[*]`, `$.result.*`), says why, and expires.
import { z } from 'zod';

export const BaselineEntry = z.strictObject({
  /** The check's stable id ("getUTXOs.R2-limit-capped"), as `avaconform list` shows it. */
  check: z.string().min(1),
  /** The finding's JSON path, exact or with `*` for any run of characters. */
  path: z.string().min(1),
  /** Why the finding is accepted (a ticket, a release note): shown with the finding in every report. */
  reason: z.string().min(1),
  /** The last day (YYYY-MM-DD, UTC) the entry applies; a run after it fails until the entry is renewed or removed. */
  expires: z.iso.date(),
});
export type BaselineEntry = z.infer<typeof BaselineEntry>;

export const Baseline = z.strictObject({ entries: z.array(BaselineEntry) }).superRefine((b, ctx) => {
  const seen = new Set<string>();
  for (const [i, e] of b.entries.entries()) {
    const key = `${e.check} ${e.path}`;
    if (seen.has(key))
      ctx.addIssue({ code: 'custom', path: ['entries', i], message: `${e.check} at ${e.path} is listed twice` });
    seen.add(key);
  }
});
export type Baseline = z.infer<typeof Baseline>;

/** How a finding a baseline entry matched is marked (conformance.json's checks[].findings[].baseline). */
export const BaselineMark = BaselineEntry.pick({ path: true, reason: true, expires: true });
export type BaselineMark = z.infer<typeof BaselineMark>;

/**
 * What became of an entry in a run: `matched` a finding; `expired` (its date is before the run's: it
 * applied to nothing); `stale`: its check ran and met no finding it matches; `not-run`: its check was
 * skipped or not selected. An expired or stale entry fails the run.
 */
export const BaselineState = z.enum(['matched', 'expired', 'stale', 'not-run']);
export type BaselineState = z.infer<typeof BaselineState>;

/** conformance.json's `baseline`: the file the run read and each entry's state, in the file's order. */
export const BaselineOutcome = z.object({
  file: z.string(),
  entries: z.array(BaselineEntry.extend({ state: BaselineState })),
});
export type BaselineOutcome = z.infer<typeof BaselineOutcome>;
