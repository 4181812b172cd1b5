// info.getNodeVersion: not in the spec; the harness reads it to pick a version profile.
import { z } from 'zod';
import type { ClauseId } from '../../src/spec/clauses.js';

export const Params = z.object({});

/** version, e.g. "avalanchego/1.14.2"; real nodes add databaseVersion, gitCommit, vmVersions… */
export const Result = z.looseObject({
  version: z.string(),
  databaseVersion: z.string().optional(),
  rpcProtocolVersion: z.union([z.string(), z.number()]).optional(),
  gitCommit: z.string().optional(),
  vmVersions: z.record(z.string(), z.string()).optional(),
});
export type Result = z.infer<typeof Result>;

export const clauses = [] as const satisfies readonly ClauseId[];
