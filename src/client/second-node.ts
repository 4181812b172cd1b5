// A run can ask other nodes besides its target, each named by NODE_HEADER on its requests: one that has
// not bootstrapped (its only beacon is unreachable), so the failing branch of the health rules (HTTP
// 503, failing checks with their details) is judged on a node too; and peers, further nodes of the
// target's network (--target repeated, --node-binary --nodes N), checked for agreeing with it. One
// cassette holds every node's answers apart by the header, and the embedded mock answers as each.
import { headerValue } from './exchange.js';

export const NODE_HEADER = 'x-avaconform-node';
export const UNBOOTSTRAPPED_NODE = 'unbootstrapped';

/** Which node a request goes to: the target, the unbootstrapped node, or peer i (1-based). */
export type NodeRole = 'target' | 'unbootstrapped' | `peer-${number}`;

export const peerRole = (i: number): NodeRole => `peer-${i}`;

/** The node a request was addressed to, by its NODE_HEADER (the target when it has none). */
export function nodeAsked(headers: Readonly<Record<string, string>>): string {
  return headerValue(headers, NODE_HEADER) ?? 'target';
}
export const isPeerRole = (value: string | undefined): boolean => value !== undefined && /^peer-\d+$/.test(value);
