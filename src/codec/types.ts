// P-Chain codec values as the mock builds them and the decoder reads them back. IDs are raw bytes.

export const TYPE = {
  apricotCommitBlock: 2,
  transferInput: 5,
  transferOutput: 7,
  credential: 9,
  secpInput: 10,
  outputOwners: 11,
  createChainTx: 15,
  createSubnetTx: 16,
  transformSubnetTx: 24,
  convertSubnetToL1Tx: 35,
  addPermissionlessValidatorTx: 25,
  addPermissionlessDelegatorTx: 26,
  signerEmpty: 27,
  signerPop: 28,
  banffCommitBlock: 31,
  banffStandardBlock: 32,
  baseTx: 34,
} as const;

export interface OutputOwners { locktime: bigint; threshold: number; addresses: Uint8Array[] }
export interface TransferOutput extends OutputOwners { amount: bigint }
export interface TransferableOutput { assetId: Uint8Array; output: TransferOutput }
export interface TransferableInput { txId: Uint8Array; outputIndex: number; assetId: Uint8Array; amount: bigint; sigIndices: number[] }

export interface BaseTxFields {
  networkId: number;
  blockchainId: Uint8Array;
  outputs: TransferableOutput[];
  inputs: TransferableInput[];
  memo: Uint8Array;
}

export interface Validator { nodeId: Uint8Array; start: bigint; end: bigint; weight: bigint }

export type UnsignedTx =
  | ({ type: 'BaseTx' } & BaseTxFields)
  | ({ type: 'CreateSubnetTx'; owner: OutputOwners } & BaseTxFields)
  | ({ type: 'CreateChainTx'; subnetId: Uint8Array; chainName: string; vmId: Uint8Array; fxIds: Uint8Array[]; genesisData: Uint8Array; subnetAuth: number[] } & BaseTxFields)
  | ({
      type: 'AddPermissionlessValidatorTx';
      validator: Validator;
      subnetId: Uint8Array;
      signer: { publicKey: Uint8Array; signature: Uint8Array } | null;
      stake: TransferableOutput[];
      validationRewardsOwner: OutputOwners;
      delegationRewardsOwner: OutputOwners;
      shares: number;
    } & BaseTxFields)
  | ({
      type: 'TransformSubnetTx';
      subnetId: Uint8Array;
      assetId: Uint8Array;
      initialSupply: bigint;
      maximumSupply: bigint;
      minConsumptionRate: bigint;
      maxConsumptionRate: bigint;
      minValidatorStake: bigint;
      maxValidatorStake: bigint;
      minStakeDuration: number;
      maxStakeDuration: number;
      minDelegationFee: number;
      minDelegatorStake: bigint;
      maxValidatorWeightFactor: number;
      uptimeRequirement: number;
      subnetAuth: number[];
    } & BaseTxFields)
  | ({
      type: 'ConvertSubnetToL1Tx';
      subnetId: Uint8Array;
      chainId: Uint8Array;
      address: Uint8Array;
      validators: Array<{ nodeId: Uint8Array; weight: bigint; balance: bigint; publicKey: Uint8Array; signature: Uint8Array; remainingBalanceOwner: { threshold: number; addresses: Uint8Array[] }; deactivationOwner: { threshold: number; addresses: Uint8Array[] } }>;
      subnetAuth: number[];
    } & BaseTxFields)
  | ({ type: 'AddPermissionlessDelegatorTx'; validator: Validator; subnetId: Uint8Array; stake: TransferableOutput[]; rewardsOwner: OutputOwners } & BaseTxFields);

export interface SignedTx { unsigned: UnsignedTx; credentials: Uint8Array[][] }

export interface Utxo { txId: Uint8Array; outputIndex: number; assetId: Uint8Array; output: TransferOutput }

export type Block =
  | { type: 'ApricotCommitBlock'; parentId: Uint8Array; height: bigint }
  | { type: 'BanffCommitBlock'; time: bigint; parentId: Uint8Array; height: bigint }
  | { type: 'BanffStandardBlock'; time: bigint; parentId: Uint8Array; height: bigint; txs: SignedTx[] };
