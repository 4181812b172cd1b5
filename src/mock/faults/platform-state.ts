// The faults of the P-Chain's state answers (subnets and chains, fee states, heights and blocks), each whole: the rule
// it breaks and what it does to the answer the handler gave (src/mock/platform/subnet-handlers.ts, fees.ts and blocks.ts answer
// as the spec says), or, for the deep one, how the request is read (a member of DeepChanges). Effects apply in this
// file's order.
import { cb58Encode, EMPTY_ID } from '../../encoding/cb58.js';
import { sha256 } from '../../encoding/checksum.js';
import { fromHex } from '../../encoding/hex.js';
import { isJsonObject, type Json } from '../../json/lossless.js';
import { PRIMARY_NETWORK_ID } from '../../spec/api-paths.js';
import { argsOf, type Encoding } from '../go-params.js';
import type { ChainState, MockBlock } from '../chain/state.js';
import type { NodeContext } from '../node-context.js';
import { priceOf, uint64Number, type FeeRule } from '../platform/fees.js';
import { hexOf, rfc3339 } from '../platform/render.js';
import { editEach, editMembers, plus, withParams, type AnswerEffect } from './effect.js';
import type { DeepChange } from './deep.js';
import type { FaultSpec } from './fault-spec.js';

/** A registry entry whose effect changes an answer, or a deep one naming the state change it makes. */
type StateFault = FaultSpec & ({ effect: AnswerEffect } | { deep: DeepChange });

const SUBNET = ['platform.getSubnet'];
const BLOCKCHAINS = ['platform.getBlockchains'];
const STATUS = ['platform.getBlockchainStatus'];
const FEE_STATE = ['platform.getFeeState'];
const VALIDATOR_FEE_STATE = ['platform.getValidatorFeeState'];
const BLOCK = ['platform.getBlock', 'platform.getBlockByHeight'];

/** What an effect answers instead of a result. */
type Change = AnswerEffect['result'];

/** An answer with its member `key` replaced by `to` of it. */
const member =
  (key: string, to: (m: Json, node: Readonly<NodeContext>) => Json): Change =>
  (result, { node }) =>
    editMembers(result, (k, m) => (k === key ? to(m, node) : m));

/** A time member `seconds` earlier, in the form the node writes its times. */
const earlier = (key: string, seconds: number): Change =>
  member(key, (m, node) => (typeof m === 'string' ? rfc3339(node, Date.parse(m) / 1000 - seconds) : m));

/** A JSON number uint64 raised by `by`. */
const raised = (m: Json, by: bigint): Json =>
  typeof m === 'number' || typeof m === 'bigint' ? uint64Number(BigInt(m) + by) : m;

/** A fee state's excess `by` higher, its price moved with it by its config's rule: only the excess breaks. */
const inflated =
  (config: (s: ChainState) => FeeRule, by: (s: ChainState) => number): Change =>
  (result, { node }) => {
    if (!isJsonObject(result) || typeof result.excess !== 'number') return result;
    const c = config(node.state);
    const excess = result.excess + by(node.state);
    const rise = priceOf(excess, c) - priceOf(result.excess, c);
    return editMembers(result, (k, m) => (k === 'excess' ? excess : k === 'price' ? raised(m, rise) : m));
  };

/** Flips one character of a CB58 string so its checksum no longer holds. */
function breakChecksum(id: string): string {
  const last = id[id.length - 1]!;
  return id.slice(0, -1) + (last === '2' ? '3' : '2');
}

/** The chain's block whose bytes a hex answer holds (its 0x prefix and checksum, whichever it carries, set aside). */
function blockOfHex(node: Readonly<NodeContext>, text: string, encoding: Encoding): MockBlock {
  const bytes = fromHex(text.startsWith('0x') ? text : `0x${text}`);
  return node.state.blocksById.get(cb58Encode(sha256(encoding === 'hexnc' ? bytes : bytes.subarray(0, -4))))!;
}

export const PLATFORM_STATE_FAULTS = {
  // Subnets and chains.
  'subnet-missing-ok': {
    clauses: ['P.m.getSubnet.required'],
    aspect: 'schema',
    description: 'getSubnet without subnetID succeeds',
    // A getSubnet without subnetID (refused: the empty ID is the Primary Network's) answered as the first subnet's.
    effect: {
      methods: SUBNET,
      refused: (error, { params, node, again }) => {
        if (argsOf(params).has('subnetID')) throw error;
        return again(withParams(params, { subnetID: node.state.subnets[0]!.id }));
      },
    },
  },
  'elastic-subnet-control-keys': {
    clauses: ['P.res.subnet.poa'],
    aspect: 'schema',
    description: 'getSubnet of a subnet that is not proof-of-authority answers control keys and threshold 1',
    effect: {
      methods: SUBNET,
      // A subnet a TransformSubnetTx made elastic: the chain's first control key, threshold 1.
      result: (result, { node }) =>
        isJsonObject(result) && result.subnetTransformationTxID !== EMPTY_ID
          ? editMembers(result, (k, m) =>
              k === 'controlKeys'
                ? node.state.subnets.flatMap((s) => s.controlKeys).slice(0, 1)
                : k === 'threshold'
                  ? '1'
                  : m,
            )
          : result,
    },
  },
  // After elastic-subnet-control-keys, which gives keys to break.
  'address-bad-checksum': {
    clauses: ['P.conv.address'],
    aspect: 'encoding',
    description: 'subnet control keys carry a broken bech32 checksum',
    effect: {
      methods: SUBNET,
      result: member('controlKeys', (keys) =>
        Array.isArray(keys)
          ? keys.map((k) => (typeof k === 'string' ? k.slice(0, -1) + (k.endsWith('q') ? 'p' : 'q') : k))
          : keys,
      ),
    },
  },
  'subnet-locktime-changed': {
    clauses: ['P.m.getSubnet'],
    aspect: 'consistency',
    description: "getSubnet answers an owner locktime one second later than the subnet's ownership tx set",
    effect: { methods: SUBNET, result: member('locktime', (m) => plus(m, 1n)) },
  },
  'conversion-id-other': {
    clauses: ['P.m.getSubnet'],
    aspect: 'consistency',
    description:
      "getSubnet answers an L1's conversionID that is not the hash of its ConvertSubnetToL1Tx's conversion data",
    effect: {
      methods: SUBNET,
      // A well-formed ID that is not the hash of the conversion data: the L1's own subnet ID.
      result: member('conversionID', (m, node) =>
        m === EMPTY_ID ? m : node.state.subnets.find((s) => s.conversionId === m)!.id,
      ),
    },
  },
  'getSubnets-omits-last': {
    clauses: ['P.m.getSubnets'],
    aspect: 'consistency',
    description: 'getSubnets leaves out the last subnet the blocks created',
    effect: {
      methods: ['platform.getSubnets'],
      result: member('subnets', (list, node) => {
        const last = node.state.subnets.at(-1);
        return Array.isArray(list) ? list.filter((s) => !isJsonObject(s) || s.id !== last?.id) : list;
      }),
    },
  },
  // Before getBlockchains-includes-P, whose Primary Network keeps its ID.
  'cb58-bad-checksum': {
    clauses: ['P.conv.id-cb58'],
    aspect: 'encoding',
    description: 'getBlockchains IDs carry a broken CB58 checksum',
    effect: {
      methods: BLOCKCHAINS,
      result: (result) =>
        editEach(result, 'blockchains', (c) =>
          editMembers(c, (k, m) => (k === 'id' && typeof m === 'string' ? breakChecksum(m) : m)),
        ),
    },
  },
  'blockchain-renamed': {
    clauses: ['P.m.getBlockchains'],
    aspect: 'consistency',
    description: 'getBlockchains lists the last chain under another name than its CreateChainTx gave it',
    effect: {
      methods: BLOCKCHAINS,
      result: (result, { node }) =>
        editEach(result, 'blockchains', (c, i) =>
          i === node.state.chains.length - 1
            ? editMembers(c, (k, m) => (k === 'name' && typeof m === 'string' ? `${m}-renamed` : m))
            : c,
        ),
    },
  },
  'getBlockchains-includes-P': {
    clauses: ['P.m.getBlockchains'],
    aspect: 'schema',
    description: 'getBlockchains lists the platform chain',
    effect: {
      methods: BLOCKCHAINS,
      result: member('blockchains', (list) =>
        Array.isArray(list)
          ? [...list, { id: PRIMARY_NETWORK_ID, name: 'P-Chain', subnetID: PRIMARY_NETWORK_ID, vmID: EMPTY_ID }]
          : list,
      ),
    },
  },
  'blockchain-status-unknown': {
    clauses: ['P.m.getBlockchainStatus'],
    aspect: 'consistency',
    description: 'getBlockchainStatus answers Unknown for every chain of a subnet, though getBlockchains lists them',
    effect: {
      methods: STATUS,
      result: (result, { node, params }) => {
        const id = argsOf(params).str('blockchainID');
        const ofSubnet = node.state.chains.some((c) => c.id === id && c.subnetId !== PRIMARY_NETWORK_ID);
        return ofSubnet ? editMembers(result, (k, m) => (k === 'status' ? 'Unknown' : m)) : result;
      },
    },
  },
  'blockchain-status-invalid': {
    clauses: ['P.state.blockchain-status'],
    aspect: 'schema',
    description: 'getBlockchainStatus answers "Running"',
    effect: { methods: STATUS, result: member('status', (m) => (m === 'Unknown' ? m : 'Running')) },
  },
  'validatedby-primary-network': {
    clauses: ['P.m.validatedBy'],
    aspect: 'consistency',
    description: 'validatedBy answers the Primary Network for every blockchain',
    effect: { methods: ['platform.validatedBy'], result: member('subnetID', () => PRIMARY_NETWORK_ID) },
  },
  'sample-short': {
    clauses: ['P.m.sampleValidators'],
    aspect: 'consistency',
    description: 'sampleValidators answers one node ID fewer than the size asked',
    effect: {
      methods: ['platform.sampleValidators'],
      result: (result) =>
        editMembers(result, (k, ids) => (k === 'validators' && Array.isArray(ids) ? ids.slice(0, -1) : ids)),
    },
  },
  'supply-below-stake': {
    clauses: ['P.m.getCurrentSupply.bound'],
    aspect: 'consistency',
    description: "getCurrentSupply of the Primary Network answers less than its validators' own stake",
    effect: {
      methods: ['platform.getCurrentSupply'],
      // One nAVAX below what the node's Primary Network validators stake themselves.
      result: (result, { node, params }) =>
        argsOf(params).id('subnetID') === PRIMARY_NETWORK_ID
          ? editMembers(result, (k, m) =>
              k === 'supply' ? String(node.state.validators.reduce((s, v) => s + v.weight, 0n) - 1n) : m,
            )
          : result,
    },
  },
  'staking-asset-other': {
    clauses: ['P.m.getStakingAssetID'],
    aspect: 'consistency',
    description: 'getStakingAssetID answers another well-formed ID than the asset every Primary Network stake locked',
    effect: {
      methods: ['platform.getStakingAssetID'],
      // The Primary Network's: the X-Chain's ID, a well-formed ID that no stake locked.
      result: (result, { node, params }) =>
        argsOf(params).id('subnetID') === PRIMARY_NETWORK_ID
          ? editMembers(result, (k, m) => (k === 'assetID' ? node.state.xChainId : m))
          : result,
    },
  },
  // Fee states.
  'fee-state-time-behind': {
    clauses: ['P.m.getFeeState', 'P.m.getValidatorFeeState'],
    aspect: 'consistency',
    description:
      'getFeeState and getValidatorFeeState answer a timestamp a minute before the chain time getTimestamp answers',
    effect: { methods: [...FEE_STATE, ...VALIDATOR_FEE_STATE], result: earlier('timestamp', 60) },
  },
  'fee-price-off': {
    clauses: ['P.res.fee-state'],
    aspect: 'consistency',
    description:
      "getFeeState answers a price one more than its excess gives with getFeeConfig's minPrice and excessConversionConstant",
    effect: { methods: FEE_STATE, result: member('price', (m) => raised(m, 1n)) },
  },
  'fee-excess-inflated': {
    clauses: ['P.res.fee-state'],
    aspect: 'consistency',
    description: 'getFeeState answers more excess than the blocks could have added (its price computed from it)',
    effect: {
      methods: FEE_STATE,
      // A full block's gas for every block.
      result: inflated(
        (s) => s.feeConfig,
        (s) => s.feeConfig.maxCapacity * s.blocks.length,
      ),
    },
  },
  'fee-capacity-drained': {
    clauses: ['P.res.fee-state'],
    aspect: 'consistency',
    description: 'getFeeState answers capacity 0, lower than its excess allows since capacity last refilled',
    effect: { methods: FEE_STATE, result: member('capacity', () => 0) },
  },
  'validator-fee-price-off': {
    clauses: ['P.res.validator-fee-state'],
    aspect: 'consistency',
    description:
      "getValidatorFeeState answers a price one more than its excess gives with getValidatorFeeConfig's minPrice and excessConversionConstant",
    effect: { methods: VALIDATOR_FEE_STATE, result: member('price', (m) => raised(m, 1n)) },
  },
  'validator-fee-excess-inflated': {
    clauses: ['P.res.validator-fee-state'],
    aspect: 'consistency',
    description:
      'getValidatorFeeState answers an excess that L1 validators below the target cannot build up (its price computed from it)',
    effect: {
      methods: VALIDATOR_FEE_STATE,
      result: inflated(
        (s) => s.validatorFeeConfig,
        () => 1_000_000,
      ),
    },
  },
  // Heights and blocks.
  'uint64-as-float': {
    clauses: ['P.conv.uint64-forms'],
    aspect: 'encoding',
    description: 'getHeight answers a fractional height',
    effect: { methods: ['platform.getHeight'], result: member('height', (m) => `${String(m)}.5`) },
  },
  'proposed-height-above-tip': {
    clauses: ['P.m.getProposedHeight'],
    aspect: 'consistency',
    description: 'getProposedHeight answers five above the last accepted height',
    effect: { methods: ['platform.getProposedHeight'], result: member('height', (m) => plus(m, 5n)) },
  },
  'timestamp-before-tip': {
    clauses: ['P.m.getTimestamp'],
    aspect: 'consistency',
    description: "getTimestamp answers a chain time an hour before the last accepted block's time",
    effect: { methods: ['platform.getTimestamp'], result: earlier('timestamp', 3600) },
  },
  'real-encoding-any-case': {
    clauses: ['P.err.encoding', 'P.limit.encodings', 'I.encoding'],
    aspect: 'encoding',
    description: 'encoding names are read in any letter case, and hexc/hexnc are accepted (as AvalancheGo does)',
    deep: { encodingAnyCase: true },
  },
  // Before block-hex-mismatch, which then finds the block below in the hex answer.
  'block-height-mismatch': {
    clauses: ['P.m.getBlockByHeight'],
    aspect: 'consistency',
    description: 'getBlockByHeight(h) returns block h-1',
    effect: {
      methods: ['platform.getBlockByHeight'],
      // The answer for the height below, in the encoding answered; the genesis block's own.
      result: (result, { params, again }) => {
        const h = argsOf(params).uint('height');
        return h > 0n && isJsonObject(result) ? again({ height: String(h - 1n), encoding: result.encoding! }) : result;
      },
    },
  },
  'block-hex-mismatch': {
    clauses: ['P.m.getBlock'],
    aspect: 'encoding',
    description: 'hex-encoded blocks are the bytes of another block than the json answer',
    effect: {
      methods: BLOCK,
      // A hex answer holds the bytes of the block after the one it answers (the tip's: genesis).
      result: (result, { node }): Json => {
        if (!isJsonObject(result) || typeof result.block !== 'string') return result;
        const encoding = result.encoding as Encoding;
        const { blocks } = node.state;
        const next = blocks[(blockOfHex(node, result.block, encoding).height + 1) % blocks.length]!;
        return { ...result, block: hexOf(node, next.bytes, encoding) };
      },
    },
  },
} as const satisfies Record<string, StateFault>;
