// A getUTXOs answer as the rules of src/spec/utxo-paging.ts read it: each UTXO's ID and owners from
// its bytes, endIndex's address as its 20 bytes. The getUTXOs suite and the paging property share it.
import type { Result } from '../../schemas/platform/getUTXOs.js';
import type { CheckContext } from '../../src/check/check.js';
import { decodeUtxo } from '../../src/codec/codec.js';
import { parseAddress } from '../../src/encoding/address.js';
import { cb58Encode } from '../../src/encoding/cb58.js';
import { KeptResults } from '../../src/kept-results.js';
import type { PagedResult, PagedUtxo } from '../../src/spec/utxo-paging.js';
import { hexPayload } from './bytes.js';

const hex = (b: Uint8Array) => Buffer.from(b).toString('hex');
/** An address's owner as the rules read it: hex of its 20 bytes. */
export const ownerOf = (address: string): string => hex(parseAddress(address).bytes);

/**
 * The UTXO texts this worker has verified (hex, checksum, codec bytes, ID), with what the model reads
 * from each: walks page the same UTXOs again and again, and the same text always gives the same verdict.
 * Only texts that verified are kept (a failing check keeps nothing), so a bad one fails every page that holds it.
 */
const verifiedUtxos = new KeptResults<string, PagedUtxo>(10_000);

/** A getUTXOs page in model terms; fails the check when a UTXO does not decode. */
export function pagedResult(t: CheckContext, r: Result): PagedResult {
  const utxos: PagedUtxo[] = r.utxos.map((text, i) =>
    verifiedUtxos.get(text, () => {
      const bytes = hexPayload(t, text, `$.result.utxos[${i}]`);
      try {
        const u = decodeUtxo(bytes);
        return { id: cb58Encode(u.utxoId), owners: u.output.addresses.map(hex) };
      } catch (e) {
        return t.fail(`a UTXO does not decode: ${(e as Error).message}`, {
          expected: 'a UTXO (facts §6.2)',
          received: text.slice(0, 60) + '…',
          path: `$.result.utxos[${i}]`,
        });
      }
    }),
  );
  let address: string | null = null;
  try {
    address = ownerOf(r.endIndex.address);
  } catch {
    address = null;
  }
  return { numFetched: r.numFetched, utxos, endIndex: { address, utxo: r.endIndex.utxo } };
}
