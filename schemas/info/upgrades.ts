// info.upgrades (spec/info-api.md): the network upgrade schedule the node runs. I.info.upgrades
import { z } from 'zod';
import type { ClauseId } from '../../src/spec/clauses.js';
import { CB58Id, JsonUint, Rfc3339 } from '../primitives.js';

export const Params = z.object({});

/**
 * Each upgrade the release knows has a "<name>Time" member (RFC 3339), the oldest always; the members a release
 * adds later (fortunaTime, graniteTime, graniteEpochDuration, heliconTime) are optional here, and the release's list
 * is held by the checks. Any other "<name>Time" member a node adds (v1.12.2's fUpgradeTime) is an RFC 3339 time too.
 */
export const Result = z
  .looseObject({
    apricotPhase1Time: Rfc3339,
    apricotPhase2Time: Rfc3339,
    apricotPhase3Time: Rfc3339,
    apricotPhase4Time: Rfc3339,
    apricotPhase4MinPChainHeight: JsonUint,
    apricotPhase5Time: Rfc3339,
    apricotPhasePre6Time: Rfc3339,
    apricotPhase6Time: Rfc3339,
    apricotPhasePost6Time: Rfc3339,
    banffTime: Rfc3339,
    cortinaTime: Rfc3339,
    cortinaXChainStopVertexID: CB58Id,
    durangoTime: Rfc3339,
    etnaTime: Rfc3339,
    fortunaTime: Rfc3339.optional(),
    graniteTime: Rfc3339.optional(),
    /** Nanoseconds (Go's time.Duration). */
    graniteEpochDuration: JsonUint.optional(),
    heliconTime: Rfc3339.optional(),
  })
  .superRefine((r, ctx) => {
    for (const [k, v] of Object.entries(r))
      if (k.endsWith('Time') && !Rfc3339.safeParse(v).success)
        ctx.addIssue({
          code: 'custom',
          path: [k],
          message: `${k} is not an RFC 3339 time`,
          params: { expected: 'RFC 3339 date-time' },
        });
  });
export type Result = z.infer<typeof Result>;

export const clauses = [
  'I.info.upgrades',
  'I.info.upgrades.order',
  'I.info.upgrades.tx-types',
] as const satisfies readonly ClauseId[];
