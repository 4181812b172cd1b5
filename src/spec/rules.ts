// The rule codes: every finding names the rule its answer broke with one of these, so a deviation,
// a report reader or a test tells findings apart by code and JSON path, never by message text. A
// clause (src/spec/clauses.ts) is what the spec says; a code is the harness's rule that tested it.
import { z } from 'zod';

/** Each code and the rule it names. */
export const RULES = {
  // An assertion of a check that names no code of its own: its clause and JSON path say what it tests.
  assert: "the check's own assertion",
  'harness.error': 'the harness itself failed (a bug, not the target)',

  // The answer as HTTP (src/check/context.ts).
  'transport.no-answer': 'an answer arrives (no transport failure)',
  'transport.unreadable': 'the body is readable JSON within the limits',
  'transport.http-status': 'a JSON-RPC answer comes with HTTP 200',

  // The JSON-RPC 2.0 envelope of every answer a check reads (J.*).
  'jsonrpc.object': 'the answer is one JSON object',
  'jsonrpc.version': 'jsonrpc is exactly "2.0"',
  'jsonrpc.result-xor-error': 'an answer carries exactly one of result and error',
  'jsonrpc.error-object': 'an error is an object with an integer code and a string message',
  'jsonrpc.id': "the answer echoes the request's id, with its type",
  'jsonrpc.error-code': 'the error carries the code the request calls for',
  'expected-result': 'the request is answered with a result',
  'expected-error': 'the request is answered with an error',
  'jsonrpc.batch-array': 'a batch is answered with an array of responses',
  // What a raw body gets (suites/_support/envelope-bodies.ts).
  'jsonrpc.notification': 'a request without id gets no response object',
  'jsonrpc.invalid-request': 'an invalid request object gets -32600',
  'jsonrpc.id-type': 'a request whose id is not a string, a number or null gets -32600',
  'jsonrpc.parse-error': 'a body that is not JSON gets -32700',
  'jsonrpc.trailing-bytes': 'a body with bytes after its JSON request object gets -32700',

  // A value against its zod schema, by the zod issue (schemaRuleOf).
  'schema.missing': 'a required member is present',
  'schema.forbidden': 'a member the schema rules out is absent',
  'schema.type': 'a value has the JSON type the schema wants',
  'schema.value': 'a value is one the schema allows (a literal, an enum member)',
  'schema.format': 'a string has its format (pattern, encoding)',
  'schema.bounds': 'a number, string or list is within its bounds',
  'schema.refinement': "a value meets the schema's own rule (a checksum, a rule across members)",
  'schema.union': 'a value is one of the forms the schema allows',
  'schema.entry': 'a record key or a collection element has its form',

  // Request parameters.
  'encoding.undocumented': 'an encoding a method does not document is refused',

  // Tx statuses (P.state.tx-status).
  'tx-status.refused-dropped': 'a tx the node was handed and refused is Dropped: it will never be accepted',
  'tx-status.dropped-reason': "a Dropped status carries the reason the node's refusal gave",
  'tx-status.committed-final': 'a Committed tx stays Committed, whatever the node is handed after',
  // The state machine (src/stateful/): answers after a command hold to the model's prediction.
  'state.tx-taken': 'a tx the rules allow is taken: issueTx answers its ID, then Processing until Committed',
  'state.tx-refused': 'a tx the rules refuse is answered with an error, and changes nothing',
  'state.follows': 'an answer follows the state the accepted txs made (the model of the sequence)',
  'state.past-set-stable': 'the validator set at a height the chain has accepted never changes',
  'state.proposed-height-bounded':
    'the proposed height never passes the accepted height, and never goes back as the chain moves',
  'state.index-follows-chain':
    "an index's last accepted container is the chain's last accepted block, each accepted block indexed once, in order",
  'state.health-follows-chain':
    "the P-Chain's health check names an accepted block: at most the height, never lower than before, by the ID the block index gives it",
  'state.double-spend': 'of two txs that spend one UTXO, exactly one is taken; the other is refused',
  'state.block-holds-tx': 'a committed tx is in a block between the heights read before and after it',
  'state.stake-follows-stakers':
    'the stake, weight and supply the chain reports are those of its current stakers: each staker added counts in, each ended counts out',
  'supply.holds-stake': 'the supply bounds every token that exists and can stake: at least the total stake',

  // The getUTXOs rules (src/spec/utxo-paging.ts).
  'utxo.num-fetched': 'numFetched counts the UTXOs returned',
  'utxo.page-size': 'a page holds at most min(limit, 1024) UTXOs (R2)',
  'utxo.owner': 'each UTXO is owned by a requested address (R1)',
  'utxo.endindex-utxo': 'endIndex.utxo is the last UTXO returned (R3)',
  'utxo.endindex-owner': 'endIndex.address is a requested owner of the last UTXO returned (R3)',
  'utxo.endindex-advances': 'the page after startIndex = endIndex ends past it (R3)',
  'utxo.fetch-end': 'the page that ends the fetch reports numFetched < limit (R5)',
  'utxo.fetch-complete': 'a fetch that ended reached every UTXO of the requested addresses (R3–R6)',

  // The getContainerRange rules (src/spec/container-range.ts).
  'range.containers': 'the containers answered are those from startIndex, in order (I.range.R1)',
  'range.refused': 'a range the index cannot serve is refused (I.range.R3, R4)',
  // A container of any index method (suites/_support/node-local-index.ts).
  'index.container-id': "a container's id is the ID of its bytes, as its chain names them (src/codec/container-id.ts)",

  // What discovery reads before any check (src/discovery/discover.ts).
  'block.at-height': 'getBlockByHeight answers the block at the height asked',
} as const satisfies Record<string, string>;

export const RuleCode = z.enum(Object.keys(RULES) as [keyof typeof RULES, ...Array<keyof typeof RULES>]);
export type RuleCode = z.infer<typeof RuleCode>;

type Issue = z.core.$ZodIssue;

/** The rule a zod issue breaks, from its code and kind and the value at its path (undefined: absent). */
export function schemaRuleOf(i: Issue, value: unknown): RuleCode {
  switch (i.code) {
    case 'invalid_type':
      return i.expected === 'never' ? 'schema.forbidden' : value === undefined ? 'schema.missing' : 'schema.type';
    case 'unrecognized_keys':
      return 'schema.forbidden';
    case 'invalid_value':
      return 'schema.value';
    case 'invalid_format':
      return 'schema.format';
    case 'too_small':
    case 'too_big':
    case 'not_multiple_of':
      return 'schema.bounds';
    case 'custom':
      return 'schema.refinement';
    case 'invalid_union':
      return 'schema.union';
    case 'invalid_key':
    case 'invalid_element':
      return 'schema.entry';
  }
}
