// The codec value (src/codec/codec-values.ts UnsignedTx) of an issued tx the mock's chain can accept, rebuilt from its decoded
// form: the block a node builds holds this value, so the value must encode back to the very bytes issued.
import {
  encodeSignedTx,
  type DecodedTx,
  type SignedTx,
  type TransferableInput,
  type TransferableOutput,
  type UnsignedTx,
} from '../../codec/codec.js';
import type { DecodedInput, DecodedTransferableOutput } from '../../codec/decode.js';
import { TX_TYPE_ID, type BaseTxFields } from '../../codec/codec-values.js';

/** The tx kinds a node's chain in the mock can accept: what a wallet and the harness's seeding issue on the P-Chain. */
export const ACCEPTED_TX_KINDS = [
  'BaseTx',
  'CreateSubnetTx',
  'ImportTx',
  'ExportTx',
  'CreateChainTx',
  'AddSubnetValidatorTx',
  'RemoveSubnetValidatorTx',
  'TransferSubnetOwnershipTx',
  'ConvertSubnetToL1Tx',
  'RegisterL1ValidatorTx',
  'SetL1ValidatorWeightTx',
  'IncreaseL1ValidatorBalanceTx',
  'DisableL1ValidatorTx',
  'AddPermissionlessValidatorTx',
  'AddPermissionlessDelegatorTx',
  'AddAutoRenewedValidatorTx',
  'SetAutoRenewedValidatorConfigTx',
] as const;
export type AcceptedTx = Extract<UnsignedTx, { type: (typeof ACCEPTED_TX_KINDS)[number] }>;

const inputOf = (i: DecodedInput): TransferableInput => ({
  txId: i.txId,
  outputIndex: i.outputIndex,
  assetId: i.assetId,
  amount: i.amount,
  sigIndices: i.sigIndices,
  ...(i.stakeableLocktime === undefined ? {} : { stakeableLocktime: i.stakeableLocktime }),
});
const outputOf = (o: DecodedTransferableOutput): TransferableOutput => ({
  assetId: o.assetId,
  output: {
    amount: o.output.amount,
    locktime: o.output.locktime,
    threshold: o.output.threshold,
    addresses: o.output.addresses,
  },
  ...(o.output.stakeableLocktime === undefined ? {} : { stakeableLocktime: o.output.stakeableLocktime }),
});

/** The kind's own fields after the BaseTx, or null when the decoded tx lacks one of them (or is of another kind). */
function kindFields(d: DecodedTx, base: BaseTxFields): AcceptedTx | null {
  const { validator, subnetId, subnetAuth, owner, stake, renewal } = d;
  switch (d.typeId) {
    case TX_TYPE_ID.BaseTx:
      return { type: 'BaseTx', ...base };
    case TX_TYPE_ID.CreateSubnetTx:
      return owner ? { type: 'CreateSubnetTx', ...base, owner } : null;
    case TX_TYPE_ID.ImportTx:
      return d.sourceChain && d.importedInputs
        ? { type: 'ImportTx', ...base, sourceChain: d.sourceChain, importedInputs: d.importedInputs.map(inputOf) }
        : null;
    case TX_TYPE_ID.ExportTx:
      return d.destinationChain && d.exportedOutputs
        ? {
            type: 'ExportTx',
            ...base,
            destinationChain: d.destinationChain,
            exportedOutputs: d.exportedOutputs.map(outputOf),
          }
        : null;
    case TX_TYPE_ID.CreateChainTx:
      return subnetId && subnetAuth && d.chainName !== undefined && d.vmId && d.fxIds && d.genesisData
        ? {
            type: 'CreateChainTx',
            ...base,
            subnetId,
            chainName: d.chainName,
            vmId: d.vmId,
            fxIds: d.fxIds,
            genesisData: d.genesisData,
            subnetAuth,
          }
        : null;
    case TX_TYPE_ID.AddSubnetValidatorTx:
      return validator && subnetId && subnetAuth
        ? { type: 'AddSubnetValidatorTx', ...base, validator, subnetId, subnetAuth }
        : null;
    case TX_TYPE_ID.RemoveSubnetValidatorTx:
      return d.removedNodeId && subnetId && subnetAuth
        ? { type: 'RemoveSubnetValidatorTx', ...base, nodeId: d.removedNodeId, subnetId, subnetAuth }
        : null;
    case TX_TYPE_ID.TransferSubnetOwnershipTx:
      return subnetId && subnetAuth && owner
        ? { type: 'TransferSubnetOwnershipTx', ...base, subnetId, subnetAuth, owner }
        : null;
    case TX_TYPE_ID.ConvertSubnetToL1Tx:
      return subnetId && subnetAuth && d.managerChainId && d.managerAddress && d.l1Validators
        ? {
            type: 'ConvertSubnetToL1Tx',
            ...base,
            subnetId,
            chainId: d.managerChainId,
            address: d.managerAddress,
            validators: d.l1Validators,
            subnetAuth,
          }
        : null;
    case TX_TYPE_ID.RegisterL1ValidatorTx:
      return d.balance !== undefined && d.proofOfPossession && d.warpMessage
        ? {
            type: 'RegisterL1ValidatorTx',
            ...base,
            balance: d.balance,
            proofOfPossession: d.proofOfPossession,
            message: d.warpMessage,
          }
        : null;
    case TX_TYPE_ID.SetL1ValidatorWeightTx:
      return d.warpMessage ? { type: 'SetL1ValidatorWeightTx', ...base, message: d.warpMessage } : null;
    case TX_TYPE_ID.IncreaseL1ValidatorBalanceTx:
      return d.validationId && d.balance !== undefined
        ? { type: 'IncreaseL1ValidatorBalanceTx', ...base, validationId: d.validationId, balance: d.balance }
        : null;
    case TX_TYPE_ID.DisableL1ValidatorTx:
      return d.validationId && subnetAuth
        ? { type: 'DisableL1ValidatorTx', ...base, validationId: d.validationId, disableAuth: subnetAuth }
        : null;
    case TX_TYPE_ID.AddPermissionlessValidatorTx:
      return validator &&
        subnetId &&
        d.signer !== undefined &&
        stake &&
        owner &&
        d.delegationOwner &&
        d.shares !== undefined
        ? {
            type: 'AddPermissionlessValidatorTx',
            ...base,
            validator,
            subnetId,
            signer: d.signer,
            stake: stake.map(outputOf),
            validationRewardsOwner: owner,
            delegationRewardsOwner: d.delegationOwner,
            shares: d.shares,
          }
        : null;
    case TX_TYPE_ID.AddPermissionlessDelegatorTx:
      return validator && subnetId && stake && owner
        ? {
            type: 'AddPermissionlessDelegatorTx',
            ...base,
            validator,
            subnetId,
            stake: stake.map(outputOf),
            rewardsOwner: owner,
          }
        : null;
    case TX_TYPE_ID.AddAutoRenewedValidatorTx:
      return d.autoRenewedNodeId &&
        d.signer &&
        stake &&
        owner &&
        d.delegationOwner &&
        d.shares !== undefined &&
        renewal?.authority &&
        renewal.autoCompoundRewardShares !== undefined &&
        renewal.period !== undefined
        ? {
            type: 'AddAutoRenewedValidatorTx',
            ...base,
            nodeId: d.autoRenewedNodeId,
            signer: d.signer,
            stake: stake.map(outputOf),
            validationRewardsOwner: owner,
            delegationRewardsOwner: d.delegationOwner,
            authority: renewal.authority,
            shares: d.shares,
            autoCompoundRewardShares: renewal.autoCompoundRewardShares,
            period: renewal.period,
          }
        : null;
    case TX_TYPE_ID.SetAutoRenewedValidatorConfigTx:
      return renewal?.txId &&
        subnetAuth &&
        renewal.autoCompoundRewardShares !== undefined &&
        renewal.period !== undefined
        ? {
            type: 'SetAutoRenewedValidatorConfigTx',
            ...base,
            txId: renewal.txId,
            auth: subnetAuth,
            autoCompoundRewardShares: renewal.autoCompoundRewardShares,
            period: renewal.period,
          }
        : null;
    default:
      return null;
  }
}

/**
 * The codec value of a decoded tx of a kind the mock accepts; null for any other kind, or when the value does not
 * encode back to the very bytes issued (so a landed tx always renders as what was sent).
 */
export function acceptedTxValue(d: DecodedTx): SignedTx | null {
  const b = d.base;
  if (!b) return null;
  const unsigned = kindFields(d, {
    networkId: b.networkId,
    blockchainId: b.blockchainId,
    outputs: b.outputs.map(outputOf),
    inputs: b.inputs.map(inputOf),
    memo: b.memo,
  });
  if (!unsigned) return null;
  const value: SignedTx = { unsigned, credentials: d.credentials };
  return Buffer.from(encodeSignedTx(value)).equals(Buffer.from(d.bytes)) ? value : null;
}
