// The second source of each result field: the checks that hold it to another method, the chain model,
// its own bytes or an invariant of the spec, or why no second source exists. Keyed by method, then by
// JSON path in the result; an entry covers its path and every field inside it unless a longer path of
// the same method has its own entry. src/check-list/fields.ts reads it; docs/fields.md is generated from it.

/** A field's second source: the checks that cross-check it, or the reason none can. */
export type FieldSource = { readonly checks: readonly string[] } | { readonly reason: string };

/** The index paths as check IDs name them ("index.P-block.…"). */
const INDEXES = ['P-block', 'C-block', 'X-block', 'X-tx', 'X-vtx'] as const;
/** A check of every index path: everyIndex('lookups-agree') is index.P-block.lookups-agree, index.C-block.lookups-agree, … */
const everyIndex = (...names: string[]): string[] => INDEXES.flatMap((i) => names.map((n) => `index.${i}.${n}`));

// Reasons that several fields share.
/** getUTXOs' outputs of the address, split by their lock times against now. */
const LOCK_SPLIT: FieldSource = { checks: ['getBalance.agrees-with-utxos'] };
const SINGULAR: FieldSource = { checks: ['getBalance.agrees-with-utxos'] };
/** getL1Validator(validationID) and getCurrentValidators of its subnet report the same L1 validator record. */
const L1_RECORD: FieldSource = { checks: ['getL1Validator.agrees-with-current-validators'] };
/** getFeeState's price is ACP-103's of its excess under these two; getValidatorFeeState's, ACP-77's. */
const GAS_PRICE: FieldSource = { checks: ['getFeeState.price-from-excess'] };
const VALIDATOR_PRICE: FieldSource = { checks: ['getValidatorFeeState.price-from-excess'] };
const HEX_ONLY: FieldSource = {
  reason: 'a constant the spec fixes ("hex", the only encoding allowed): there is no value to hold to another source',
};
/** The GET report of the same moment holds the same record of each check. */
const CHECK_RECORD: FieldSource = { checks: ['health.rpc.records-agree-with-get'] };

export const FIELD_SOURCES: Readonly<Record<string, Readonly<Record<string, FieldSource>>>> = {
  'platform.getBalance': {
    '$.balances': { checks: ['getBalance.agrees-with-utxos'] },
    '$.unlockeds': LOCK_SPLIT,
    '$.lockedStakeables': LOCK_SPLIT,
    '$.lockedNotStakeables': LOCK_SPLIT,
    '$.utxoIDs': { checks: ['getBalance.agrees-with-utxos'] },
    '$.balance': SINGULAR,
    '$.unlocked': SINGULAR,
    '$.lockedStakeable': SINGULAR,
    '$.lockedNotStakeable': SINGULAR,
  },
  'platform.getBlock': {
    '$.block': { checks: ['getBlock.default-hex-hashes-to-id', 'getBlock.hex-json-agree'] },
    '$.encoding': { checks: ['input-forms.documented-encoding-accepted'] },
    '$.block.parentID': { checks: ['getBlock.hex-json-agree'] },
    '$.block.height': { checks: ['getBlock.hex-json-agree'] },
    '$.block.txs': { checks: ['getBlock.hex-json-agree'] },
    '$.block.txs[*]': { checks: ['getBlock.hex-json-agree'] },
  },
  'platform.getBlockByHeight': {
    '$.block': { checks: ['getBlockByHeight.hex-parent-chain', 'heights.block-parent-chain', 'network.blocks-agree'] },
    '$.encoding': { checks: ['input-forms.documented-encoding-accepted', 'network.blocks-agree'] },
    '$.block.parentID': { checks: ['getBlockByHeight.json-agrees-with-hex', 'network.blocks-agree'] },
    '$.block.height': {
      checks: ['getBlockByHeight.height-h', 'getBlockByHeight.json-agrees-with-hex', 'network.blocks-agree'],
    },
    '$.block.txs': { checks: ['getBlockByHeight.json-agrees-with-hex', 'network.blocks-agree'] },
  },
  'platform.getBlockchains': {
    '$.blockchains': { checks: ['getBlockchains.agrees-with-blocks'] },
    '$.blockchains[*].id': { checks: ['getBlockchains.agrees-with-blocks', 'validatedBy.agrees-with-validates'] },
    '$.blockchains[*].subnetID': { checks: ['getBlockchains.agrees-with-blocks', 'validatedBy.agrees-with-validates'] },
  },
  'platform.getBlockchainStatus': {
    // Which of the known statuses is this node's own tracking; that a listed chain is known is held to getBlockchains.
    '$.status': { checks: ['getBlockchainStatus.listed-not-unknown'] },
  },
  'platform.getCurrentSupply': {
    // The node's running total (initial supply plus the rewards it minted): no block carries it; it bounds the stake.
    '$.supply': { checks: ['getCurrentSupply.holds-stake'] },
  },
  'platform.getCurrentValidators': {
    '$.validators': {
      checks: ['getCurrentValidators.agrees-with-blocks', 'getCurrentValidators.unknown-nodeID-left-out'],
    },
    // txID, startTime, endTime, the two reward owners and delegationFee: the staking tx in the blocks.
    '$.validators[*]': { checks: ['getCurrentValidators.agrees-with-blocks'] },
    '$.validators[*].nodeID': {
      checks: [
        'getCurrentValidators.agrees-with-blocks',
        'getValidatorsAt.agrees-with-current-validators',
        'getCurrentValidators.one-nodeID-delegators',
        'sampleValidators.current-validators',
      ],
    },
    '$.validators[*].weight': {
      checks: [
        'getCurrentValidators.agrees-with-blocks',
        'getValidatorsAt.agrees-with-current-validators',
        'getTotalStake.primary-weight-is-validator-sum',
      ],
    },
    '$.validators[*].validationID': L1_RECORD,
    '$.validators[*].publicKey': L1_RECORD,
    '$.validators[*].remainingBalanceOwner': L1_RECORD,
    '$.validators[*].deactivationOwner': L1_RECORD,
    '$.validators[*].minNonce': L1_RECORD,
    '$.validators[*].balance': L1_RECORD,
    // Paid when the stake ends: the stateful run holds the reward UTXO of a validator it added to this value.
    '$.validators[*].potentialReward': { checks: ['stateful.getRewardUTXOs.stake-ended'] },
    '$.validators[*].uptime': {
      reason:
        "this node's own measure of how long each validator has been connected to it: no block carries it, and info.uptime and the peers' observedUptime are other nodes' measures of this one, not this node's of each",
    },
    '$.validators[*].connected': {
      reason:
        'whether this node is connected to the validator now: info.peers lists the nodes it is connected to, a second source (the node itself aside) for answers of one moment (not yet cross-checked)',
    },
    '$.validators[*].signer': { checks: ['getCurrentValidators.agrees-with-blocks'] },

    '$.validators[*].delegatorCount': { checks: ['getCurrentValidators.delegators-agree-with-blocks'] },
    '$.validators[*].delegatorWeight': { checks: ['getCurrentValidators.delegators-agree-with-blocks'] },
    '$.validators[*].delegators': { checks: ['getCurrentValidators.delegators-agree-with-blocks'] },
    '$.validators[*].delegators[*].potentialReward': {
      reason:
        "the reward the node fixed when the delegator was added, from its reward configuration and the supply then (no method reports either, no block carries it); it is paid as the delegator's reward UTXO when the stake ends, when getCurrentValidators no longer lists it, and no run adds a delegator and waits for its end (not yet cross-checked)",
    },
  },
  'platform.getFeeConfig': {
    '$.weights': {
      reason:
        "the gas weight of each dimension (bandwidth, reads, writes, compute): a tx's gas is its complexity weighed by them, and the model computes no tx's complexity, so the fees the blocks' txs paid bound no weight (not yet cross-checked)",
    },
    // Bounds: capacity never above maxCapacity nor below it less excess once refilled, excess no more than the blocks
    // could add and targetPerSecond drain.
    '$.maxCapacity': { checks: ['getFeeState.agrees-with-blocks'] },
    '$.maxPerSecond': {
      reason:
        "the gas per second capacity refills at: with no tx's gas known, the blocks bound capacity only by maxCapacity, and getFeeState.agrees-with-blocks reads maxPerSecond only to tell when capacity was full again (not yet cross-checked)",
    },
    '$.targetPerSecond': { checks: ['getFeeState.agrees-with-blocks'] },
    '$.minPrice': GAS_PRICE,
    '$.excessConversionConstant': GAS_PRICE,
  },
  'platform.getFeeState': {
    // Bounds, not values: the model does not know each tx's gas (src/model/fee-bounds.ts).
    '$.capacity': { checks: ['getFeeState.agrees-with-blocks'] },
    '$.excess': { checks: ['getFeeState.agrees-with-blocks', 'getFeeState.price-from-excess'] },
    '$.price': { checks: ['getFeeState.price-from-excess'] },
    '$.timestamp': { checks: ['getFeeState.timestamp-is-chain-time'] },
  },
  'platform.getHeight': {
    '$.height': {
      checks: ['getProposedHeight.not-above-height', 'getBlockByHeight.height-h', 'index.P-block.within-height'],
    },
  },
  'platform.getL1Validator': {
    $: L1_RECORD,
    '$.validationID': { checks: ['getL1Validator.schema', 'getL1Validator.agrees-with-current-validators'] },
  },
  'platform.getProposedHeight': {
    '$.height': { checks: ['getProposedHeight.not-above-height'] },
  },
  'platform.getMinStake': {
    // An elastic subnet's: its TransformSubnetTx; the Primary Network's: a bound every staking tx of the blocks meets,
    // tight where a staker stakes exactly the minimum (the mock's and a seeded node's validator and delegator do).
    $: { checks: ['getMinStake.agrees-with-blocks'] },
  },
  'platform.getRewardUTXOs': {
    '$.numFetched': { checks: ['getRewardUTXOs.agrees-with-blocks', 'getRewardUTXOs.json-encoding-rejected'] },
    // Each is an output of the ended staking tx owned by a reward owner it names; the amount is the node's own reward.
    '$.utxos': { checks: ['getRewardUTXOs.agrees-with-blocks'] },
    '$.encoding': HEX_ONLY,
  },
  'platform.getStake': {
    // Each output is a stake output of a current staker of the blocks; stakeds and staked are their sums.
    $: { checks: ['getStake.agrees-with-blocks'] },
    '$.encoding': HEX_ONLY,
  },
  'platform.getStakingAssetID': {
    '$.assetID': { checks: ['getStakingAssetID.agrees-with-blocks'] },
  },
  'platform.getSubnet': {
    $: { checks: ['getSubnet.agrees-with-blocks'] },
    '$.controlKeys': { checks: ['getSubnet.agrees-with-blocks', 'getSubnet.non-poa-no-control-keys'] },
    '$.threshold': { checks: ['getSubnet.agrees-with-blocks', 'getSubnet.non-poa-no-control-keys'] },
  },
  'platform.getSubnets': {
    '$.subnets': { checks: ['getSubnets.agrees-with-blocks'] },
  },
  'platform.getTimestamp': {
    $: { checks: ['getTimestamp.not-before-last-block'] },
  },
  'platform.getTotalStake': {
    '$.weight': { checks: ['getTotalStake.primary-weight-is-validator-sum'] },
    '$.stake': { checks: ['getTotalStake.primary-weight-is-validator-sum'] },
  },
  'platform.getTx': {
    '$.tx': { checks: ['getTx.default-hex-hashes-to-id'] },
    '$.encoding': { checks: ['input-forms.documented-encoding-accepted'] },
    '$.tx.unsignedTx': { checks: ['getTx.json-agrees-with-hex'] },
    '$.tx.credentials': { checks: ['getTx.json-agrees-with-hex'] },
    '$.tx.id': { checks: ['getTx.json', 'getTx.json-agrees-with-hex'] },
  },
  'platform.getTxStatus': {
    '$.status': {
      checks: [
        'getTxStatus.accepted-committed',
        'getTxStatus.unseen-unknown',
        'issueTx.signed-tx-committed',
        'network.tx-status-agree',
        'getTxStatus.refused-dropped',
      ],
    },
    '$.reason': { checks: ['getTxStatus.refused-dropped'] },
  },
  'platform.getUTXOs': {
    // Every page a check of getUTXOs' file reads counts the UTXOs it returns.
    '$.numFetched': {
      checks: [
        'getUTXOs.numFetched',
        'getUTXOs.R1-requested-addresses',
        'getUTXOs.R2-at-most-limit',
        'getUTXOs.R2-default-limit',
        'getUTXOs.R2-limit-capped',
        'getUTXOs.R3-endIndex',
        'getUTXOs.R3-R6-paging',
        'getUTXOs.sourceChain-X',
        'getUTXOs.agrees-with-blocks',
        'utxo-paging.any-addresses-and-limit',
        'network.utxos-agree',
      ],
    },
    '$.utxos': {
      checks: [
        'getUTXOs.agrees-with-blocks',
        'getBalance.agrees-with-utxos',
        'getUTXOs.R1-requested-addresses',
        'getUTXOs.R2-at-most-limit',
        'getUTXOs.R2-default-limit',
        'getUTXOs.R2-limit-capped',
        'getUTXOs.R3-R6-paging',
        'getUTXOs.sourceChain-X',
        'utxo-paging.any-addresses-and-limit',
        'network.utxos-agree',
      ],
    },
    '$.endIndex': { checks: ['getUTXOs.R3-R6-paging', 'utxo-paging.any-addresses-and-limit', 'network.utxos-agree'] },
    '$.endIndex.utxo': {
      checks: [
        'getUTXOs.R3-endIndex',
        'getUTXOs.R3-R6-paging',
        'utxo-paging.any-addresses-and-limit',
        'network.utxos-agree',
      ],
    },
    '$.encoding': { checks: ['input-forms.documented-encoding-accepted', 'network.utxos-agree'] },
  },
  'platform.getValidatorsAt': {
    '$.validators': { checks: ['getValidatorsAt.agrees-with-current-validators', 'network.validators-agree'] },
  },
  'platform.getValidatorFeeConfig': {
    '$.capacity': {
      reason:
        'the most L1 validators the P-Chain keeps active (a tx that would activate one more is refused): the L1 validators the blocks added bound it from below only, no tighter than their count (not yet cross-checked)',
    },
    // A bound: excess no more than the L1 validators the blocks added could build up above it.
    '$.target': { checks: ['getValidatorFeeState.agrees-with-blocks'] },
    '$.minPrice': VALIDATOR_PRICE,
    '$.excessConversionConstant': VALIDATOR_PRICE,
    '$.targetPerSecond': {
      reason:
        "a member only the spec's example shows (P.res.validator-fee-config): the node's validator fee configuration has no such parameter, and no rule relates it to another answer",
    },
  },
  'platform.getValidatorFeeState': {
    '$.excess': { checks: ['getValidatorFeeState.agrees-with-blocks', 'getValidatorFeeState.price-from-excess'] },
    '$.price': { checks: ['getValidatorFeeState.price-from-excess'] },
    '$.timestamp': { checks: ['getValidatorFeeState.timestamp-is-chain-time'] },
  },
  'platform.issueTx': {
    '$.txID': { checks: ['issueTx.signed-tx-committed'] },
  },
  'platform.sampleValidators': {
    '$.validators': { checks: ['sampleValidators.current-validators'] },
  },
  'platform.validatedBy': {
    '$.subnetID': { checks: ['validatedBy.agrees-with-validates'] },
  },
  'platform.validates': {
    '$.blockchainIDs': { checks: ['validatedBy.agrees-with-validates'] },
  },
  'platform.getAllValidatorsAt': {
    // Weights and totals against getValidatorsAt; the Primary Network's keys against getCurrentValidators' signers.
    $: { checks: ['getAllValidatorsAt.agrees-with-validators-at'] },
  },
  'health.health': {
    '$.checks': { checks: ['health.rpc.health-agrees-with-get', 'health.tag.rpc-health'] },
    '$.checks.*': CHECK_RECORD,
    '$.checks.*.error': { checks: ['health.rpc.health-agrees-with-get', 'health.rpc.health-healthy'] },
    '$.healthy': { checks: ['health.rpc.health-agrees-with-get', 'health.rpc.health-healthy'] },
  },
  'health.readiness': {
    '$.checks': { checks: ['health.tag.rpc-readiness'] },
    '$.checks.*': CHECK_RECORD,
    '$.checks.*.error': { checks: ['health.rpc.readiness-healthy'] },
    '$.healthy': { checks: ['health.rpc.readiness-healthy'] },
  },
  'health.liveness': {
    $: { checks: ['health.rpc.liveness-agrees-with-get'] },
    '$.checks.*': {
      reason:
        'liveness answers empty checks (H.rpc.liveness; health.rpc.liveness-empty fails any record): no record occurs to hold to a second source',
    },
  },
  'keystore.exportUser': {
    '$.user': { checks: ['keystore.user-lifecycle'] },
    '$.encoding': HEX_ONLY,
  },
  'keystore.listUsers': {
    '$.users': { checks: ['keystore.user-lifecycle', 'keystore.deleteUser.unlisted'] },
  },
  'index.getContainerByID': {
    $: { checks: everyIndex('lookups-agree', 'first-container') },
    // The ID of its bytes (src/codec/container-id.ts), in every container a check of the index reads.
    '$.id': { checks: everyIndex('id-of-bytes', 'lookups-agree', 'first-container') },
  },
  'index.getContainerByIndex': {
    $: {
      checks: [
        ...everyIndex('lookups-agree', 'first-container', 'range-agrees-with-by-index'),
        'container-range.inside',
      ],
    },
    '$.id': {
      checks: [
        ...everyIndex('id-of-bytes', 'lookups-agree', 'first-container', 'range-agrees-with-by-index'),
        'container-range.inside',
      ],
    },
    '$.timestamp': {
      checks: [
        ...everyIndex('lookups-agree', 'first-container', 'range-agrees-with-by-index'),
        'container-range.inside',
        'index.X-vtx.empty-after-linearization',
      ],
    },
  },
  'index.getContainerRange': {
    '$[*]': { checks: [...everyIndex('range-agrees-with-by-index'), 'container-range.inside'] },
    '$[*].id': {
      checks: [
        ...everyIndex('id-of-bytes', 'range-agrees-with-by-index', 'range-R1-order', 'range-R4-at-limit'),
        'container-range.inside',
      ],
    },
    '$[*].index': {
      checks: [
        ...everyIndex('range-agrees-with-by-index', 'range-R1-order', 'range-R4-at-limit', 'range-R5-running-out'),
        'container-range.inside',
        'container-range.outside',
      ],
    },
  },
  'index.getIndex': {
    '$.index': { checks: everyIndex('lookups-agree', 'first-container') },
  },
  'index.getLastAccepted': {
    $: { checks: everyIndex('lookups-agree') },
    '$.id': { checks: [...everyIndex('id-of-bytes', 'lookups-agree', 'last-accepted'), 'index.P-block.within-height'] },
    '$.timestamp': { checks: [...everyIndex('lookups-agree'), 'index.X-vtx.empty-after-linearization'] },
    '$.index': {
      checks: [
        ...everyIndex('lookups-agree', 'range-R1-order', 'range-R3-past-last', 'range-R5-running-out'),
        'index.P-block.within-height',
        'container-range.inside',
        'container-range.outside',
      ],
    },
  },
  'index.isAccepted': {
    '$.isAccepted': { checks: everyIndex('lookups-agree', 'first-container', 'unknown-id-not-accepted') },
  },
  'info.getNodeVersion': {
    $: { reason: "a fact of the node's own build: no other catalog method reports it and no block carries it" },
    '$.version': {
      reason:
        "the node's release: the other nodes of a run list it in their info.peers as the version this node gave in its handshake, a second source only when the run has more than one node (not yet cross-checked)",
    },
    '$.vmVersions': { checks: ['getNodeVersion.vm-versions-agree-with-getVMs'] },
  },
  'info.getNetworkID': {
    // The P-Chain takes a tx only when the network ID in its bytes is its own; its addresses carry the network's HRP.
    '$.networkID': {
      checks: ['issueTx.signed-tx-committed', 'getNetworkID.address-hrp', 'getNetworkName.agrees-with-id'],
    },
  },
  'info.getNetworkName': {
    '$.networkName': { checks: ['getNetworkName.agrees-with-id'] },
  },
  'info.getNodeID': {
    // The node-id header of every answer, the other nodes' peer lists, the key the P-Chain registered.
    '$.nodeID': { checks: ['getNodeID.header-agrees', 'getNodeID.validator-key', 'peers.mutual'] },
    '$.nodePOP': { checks: ['getNodeID.pop-verifies', 'getNodeID.validator-key'] },
  },
  'info.getNodeIP': {
    '$.ip': { checks: ['getNodeIP.peers-agree'] },
  },
  'info.getBlockchainID': {
    '$.blockchainID': { checks: ['getBlockchainID.primary-aliases'] },
  },
  'info.isBootstrapped': {
    '$.isBootstrapped': { checks: ['isBootstrapped.agrees-with-health'] },
  },
  'info.peers': {
    '$.numPeers': { checks: ['peers.count', 'peers.health'] },
    '$.peers': { checks: ['peers.count', 'peers.mutual'] },
    '$.peers[*].nodeID': { checks: ['peers.mutual', 'getNodeIP.peers-agree'] },
    '$.peers[*].publicIP': { checks: ['getNodeIP.peers-agree'] },
    '$.peers[*].supportedACPs': { checks: ['acps.agrees-with-peers'] },
    '$.peers[*].objectedACPs': { checks: ['acps.agrees-with-peers'] },
    '$.peers[*].ip': {
      reason:
        'the address of the connection as the node sees it (an ephemeral port when the peer dialled): no method reports it',
    },
    '$.peers[*].version': {
      reason:
        "what the peer said in its handshake; the peer's own getNodeVersion is a second source only for a node of the run: not yet cross-checked",
    },
    '$.peers[*].upgradeTime': {
      reason:
        "the upgrade time the peer's handshake carries, from its upgrade configuration (which upgrade's depends on its release): for a node of the run its own info.upgrades holds the same time, a second source no check reads (not yet cross-checked)",
    },
    '$.peers[*].lastSent': { reason: "a moment of the node's own traffic with the peer: no other method reports it" },
    '$.peers[*].lastReceived': {
      reason: "a moment of the node's own traffic with the peer: no other method reports it",
    },
    '$.peers[*].observedUptime': {
      reason:
        "the peer's view of this node's uptime, carried in its messages: info.uptime's weightedAveragePercentage is these views of the connected validator peers weighted by their stake, this node's own stake at 100 %, a second source for their weighted sum that uptime.own-stake holds only to its floor (not yet cross-checked)",
    },
    '$.peers[*].trackedSubnets': { reason: 'the subnets the peer says it tracks: no method of this node reports them' },
    '$.peers[*].benched': {
      reason: "the chains on which the node benched the peer: a state of the node's router no method reports",
    },
  },
  'info.upgrades': {
    // Each time against the activation order and the blocks the P-Chain accepted.
    $: { checks: ['upgrades.order', 'upgrades.agrees-with-blocks'] },
    '$.apricotPhase4MinPChainHeight': {
      reason:
        "a parameter of the network's upgrade configuration, the least P-Chain height the first proposer block built on a pre-fork block may name: that block's P-Chain height bounds it from above only, the harness reads it from no block, and no method reports it",
    },
    '$.cortinaXChainStopVertexID': {
      reason:
        "a parameter of the network's upgrade configuration, the vertex the X-Chain's DAG stopped at (the empty ID on a network linearized from genesis): no method reports it, and the harness reads no vertex (not yet cross-checked)",
    },
    '$.graniteEpochDuration': {
      reason:
        "a parameter of the network's upgrade configuration: the epochs the index's Granite proposer blocks carry follow from it (a block at or past its epoch's start plus the duration ends the epoch), which the harness reads from no block (not yet cross-checked)",
    },
  },
  'info.uptime': {
    // At least the share of the total weight its own stake gives a validator (getCurrentValidators, getTotalStake).
    $: { checks: ['uptime.own-stake'] },
  },
  'info.acps': {
    '$.acps': { checks: ['acps.weights', 'acps.agrees-with-peers'] },
  },
  'info.getTxFee': {
    '$.txFee': { checks: ['getTxFee.agrees-with-avm'] },
    '$.createAssetTxFee': { checks: ['getTxFee.agrees-with-avm'] },
    // The network's static fee table, by getNetworkID.
    $: { checks: ['getTxFee.static-fees'] },
  },
  'info.getVMs': {
    '$.vms': {
      checks: ['getVMs.primary', 'getNodeVersion.vm-versions-agree-with-getVMs', 'getBlockchainID.primary-aliases'],
    },
    '$.fxs': { checks: ['getVMs.primary'] },
  },
};
