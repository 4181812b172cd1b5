// What a node's standard tx executor checks of the ACP-77 message in a RegisterL1ValidatorTx or SetL1ValidatorWeightTx
// once its Warp signature verified (verify-warp.ts): AvalancheGo's txs/executor/standard_tx_executor.go. A registration
// names an L1 whose conversion set the message's source chain and address, expires after the chain time and within a
// day, is not issued twice, and its proof of possession is of the message's key. A weight change names a current L1
// validator at a nonce no lower than its minimum, from its L1's manager, and does not remove the L1's last validator.
import { TX_TYPE_ID, type DecodedTx } from '../../codec/codec.js';
import { decodeAddressedCall, decodeL1Message, decodeWarpMessage } from '../../codec/warp.js';
import { cb58Encode } from '../../encoding/cb58.js';
import { toHex } from '../../encoding/hex.js';
import { verifyProofOfPossession } from '../../tx/bls.js';
import type { MockSubnet } from '../chain/state.js';
import type { NodeContext } from '../node-context.js';
import { lastBlock } from './blocks.js';

/** RegisterL1ValidatorTxExpiryWindow: a registration expires at most a day after the chain time. */
const EXPIRY_WINDOW_S = 86_400n;
const MAX_UINT64 = (1n << 64n) - 1n;

/** The node's verifyL1Conversion: the subnet is an L1 whose manager is the message's source chain and address. */
function conversionError(s: MockSubnet | undefined, subnetId: string, chainId: string, address: string): string | null {
  if (!s?.managerChainId || !s.managerAddress)
    return `could not load subnet to L1 conversion for ${subnetId} with: not found`;
  if (s.managerChainId !== chainId)
    return `wrong warp message source chain ID expected ${s.managerChainId} but had ${chainId}`;
  if (s.managerAddress !== address)
    return `wrong warp message source address expected ${s.managerAddress} but got ${address}`;
  return null;
}

/** Why the executor refuses the tx's ACP-77 message, or null (and null for other kinds). */
export function l1MessageError(ctx: NodeContext, tx: DecodedTx): string | null {
  if (tx.typeId !== TX_TYPE_ID.RegisterL1ValidatorTx && tx.typeId !== TX_TYPE_ID.SetL1ValidatorWeightTx) return null;
  let parts;
  try {
    const warp = decodeWarpMessage(tx.warpMessage!);
    const call = decodeAddressedCall(warp.payload);
    parts = {
      chainId: cb58Encode(warp.sourceChainId),
      address: toHex(call.sourceAddress),
      msg: decodeL1Message(call.payload),
    };
  } catch (e) {
    return (e as Error).message.replace(/^codec: /, '');
  }
  const { chainId, address, msg } = parts;
  const chainTime = BigInt(lastBlock(ctx).timestamp);
  if (tx.typeId === TX_TYPE_ID.RegisterL1ValidatorTx) {
    if (msg.type !== 'RegisterL1Validator') return 'wrong payload type: *message.L1ValidatorWeight';
    if (msg.weight === 0n) return 'invalid weight';
    if (msg.nodeId.length !== 20) return `invalid node ID: expected 20 bytes but got ${msg.nodeId.length}`;
    if (msg.nodeId.every((b) => b === 0)) return 'invalid node ID: empty nodeID is disallowed';
    const subnetId = cb58Encode(msg.subnetId);
    const refused = conversionError(
      ctx.state.subnets.find((s) => s.id === subnetId),
      subnetId,
      chainId,
      address,
    );
    if (refused) return refused;
    if (msg.expiry <= chainTime) return `warp message expired at ${msg.expiry} and it is currently ${chainTime}`;
    if (msg.expiry - chainTime > EXPIRY_WINDOW_S)
      return `warp message not yet allowed because time is ${msg.expiry - chainTime} seconds in the future but the limit is ${EXPIRY_WINDOW_S}`;
    const validationId = cb58Encode(msg.validationId);
    const issued = ctx.state.subnets.some((s) =>
      [...s.l1Validators, ...(s.removedL1Validators ?? [])].some((v) => v.validationId === validationId),
    );
    if (issued) return `warp message already issued for validationID ${validationId}`;
    if (!verifyProofOfPossession(msg.blsPublicKey, tx.proofOfPossession!)) return 'invalid proof of possession';
    return null;
  }
  if (msg.type !== 'L1ValidatorWeight') return 'wrong payload type: *message.RegisterL1Validator';
  if (msg.nonce === MAX_UINT64 && msg.weight !== 0n) return 'maxUint64 nonce is reserved for removal';
  const validationId = cb58Encode(msg.validationId);
  const s = ctx.state.subnets.find((x) => x.l1Validators.some((v) => v.validationId === validationId));
  const v = s?.l1Validators.find((x) => x.validationId === validationId);
  if (!s || !v) return 'could not load L1 validator: not found';
  if (msg.nonce < v.minNonce) return `warp message contains stale nonce ${msg.nonce} must be at least ${v.minNonce}`;
  const refused = conversionError(s, s.id, chainId, address);
  if (refused) return refused;
  // The L1's weight is that of its L1 validators, active or not (its legacy validators' is not counted).
  const l1Weight = s.l1Validators.reduce((sum, x) => sum + x.weight, 0n);
  if (msg.weight === 0n && l1Weight === v.weight)
    return 'attempting to remove the last L1 validator from a converted subnet';
  return null;
}
