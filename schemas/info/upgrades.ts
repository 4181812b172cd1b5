// info.upgrades (spec/info-api.md): the network upgrade schedule the node runs. I.info.upgrades
import { z } from 'zod';
import type { ClauseId } from '../../src/spec/clauses.js';
import { CB58Id, JsonUint, Rfc3339 } from '../primitives.js';
import { defineMethod } from '../method.js';
import { upgrades } from '../samples.js';

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

export const method = defineMethod('info.upgrades', Params, Result).with({
  clauses,
  since: '1.11.11',
  example: () => ({}),
  sample: { params: {}, result: upgrades },
  fields: {
    // Each time against the activation order and the blocks the P-Chain accepted.
    $: { checks: ['upgrades.order', 'upgrades.agrees-with-blocks'] },
    '$.apricotPhase4MinPChainHeight': {
      reason:
        "a parameter of the network's upgrade configuration, the least P-Chain height the first proposer block built on a pre-fork block may name: that block's P-Chain height bounds it from above only, the harness reads it from no block, and no method reports it",
    },
    '$.cortinaXChainStopVertexID': {
      reason:
        "a parameter of the network's upgrade configuration, the vertex the X-Chain's DAG stopped at (the empty ID on a network linearized from genesis): no method reports it, and the harness reads no vertex (not yet cross-checked)",
    },
    '$.graniteEpochDuration': {
      reason:
        "a parameter of the network's upgrade configuration: the epochs the index's Granite proposer blocks carry follow from it (a block at or past its epoch's start plus the duration ends the epoch), which the harness reads from no block (not yet cross-checked)",
    },
  },
});
