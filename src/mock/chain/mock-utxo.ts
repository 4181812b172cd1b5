// A UTXO of the mock's chain. Its ID is kept as lowercase hex (which sorts as the bytes do: the chain
// orders each address's UTXOs by it, as the node does); its CB58 form, its ID bytes and its codec
// bytes are made when an answer first needs them. A run reads a few hundred of the chain's thousands
// of UTXOs (100,000 more at mainnet scale), and a small Uint8Array costs about 180 bytes of heap.
import { encodeUtxo, utxoIdOf, type Utxo } from '../../codec/codec.js';
import { cb58Encode } from '../../encoding/cb58.js';
import { hexKey } from '../../encoding/hex.js';
import type { MockUtxo } from './state.js';

export class LazyMockUtxo implements MockUtxo {
  readonly idHex: string;
  private idText?: string;
  private encoded?: Uint8Array;

  constructor(readonly utxo: Utxo) {
    this.idHex = hexKey(utxoIdOf(utxo.txId, utxo.outputIndex));
  }

  get idBytes(): Uint8Array {
    return Buffer.from(this.idHex, 'hex');
  }

  get id(): string {
    return (this.idText ??= cb58Encode(this.idBytes));
  }

  get bytes(): Uint8Array {
    return (this.encoded ??= encodeUtxo(this.utxo));
  }
}
