// Shared P-Chain records of the spec's "Resources and their fields" section. Result objects are
// loose (a node may add members the spec does not forbid); members a clause says must be absent are
// declared `z.never().optional()` (JSON has no `undefined`, so any value there fails).
import { z } from 'zod';
import {
  Address,
  BlsPublicKey,
  BlsSignature,
  CB58Id,
  DecimalString,
  HexBytes,
  NodeId,
  Rfc3339,
  Uint64,
  UnixSecondsString,
} from '../primitives.js';

/** A member that must not appear. */
export const Absent = z.never().optional();

/** Encodings the spec allows (P.env.encoding-default, P.limit.encodings). */
export const HexOnly = z.literal('hex');
export const HexOrJson = z.enum(['hex', 'json']);

/** Params that take an optional subnet ID (omitted = Primary Network). */
export const OptionalSubnetParams = z.object({ subnetID: CB58Id.optional() });

/**
 * OutputOwners in API results (P.res.output-owners): locktime a Unix-seconds decimal string
 * (P.conv.unix-seconds); threshold "string (number in transaction JSON)": any uint64 form (P.conv.uint64-forms).
 */
export const OutputOwners = z.looseObject({
  locktime: UnixSecondsString,
  threshold: Uint64,
  addresses: z.array(Address),
});
export type OutputOwners = z.infer<typeof OutputOwners>;

/** OutputOwners inside transaction JSON: all integers (locktime int, threshold int). P.res.tx-json */
export const TxOutputOwners = z.looseObject({
  addresses: z.array(Address),
  locktime: Uint64,
  threshold: Uint64,
});

/** UTXO reference of getBalance (P.res.utxo-ref): txID, outputIndex int. */
export const UtxoRef = z.looseObject({ txID: CB58Id, outputIndex: Uint64 });
export type UtxoRef = z.infer<typeof UtxoRef>;

// ---- Transaction and block JSON (encoding: "json") ---------------------------------------------
// The spec lists the members "seen in unsignedTx" and says the complete list per tx type is not
// shown, so every unsignedTx member is optional but, when present, has the listed form.

const TransferableOutputJson = z.looseObject({
  assetID: CB58Id.optional(),
  fxID: CB58Id.optional(),
  output: z
    .looseObject({
      addresses: z.array(Address).optional(),
      amount: Uint64.optional(),
      locktime: Uint64.optional(),
      threshold: Uint64.optional(),
    })
    .optional(),
});

const TransferableInputJson = z.looseObject({
  txID: CB58Id.optional(),
  outputIndex: Uint64.optional(),
  assetID: CB58Id.optional(),
  fxID: CB58Id.optional(),
  input: z
    .looseObject({
      amount: Uint64.optional(),
      signatureIndices: z.array(Uint64).optional(),
    })
    .optional(),
});

export const UnsignedTxJson = z.looseObject({
  networkID: Uint64.optional(),
  blockchainID: CB58Id.optional(),
  inputs: z.array(TransferableInputJson).optional(),
  outputs: z.array(z.looseObject({})).optional(), // "output entries (may be empty)", shape not given
  memo: HexBytes.optional(),
  validator: z.looseObject({ nodeID: NodeId, start: Uint64, end: Uint64, weight: Uint64 }).optional(),
  stake: z.array(TransferableOutputJson).optional(),
  rewardsOwner: TxOutputOwners.optional(),
  destinationChain: CB58Id.optional(),
  exportedOutputs: z.array(TransferableOutputJson).optional(),
});

/** A credential: signatures, each a hex string. */
export const CredentialJson = z.looseObject({ signatures: z.array(HexBytes) });

/** Transaction JSON (P.res.tx-json): unsignedTx, credentials[]; id is stated for getTx results. */
export const TxJson = z.looseObject({
  unsignedTx: UnsignedTxJson,
  credentials: z.array(CredentialJson),
  id: CB58Id.optional(),
});
export type TxJson = z.infer<typeof TxJson>;

/** Transaction JSON as getTx answers it: id present. P.res.tx-json */
export const TxJsonWithId = TxJson.extend({ id: CB58Id });

/**
 * Block JSON (P.res.block-json): parentID, height (int: either uint64 form), txs[] of Transaction.
 * The spec lists txs for every block; real commit/abort/proposal blocks differ (deviations.ts).
 */
export const BlockJson = z.looseObject({
  parentID: CB58Id,
  height: Uint64,
  txs: z.array(TxJson),
});
export type BlockJson = z.infer<typeof BlockJson>;

/** Blockchain record (P.res.blockchain). */
export const Blockchain = z.looseObject({ id: CB58Id, name: z.string(), subnetID: CB58Id, vmID: CB58Id });
export type Blockchain = z.infer<typeof Blockchain>;

// ---- Validators (getCurrentValidators) -----------------------------------------------------------

/** signer{publicKey, proofOfPosession}: the member name as the spec spells it. P.res.current-validator.primary */
export const Signer = z.looseObject({ publicKey: BlsPublicKey, proofOfPosession: BlsSignature });

/** Delegator record (P.res.delegator). */
export const Delegator = z.looseObject({
  txID: CB58Id,
  startTime: UnixSecondsString,
  endTime: UnixSecondsString,
  weight: Uint64,
  nodeID: NodeId,
  rewardOwner: OutputOwners,
  potentialReward: Uint64,
});
export type Delegator = z.infer<typeof Delegator>;

/** Members every current validator carries (P.res.current-validator): txID, startTime, nodeID, weight. */
export const ValidatorBase = z.looseObject({
  txID: CB58Id,
  startTime: UnixSecondsString,
  nodeID: NodeId,
  weight: Uint64,
});

/** A validator of a subnet that is neither the Primary Network nor an L1 validator: base + endTime. */
export const SubnetValidator = ValidatorBase.extend({ endTime: UnixSecondsString });
export type SubnetValidator = z.infer<typeof SubnetValidator>;

/**
 * A Primary Network validator (P.res.current-validator.primary). `signer` only when the validator has
 * a BLS key; `delegators` only when the request named exactly one node ID: "only when" permits it
 * then without requiring it, so this schema leaves it optional and PrimaryValidatorWithoutDelegators
 * is the variant for every other request (P.res.current-validator.delegators).
 * delegationFee and uptime are percentages carried as decimal strings.
 */
export const PrimaryValidator = SubnetValidator.extend({
  validationRewardOwner: OutputOwners,
  delegationRewardOwner: OutputOwners,
  potentialReward: Uint64,
  delegationFee: DecimalString,
  uptime: DecimalString,
  connected: z.boolean(),
  signer: Signer.optional(),
  delegatorCount: Uint64,
  delegatorWeight: Uint64,
  delegators: z.array(Delegator).optional(),
});
export type PrimaryValidator = z.infer<typeof PrimaryValidator>;

/** Primary validator when nodeIDs did not hold exactly one node ID: delegators absent. P.res.current-validator.delegators */
export const PrimaryValidatorWithoutDelegators = PrimaryValidator.extend({ delegators: Absent });

/**
 * An L1 validator in getCurrentValidators (P.res.current-validator.l1): the L1 members, endTime absent.
 * txID stays required: P.res.current-validator lists it for all kinds (real nodes omit it: deviations.ts).
 */
export const L1Validator = ValidatorBase.extend({
  endTime: Absent,
  validationID: CB58Id,
  publicKey: BlsPublicKey,
  remainingBalanceOwner: OutputOwners,
  deactivationOwner: OutputOwners,
  minNonce: Uint64,
  balance: Uint64,
});
export type L1Validator = z.infer<typeof L1Validator>;

/**
 * Any current validator, whatever its subnet kind (P.res.current-validator, .mixed-l1): the members
 * all kinds carry are required, every other documented member is checked when present. Suites that
 * know the kind apply PrimaryValidator / L1Validator / SubnetValidator for the presence rules.
 */
export const CurrentValidator = ValidatorBase.extend({
  endTime: UnixSecondsString.optional(),
  validationID: CB58Id.optional(),
  publicKey: BlsPublicKey.optional(),
  remainingBalanceOwner: OutputOwners.optional(),
  deactivationOwner: OutputOwners.optional(),
  minNonce: Uint64.optional(),
  balance: Uint64.optional(),
  validationRewardOwner: OutputOwners.optional(),
  delegationRewardOwner: OutputOwners.optional(),
  potentialReward: Uint64.optional(),
  delegationFee: DecimalString.optional(),
  uptime: DecimalString.optional(),
  connected: z.boolean().optional(),
  signer: Signer.optional(),
  delegatorCount: Uint64.optional(),
  delegatorWeight: Uint64.optional(),
  delegators: z.array(Delegator).optional(),
});
export type CurrentValidator = z.infer<typeof CurrentValidator>;

/** L1 validator record of getL1Validator (P.res.l1-validator). */
export const L1ValidatorRecord = z.looseObject({
  validationID: CB58Id,
  subnetID: CB58Id,
  nodeID: NodeId,
  publicKey: BlsPublicKey,
  remainingBalanceOwner: OutputOwners,
  deactivationOwner: OutputOwners,
  startTime: UnixSecondsString,
  weight: Uint64,
  minNonce: Uint64,
  balance: Uint64,
  height: Uint64,
});
export type L1ValidatorRecord = z.infer<typeof L1ValidatorRecord>;

// ---- Subnets -------------------------------------------------------------------------------------

/**
 * Subnet record (P.res.subnet). The spec says subnetTransformationTxID, conversionID, managerChainID
 * and managerAddress hold a value "if any", so each may also be absent. managerAddress is "string or
 * null" with no stated format (it names an address on the manager chain, not a chain-prefixed one).
 */
export const Subnet = z.looseObject({
  isPermissioned: z.boolean(),
  controlKeys: z.array(Address),
  threshold: Uint64,
  locktime: UnixSecondsString,
  subnetTransformationTxID: CB58Id.optional(),
  conversionID: CB58Id.optional(),
  managerChainID: CB58Id.optional(),
  managerAddress: z.string().nullable().optional(),
});
export type Subnet = z.infer<typeof Subnet>;

/** A subnet that is not proof-of-authority: controlKeys empty and threshold 0 (P.res.subnet.poa). */
export const NonPoaSubnet = Subnet.extend({
  controlKeys: z.array(Address).length(0),
  threshold: Uint64.refine((n) => n === 0n, 'threshold must be 0 for a subnet that is not proof-of-authority'),
});

// ---- Fees ----------------------------------------------------------------------------------------
// The spec types these uint64 and shows JSON numbers; Uint64 takes either form (P.conv.uint64-forms).

/** Fee configuration (P.res.fee-config). */
export const FeeConfig = z.looseObject({
  weights: z.array(Uint64),
  maxCapacity: Uint64,
  maxPerSecond: Uint64,
  targetPerSecond: Uint64,
  minPrice: Uint64,
  excessConversionConstant: Uint64,
});
export type FeeConfig = z.infer<typeof FeeConfig>;

/** Fee state (P.res.fee-state): timestamp RFC 3339 (P.conv.rfc3339). */
export const FeeState = z.looseObject({ capacity: Uint64, excess: Uint64, price: Uint64, timestamp: Rfc3339 });
export type FeeState = z.infer<typeof FeeState>;

/**
 * Validator fee configuration (P.res.validator-fee-config). The table lists four members; "an example
 * response additionally carries targetPerSecond", so it is accepted (optional), never required.
 */
export const ValidatorFeeConfig = z.looseObject({
  capacity: Uint64,
  target: Uint64,
  minPrice: Uint64,
  excessConversionConstant: Uint64,
  targetPerSecond: Uint64.optional(),
});
export type ValidatorFeeConfig = z.infer<typeof ValidatorFeeConfig>;

/** Validator fee state (P.res.validator-fee-state). */
export const ValidatorFeeState = z.looseObject({ excess: Uint64, price: Uint64, timestamp: Rfc3339 });
export type ValidatorFeeState = z.infer<typeof ValidatorFeeState>;

// ---- Statuses ------------------------------------------------------------------------------------

/** P.state.blockchain-status */
export const BlockchainStatus = z.enum(['Validating', 'Created', 'Preferred', 'Syncing', 'Unknown']);
/** P.state.tx-status */
export const TxStatus = z.enum(['Committed', 'Processing', 'Dropped', 'Unknown']);

/** getUTXOs start/end index: {address, utxo} (a UTXO ID, CB58 per P.conv.id-cb58). */
export const UtxoIndex = z.looseObject({ address: Address, utxo: CB58Id });
