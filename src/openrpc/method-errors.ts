// The errors an OpenRPC method lists: those the spec states, each message ending with the clause that
// states it. The spec gives no code for a method's own failures; AvalancheGo answers every one with
// -32000 (facts/node-local.md §1, "Error codes"), so they carry that code.
import type { ErrorObject } from '@open-rpc/meta-schema';
import { ERROR_CODES } from '../../schemas/envelope.js';
import type { CatalogEntry, MethodName } from '../catalog/method-catalog.js';
import { MAX_CONTAINERS_PER_RANGE, MAX_KEYSTORE_FIELD_LENGTH } from '../spec/limits.js';

/** AvalancheGo's code for every error a service method returns. */
const SERVICE_ERROR = -32000;

const error = (message: string): ErrorObject => ({ code: SERVICE_ERROR, message });

/** Failures the spec names for one method. */
const METHOD_ERRORS: Partial<Record<MethodName, readonly ErrorObject[]>> = {
  'platform.getSubnet': [error('subnetID is required (P.m.getSubnet.required)')],
  'index.getContainerRange': [
    error('startIndex is beyond the last accepted index and numToFetch is not 0 (I.range.R3)'),
    error(
      `numToFetch is above the maximum fetch size: it must be within [0, ${MAX_CONTAINERS_PER_RANGE}] (I.range.R4)`,
    ),
  ],
  'keystore.createUser': [
    error(
      'the password is weak: it needs 8 or more characters with upper- and lower-case letters, numbers and symbols (K.limit.strength)',
    ),
    error(
      `the username or password is longer than ${MAX_KEYSTORE_FIELD_LENGTH} characters (K.limit.username, K.limit.password)`,
    ),
  ],
  'keystore.importUser': [error("the password does not match the exported user's password (K.import.password)")],
  'info.getBlockchainID': [error('there is no ID with alias: <alias> (I.info.getBlockchainID.unknown)')],
  'info.isBootstrapped': [
    error("argument 'chain' not given (I.info.isBootstrapped.unknown)"),
    error("there is no chain with alias/ID '<chain>' (I.info.isBootstrapped.unknown)"),
  ],
  'info.uptime': [error("couldn't get node uptime: node is not a validator (I.info.uptime)")],
};

/** The clause stating which encodings a method takes: the spec's error rule on the P-Chain, else the index rule or the method's own clause. */
function encodingClause(entry: CatalogEntry): string {
  return entry.api === 'platform'
    ? 'P.err.encoding'
    : (entry.clauses.find((c) => c === 'I.encoding') ?? entry.clauses[0]!);
}

export function methodErrors(entry: CatalogEntry): ErrorObject[] {
  return [
    { code: ERROR_CODES.invalidParams, message: 'Invalid params (J.invalid-params; AvalancheGo answers -32000)' },
    ...(entry.encodings
      ? [
          error(
            `the encoding is not one the method takes: ${entry.encodings.allowed.join(' or ')}, default ${entry.encodings.default} (${encodingClause(entry)})`,
          ),
        ]
      : []),
    ...(METHOD_ERRORS[entry.method] ?? []),
  ];
}
