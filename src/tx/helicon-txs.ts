// Helicon's auto-renewed validator txs (v1.15.0), built with the harness's own codec: avalanchejs 5.2 does not know
// them. An AddAutoRenewedValidatorTx stakes for cycles of `period` seconds that renew until its authority sets the
// period to 0 (SetAutoRenewedValidatorConfigTx); each spends plain UTXOs of one key and burns a fixed fee that
// overpays the gas such a tx takes at a local network's prices (the node burns what is paid above the fee).
import type { DecodedUtxo } from '../codec/decode.js';
import { encodeSignedTx, encodeUnsignedTx } from '../codec/encode.js';
import type { OutputOwners, SignedTx, TransferableInput, UnsignedTx } from '../codec/codec-values.js';
import { cb58Decode, cb58Encode } from '../encoding/cb58.js';
import { sha256 } from '../encoding/checksum.js';
import type { BlsSigner } from './derive.js';
import { signTx, type SigningKey } from './key.js';
import type { SignedBytes } from './seed-txs.js';
import { PRIMARY_NETWORK_ID } from '../spec/api-paths.js';

/** nAVAX burned by each Helicon tx: 0.05 AVAX. */
export const HELICON_TX_FEE = 50_000_000n;

export interface AutoRenewedSpec {
  networkId: number;
  payer: SigningKey;
  /** Plain UTXOs of the payer, in UTXO ID order, worth at least weight + fee. */
  utxos: readonly DecodedUtxo[];
  nodeId: Uint8Array;
  signer: BlsSigner;
  weight: bigint;
  /** Delegation fee in millionths. */
  shares: number;
  period: bigint;
  /** Who takes its rewards (validation and delegation): the payer when absent. */
  rewardsTo?: Uint8Array;
}

const ownedByAddress = (address: Uint8Array): OutputOwners => ({ locktime: 0n, threshold: 1, addresses: [address] });
const ownedBy = (key: SigningKey): OutputOwners => ownedByAddress(key.address);

function inputsOf(key: SigningKey, utxos: readonly DecodedUtxo[]): TransferableInput[] {
  return utxos.map((u) => ({
    txId: u.txId,
    outputIndex: u.outputIndex,
    assetId: u.assetId,
    amount: u.output.amount,
    sigIndices: [u.output.addresses.findIndex((a) => Buffer.from(a).equals(Buffer.from(key.address)))],
  }));
}

/** Signs each input with the payer, then each extra authorisation credential with `authKeys`. */
function signed(
  unsigned: UnsignedTx,
  inputs: number,
  payer: SigningKey,
  authKeys: readonly SigningKey[] = [],
): SignedBytes {
  const message = encodeUnsignedTx(unsigned);
  const tx: SignedTx = {
    unsigned,
    credentials: [
      ...Array.from({ length: inputs }, () => [signTx(payer, message)]),
      ...(authKeys.length ? [authKeys.map((k) => signTx(k, message))] : []),
    ],
  };
  const bytes = encodeSignedTx(tx);
  return { bytes, id: cb58Encode(sha256(bytes)) };
}

/**
 * AddAutoRenewedValidatorTx: the payer stakes `weight` and is its authority (and rewards owner, unless `rewardsTo`);
 * the change (`change` nAVAX) goes back to it as output 0.
 */
export function addAutoRenewedValidatorTx(s: AutoRenewedSpec): SignedBytes & { change: bigint } {
  const assetId = s.utxos[0]!.assetId;
  const spent = s.utxos.reduce((sum, u) => sum + u.output.amount, 0n);
  const change = spent - s.weight - HELICON_TX_FEE;
  if (change < 0n)
    throw new RangeError(`the UTXOs hold ${spent} nAVAX, less than the stake and fee (${s.weight + HELICON_TX_FEE})`);
  const unsigned: UnsignedTx = {
    type: 'AddAutoRenewedValidatorTx',
    networkId: s.networkId,
    blockchainId: cb58Decode(PRIMARY_NETWORK_ID),
    memo: new Uint8Array(0),
    outputs: [{ assetId, output: { amount: change, ...ownedBy(s.payer) } }],
    inputs: inputsOf(s.payer, s.utxos),
    nodeId: s.nodeId,
    signer: { publicKey: s.signer.publicKey, signature: s.signer.proofOfPossession },
    stake: [{ assetId, output: { amount: s.weight, ...ownedBy(s.payer) } }],
    validationRewardsOwner: s.rewardsTo ? ownedByAddress(s.rewardsTo) : ownedBy(s.payer),
    delegationRewardsOwner: s.rewardsTo ? ownedByAddress(s.rewardsTo) : ownedBy(s.payer),
    authority: ownedBy(s.payer),
    shares: s.shares,
    autoCompoundRewardShares: 0,
    period: s.period,
  };
  return { ...signed(unsigned, s.utxos.length, s.payer), change };
}

/**
 * SetAutoRenewedValidatorConfigTx on the validator `validatorTx` (the payer its authority), paid from the change
 * output `changeAmount` of that tx: the next cycle restakes `autoCompoundRewardShares` of the reward and lasts
 * `period` seconds (0: the validator stops at the current cycle's end).
 */
export function setAutoRenewedValidatorConfigTx(
  networkId: number,
  payer: SigningKey,
  validatorTx: string,
  changeAmount: bigint,
  assetId: Uint8Array,
  autoCompoundRewardShares: number,
  period: bigint,
): SignedBytes {
  return autoRenewedConfigTx({
    networkId,
    payer,
    spend: { txId: cb58Decode(validatorTx), outputIndex: 0, assetId, amount: changeAmount },
    validatorTx,
    authority: payer,
    autoCompoundRewardShares,
    period,
  });
}

/**
 * SetAutoRenewedValidatorConfigTx on the validator `validatorTx`, paid from one plain UTXO of the payer (`spend`, its
 * change back to it) and authorised by `authority`'s signature (the node refuses a key that is not the validator's).
 */
export function autoRenewedConfigTx(c: {
  networkId: number;
  payer: SigningKey;
  spend: { txId: Uint8Array; outputIndex: number; assetId: Uint8Array; amount: bigint };
  validatorTx: string;
  authority: SigningKey;
  autoCompoundRewardShares: number;
  period: bigint;
}): SignedBytes {
  const { assetId, amount } = c.spend;
  const unsigned: UnsignedTx = {
    type: 'SetAutoRenewedValidatorConfigTx',
    networkId: c.networkId,
    blockchainId: cb58Decode(PRIMARY_NETWORK_ID),
    memo: new Uint8Array(0),
    outputs: [{ assetId, output: { amount: amount - HELICON_TX_FEE, ...ownedBy(c.payer) } }],
    inputs: [{ txId: c.spend.txId, outputIndex: c.spend.outputIndex, assetId, amount, sigIndices: [0] }],
    txId: cb58Decode(c.validatorTx),
    auth: [0],
    autoCompoundRewardShares: c.autoCompoundRewardShares,
    period: c.period,
  };
  return signed(unsigned, 1, c.payer, [c.authority]);
}
