// JSON forms of txs and blocks as the node renders them for encoding "json" (facts §6.7): member
// order is the Go struct field order, BaseTx members are flattened into unsignedTx, every amount,
// weight and time is a JSON number, addresses are "P-<hrp>1…", byte strings 0x-hex without checksum.
import { formatAddress } from '../encoding/address.js';
import { cb58Encode, encodeNodeId } from '../encoding/cb58.js';
import { sha256 } from '../encoding/checksum.js';
import { toHex } from '../encoding/hex.js';
import type { Json } from '../json/lossless.js';
import { encodeSignedTx } from './encode.js';
import type {
  Block,
  OutputOwners,
  SignedTx,
  TransferableInput,
  TransferableOutput,
  UnsignedTx,
  Validator,
} from './codec-values.js';

/** The secp256k1fx ID: the ASCII of "secp256k1fx", zero-padded to 32 bytes. */
export const SECP256K1FX_ID = cb58Encode(Uint8Array.from({ length: 32 }, (_, i) => 'secp256k1fx'.charCodeAt(i) || 0));

type JsonObject = { [key: string]: Json };

/** OutputOwners in tx JSON: built from a map in Go, so keys come out alphabetical. */
function ownersJson(hrp: string, o: OutputOwners): JsonObject {
  return {
    addresses: o.addresses.map((a) => formatAddress('P', hrp, a)),
    locktime: o.locktime,
    threshold: o.threshold,
  };
}

function outputJson(hrp: string, o: TransferableOutput): Json {
  const { addresses, locktime, threshold } = ownersJson(hrp, o.output);
  const inner: Json = { addresses: addresses!, amount: o.output.amount, locktime: locktime!, threshold: threshold! };
  const output: Json = o.stakeableLocktime === undefined ? inner : { locktime: o.stakeableLocktime, output: inner };
  return { assetID: cb58Encode(o.assetId), fxID: SECP256K1FX_ID, output };
}

function inputJson(i: TransferableInput): Json {
  const inner: Json = { amount: i.amount, signatureIndices: i.sigIndices };
  const input: Json = i.stakeableLocktime === undefined ? inner : { locktime: i.stakeableLocktime, input: inner };
  return {
    txID: cb58Encode(i.txId),
    outputIndex: i.outputIndex,
    assetID: cb58Encode(i.assetId),
    fxID: SECP256K1FX_ID,
    input,
  };
}

function validatorJson(v: Validator): JsonObject {
  return { nodeID: encodeNodeId(v.nodeId), start: v.start, end: v.end, weight: v.weight };
}

const subnetAuthJson = (sigIndices: number[]): Json => ({ signatureIndices: sigIndices });

function unsignedJson(u: UnsignedTx, hrp: string): JsonObject {
  if (u.type === 'AdvanceTimeTx') return { time: u.time };
  if (u.type === 'RewardValidatorTx') return { txID: cb58Encode(u.txId) };
  if (u.type === 'RewardAutoRenewedValidatorTx') return { txID: cb58Encode(u.txId), timestamp: u.time };
  const body: JsonObject = {
    networkID: u.networkId,
    blockchainID: cb58Encode(u.blockchainId),
    outputs: u.outputs.map((o) => outputJson(hrp, o)),
    inputs: u.inputs.map(inputJson),
    memo: toHex(u.memo),
  };
  switch (u.type) {
    case 'BaseTx':
      return body;
    case 'CreateSubnetTx':
      return { ...body, owner: ownersJson(hrp, u.owner) };
    case 'CreateChainTx':
      return {
        ...body,
        subnetID: cb58Encode(u.subnetId),
        chainName: u.chainName,
        vmID: cb58Encode(u.vmId),
        fxIDs: u.fxIds.map(cb58Encode),
        genesisData: toHex(u.genesisData),
        subnetAuthorization: subnetAuthJson(u.subnetAuth),
      };
    case 'AddSubnetValidatorTx':
      return {
        ...body,
        validator: { ...validatorJson(u.validator), subnetID: cb58Encode(u.subnetId) },
        subnetAuthorization: subnetAuthJson(u.subnetAuth),
      };
    case 'RemoveSubnetValidatorTx':
      return {
        ...body,
        nodeID: encodeNodeId(u.nodeId),
        subnetID: cb58Encode(u.subnetId),
        subnetAuthorization: subnetAuthJson(u.subnetAuth),
      };
    case 'ImportTx':
      return { ...body, sourceChain: cb58Encode(u.sourceChain), importedInputs: u.importedInputs.map(inputJson) };
    case 'ExportTx':
      return {
        ...body,
        destinationChain: cb58Encode(u.destinationChain),
        exportedOutputs: u.exportedOutputs.map((o) => outputJson(hrp, o)),
      };
    case 'TransformSubnetTx':
      return {
        ...body,
        subnetID: cb58Encode(u.subnetId),
        assetID: cb58Encode(u.assetId),
        initialSupply: u.initialSupply,
        maximumSupply: u.maximumSupply,
        minConsumptionRate: u.minConsumptionRate,
        maxConsumptionRate: u.maxConsumptionRate,
        minValidatorStake: u.minValidatorStake,
        maxValidatorStake: u.maxValidatorStake,
        minStakeDuration: u.minStakeDuration,
        maxStakeDuration: u.maxStakeDuration,
        minDelegationFee: u.minDelegationFee,
        minDelegatorStake: u.minDelegatorStake,
        maxValidatorWeightFactor: u.maxValidatorWeightFactor,
        uptimeRequirement: u.uptimeRequirement,
        subnetAuthorization: subnetAuthJson(u.subnetAuth),
      };
    case 'TransferSubnetOwnershipTx':
      return {
        ...body,
        subnetID: cb58Encode(u.subnetId),
        subnetAuthorization: subnetAuthJson(u.subnetAuth),
        newOwner: ownersJson(hrp, u.owner),
      };
    case 'RegisterL1ValidatorTx':
      // Go's JSON of a [96]byte is an array of numbers; of types.JSONByteSlice, 0x-hex.
      return {
        ...body,
        balance: u.balance,
        proofOfPossession: [...u.proofOfPossession],
        message: toHex(u.message),
      };
    case 'SetL1ValidatorWeightTx':
      return { ...body, message: toHex(u.message) };
    case 'IncreaseL1ValidatorBalanceTx':
      return { ...body, validationID: cb58Encode(u.validationId), balance: u.balance };
    case 'DisableL1ValidatorTx':
      return { ...body, validationID: cb58Encode(u.validationId), disableAuthorization: subnetAuthJson(u.disableAuth) };
    case 'ConvertSubnetToL1Tx':
      return {
        ...body,
        subnetID: cb58Encode(u.subnetId),
        chainID: cb58Encode(u.chainId),
        address: toHex(u.address),
        validators: u.validators.map((v) => ({
          nodeID: toHex(v.nodeId),
          weight: v.weight,
          balance: v.balance,
          signer: { publicKey: toHex(v.publicKey), proofOfPossession: toHex(v.signature) },
          remainingBalanceOwner: {
            threshold: v.remainingBalanceOwner.threshold,
            addresses: v.remainingBalanceOwner.addresses.map((a) => formatAddress('P', hrp, a)),
          },
          deactivationOwner: {
            threshold: v.deactivationOwner.threshold,
            addresses: v.deactivationOwner.addresses.map((a) => formatAddress('P', hrp, a)),
          },
        })),
        subnetAuthorization: subnetAuthJson(u.subnetAuth),
      };
    case 'AddPermissionlessValidatorTx':
      return {
        ...body,
        validator: validatorJson(u.validator),
        subnetID: cb58Encode(u.subnetId),
        signer: u.signer ? { publicKey: toHex(u.signer.publicKey), proofOfPossession: toHex(u.signer.signature) } : {},
        stake: u.stake.map((o) => outputJson(hrp, o)),
        validationRewardsOwner: ownersJson(hrp, u.validationRewardsOwner),
        delegationRewardsOwner: ownersJson(hrp, u.delegationRewardsOwner),
        shares: u.shares,
      };
    case 'AddAutoRenewedValidatorTx':
      // The node ID is a byte slice in this tx (0x-hex), not a NodeID.
      return {
        ...body,
        nodeID: toHex(u.nodeId),
        signer: { publicKey: toHex(u.signer.publicKey), proofOfPossession: toHex(u.signer.signature) },
        stake: u.stake.map((o) => outputJson(hrp, o)),
        validationRewardsOwner: ownersJson(hrp, u.validationRewardsOwner),
        delegationRewardsOwner: ownersJson(hrp, u.delegationRewardsOwner),
        validatorAuthority: ownersJson(hrp, u.authority),
        delegationShares: u.shares,
        autoCompoundRewardShares: u.autoCompoundRewardShares,
        period: u.period,
      };
    case 'SetAutoRenewedValidatorConfigTx':
      return {
        ...body,
        txID: cb58Encode(u.txId),
        auth: subnetAuthJson(u.auth),
        autoCompoundRewardShares: u.autoCompoundRewardShares,
        period: u.period,
      };
    case 'AddPermissionlessDelegatorTx':
      return {
        ...body,
        validator: validatorJson(u.validator),
        subnetID: cb58Encode(u.subnetId),
        stake: u.stake.map((o) => outputJson(hrp, o)),
        rewardsOwner: ownersJson(hrp, u.rewardsOwner),
      };
  }
}

/** `{unsignedTx, credentials: [{signatures}], id}`; the id is sha256 of the signed bytes. */
export function txJson(tx: SignedTx, hrp: string, id: string = cb58Encode(sha256(encodeSignedTx(tx)))): Json {
  return {
    unsignedTx: unsignedJson(tx.unsigned, hrp),
    credentials: tx.credentials.map((sigs) => ({ signatures: sigs.map(toHex) })),
    id,
  };
}

export interface BlockJsonOptions {
  /**
   * Give every block a `txs` array, as the spec's Block resource lists it (P.res.block-json); the
   * node omits it on commit and abort blocks (facts §6.7). Default false: the node's form.
   */
  txsAlways?: boolean;
}

/** A block's JSON, members in the node's order per block type (facts §6.7). */
export function blockJson(block: Block, id: string, hrp: string, opts: BlockJsonOptions = {}): Json {
  const common = { parentID: cb58Encode(block.parentId), height: block.height, id };
  const txs = (list: SignedTx[]) => list.map((t) => txJson(t, hrp));
  const emptyTxs: JsonObject = opts.txsAlways ? { txs: [] } : {};
  switch (block.type) {
    case 'ApricotCommitBlock':
      return { ...common, ...emptyTxs };
    case 'BanffCommitBlock':
    case 'BanffAbortBlock':
      return { time: block.time, ...common, ...emptyTxs };
    case 'BanffStandardBlock':
      return { time: block.time, ...common, txs: txs(block.txs) };
    case 'BanffProposalBlock':
      return { time: block.time, txs: txs(block.txs), ...common, tx: txJson(block.tx, hrp) };
  }
}
