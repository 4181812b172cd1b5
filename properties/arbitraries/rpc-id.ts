// JSON-RPC request ids (J.id): strings (empty, unicode, escapes) and integers, including negative ones
// and ones beyond 2^53 that a double cannot hold. null is left out: a null id makes a notification.
import fc from 'fast-check';
import type { Json } from '../../src/json/lossless.js';

export const rpcId: fc.Arbitrary<Json> = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.string({ unit: 'grapheme', maxLength: 12 }),
  fc.constantFrom('', ' ', '"', '\\', '<&>', '\u2028', 'null', '1', '1e3'),
  fc.integer(),
  fc.constantFrom(0, -1, Number.MAX_SAFE_INTEGER, -Number.MAX_SAFE_INTEGER),
  fc.bigInt({ min: 1n << 53n, max: (1n << 64n) - 1n }),
  fc.bigInt({ min: -(1n << 63n), max: -(1n << 53n) - 1n }),
);
