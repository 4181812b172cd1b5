// The node's reading rules and states a deep fault changes: those no answer effect can make, because the change
// decides how a request is read or routed, or sits in a state every later answer reads (src/mock/faults/effect.ts).
// Each is one member here, documented once by what it changes; a deep fault's registry entry sets the members it
// changes (FaultSpec.deep), the node's context carries the value the faults switched on make (NodeContext.deep), and
// the handlers read that value, never a fault's name. `avaconform faults --deep` lists each deep fault with them.
import { MAX_KEYSTORE_FIELD_LENGTH } from '../../spec/limits.js';

/** One reading rule or state: its value on a node that keeps the spec, and what it changes (where, and how). */
interface DeepMember<V> {
  spec: V;
  changes: string;
}

export const DEEP_MEMBERS = {
  // How a JSON-RPC request is read (src/mock/core.ts).
  trailingBytesIgnored: {
    spec: false,
    changes: "core.ts reads only the body's leading JSON object: the bytes after it are ignored, not a parse error",
  },
  idOfAnyType: {
    spec: false,
    changes: 'core.ts reads an id of any JSON type (boolean, object, array) as valid and echoes it',
  },
  batchRead: {
    spec: true,
    changes: 'core.ts reads a batch as a batch; false: as one request of the wrong type (a -32700 error)',
  },
  leadingNullIsNoRequest: {
    spec: false,
    changes: 'core.ts reads a body whose first JSON value is null as no request: nothing is answered',
  },
  notificationsAnswered: {
    spec: false,
    changes: 'core.ts reads a request without id as one with id null, and answers it',
  },
  emptyParamsRefused: {
    spec: false,
    changes: 'core.ts refuses params {} before the method runs (-32602)',
  },
  numberUint64ParamsRefused: {
    spec: false,
    changes: 'core.ts refuses a uint64 param (height, index, …) given as a JSON number before the method runs',
  },
  peersDiverge: {
    spec: false,
    changes:
      'core.ts answers a request addressed to a peer of the network as a node whose chain state differs (peer-divergence.ts)',
  },
  // How the params are read (src/mock/go-params.ts, and the tag filter of health.ts).
  encodingAnyCase: {
    spec: false,
    changes: 'every handler reads an encoding param in any letter case, and takes hexc and hexnc too',
  },
  healthTagsKeepApplication: {
    spec: true,
    changes:
      'health.ts keeps the application-wide checks in a report filtered by tags; false: only the checks tagged as asked, and readiness adds database',
  },
  // How a request is routed (src/mock/node.ts).
  pChainPathRouted: {
    spec: true,
    changes: 'node.ts routes /ext/bc/P to the P-Chain API; false: not routed (404), its aliases still are',
  },
  keystoreRouted: {
    spec: true,
    changes: 'node.ts routes /ext/keystore to the keystore where the release serves it; false: not routed (404)',
  },
  cIndexPathFails: {
    spec: false,
    changes: 'node.ts routes /ext/index/C/block to an HTTP 500 HTML page instead of the index',
  },
  // What the indexes hold (src/mock/index-api.ts).
  pIndexLastForeign: {
    spec: false,
    changes:
      "index-api.ts: the P/block index's last container wraps a block the P-Chain never accepted (one byte changed)",
  },
  xTxIndexEmpty: {
    spec: false,
    changes: 'index-api.ts: the X/tx index holds no container (as on a network linearized from genesis)',
  },
  xVtxIndexNewerVertex: {
    spec: false,
    changes: "index-api.ts: the X/vtx index holds one vertex, accepted after X/block's first container",
  },
  // The mempool (src/mock/platform/txs.ts, verify-spend.ts).
  issuedTxsLand: {
    spec: true,
    changes:
      'txs.ts accepts the issued txs in a block as they fall due; false: no block accepts them, and getTxStatus answers them Committed once due',
  },
  issuedTxsVerified: {
    spec: true,
    changes:
      "txs.ts and verify-spend.ts check an issued tx's inputs against their UTXOs, its signatures and its authorisation; false: none of it",
  },
  // The keystore's users and how its params are read (src/mock/keystore.ts).
  keystoreUsernameLengthChecked: {
    spec: true,
    changes: `keystore.ts refuses a username longer than ${MAX_KEYSTORE_FIELD_LENGTH} characters; false: any length is read`,
  },
  keystorePasswordMax: {
    spec: MAX_KEYSTORE_FIELD_LENGTH,
    changes: 'keystore.ts createUser reads passwords of up to this many characters',
  },
  keystorePasswordStrengthChecked: {
    spec: true,
    changes: 'keystore.ts createUser refuses a weak password; false: a password is read whatever its strength',
  },
  keystoreImportChecksPassword: {
    spec: true,
    changes:
      "keystore.ts importUser refuses a password the blob's hash does not match; false: the user is stored all the same, the blob's hash and salt kept",
  },
  keystoreDeleteRemovesUser: {
    spec: true,
    changes: 'keystore.ts deleteUser removes the user; false: it answers {} and keeps the user',
  },
} satisfies Record<string, DeepMember<boolean | number>>;

/** The deep changes' values on one node (NodeContext.deep): each member's spec value unless a fault switched on sets it. */
export type DeepChanges = { readonly [K in keyof typeof DEEP_MEMBERS]: Widened<(typeof DEEP_MEMBERS)[K]['spec']> };

/** A member's type from its spec value: any boolean or number, not only the spec's. */
type Widened<V> = V extends boolean ? boolean : V extends number ? number : V;

/** What a deep fault sets: the members it changes, each to its value under the fault. */
export type DeepChange = Partial<DeepChanges>;

/** The values of a node that keeps the spec. */
export const SPEC_DEEP: DeepChanges = Object.fromEntries(
  Object.entries(DEEP_MEMBERS).map(([k, m]) => [k, m.spec]),
) as DeepChanges;

/** The values the `changes` make, applied in their order over the spec's (a later one wins on a member both set). */
export function deepChangesOf(changes: readonly DeepChange[]): DeepChanges {
  return Object.assign({}, SPEC_DEEP, ...changes) as DeepChanges;
}
