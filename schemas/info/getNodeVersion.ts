// info.getNodeVersion (spec/info-api.md). I.info.getNodeVersion
import { z } from 'zod';
import type { ClauseId } from '../../src/spec/clauses.js';
import { Uint32String } from './records.js';
import { defineMethod } from '../method.js';

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

export const method = defineMethod('info.getNodeVersion', Params, Result).with({
  clauses,
  example: () => ({}),
  sample: {
    params: {},
    result: {
      version: 'avalanchego/1.14.2',
      databaseVersion: 'v1.4.5',
      rpcProtocolVersion: '45',
      gitCommit: '',
      vmVersions: { avm: 'avalanchego/1.14.2', evm: 'v1.14.2', platform: 'avalanchego/1.14.2' },
    },
  },
  fields: {
    $: { reason: "a fact of the node's own build: no other catalog method reports it and no block carries it" },
    '$.version': {
      reason:
        "the node's release: the other nodes of a run list it in their info.peers as the version this node gave in its handshake, a second source only when the run has more than one node (not yet cross-checked)",
    },
    '$.vmVersions': { checks: ['getNodeVersion.vm-versions-agree-with-getVMs'] },
  },
});
