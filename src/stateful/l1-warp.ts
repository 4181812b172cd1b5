// The Warp messages the state machine sends as an L1's manager: which L1s can send one (their manager chain is a chain
// created on the subnet, so the P-Chain finds the subnet whose validators verify it), the L1's validator set as the
// model has it (its legacy validators with their Primary Network validator's key, its active L1 validators, the weight
// of its inactive ones), whether the keys the harness holds (every L1 validator's: it derived them) reach the quorum of
// 67 % of that weight, and the message signed by them.
import { cb58Encode, decodeId } from '../encoding/cb58.js';
import { sha256 } from '../encoding/checksum.js';
import { fromHex } from '../encoding/hex.js';
import { deriveBlsSecret } from '../tx/derive.js';
import { addressedCall, signedWarpMessage, type WarpSigner } from '../tx/warp-message.js';
import type { Model, ModelSubnet } from './model.js';

/** The L1's validator manager: an address on its manager chain. */
export const MANAGER_ADDRESS = Uint8Array.from({ length: 20 }, (_, i) => (i === 19 ? 7 : 0));

/** AvalancheGo's WarpQuorumNumerator / WarpQuorumDenominator (txs/executor/warp_verifier.go). */
const QUORUM = { num: 67n, den: 100n };

/** Whether the subnet is an L1 whose manager chain is one of its chains: a Warp message from it finds the L1's set. */
export function sendsWarp(s: ModelSubnet): boolean {
  return s.l1 !== null && s.chains.some((c) => c.id === s.l1!.managerChainId);
}

/** The L1's Warp set as the model has it: members with a key (and the secret of each the harness holds), and its total weight. */
function warpSet(m: Model, s: ModelSubnet, sign: boolean): { members: WarpSigner[]; total: bigint; signing: bigint } {
  const members: WarpSigner[] = [];
  let total = 0n;
  let signing = 0n;
  for (const [nodeId, weight] of s.validators) {
    total += weight;
    const key = m.facts.primary?.nodeId === nodeId ? m.facts.primary.publicKey : null;
    if (key) members.push({ publicKey: fromHex(key), secret: null });
  }
  for (const v of s.l1?.validators ?? []) {
    if (v.removed) continue;
    total += v.weight;
    if (v.disabled) continue;
    members.push({ publicKey: fromHex(v.publicKey), secret: sign ? deriveBlsSecret(m.facts.payer, v.label) : null });
    signing += v.weight;
  }
  return { members, total, signing };
}

/** Whether the L1's validators the harness holds weigh at least 67 % of its set. */
export function holdsQuorum(m: Model, s: ModelSubnet): boolean {
  const { total, signing } = warpSet(m, s, false);
  return total > 0n && signing * QUORUM.den >= total * QUORUM.num;
}

/** The L1s a Warp message can come from, signed by a quorum the harness holds. */
export const quorumL1s = (m: Model): ModelSubnet[] => m.subnets.filter((s) => sendsWarp(s) && holdsQuorum(m, s));

/**
 * The signed Warp message carrying `payload` (an ACP-77 message) from the L1's manager: signed by every active L1
 * validator, or (`unsigned`) by none, so its signature weighs nothing.
 */
export function managerMessage(m: Model, s: ModelSubnet, payload: Uint8Array, unsigned = false): Uint8Array {
  const { members } = warpSet(m, s, !unsigned);
  return signedWarpMessage(
    m.facts.networkId,
    decodeId(s.l1!.managerChainId),
    addressedCall(MANAGER_ADDRESS, payload),
    members,
  );
}

/** The validation ID of a registration: sha256 of its RegisterL1ValidatorMessage's bytes. */
export const validationIdOf = (registration: Uint8Array): string => cb58Encode(sha256(registration));
