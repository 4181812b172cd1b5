// The P-Chain codec: encoder (used by the mock) and an independent decoder (used by the suites).
export * from './types.js';
export { encodeBlock, encodeSignedTx, encodeUtxo, txIdOf, utxoIdOf } from './encode.js';
export { decodeBlock, decodeSignedTx, decodeUtxo, type DecodedBlock, type DecodedOutput, type DecodedTx, type DecodedUtxo } from './decode.js';
