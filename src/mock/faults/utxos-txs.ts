// The faults of the UTXO and tx methods (getUTXOs, getBalance, getRewardUTXOs, getStake, getTx, getTxStatus, issueTx)
// and of the renderings the P-Chain answers share (hex byte strings, tx and block json, RFC 3339 times), each whole:
// the rule it breaks and what it does to the answer the handler gave (src/mock/platform/utxos.ts, txs.ts and render.ts
// answer as the spec says), or, for the deep ones, the state change it makes (members of DeepChanges). Effects apply in this file's order, and
// after every other area's (FAULTS spreads this file last): the byte and time renderings break what those answered.
import { decodeTransferableOutput, encodeUtxo } from '../../codec/codec.js';
import { parseAddress } from '../../encoding/address.js';
import { decodeHexChecksum, fromHex, hexKey } from '../../encoding/hex.js';
import { isJsonObject, type Json } from '../../json/lossless.js';
import { MAX_UTXOS_PER_PAGE } from '../../spec/limits.js';
import { argsOf, type Encoding } from '../go-params.js';
import type { NodeContext } from '../node-context.js';
import { UnmarshalError } from '../mock-contracts.js';
import { chainIdOfAlias } from '../chain-aliases.js';
import { PRIMARY_NETWORK_ID } from '../../spec/api-paths.js';
import { addressText, hexOf } from '../platform/render.js';
import { getUTXOs, utxoPage } from '../platform/utxos.js';
import { editEach, editMembers, methodGone, plus, withParams, type AnswerEffect } from './effect.js';
import type { DeepChange } from './deep.js';
import type { FaultSpec } from './fault-spec.js';

/** A registry entry whose effect changes an answer, or a deep one naming the state change it makes. */
type UtxoTxFault = FaultSpec & ({ effect: AnswerEffect } | { deep: DeepChange });

const UTXOS = ['platform.getUTXOs'];
const BALANCE = ['platform.getBalance'];
const GET_TX = ['platform.getTx'];

/** The member of each method's answer that holds its bytes in a hex encoding: one string, or a list of them. */
const HEX_MEMBER: Readonly<Record<string, string>> = {
  'platform.getUTXOs': 'utxos',
  'platform.getRewardUTXOs': 'utxos',
  'platform.getStake': 'stakedOutputs',
  'platform.getTx': 'tx',
  'platform.getBlock': 'block',
  'platform.getBlockByHeight': 'block',
};

/**
 * Each hex byte string of an answer changed by `change`, told the encoding the answer names (getTx and the blocks in
 * json encoding answer none).
 */
const eachHex = (change: (text: string, encoding: Json | undefined) => string): AnswerEffect => ({
  methods: Object.keys(HEX_MEMBER),
  result: (result, { method }): Json => {
    if (!isJsonObject(result)) return result;
    const one = (t: Json) => (typeof t === 'string' ? change(t, result.encoding) : t);
    return editMembers(result, (k, m) => (k !== HEX_MEMBER[method] ? m : Array.isArray(m) ? m.map(one) : one(m)));
  },
});

/** `effect`, and keystore.exportUser's user (hex with its checksum, whatever encoding it names) changed by `change`. */
const alsoExportUser = (effect: AnswerEffect, change: (user: string) => string): AnswerEffect => ({
  methods: [...effect.methods, 'keystore.exportUser'],
  result: (result, call) =>
    call.method === 'keystore.exportUser'
      ? editMembers(result, (k, m) => (k === 'user' && typeof m === 'string' ? change(m) : m))
      : effect.result!(result, call),
});

/** The methods that answer bytes in hex only (P.limit.encodings, I.encoding, K.exportUser): each refuses encoding json. */
const HEX_ONLY = [
  'platform.getUTXOs',
  'platform.getRewardUTXOs',
  'platform.getStake',
  'index.getLastAccepted',
  'index.getContainerByIndex',
  'index.getContainerByID',
  'index.getIndex',
  'index.isAccepted',
  'index.getContainerRange',
  'keystore.exportUser',
];

/** The encoding the params ask for, read as the node reads it (any letter case where it does), or null if unreadable. */
function encodingAsked(params: Json | undefined, node: Readonly<NodeContext>): Encoding | null {
  try {
    return argsOf(params).encoding(node.deep.encodingAnyCase);
  } catch {
    return null;
  }
}

/** An answer whose `encoding` members (its own, or each container's of a list) name json where they named hex. */
const namingJson = (result: Json): Json =>
  Array.isArray(result)
    ? result.map(namingJson)
    : editMembers(result, (k, m) => (k === 'encoding' && m === 'hex' ? 'json' : m));

/** An object with the members of `to` in place of its own of those names (the others, and the order, kept). */
const replaced = (value: Json, to: Readonly<Record<string, Json>>): Json =>
  editMembers(value, (k, m) => (Object.hasOwn(to, k) ? to[k]! : m));

/** The bytes of a hex byte string in the encoding an answer names (json: the hex-only methods' hex). */
const bytesOf = (text: string, encoding: Json | undefined): Uint8Array =>
  encoding === 'hexnc' ? fromHex(text) : decodeHexChecksum(text);

/** An answer's numFetched one more than it counts. */
const oneMoreFetched = (result: Json): Json => editMembers(result, (k, m) => (k === 'numFetched' ? plus(m, 1n) : m));

/** getTx's tx in json encoding changed by `change`; a hex answer unchanged. */
const jsonTx =
  (change: (tx: Json) => Json) =>
  (result: Json): Json =>
    editMembers(result, (k, tx) => (k === 'tx' && isJsonObject(tx) ? change(tx) : tx));

/**
 * A tx json with its first output's amount one higher: well-formed and of the same shape, but no longer what its bytes
 * say.
 */
function withFirstAmountRaised(tx: Json): Json {
  const copy = structuredClone(tx) as {
    unsignedTx?: { outputs?: Array<{ output?: { amount?: bigint | number; output?: { amount?: bigint | number } } }> };
  };
  const out = copy.unsignedTx?.outputs?.[0]?.output;
  const inner = out?.output ?? out;
  if (inner?.amount !== undefined) inner.amount = BigInt(inner.amount) + 1n;
  return copy as Json;
}

export const UTXO_TX_FAULTS = {
  // getUTXOs. The page sizes first: each answers the page anew.
  'utxos-no-1024-cap': {
    clauses: ['P.limit.utxos'],
    aspect: 'limit',
    description: 'getUTXOs answers more than 1024 UTXOs when limit asks',
    effect: {
      methods: UTXOS,
      result: (_result, { node, params }): Json =>
        getUTXOs(node, params, (asked) => (asked > MAX_UTXOS_PER_PAGE ? asked : undefined)),
    },
  },
  'utxos-limit-ignored': {
    clauses: ['P.m.getUTXOs.R2'],
    aspect: 'pagination',
    description: 'getUTXOs ignores limit and answers up to 1024',
    effect: {
      methods: UTXOS,
      result: (_result, { node, params }): Json => getUTXOs(node, params, () => MAX_UTXOS_PER_PAGE),
    },
  },
  'utxo-amount-changed': {
    clauses: ['P.m.getUTXOs'],
    aspect: 'consistency',
    description:
      'getUTXOs answers the first UTXO of a page with one nAVAX more than the tx that made it gave (bytes, checksum and UTXO ID intact)',
    effect: {
      methods: UTXOS,
      // A P-Chain UTXO re-encoded with the amount raised, in hex with its checksum.
      result: (result, { node, params }): Json => {
        const { source, picked } = utxoPage(node, params, () => 1);
        if (!picked[0] || source !== node.state.utxosByAddress) return result;
        const u = picked[0].u.utxo;
        const raised = hexOf(node, encodeUtxo({ ...u, output: { ...u.output, amount: u.output.amount + 1n } }), 'hex');
        return editEach(result, 'utxos', (x, i) => (i === 0 ? raised : x));
      },
    },
  },
  'utxos-foreign-address': {
    clauses: ['P.m.getUTXOs.R1'],
    aspect: 'pagination',
    description: 'getUTXOs returns a UTXO of an address not asked for',
    effect: {
      methods: UTXOS,
      // The page's last UTXO replaced by the treasury's first (an owner no test asks for), in hex with its checksum.
      result: (result, { node }): Json => {
        const treasury = hexKey(parseAddress(node.state.namedAddresses.treasury).bytes);
        const foreign = node.state.utxosByAddress.get(treasury)?.[0];
        if (!foreign) return result;
        return editMembers(result, (k, m) =>
          k === 'utxos' && Array.isArray(m) && m.length ? [...m.slice(0, -1), hexOf(node, foreign.bytes, 'hex')] : m,
        );
      },
    },
  },
  'utxos-endindex-wrong': {
    clauses: ['P.m.getUTXOs.R3'],
    aspect: 'pagination',
    description: 'endIndex names the first UTXO returned, not the last',
    effect: {
      methods: UTXOS,
      result: (result, { node, params }): Json => {
        const first = utxoPage(node, params, () => 1).picked[0];
        if (!first) return result;
        return replaced(result, { endIndex: { address: addressText(node, first.address), utxo: first.u.id } });
      },
    },
  },
  'utxos-numfetched-mismatch': {
    clauses: ['P.m.getUTXOs'],
    aspect: 'pagination',
    description: 'numFetched is one more than the UTXOs returned',
    effect: { methods: UTXOS, result: oneMoreFetched },
  },
  'utxos-atomic-numfetched-off': {
    clauses: ['P.m.getUTXOs'],
    aspect: 'pagination',
    description:
      'getUTXOs answers numFetched one more than the UTXOs it returns when asked for those another chain exported (sourceChain)',
    effect: {
      methods: UTXOS,
      result: (result, { params, node }): Json => {
        const source = isJsonObject(params) ? params.sourceChain : undefined;
        const atomic =
          typeof source === 'string' && source !== '' && chainIdOfAlias(node, source) !== PRIMARY_NETWORK_ID;
        return atomic ? oneMoreFetched(result) : result;
      },
    },
  },
  // getBalance.
  'balance-off-by-one': {
    clauses: ['P.m.getBalance'],
    aspect: 'consistency',
    description: "getBalance answers one nAVAX more than the address's UTXOs hold, in every total alike",
    effect: {
      methods: BALANCE,
      // Every amount but 0, alone or in its map by asset: the answer stays consistent within itself.
      result: (result): Json => {
        const more = (v: Json) => (v === '0' ? v : plus(v, 1n));
        return editMembers(result, (k, m) =>
          k === 'utxoIDs' ? m : isJsonObject(m) ? editMembers(m, (_asset, v) => more(v)) : more(m),
        );
      },
    },
  },
  'balance-lock-split-wrong': {
    clauses: ['P.m.getBalance'],
    aspect: 'consistency',
    description: 'getBalance answers the unlocked amount as locked-stakeable (the totals kept)',
    effect: {
      methods: BALANCE,
      result: (result): Json =>
        isJsonObject(result)
          ? replaced(result, {
              unlocked: '0',
              lockedStakeable: result.unlocked!,
              unlockeds: {},
              lockedStakeables: result.unlockeds!,
            })
          : result,
    },
  },
  'real-balance-utxoids-null': {
    clauses: ['P.m.getBalance'],
    aspect: 'schema',
    description: 'getBalance answers utxoIDs null when no UTXO is found (as AvalancheGo does) instead of []',
    effect: {
      methods: BALANCE,
      // Go's empty list is null.
      result: (result): Json =>
        editMembers(result, (k, m) => (k === 'utxoIDs' && Array.isArray(m) && m.length === 0 ? null : m)),
    },
  },
  // getRewardUTXOs, getStake.
  'reward-utxos-numfetched-off': {
    clauses: ['P.m.getRewardUTXOs'],
    aspect: 'consistency',
    description: 'getRewardUTXOs answers numFetched one more than the UTXOs it returns',
    effect: { methods: ['platform.getRewardUTXOs'], result: oneMoreFetched },
  },
  'getStake-omits-output': {
    clauses: ['P.m.getStake'],
    aspect: 'consistency',
    description: 'getStake leaves out the last staked output of the addresses, and its amount from the totals',
    effect: {
      methods: ['platform.getStake'],
      // The totals less the output's amount: the answer stays consistent within itself.
      result: (result): Json => {
        if (!isJsonObject(result) || !Array.isArray(result.stakedOutputs)) return result;
        const outputs = result.stakedOutputs;
        const last = outputs[outputs.length - 1];
        if (typeof last !== 'string') return result;
        const left = plus(result.staked!, -decodeTransferableOutput(bytesOf(last, result.encoding)).output.amount);
        return replaced(result, {
          staked: left,
          stakeds: left === '0' ? {} : editMembers(result.stakeds!, () => left),
          stakedOutputs: outputs.slice(0, -1),
        });
      },
    },
  },
  'deprecated-getStake-removed': {
    clauses: ['P.ver.deprecated'],
    aspect: 'deprecation',
    description: 'getStake, deprecated but still served, is gone',
    effect: methodGone(['platform.getStake']),
  },
  // getTx, getTxStatus, issueTx.
  'tx-json-id-wrong': {
    clauses: ['P.res.tx-json'],
    aspect: 'consistency',
    description: 'a tx in json encoding carries the id of another tx',
    effect: {
      methods: GET_TX,
      // The chain's first tx other than the one asked for.
      result: (result, { node, params }): Json => {
        const id = argsOf(params).id('txID');
        const other = [...node.state.txs.keys()].find((k) => k !== id);
        return other === undefined ? result : jsonTx((tx) => replaced(tx, { id: other }))(result);
      },
    },
  },
  'tx-json-amount-changed': {
    clauses: ['P.res.tx-json'],
    aspect: 'encoding',
    description: "getTx in json encoding answers the first output one nAVAX more than the tx's bytes hold",
    effect: { methods: GET_TX, result: jsonTx(withFirstAmountRaised) },
  },
  'tx-json-period-changed': {
    clauses: ['P.res.tx-json'],
    aspect: 'encoding',
    description:
      "getTx in json encoding answers an AddAutoRenewedValidatorTx's period one second longer than its bytes hold",
    effect: {
      methods: GET_TX,
      result: (result, { node, params }): Json => {
        const tx = node.state.txs.get(argsOf(params).id('txID'));
        if (tx?.tx.unsigned.type !== 'AddAutoRenewedValidatorTx') return result;
        const longer = (k: string, p: Json) =>
          k === 'period' && (typeof p === 'number' || typeof p === 'bigint') ? BigInt(p) + 1n : p;
        return jsonTx((json) => editMembers(json, (k, u) => (k === 'unsignedTx' ? editMembers(u, longer) : u)))(result);
      },
    },
  },
  'tx-status-invalid': {
    clauses: ['P.state.tx-status'],
    aspect: 'schema',
    description: 'getTxStatus answers "Accepted"',
    effect: {
      methods: ['platform.getTxStatus'],
      // A tx a block holds: Committed by the spec.
      result: (result, { node, params }): Json =>
        node.state.txs.has(argsOf(params).id('txID')) ? replaced(result, { status: 'Accepted' }) : result,
    },
  },
  'issued-tx-never-lands': {
    clauses: ['P.m.issueTx', 'P.m.getTxStatus'],
    aspect: 'consistency',
    description:
      'an issued tx turns Committed after a block time but no block holds it: getTx does not find it, its UTXOs do not change',
    deep: { issuedTxsLand: false },
  },
  'issuetx-signatures-unchecked': {
    clauses: ['P.m.issueTx'],
    aspect: 'consistency',
    stateful: true,
    description: 'issueTx takes a tx whose inputs are not signed by their owners (or spend nothing known)',
    deep: { issuedTxsVerified: false },
  },
  // Blocks in json encoding.
  'block-json-amount-changed': {
    clauses: ['P.res.block-json', 'P.res.tx-json'],
    aspect: 'encoding',
    description:
      "blocks in json encoding answer their first tx's first output one nAVAX more than the block's bytes hold",
    effect: {
      methods: ['platform.getBlock', 'platform.getBlockByHeight'],
      result: (result): Json =>
        editMembers(result, (k, b) =>
          k === 'block' && isJsonObject(b)
            ? editEach(b, 'txs', (tx, i) => (i === 0 ? withFirstAmountRaised(tx) : tx))
            : b,
        ),
    },
  },
  'block-json-id-other': {
    clauses: ['P.res.block-json'],
    aspect: 'encoding',
    description: "blocks in json encoding answer their parent's ID as their own id, not the hash of their bytes",
    effect: {
      methods: ['platform.getBlock', 'platform.getBlockByHeight'],
      result: (result): Json =>
        editMembers(result, (k, b) =>
          k === 'block' && isJsonObject(b) && b.id !== undefined ? { ...b, id: b.parentID! } : b,
        ),
    },
  },
  'block-json-time-changed': {
    clauses: ['P.res.block-json'],
    aspect: 'encoding',
    description: 'Banff blocks in json encoding answer a time one second after the one their bytes hold',
    effect: {
      methods: ['platform.getBlock', 'platform.getBlockByHeight'],
      result: (result): Json =>
        editMembers(result, (k, b) =>
          k === 'block' && isJsonObject(b)
            ? editMembers(b, (m, v) =>
                m !== 'time' ? v : typeof v === 'number' ? v + 1 : typeof v === 'bigint' ? v + 1n : v,
              )
            : b,
        ),
    },
  },
  // The renderings the P-Chain answers share, after every effect that answers bytes or times.
  'time-not-rfc3339': {
    clauses: ['P.conv.rfc3339'],
    aspect: 'encoding',
    description: 'fee-state and chain timestamps are not RFC 3339',
    effect: {
      methods: ['platform.getTimestamp', 'platform.getFeeState', 'platform.getValidatorFeeState'],
      // An HTTP date instead.
      result: (result): Json =>
        editMembers(result, (k, m) =>
          k === 'timestamp' && typeof m === 'string' ? new Date(Date.parse(m)).toUTCString() : m,
        ),
    },
  },
  'hex-bad-checksum': {
    clauses: ['P.env.encoding-default', 'P.conv.bytes-hex', 'K.exportUser'],
    aspect: 'encoding',
    description: 'hex byte strings carry a 4-byte checksum that does not match their payload',
    // The checksum's last byte flipped, in every encoding that carries one; exportUser's user set to 00 (01 where it was).
    effect: alsoExportUser(
      eachHex((text, encoding) =>
        encoding === 'hexnc'
          ? text
          : text.slice(0, -2) + (parseInt(text.slice(-2), 16) ^ 0xff).toString(16).padStart(2, '0'),
      ),
      (user) => user.slice(0, -2) + (user.endsWith('00') ? '01' : '00'),
    ),
  },
  'hex-without-0x': {
    clauses: ['P.conv.bytes-hex'],
    aspect: 'encoding',
    description: 'hex byte strings lack the 0x prefix',
    effect: eachHex((text) => (text.startsWith('0x') ? text.slice(2) : text)),
  },
  // After the two above, whose forms it keeps.
  'atomic-utxos-bad-checksum': {
    clauses: ['P.m.getUTXOs.sourceChain'],
    aspect: 'encoding',
    description: 'atomic UTXOs (sourceChain X) carry a broken 4-byte checksum',
    effect: {
      methods: UTXOS,
      // The last byte set to 00, or to 01 where it was 00.
      result: (result, { node, params }): Json =>
        utxoPage(node, params, () => 1).source === node.state.atomicUtxosByAddress
          ? editEach(result, 'utxos', (u) =>
              typeof u === 'string' ? u.slice(0, -2) + (u.endsWith('00') ? '01' : '00') : u,
            )
          : result,
    },
  },
} as const satisfies Record<string, UtxoTxFault>;

/**
 * The faults of how the hex-only methods read their encoding: a refusal turned into the answer to other params, which
 * every other effect on those methods then changes as it would the method's own (FAULTS spreads these first).
 */
export const ENCODING_READ_FAULTS = {
  'json-encoding-on-hex-only': {
    clauses: ['P.limit.encodings', 'I.encoding', 'K.exportUser'],
    aspect: 'encoding',
    description: 'hex-only methods (P-Chain, index, keystore exportUser) accept encoding json',
    // A refusal of encoding json answered as the same params in hex would be, the answer naming json.
    effect: {
      methods: HEX_ONLY,
      refused: async (error, { params, node, again }) => {
        if (error instanceof UnmarshalError || encodingAsked(params, node) !== 'json') throw error;
        return namingJson(await again(withParams(params, { encoding: 'hex' })));
      },
    },
  },
} as const satisfies Record<string, UtxoTxFault>;
