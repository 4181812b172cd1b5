// The P-Chain codec (facts/platform-chain.md §6): an encoder (used by the mock), an independent
// decoder (used by the suites to read hex answers) and the node's JSON forms of txs and blocks.
export * from './codec-values.js';
export {
  blockIdOf,
  compareBytes,
  conversionIdOf,
  conversionValidationIdOf,
  encodeBlock,
  encodeSignedTx,
  encodeTransferableOutput,
  encodeUnsignedTx,
  encodeUtxo,
  txIdOf,
  utxoIdOf,
} from './encode.js';
export {
  decodeBlock,
  decodeSignedTx,
  decodeTransferableOutput,
  decodeTx,
  decodeUtxo,
  type DecodedBaseTx,
  type DecodedBlock,
  type DecodedInput,
  type DecodedOutput,
  type DecodedOwners,
  type DecodedPChainOwner,
  type DecodedTransferableOutput,
  type DecodedTx,
  type DecodedUtxo,
  type DecodedValidator,
} from './decode.js';
export { blockJson, txJson, SECP256K1FX_ID, type BlockJsonOptions } from './json.js';
