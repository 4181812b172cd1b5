// The state machine's checks: each assertion made after a command belongs to one of these, by a stable id
// ("stateful.<method>.<transition>"), so the manifest, diff, baseline, junit and selection treat it as any check.
import type { Aspect } from '../../schemas/conformance.js';
import type { ClauseId } from '../spec/clauses.js';

export interface StatefulCheckSpec {
  title: string;
  method: string;
  aspect: Aspect;
  clauses: readonly ClauseId[];
}

export const STATEFUL_CHECKS = {
  'stateful.issueTx.taken': {
    title:
      'a tx the rules allow is taken: issueTx answers its ID (sha256 of its bytes) and getTxStatus answers it Processing or, once in a block, Committed',
    method: 'platform.issueTx',
    aspect: 'consistency',
    clauses: ['P.m.issueTx', 'P.m.getTxStatus', 'P.state.tx-status'],
  },
  'stateful.getTxStatus.committed-final': {
    title: 'every tx a sequence had committed is still Committed after each later command',
    method: 'platform.getTxStatus',
    aspect: 'consistency',
    clauses: ['P.m.getTxStatus', 'P.state.tx-status'],
  },
  'stateful.issueTx.refused': {
    title:
      'a tx the rules refuse (a spent input, a wrong signature, a fee unpaid, an owner that did not sign, a record that does not exist) is answered with an error, and the chain does not change',
    method: 'platform.issueTx',
    aspect: 'consistency',
    clauses: ['P.m.issueTx', 'P.err.envelope'],
  },
  'stateful.issueTx.double-spend': {
    title:
      'of two txs that spend one UTXO, issued at once, exactly one is taken and committed; the other is refused and Dropped, whichever the node saw first',
    method: 'platform.issueTx',
    aspect: 'consistency',
    clauses: ['P.m.issueTx', 'P.state.tx-status'],
  },
  'stateful.getTxStatus.dropped': {
    title: 'a tx the node refused is Dropped, with the reason its refusal gave, after every later command',
    method: 'platform.getTxStatus',
    aspect: 'consistency',
    clauses: ['P.m.getTxStatus', 'P.state.tx-status', 'P.state.tx-status.dropped-reason'],
  },
  'stateful.getTx.committed-bytes': {
    title: 'getTx finds a tx once a block holds it, not before, and answers the signed bytes the sequence committed',
    method: 'platform.getTx',
    aspect: 'consistency',
    clauses: ['P.m.getTx'],
  },
  'stateful.getHeight.one-block-per-commit': {
    title:
      "each commit adds a block: the height grows, and a block between the old and the new height (none before it) holds the tx's bytes",
    method: 'platform.getHeight',
    aspect: 'consistency',
    clauses: ['P.m.getHeight', 'P.m.getBlockByHeight'],
  },
  'stateful.getUTXOs.follows-txs': {
    title:
      'the UTXOs of every address a tx touched are those before it, less its inputs, plus its outputs to the address',
    method: 'platform.getUTXOs',
    aspect: 'consistency',
    clauses: ['P.m.getUTXOs', 'P.m.getUTXOs.R1'],
  },
  'stateful.getUTXOs.atomic-follows-imports': {
    title:
      'the UTXOs exported from the X- and the C-Chain to the payer (getUTXOs sourceChain X, C) are those first listed, plus each export from C the sequence made, less each one an ImportTx took; an ExportTx to X or C adds none to the P-Chain',
    method: 'platform.getUTXOs',
    aspect: 'consistency',
    clauses: ['P.m.getUTXOs', 'P.m.getUTXOs.R1'],
  },
  'stateful.getBalance.follows-txs': {
    title: 'the balance and utxoIDs of every address a tx touched follow its UTXOs',
    method: 'platform.getBalance',
    aspect: 'consistency',
    clauses: ['P.m.getBalance'],
  },
  'stateful.getSubnet.follows-txs': {
    title:
      'a created subnet is answered with its owners; a transfer of ownership changes them; a conversion makes it an L1 with its manager and the ID of its conversion data',
    method: 'platform.getSubnet',
    aspect: 'consistency',
    clauses: ['P.m.getSubnet'],
  },
  'stateful.getBlockchains.follows-txs': {
    title: 'a created chain is listed by getBlockchains on its subnet, with its name and VM',
    method: 'platform.getBlockchains',
    aspect: 'consistency',
    clauses: ['P.m.getBlockchains'],
  },
  'stateful.getCurrentValidators.follows-txs': {
    title: 'the current validators of a subnet the sequence created are the validators it added, with their weights',
    method: 'platform.getCurrentValidators',
    aspect: 'consistency',
    clauses: ['P.m.getCurrentValidators'],
  },
  'stateful.getCurrentValidators.stakers': {
    title:
      'a validator the sequence added is a current validator, with its weight and end, until its stake ends; then it is not',
    method: 'platform.getCurrentValidators',
    aspect: 'consistency',
    clauses: ['P.m.getCurrentValidators'],
  },
  'stateful.getRewardUTXOs.stake-ended': {
    title:
      "getRewardUTXOs of a validator's tx answers none until its stake ends, then its reward: one UTXO, after the returned stake's, worth the potential reward getCurrentValidators answered (none where a reward needs its node up, Helicon's rule, as the sequence's nodes never run)",
    method: 'platform.getRewardUTXOs',
    aspect: 'consistency',
    clauses: ['P.m.getRewardUTXOs'],
  },
  'stateful.getL1Validator.follows-txs': {
    title:
      'an L1 validator made by a conversion or a registration is answered with its node, key, owners, the weight and least nonce its last weight message left, and a balance no more than it was given (plus each top-up); a disabled one holds no balance; one a weight of 0 removed is not found',
    method: 'platform.getL1Validator',
    aspect: 'consistency',
    clauses: ['P.m.getL1Validator'],
  },
  'stateful.getUTXOs.l1-refund': {
    title:
      "the remaining balance of an active L1 validator a weight of 0 removed is a UTXO of the removing tx, after its outputs, owned by the validator's remaining-balance owner, worth no more than it last held",
    method: 'platform.getUTXOs',
    aspect: 'consistency',
    clauses: ['P.m.getUTXOs', 'P.m.getL1Validator'],
  },
  'stateful.getFeeState.at-chain-time': {
    title: 'after every command the fee state is that of the chain time getTimestamp reports, as the chain moves',
    method: 'platform.getFeeState',
    aspect: 'consistency',
    clauses: ['P.m.getFeeState', 'P.m.getTimestamp'],
  },
  'stateful.getValidatorFeeState.at-chain-time': {
    title:
      'after every command the validator fee state is that of the chain time getTimestamp reports, as the chain moves',
    method: 'platform.getValidatorFeeState',
    aspect: 'consistency',
    clauses: ['P.m.getValidatorFeeState', 'P.m.getTimestamp'],
  },
  'stateful.getProposedHeight.bounded': {
    title:
      'after every command the proposed height is at most the accepted height getHeight reports, and no lower than it was',
    method: 'platform.getProposedHeight',
    aspect: 'consistency',
    clauses: ['P.m.getProposedHeight', 'P.m.getHeight'],
  },
  'stateful.index.last-accepted-follows': {
    title:
      "after every command the P-Chain block index's last accepted container holds the last accepted block, and its index grew by the blocks accepted since",
    method: 'index.getLastAccepted',
    aspect: 'consistency',
    clauses: ['I.m.getLastAccepted', 'P.m.getHeight'],
  },
  'stateful.health.p-chain-last-accepted': {
    title:
      "after every command the P-Chain's health check names an accepted block: at most the height getHeight reports, no lower than before, and by the ID the block index gives the container at its height",
    method: 'health.health',
    aspect: 'consistency',
    clauses: ['H.rpc.health', 'I.m.getContainerByIndex'],
  },
  'stateful.getTotalStake.follows-stakers': {
    title:
      "after every command the Primary Network's total stake is the sum of its current validators' weights and delegations, and each subnet's total weight that of the validators the sequence added",
    method: 'platform.getTotalStake',
    aspect: 'consistency',
    clauses: ['P.m.getTotalStake', 'P.m.getTotalStake.subnet', 'P.m.getCurrentValidators'],
  },
  'stateful.getCurrentSupply.follows-stakers': {
    title:
      "the current supply is that when the sequence began plus the potential reward of each staker it added (getCurrentValidators), less each reward not paid at a stake's end",
    method: 'platform.getCurrentSupply',
    aspect: 'consistency',
    clauses: ['P.m.getCurrentSupply', 'P.m.getCurrentValidators', 'P.m.getRewardUTXOs'],
  },
  'stateful.getStake.follows-stakers': {
    title:
      "the stake the payer's outputs hold (with and without delegations) is that when the sequence began plus the stake of each of its stakers still current",
    method: 'platform.getStake',
    aspect: 'consistency',
    clauses: ['P.m.getStake'],
  },
  'stateful.sampleValidators.follows-txs': {
    title: 'a sample of as many validators as a subnet of the sequence has is every validator the sequence added to it',
    method: 'platform.sampleValidators',
    aspect: 'consistency',
    clauses: ['P.m.sampleValidators'],
  },
  'stateful.validates.follows-txs': {
    title:
      'validates names each chain the sequence created on a subnet, and validatedBy names the subnet of each of them',
    method: 'platform.validates',
    aspect: 'consistency',
    clauses: ['P.m.validates', 'P.m.validatedBy'],
  },
  'stateful.getValidatorsAt.new-height-follows': {
    title:
      "the validator set at each height a command reached holds the sequence's validators: each subnet's those it added, with their weights (an L1's, its legacy validators and its active L1 validators); the Primary Network's its current stakers, with their delegations, and none whose stake ended",
    method: 'platform.getValidatorsAt',
    aspect: 'consistency',
    clauses: ['P.m.getValidatorsAt'],
  },
  'stateful.getValidatorsAt.past-height-stable': {
    title: 'the validator set at a height the chain accepted never changes, whatever the chain accepts after',
    method: 'platform.getValidatorsAt',
    aspect: 'consistency',
    clauses: ['P.m.getValidatorsAt'],
  },
} as const satisfies Record<string, StatefulCheckSpec>;

export type StatefulCheckId = keyof typeof STATEFUL_CHECKS;
export const STATEFUL_CHECK_IDS = Object.keys(STATEFUL_CHECKS) as StatefulCheckId[];
