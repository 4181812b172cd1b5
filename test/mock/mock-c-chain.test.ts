// The mock's C-Chain, as a P-Chain wallet meets it (src/mock/c-chain.ts): an atomic ExportTx of an EVM account to the
// P-Chain is accepted once per nonce when its account signed it, its output is listed by getUTXOs sourceChain C until
// an ImportTx takes it. Expected values are those put in the txs (the UTXO's ID derived from the tx's by hand).
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { HttpClient } from '../../src/client/http.js';
import { decodeUtxo } from '../../src/codec/codec.js';
import { decodeEvmExportTx } from '../../src/codec/evm-atomic.js';
import { formatAddress } from '../../src/encoding/address.js';
import { cb58Decode, cb58Encode } from '../../src/encoding/cb58.js';
import { decodeHexChecksum, encodeHexChecksum, toHex } from '../../src/encoding/hex.js';
import { startMockServer, type MockServer } from '../../src/mock/server.js';
import { C_AVAX_PATH, P_PATH, SeedApi } from '../../src/seed/api.js';
import type { AvaContext } from '../../src/tx/avalanchejs.js';
import { deriveKey, evmAddressOf } from '../../src/tx/derive.js';
import { LOCAL_PREFUNDED_KEY, parsePrivateKey, signTx } from '../../src/tx/key.js';
import { cExportToPTx, importTx, signWith } from '../../src/tx/seed-txs.js';

const AVAX = 1_000_000_000n;
const ewoq = parsePrivateKey(LOCAL_PREFUNDED_KEY);
const sha256 = (bytes: Uint8Array) => new Uint8Array(createHash('sha256').update(bytes).digest());
const u64 = (n: number) => Uint8Array.from({ length: 8 }, (_, i) => (i < 4 ? 0 : (n >>> (8 * (7 - i))) & 255));
/** A UTXO's ID: sha256 of its output index (u64 BE) and its tx's ID (the node's txID.Prefix). */
const utxoId = (txId: string, index: number) =>
  cb58Encode(sha256(Uint8Array.from([...u64(index), ...cb58Decode(txId)])));

let server: MockServer;
let api: SeedApi;
let context: AvaContext;

beforeAll(async () => {
  server = await startMockServer({ seed: 1, port: 0 });
  api = new SeedApi(new HttpClient(server.url), Date.now() + 60_000);
  context = await api.context();
});
afterAll(() => server.close());

/** The payer's UTXOs exported from C, by ID: amount. */
async function fromC(): Promise<Map<string, bigint>> {
  const page = (await api.call(P_PATH, 'platform.getUTXOs', {
    addresses: [formatAddress('P', context.hrp, ewoq.address)],
    sourceChain: 'C',
    encoding: 'hex',
  })) as { utxos: string[] };
  return new Map(
    page.utxos.map((hex) => {
      const u = decodeUtxo(decodeHexChecksum(hex));
      return [cb58Encode(u.utxoId), u.output.amount];
    }),
  );
}

describe("the mock's C-Chain", () => {
  test('an export is accepted once per nonce, signed by its account, and waits on the P-Chain until imported', async () => {
    const evm = evmAddressOf(ewoq);
    expect(await fromC()).toEqual(new Map());
    const first = await api.evmAccount(toHex(evm));
    expect(first.nonce).toBe(0n);
    const exported = signWith(cExportToPTx(context, evm, first.baseFeeNavax, 0n, ewoq.address, 3n * AVAX), [ewoq]);
    await api.acceptC(exported);
    expect((await api.evmAccount(toHex(evm))).nonce).toBe(1n);
    expect(await fromC()).toEqual(new Map([[utxoId(exported.id, 0), 3n * AVAX]]));

    // The same tx again: its nonce is spent. Another key's signature over the account's next nonce: not its signer.
    const issue = (bytes: Uint8Array) =>
      api.call(C_AVAX_PATH, 'avax.issueTx', { tx: encodeHexChecksum(bytes), encoding: 'hex' });
    await expect(issue(exported.bytes)).rejects.toThrow(/invalid nonce/);
    const next = signWith(cExportToPTx(context, evm, first.baseFeeNavax, 1n, ewoq.address, AVAX), [ewoq]);
    const { unsigned } = decodeEvmExportTx(next.bytes);
    const stranger = deriveKey(ewoq, 'c-chain/stranger');
    const forged = Uint8Array.from([...next.bytes.subarray(0, next.bytes.length - 65), ...signTx(stranger, unsigned)]);
    await expect(issue(forged)).rejects.toThrow(/not signed by its account/);
    expect(await fromC()).toEqual(new Map([[utxoId(exported.id, 0), 3n * AVAX]]));

    // Imported on the P-Chain: no longer listed.
    const atomic = await api.utxos('P', formatAddress('P', context.hrp, ewoq.address), 'C');
    await api.commitP(async (attempt) =>
      signWith(
        importTx(
          { context, feeState: await api.feeState(attempt), payer: ewoq, utxos: atomic },
          context.cBlockchainID,
          ewoq.address,
        ),
        [ewoq],
      ),
    );
    expect(await fromC()).toEqual(new Map());
  });
});
