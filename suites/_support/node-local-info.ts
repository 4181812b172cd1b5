// Info helpers: the nodes of the run an info rule is judged on, the P-Chain facts the info API is held to (the node's
// own validator record, the Primary Network's chains), and the IDs the Primary Network's VMs and fxs have by name.
import { z } from 'zod';
import { CB58Id, NodeId, Uint64 } from '../../schemas/primitives.js';
import type { CheckContext } from '../../src/check/check.js';
import { peerRole, type NodeRole } from '../../src/client/second-node.js';
import { cb58Encode } from '../../src/encoding/cb58.js';
import { PRIMARY_NETWORK_ID } from '../../src/spec/api-paths.js';

/** The nodes of the run's network: the target, then each further --target (peer-1, peer-2, …). */
export function networkNodes(t: CheckContext): NodeRole[] {
  return ['target', ...(t.run.target.peerUrls ?? []).map((_, i) => peerRole(i + 1))];
}

/** A node as findings name it. */
export const nodeName = (node: NodeRole): string => (node === 'target' ? 'the target' : `node ${node}`);

/** The ID of a Primary Network VM or fx: its name's bytes padded with zeros to 32 (AvalancheGo's constants). */
export function idOfName(name: string): string {
  const bytes = new Uint8Array(32);
  bytes.set(new TextEncoder().encode(name));
  return cb58Encode(bytes);
}

/** What these checks read of a current validator: the P-Chain's own checks judge the rest of its record. */
const OwnValidator = z.looseObject({
  nodeID: NodeId,
  weight: Uint64,
  delegatorWeight: Uint64.optional(),
  signer: z.looseObject({ publicKey: z.string() }).optional(),
});
const OwnValidators = z.looseObject({ validators: z.array(OwnValidator) });

/** The records of those of the nodes that are current Primary Network validators (getCurrentValidators). */
export async function validatorsAmong(
  t: CheckContext,
  nodeIds: readonly string[],
): Promise<z.infer<typeof OwnValidator>[]> {
  if (!nodeIds.length) return [];
  const r = t.ok(
    await t.rpc('platform.getCurrentValidators', { subnetID: PRIMARY_NETWORK_ID, nodeIDs: nodeIds }),
    OwnValidators,
  );
  return r.validators.filter((v) => nodeIds.includes(v.nodeID));
}

/** The node's own record among the current Primary Network validators (getCurrentValidators), or null. */
export async function ownValidator(t: CheckContext, nodeId: string): Promise<z.infer<typeof OwnValidator> | null> {
  return (await validatorsAmong(t, [nodeId]))[0] ?? null;
}

const Chains = z.looseObject({
  blockchains: z.array(z.looseObject({ id: CB58Id, name: z.string(), subnetID: CB58Id, vmID: CB58Id })),
});
/** The Primary Network's chains platform.getBlockchains lists (the P-Chain is never listed): the chains every node runs. */
export async function primaryChains(t: CheckContext): Promise<z.infer<typeof Chains>['blockchains']> {
  const r = t.ok(await t.rpc('platform.getBlockchains', {}), Chains);
  return r.blockchains.filter((c) => c.subnetID === PRIMARY_NETWORK_ID);
}

/** A percentage as the node writes it ("97.1234"), scaled by 10,000 to an exact integer. */
export function percentTimes10k(text: string): bigint {
  const [whole, fraction = ''] = text.split('.');
  return BigInt(whole!) * 10_000n + BigInt((fraction + '0000').slice(0, 4));
}
