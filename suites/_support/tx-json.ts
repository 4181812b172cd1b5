// A tx's json encoding held to its bytes: every member the json answer carries (P.res.tx-json) must be
// what the harness's own decoder reads from the hex encoding of the same tx. Both sides are brought to
// one view (numbers as decimal strings, addresses and byte strings as lower-case hex, stakeable locks
// unwrapped), so the node's json forms (numbers or strings, "P-<hrp>1…") compare with the bytes.
import type { CheckContext } from '../../src/check/check.js';
import type {
  DecodedBlock,
  DecodedInput,
  DecodedOwners,
  DecodedTransferableOutput,
  DecodedTx,
} from '../../src/codec/decode.js';
import { TYPE } from '../../src/codec/codec-values.js';
import { cb58Encode, encodeNodeId } from '../../src/encoding/cb58.js';
import { parseAddress } from '../../src/encoding/address.js';
import { hexKey } from '../../src/encoding/hex.js';
import { stringifyJson, type Json } from '../../src/json/lossless.js';

type View = { [member: string]: Json };
type Obj = { [k: string]: Json };

const isObj = (v: unknown): v is Obj => v !== null && typeof v === 'object' && !Array.isArray(v);
const text = (v: unknown): Json => (typeof v === 'number' || typeof v === 'bigint' ? String(v) : (v as Json));
const addressHex = (a: unknown): Json => {
  try {
    return hexKey(parseAddress(String(a)).bytes);
  } catch {
    return String(a);
  }
};
const hex0x = (v: unknown): Json => (typeof v === 'string' ? v.toLowerCase().replace(/^0x/, '') : (v as Json));

// ---- The view of the decoded bytes ----

function ownersView(o: DecodedOwners): Obj {
  return { addresses: o.addresses.map(hexKey), locktime: String(o.locktime), threshold: String(o.threshold) };
}

function outputView(o: DecodedTransferableOutput): Obj {
  const owners = ownersView(o.output);
  return {
    assetID: cb58Encode(o.assetId),
    ...(o.output.stakeableLocktime !== undefined ? { stakeableLocktime: String(o.output.stakeableLocktime) } : {}),
    amount: String(o.output.amount),
    ...owners,
  };
}

function inputView(i: DecodedInput): Obj {
  return {
    txID: cb58Encode(i.txId),
    outputIndex: String(i.outputIndex),
    assetID: cb58Encode(i.assetId),
    ...(i.stakeableLocktime !== undefined ? { stakeableLocktime: String(i.stakeableLocktime) } : {}),
    amount: String(i.amount),
    signatureIndices: i.sigIndices.map(String),
  };
}

/** What the bytes say of each json member the spec lists (P.res.tx-json). */
export function bytesView(tx: DecodedTx): View {
  const v: View = { id: cb58Encode(tx.id), credentials: tx.credentials.map((c) => c.map(hexKey)) };
  if (tx.base) {
    Object.assign(v, {
      networkID: String(tx.base.networkId),
      blockchainID: cb58Encode(tx.base.blockchainId),
      inputs: tx.base.inputs.map(inputView),
      outputs: tx.base.outputs.map(outputView),
      memo: hexKey(tx.base.memo),
    });
  }
  if (tx.validator)
    v.validator = {
      nodeID: encodeNodeId(tx.validator.nodeId),
      start: String(tx.validator.start),
      end: String(tx.validator.end),
      weight: String(tx.validator.weight),
    };
  if (tx.stake) v.stake = tx.stake.map(outputView);
  // A delegator's rewards owner is the json's rewardsOwner (a validator's two owners have other names).
  if (tx.typeId === 26 && tx.owner) v.rewardsOwner = ownersView(tx.owner);
  if (tx.destinationChain) v.destinationChain = cb58Encode(tx.destinationChain);
  if (tx.exportedOutputs) v.exportedOutputs = tx.exportedOutputs.map(outputView);
  // The staker tx a reward tx ends (RewardValidatorTx, Helicon's config and reward txs), and Helicon's settings.
  const ended = tx.stakerTxId ?? (tx.typeId === TYPE.addAutoRenewedValidatorTx ? undefined : tx.renewal?.txId);
  if (ended) v.txID = cb58Encode(ended);
  if (tx.typeId === TYPE.rewardAutoRenewedValidatorTx && tx.time !== undefined) v.timestamp = String(tx.time);
  if (tx.autoRenewedNodeId) v.nodeID = hexKey(tx.autoRenewedNodeId);
  if (tx.typeId === TYPE.addAutoRenewedValidatorTx && tx.shares !== undefined) v.delegationShares = String(tx.shares);
  if (tx.renewal?.authority) v.validatorAuthority = ownersView(tx.renewal.authority);
  if (tx.renewal?.autoCompoundRewardShares !== undefined)
    v.autoCompoundRewardShares = String(tx.renewal.autoCompoundRewardShares);
  if (tx.renewal?.period !== undefined) v.period = String(tx.renewal.period);
  return v;
}

// ---- The view of the json answer ----

function jsonOwnersView(o: Obj): Obj {
  return {
    addresses: Array.isArray(o.addresses) ? o.addresses.map(addressHex) : null,
    locktime: text(o.locktime),
    threshold: text(o.threshold),
  };
}

/** An output: {assetID, fxID, output: {addresses, amount, locktime, threshold}} or a LockOut {locktime, output: {…}}. */
function jsonOutputView(o: Json): Json {
  if (!isObj(o) || !isObj(o.output)) return o;
  const locked = isObj(o.output.output);
  const inner = locked ? (o.output.output as Obj) : o.output;
  return {
    assetID: o.assetID ?? null,
    ...(locked ? { stakeableLocktime: text(o.output.locktime) } : {}),
    amount: text(inner.amount),
    ...jsonOwnersView(inner),
  };
}

/** An input: {txID, outputIndex, assetID, fxID, input: {amount, signatureIndices}} or a LockIn {locktime, input: {…}}. */
function jsonInputView(i: Json): Json {
  if (!isObj(i) || !isObj(i.input)) return i;
  const locked = isObj(i.input.input);
  const inner = locked ? (i.input.input as Obj) : i.input;
  return {
    txID: i.txID ?? null,
    outputIndex: text(i.outputIndex),
    assetID: i.assetID ?? null,
    ...(locked ? { stakeableLocktime: text(i.input.locktime) } : {}),
    amount: text(inner.amount),
    signatureIndices: Array.isArray(inner.signatureIndices) ? inner.signatureIndices.map(text) : null,
  };
}

/** The json answer in the same view, only the members it carries. */
export function jsonView(tx: Obj): View {
  const u = isObj(tx.unsignedTx) ? tx.unsignedTx : {};
  const v: View = {};
  if ('id' in tx) v.id = tx.id!;
  if (Array.isArray(tx.credentials))
    v.credentials = tx.credentials.map((c) => (isObj(c) && Array.isArray(c.signatures) ? c.signatures.map(hex0x) : c));
  if ('networkID' in u) v.networkID = text(u.networkID);
  if ('blockchainID' in u) v.blockchainID = u.blockchainID!;
  if (Array.isArray(u.inputs)) v.inputs = u.inputs.map(jsonInputView);
  if (Array.isArray(u.outputs)) v.outputs = u.outputs.map(jsonOutputView);
  if ('memo' in u) v.memo = hex0x(u.memo);
  if (isObj(u.validator))
    v.validator = {
      nodeID: u.validator.nodeID ?? null,
      start: text(u.validator.start),
      end: text(u.validator.end),
      weight: text(u.validator.weight),
    };
  if (Array.isArray(u.stake)) v.stake = u.stake.map(jsonOutputView);
  if (isObj(u.rewardsOwner)) v.rewardsOwner = jsonOwnersView(u.rewardsOwner);
  if ('destinationChain' in u) v.destinationChain = u.destinationChain!;
  if (Array.isArray(u.exportedOutputs)) v.exportedOutputs = u.exportedOutputs.map(jsonOutputView);
  if (typeof u.txID === 'string') v.txID = u.txID;
  if ('timestamp' in u) v.timestamp = text(u.timestamp);
  // AddAutoRenewedValidatorTx's node ID is a byte string (0x-hex), not a NodeID.
  if (typeof u.nodeID === 'string') v.nodeID = hex0x(u.nodeID);
  if ('delegationShares' in u) v.delegationShares = text(u.delegationShares);
  if (isObj(u.validatorAuthority)) v.validatorAuthority = jsonOwnersView(u.validatorAuthority);
  if ('autoCompoundRewardShares' in u) v.autoCompoundRewardShares = text(u.autoCompoundRewardShares);
  if ('period' in u) v.period = text(u.period);
  return v;
}

/** Where each member sits in the json answer. */
const MEMBER_PATH: Record<string, string> = { id: 'id', credentials: 'credentials' };

/**
 * Records a breach for each member of the json tx that differs from the decoded bytes of the same tx
 * (soft: every member is judged). `at` is the json tx's path ("$.result.tx", "$.result.block.txs[2]").
 */
export function verifyTxJsonAgainstBytes(t: CheckContext, json: unknown, decoded: DecodedTx, at: string): void {
  if (!isObj(json))
    return void t.verify(false, 'the json tx is not an object', {
      expected: '{unsignedTx, credentials}',
      received: stringifyJson(json as Json).slice(0, 120),
      path: at,
    });
  const want = bytesView(decoded);
  const got = jsonView(json);
  for (const [member, value] of Object.entries(got)) {
    if (!(member in want)) continue; // a member this tx type's bytes do not have (left to the schema)
    const expected = stringifyJson(want[member]!);
    const received = stringifyJson(value);
    t.verify(
      expected === received,
      `the json ${member} of tx ${String(want.id)} is not what its bytes (hex encoding) say`,
      {
        expected: expected.slice(0, 300),
        received: received.slice(0, 300),
        path: `${at}.${MEMBER_PATH[member] ?? `unsignedTx.${member}`}`,
      },
    );
  }
}

/** The json block held to its decoded bytes: height, parent, and each of its txs member by member. */
export function verifyBlockJsonAgainstBytes(
  t: CheckContext,
  json: { height: unknown; parentID: unknown; txs?: unknown[]; tx?: unknown; id?: unknown; time?: unknown },
  decoded: DecodedBlock,
  at: string,
): void {
  // Members the spec does not list, held to the bytes where a node writes them: its ID (the hash of its bytes) and a
  // Banff block's time.
  if (json.id !== undefined)
    t.verify(json.id === cb58Encode(decoded.id), "the json id must be the ID of the block's bytes", {
      expected: cb58Encode(decoded.id),
      received: String(json.id),
      path: `${at}.id`,
    });
  if (json.time !== undefined)
    t.verify(String(json.time) === String(decoded.time), 'the json time must be the time the block bytes hold', {
      expected: String(decoded.time),
      received: String(json.time),
      path: `${at}.time`,
    });
  t.verify(String(json.height) === String(decoded.height), 'the decoded height must equal the json height', {
    expected: String(decoded.height),
    received: String(json.height),
    path: `${at}.height`,
  });
  t.verify(json.parentID === cb58Encode(decoded.parentId), 'the decoded parent must equal the json parentID', {
    expected: cb58Encode(decoded.parentId),
    received: String(json.parentID),
    path: `${at}.parentID`,
  });
  // A proposal block's proposal tx is its json's tx member (the node's form), or follows its decision txs in txs.
  if (decoded.tx && json.tx !== undefined) verifyTxJsonAgainstBytes(t, json.tx, decoded.tx, `${at}.tx`);
  const txs = [...decoded.txs, ...(decoded.tx && json.tx === undefined ? [decoded.tx] : [])];
  const listed = json.txs ?? [];
  t.verify(listed.length === txs.length, 'the json block lists another number of txs than its bytes hold', {
    expected: String(txs.length),
    received: String(listed.length),
    path: `${at}.txs`,
  });
  listed.forEach((x, i) => {
    if (txs[i]) verifyTxJsonAgainstBytes(t, x, txs[i]!, `${at}.txs[${i}]`);
  });
}
