// Shared values of the info API (spec/info-api.md, "Resources and their fields"): the forms its members take.
// Result objects are loose (a node may add members the spec does not forbid).
import { z } from 'zod';
import { BlsPublicKey, BlsSignature, CB58Id, JsonUint, NodeId, Rfc3339, Uint64String } from '../primitives.js';

const UINT32_MAX = 2 ** 32 - 1;

/** A uint32 as a decimal string (Go's json.Uint32). */
export const Uint32String = z
  .string()
  .regex(/^(0|[1-9][0-9]*)$/, 'not a decimal uint32 string')
  .refine((s) => !/^\d+$/.test(s) || Number(s) <= UINT32_MAX, 'exceeds 2^32-1')
  .describe('uint32 as a decimal string');

/** An IP address and port as Go's netip.AddrPort writes it: "<IPv4>:<port>" or "[<IPv6>]:<port>". */
export const HostPort = z
  .string()
  .superRefine((s, ctx) => {
    const problem = hostPortProblem(s);
    if (problem)
      ctx.addIssue({ code: 'custom', message: `not a host:port: ${problem}`, params: { expected: 'IP:port' } });
  })
  .describe('<IPv4>:<port> or [<IPv6>]:<port>');

/** Why s is no "<IPv4>:<port>" or "[<IPv6>]:<port>" with a port 1 to 65535, or null. */
export function hostPortProblem(s: string): string | null {
  const m = /^(?:(\d{1,3}(?:\.\d{1,3}){3})|\[([0-9A-Fa-f:.]+(?:%[^\]]+)?)\]):(\d{1,5})$/.exec(s);
  if (!m) return 'expected <IPv4>:<port> or [<IPv6>]:<port>';
  if (m[1] !== undefined && m[1].split('.').some((o) => Number(o) > 255 || (o.length > 1 && o.startsWith('0'))))
    return `${m[1]} is no IPv4 address`;
  if (m[2] !== undefined && !m[2].includes(':')) return `${m[2]} is no IPv6 address`;
  const port = Number(m[3]);
  if (port < 1 || port > 65535 || (m[3]!.length > 1 && m[3]!.startsWith('0'))) return `port ${m[3]} is not 1 to 65535`;
  return null;
}

/** A percentage as a decimal string (Go's json.Float64: four fractional digits); its range is a check's. */
export const PercentString = z.string().regex(/^[0-9]+(\.[0-9]+)?$/, 'not a decimal string');

/** The node's BLS key and its proof of possession (I.info.getNodeID). */
export const NodePop = z.looseObject({ publicKey: BlsPublicKey, proofOfPossession: BlsSignature });

/** One connected peer (I.info.peers.peer). */
export const Peer = z.looseObject({
  ip: HostPort,
  /** The IP the peer claims; Go writes the empty value of an unset one. */
  publicIP: z.union([HostPort, z.literal('')]).optional(),
  nodeID: NodeId,
  version: z.string(),
  /** From v1.13.x on (absent in v1.12.1). */
  upgradeTime: JsonUint.optional(),
  lastSent: Rfc3339,
  lastReceived: Rfc3339,
  observedUptime: Uint32String,
  trackedSubnets: z.array(CB58Id),
  supportedACPs: z.array(JsonUint),
  objectedACPs: z.array(JsonUint),
  benched: z.array(z.string()),
});
export type Peer = z.infer<typeof Peer>;

/** One ACP's support among the connected validators (I.info.acps). */
export const Acp = z.looseObject({
  supportWeight: Uint64String,
  supporters: z.array(NodeId),
  objectWeight: Uint64String,
  objectors: z.array(NodeId),
  abstainWeight: Uint64String,
});
export type Acp = z.infer<typeof Acp>;

/** An ACP number as an object key (Go writes a map[uint32] key as its decimal text). */
export const AcpNumber = Uint32String;
