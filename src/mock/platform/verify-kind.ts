// What the mock checks of an issued tx beyond its spend, as the node's standard tx executor does for its kind: the
// subnet, L1 validator or validator it names exists and may be changed so, and the owner of that record signed the
// tx's last credential (secp256k1fx's VerifyPermission: threshold, signature indices, recovered signers).
import { TX_TYPE_ID, type DecodedTx, type DecodedOwners } from '../../codec/codec.js';
import { parseAddress } from '../../encoding/address.js';
import { cb58Decode, cb58Encode, encodeNodeId } from '../../encoding/cb58.js';
import { signerOf } from '../../tx/key.js';
import type { MockOwner } from '../chain/state.js';
import type { NodeContext } from '../node-context.js';
import { lastBlock } from './blocks.js';
import { l1MessageError } from './verify-l1-message.js';
import { PRIMARY_NETWORK_ID } from '../../spec/api-paths.js';
import { SHORT_STAKE_SECONDS } from '../../targets/local-rules.js';

/** The shortest Primary Network stake the mock takes (seconds): as on a network the harness starts (src/targets/local-rules.ts). */
export const MIN_STAKE_SECONDS = SHORT_STAKE_SECONDS;

const same = (a: Uint8Array, b: Uint8Array) => Buffer.from(a).equals(Buffer.from(b));
const isPrimary = (id: Uint8Array) => id.every((b) => b === 0);

/** An owner the state keeps as P-… text, as the bytes the signatures are checked against. */
const ownerBytes = (o: MockOwner): DecodedOwners => ({
  locktime: o.locktime,
  threshold: o.threshold,
  addresses: o.addresses.map((a) => parseAddress(a).bytes),
});

/** The tx's authorisation (its last credential, signing `sigIndices` of the owner's addresses) checked against `owner`, or why it fails. */
export function permissionError(
  tx: DecodedTx,
  sigIndices: readonly number[],
  owner: DecodedOwners,
  chainTime: number,
): string | null {
  const sigs = tx.credentials[tx.credentials.length - 1];
  if (!sigs) return 'wrong number of credentials';
  if (owner.locktime > BigInt(chainTime)) return 'timelocked';
  if (owner.threshold < sigIndices.length) return 'input has more signers than expected';
  if (owner.threshold > sigIndices.length) return 'input has less signers than expected';
  if (sigIndices.some((s, i) => i > 0 && s <= sigIndices[i - 1]!)) return 'input indices not sorted and unique';
  if (sigs.length !== sigIndices.length)
    return 'input expected a different number of signers than provided in the credential';
  for (const [i, index] of sigIndices.entries()) {
    const expected = owner.addresses[index];
    if (!expected) return 'input referenced a nonexistent address in the output';
    const signer = signerOf(tx.unsignedBytes, sigs[i]!);
    if (!signer) return 'wrong signature';
    if (!same(expected, signer))
      return `wrong signature: expected signature from ${cb58Encode(expected)} but got from ${cb58Encode(signer)}`;
  }
  return null;
}

/**
 * The subnet a tx changes (it must exist) and its owner's authorisation; for a change only a PoA subnet takes (`poa`: a
 * chain, a validator, a conversion), not an L1 or an elastic subnet either. A transfer of ownership takes any subnet with
 * an owner (the node's verifySubnetAuthorization, without verifyPoASubnetAuthorization's immutability).
 */
function subnetAuthError(ctx: NodeContext, tx: DecodedTx, chainTime: number, poa = true): string | null {
  const id = cb58Encode(tx.subnetId!);
  const subnet = ctx.state.subnets.find((s) => s.id === id);
  if (!subnet) return `failed to fetch subnet owner: ${id}: not found`;
  if (poa && subnet.kind !== 'permissioned') return `is immutable: "${id}"`;
  const refused = permissionError(
    tx,
    tx.subnetAuth ?? [],
    ownerBytes({ locktime: subnet.locktime, threshold: subnet.threshold, addresses: subnet.controlKeys }),
    chainTime,
  );
  return refused && `unauthorized subnet modification: ${refused}`;
}

/** Why the tx's kind refuses it on this chain, or null (kinds with nothing to check, and kinds the mock does not accept). */
export function kindError(ctx: NodeContext, tx: DecodedTx): string | null {
  const chainTime = lastBlock(ctx).timestamp;
  const nodeIdText = (bytes: Uint8Array) => encodeNodeId(bytes);
  const primaryOf = (nodeId: string) => ctx.state.validators.find((v) => v.nodeId === nodeId);
  const l1ValidatorOf = (id: string) =>
    ctx.state.subnets.flatMap((s) => s.l1Validators).find((v) => v.validationId === id);
  switch (tx.typeId) {
    case TX_TYPE_ID.CreateChainTx:
      return subnetAuthError(ctx, tx, chainTime);
    case TX_TYPE_ID.TransferSubnetOwnershipTx:
      return subnetAuthError(ctx, tx, chainTime, false);
    case TX_TYPE_ID.AddSubnetValidatorTx: {
      const nodeId = nodeIdText(tx.validator!.nodeId);
      const subnet = ctx.state.subnets.find((s) => s.id === cb58Encode(tx.subnetId!));
      if (subnet?.validators.some((v) => v.nodeId === nodeId))
        return `attempted to issue a duplicate subnet validator: ${nodeId}`;
      const primary = primaryOf(nodeId);
      if (!primary || BigInt(primary.end) < tx.validator!.end)
        return `validator's period is not a subset of the primary network validator's period (${nodeId})`;
      if (tx.validator!.end <= BigInt(chainTime)) return 'staker period ended before the current chain time';
      return subnetAuthError(ctx, tx, chainTime);
    }
    case TX_TYPE_ID.RemoveSubnetValidatorTx: {
      const nodeId = nodeIdText(tx.removedNodeId!);
      const subnetId = cb58Encode(tx.subnetId!);
      if (isPrimary(tx.subnetId!)) return "can't remove primary network validator with RemoveSubnetValidatorTx";
      const subnet = ctx.state.subnets.find((s) => s.id === subnetId);
      if (!subnet?.validators.some((v) => v.nodeId === nodeId))
        return `${nodeId} isn't a current or pending validator of ${subnetId}: not found`;
      // The owner's authorisation only: an L1's legacy validators may still be removed (verifySubnetAuthorization).
      return subnetAuthError(ctx, tx, chainTime, false);
    }
    case TX_TYPE_ID.ConvertSubnetToL1Tx: {
      const ids = tx.l1Validators!.map((v) => Buffer.from(v.nodeId).toString('hex'));
      if (!ids.length) return 'no L1 validators provided';
      if (ids.some((id, i) => i > 0 && id <= ids[i - 1]!)) return 'validators not sorted and unique';
      return subnetAuthError(ctx, tx, chainTime);
    }
    case TX_TYPE_ID.RegisterL1ValidatorTx:
    case TX_TYPE_ID.SetL1ValidatorWeightTx:
      return l1MessageError(ctx, tx);
    case TX_TYPE_ID.IncreaseL1ValidatorBalanceTx:
      return l1ValidatorOf(cb58Encode(tx.validationId!)) ? null : `failed to get L1 validator: not found`;
    case TX_TYPE_ID.DisableL1ValidatorTx: {
      const v = l1ValidatorOf(cb58Encode(tx.validationId!));
      if (!v) return `failed to get L1 validator: not found`;
      const refused = permissionError(
        tx,
        tx.subnetAuth ?? [],
        ownerBytes({ ...v.deactivationOwner, locktime: 0n }),
        chainTime,
      );
      return refused && `unauthorized modification: ${refused}`;
    }
    case TX_TYPE_ID.AddPermissionlessValidatorTx:
    case TX_TYPE_ID.AddAutoRenewedValidatorTx: {
      const subnetId = tx.subnetId ?? cb58Decode(PRIMARY_NETWORK_ID); // an auto-renewed validator is one of the Primary Network
      if (!isPrimary(subnetId))
        return `the mock's chain takes Primary Network validators only, not validators of ${cb58Encode(subnetId)}`;
      const nodeId = nodeIdText(tx.validator?.nodeId ?? tx.autoRenewedNodeId!);
      if (primaryOf(nodeId)) return `attempted to issue a duplicate validation for ${nodeId}`;
      const weight = tx.validator?.weight ?? tx.stake!.reduce((s, o) => s + o.output.amount, 0n);
      if (weight < ctx.state.minStake.validator)
        return `weight of this validator is too low: ${weight} < ${ctx.state.minStake.validator}`;
      if (tx.validator && tx.validator.end <= BigInt(chainTime))
        return 'staker period ended before the current chain time';
      // The shortest stake the mock takes: that of the networks the harness starts (--min-stake-duration).
      if (tx.validator && tx.validator.end - BigInt(chainTime) < BigInt(MIN_STAKE_SECONDS))
        return 'staking period is too short';
      return null;
    }
    case TX_TYPE_ID.AddPermissionlessDelegatorTx: {
      if (!isPrimary(tx.subnetId!))
        return `the mock's chain takes Primary Network delegators only, not delegators of ${cb58Encode(tx.subnetId!)}`;
      const nodeId = nodeIdText(tx.validator!.nodeId);
      const primary = primaryOf(nodeId);
      if (!primary) return `failed to fetch the primary network validator for ${nodeId}: not found`;
      if (BigInt(primary.end) < tx.validator!.end)
        return `delegator's period is not a subset of the validator's period (${nodeId})`;
      if (tx.validator!.weight < ctx.state.minStake.delegator)
        return `weight of this delegator is too low: ${tx.validator!.weight} < ${ctx.state.minStake.delegator}`;
      return null;
    }
    case TX_TYPE_ID.SetAutoRenewedValidatorConfigTx: {
      const id = cb58Encode(tx.renewal!.txId!);
      const added = ctx.state.txs.get(id)?.tx.unsigned;
      if (added?.type !== 'AddAutoRenewedValidatorTx' || !ctx.state.validators.some((v) => v.txId === id))
        return `failed to get auto-renewed validator ${id}: not found`;
      const refused = permissionError(tx, tx.subnetAuth ?? [], added.authority, chainTime);
      return refused && `unauthorized modification: ${refused}`;
    }
    default:
      return null;
  }
}
