// Index API records (node-local-apis.md, Index). I.res.container, I.encoding
import { z } from 'zod';
import { CB58Id, HexBytes, Rfc3339, Uint64String } from '../primitives.js';

/** Every index method takes encoding, hex only (I.encoding). */
export const IndexEncoding = z.literal('hex');

/**
 * A container (I.res.container): id CB58, bytes hex, timestamp RFC 3339, encoding always "hex",
 * index a decimal string. The spec states only "hex" for bytes, so the node's 4-byte checksum is
 * not required here (HexChecksummed verifies it where a check wants the node's exact encoding).
 */
export const Container = z.looseObject({
  id: CB58Id,
  bytes: HexBytes,
  timestamp: Rfc3339,
  encoding: IndexEncoding,
  index: Uint64String,
});
export type Container = z.infer<typeof Container>;

export { INDEX_PATHS } from '../../src/spec/api-paths.js';
