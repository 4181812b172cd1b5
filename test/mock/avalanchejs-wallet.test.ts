// The mock as a wallet meets it: avalanchejs (an implementation independent of the mock) sets up its context from the
// mock's info, X-Chain and P-Chain APIs, builds a transfer from the mock's UTXOs, signs and issues it, waits for it, and
// reads it back, under every profile. Expected values come from avalanchejs's own tx and keys, never from the mock.
import * as avalanche from '@avalabs/avalanchejs';
import { sha256 } from '@noble/hashes/sha2.js';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { MOCK_PROFILES } from '../../src/mock/mock-profile.js';
import { startMockServer, type MockServer } from '../../src/mock/server.js';

/**
 * The part of avalanchejs 5.2.0 a P-Chain wallet uses, typed here: its declarations re-export namespaces along paths
 * NodeNext cannot follow (src/tx/avalanchejs.ts says the same), so the module is bound to this surface once.
 */
interface Amounted {
  amount(): bigint;
}
interface WalletTx {
  getTx(): { getInputs(): Amounted[]; baseTx: { outputs: Amounted[] } };
  getSignedTx(): { toBytes(): Uint8Array };
}
interface Wallet {
  Context: {
    getContextFromURI(
      url: string,
    ): Promise<{ networkID: number; hrp: string; avaxAssetID: string; pBlockchainID: string }>;
  };
  pvm: {
    PVMApi: new (url: string) => {
      getStakingAssetID(p: { subnetID: string }): Promise<{ assetID: string }>;
      getBalance(p: { addresses: string[] }): Promise<{ balance: bigint }>;
      getUTXOs(p: { addresses: string[] }): Promise<{ utxos: Array<{ utxoId: { txID: { toString(): string } } }> }>;
      getFeeState(): Promise<unknown>;
      issueSignedTx(tx: unknown): Promise<{ txID: string }>;
      getTxStatus(p: { txID: string }): Promise<{ status: string }>;
    };
    e: {
      newBaseTx(
        props: { feeState: unknown; fromAddressesBytes: Uint8Array[]; outputs: unknown[]; utxos: unknown[] },
        context: unknown,
      ): WalletTx;
    };
  };
  secp256k1: { getPublicKey(key: Uint8Array): Uint8Array; publicKeyBytesToAddress(publicKey: Uint8Array): Uint8Array };
  TransferableOutput: { fromNative(assetId: string, amount: bigint, addresses: Uint8Array[]): unknown };
  addTxSignatures(p: { unsignedTx: WalletTx; privateKeys: Uint8Array[] }): Promise<void>;
  utils: {
    hexToBuffer(hex: string): Uint8Array;
    bufferToHex(bytes: Uint8Array): string;
    format(chain: string, hrp: string, address: Uint8Array): string;
    base58check: { encode(bytes: Uint8Array): string };
  };
}
const { addTxSignatures, Context, pvm, secp256k1, TransferableOutput, utils } = avalanche as unknown as Wallet;

/** The local network's well-known funded key (public test data). */
const EWOQ = utils.hexToBuffer('0x56289e99c94b6912bfc12adc093c9b51124f0dc54ac7a766b2bc5ccf558d8027');
const ONE_AVAX = 1_000_000_000n;
const POLL_MS = 20;
/** A bound on the wait for Committed, generous for a loaded machine: the mock builds its block 200 ms after issuance. */
const MAX_POLLS = 1500;

const sum = (values: bigint[]) => values.reduce((a, b) => a + b, 0n);

describe.each(MOCK_PROFILES)('avalanchejs wallet on the mock, profile %s', (profile) => {
  let server: MockServer;
  beforeAll(async () => {
    server = await startMockServer({ seed: 3, profile, port: 0 });
  });
  afterAll(() => server.close());

  test('getContextFromURI, then a transfer built from its UTXOs is issued, committed and read back as sent', async () => {
    const context = await Context.getContextFromURI(server.url);
    expect(context.networkID).toBe(12345);
    expect(context.hrp).toBe('local');
    const api = new pvm.PVMApi(server.url);
    // The asset the X-Chain names AVAX is the asset the P-Chain stakes.
    expect(context.avaxAssetID).toBe((await api.getStakingAssetID({ subnetID: context.pBlockchainID })).assetID);

    const from = secp256k1.publicKeyBytesToAddress(secp256k1.getPublicKey(EWOQ));
    const fromText = utils.format('P', context.hrp, from);
    const to = utils.hexToBuffer('0x' + 'a7'.repeat(20));
    const before = await api.getBalance({ addresses: [fromText] });
    const { utxos } = await api.getUTXOs({ addresses: [fromText] });
    const tx = pvm.e.newBaseTx(
      {
        feeState: await api.getFeeState(),
        fromAddressesBytes: [from],
        outputs: [TransferableOutput.fromNative(context.avaxAssetID, ONE_AVAX, [to])],
        utxos,
      },
      context,
    );
    await addTxSignatures({ unsignedTx: tx, privateKeys: [EWOQ] });
    const signed = tx.getSignedTx();
    const bytes = signed.toBytes();
    const { txID } = await api.issueSignedTx(signed);
    expect(txID).toBe(utils.base58check.encode(sha256(bytes)));

    let status = '';
    for (let polls = 0; status !== 'Committed' && polls < MAX_POLLS; polls++) {
      status = (await api.getTxStatus({ txID })).status;
      expect(['Processing', 'Committed']).toContain(status);
      if (status !== 'Committed') await new Promise((r) => setTimeout(r, POLL_MS));
    }
    expect(status).toBe('Committed');

    // Read back: the same bytes, the recipient's one output, the sender poorer by the amount and the fee avalanchejs paid.
    const back = await fetch(`${server.url}/ext/bc/P`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'platform.getTx', params: { txID, encoding: 'hex' } }),
    }).then((r) => r.json() as Promise<{ result: { tx: string } }>);
    expect(utils.bufferToHex(utils.hexToBuffer(back.result.tx).slice(0, -4))).toBe(utils.bufferToHex(bytes));
    const received = await api.getUTXOs({ addresses: [utils.format('P', context.hrp, to)] });
    expect(received.utxos.map((u) => u.utxoId.txID.toString())).toEqual([txID]);
    const body = tx.getTx();
    const inputs = sum(body.getInputs().map((i) => i.amount()));
    const outputs = sum(body.baseTx.outputs.map((o) => o.amount()));
    const after = await api.getBalance({ addresses: [fromText] });
    expect(after.balance).toBe(before.balance - ONE_AVAX - (inputs - outputs));

    // Issued again: refused as already accepted.
    await expect(api.issueSignedTx(signed)).rejects.toThrow(/already accepted/);
  });
});
