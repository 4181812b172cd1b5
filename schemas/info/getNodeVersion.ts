// info.getNodeVersion (spec/info-api.md). I.info.getNodeVersion
import { z } from 'zod';
import type { ClauseId } from '../../src/spec/clauses.js';
import { Uint32String } from './records.js';

export const Params = z.object({});

/** version "<name>/<major>.<minor>.<patch>" (e.g. "avalanchego/1.14.2"); vmVersions by VM alias. */
export const Result = z.looseObject({
  version: z.string().regex(/^[^/\s]+\/\d+\.\d+\.\d+$/, 'not <name>/<major>.<minor>.<patch>'),
  databaseVersion: z.string().regex(/^v\d+\.\d+\.\d+$/, 'not v<major>.<minor>.<patch>'),
  rpcProtocolVersion: Uint32String,
  /** The commit the binary was built from; empty when the build names none. */
  gitCommit: z.string(),
  vmVersions: z.record(z.string(), z.string()),
});
export type Result = z.infer<typeof Result>;

export const clauses = [
  'I.info.getNodeVersion',
  'I.info.getNodeVersion.vm-versions',
] as const satisfies readonly ClauseId[];
