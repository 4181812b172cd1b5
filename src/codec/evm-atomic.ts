// The C-Chain's atomic ExportTx (coreth's codec: type ID 1; secp256k1fx's types from 5, as the P-Chain's): its
// EVM inputs (an account, an amount, a nonce), the outputs it exports to another chain, and its signatures. What the
// mock's C-Chain reads of a tx a P-Chain wallet sends it (src/mock/c-chain.ts).
import { Reader } from './bytes.js';
import { readTransferableOutput, type DecodedTransferableOutput } from './decode.js';

export interface EvmInput {
  /** The EVM account (20 bytes). */
  address: Uint8Array;
  amount: bigint;
  assetId: Uint8Array;
  nonce: bigint;
}

export interface EvmExportTx {
  networkId: number;
  blockchainId: Uint8Array;
  destinationChain: Uint8Array;
  inputs: EvmInput[];
  outputs: DecodedTransferableOutput[];
  /** The bytes its signatures sign (sha256 of them): the codec version and the unsigned tx. */
  unsigned: Uint8Array;
  /** One credential per input: its 65-byte recoverable signatures. */
  credentials: Uint8Array[][];
}

const EXPORT_TX_TYPE_ID = 1;
const CREDENTIAL_TYPE_ID = 9;

export function decodeEvmExportTx(bytes: Uint8Array): EvmExportTx {
  const r = new Reader(bytes);
  if (r.u16() !== 0) throw new Error('codec: unknown codec version');
  const typeId = r.u32();
  if (typeId !== EXPORT_TX_TYPE_ID) throw new Error(`codec: not an atomic ExportTx (type ID ${typeId})`);
  const networkId = r.u32();
  const blockchainId = r.fixed(32);
  const destinationChain = r.fixed(32);
  const inputs = r.list(() => ({ address: r.fixed(20), amount: r.u64(), assetId: r.fixed(32), nonce: r.u64() }));
  const outputs = r.list(() => readTransferableOutput(r));
  const unsigned = bytes.subarray(0, r.offset);
  const credentials = r.list(() => {
    const t = r.u32();
    if (t !== CREDENTIAL_TYPE_ID) throw new Error(`codec: unknown credential type ID ${t}`);
    return r.list(() => r.fixed(65));
  });
  r.done();
  return { networkId, blockchainId, destinationChain, inputs, outputs, unsigned, credentials };
}
