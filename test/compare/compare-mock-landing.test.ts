// The mocks compare starts (src/compare/obtain.ts startLive) land an issued tx by the requests they receive, never
// by the clock: two of one seed, fed one sequence of requests (a self-transfer issued, then its status, the tx, the
// key's UTXOs, the chain time, the height), answer byte for byte alike, though one is asked with a pause longer than
// the package mock's block time before each request and the other with none.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { HttpClient } from '../../src/client/http.js';
import type { RawRequest } from '../../src/client/exchange.js';
import { parseCompareSide } from '../../src/compare/compare-side.js';
import { startLive } from '../../src/compare/obtain.js';
import { formatAddress } from '../../src/encoding/address.js';
import { decodeHexChecksum, encodeHexChecksum } from '../../src/encoding/hex.js';
import { MEMPOOL_BLOCK_TIME_MS } from '../../src/mock/platform/txs.js';
import { LOCAL_PREFUNDED_KEY, parsePrivateKey } from '../../src/tx/key.js';
import { selfTransfer, spendableUtxos } from '../../src/tx/self-transfer.js';

const SEED = 5;
const NETWORK_ID = 12345;
const PAUSE_MS = MEMPOOL_BLOCK_TIME_MS + 100;
const key = parsePrivateKey(LOCAL_PREFUNDED_KEY);
const address = formatAddress('P', 'local', key.address);

const rpc = (method: string, params: object): RawRequest => ({
  method: 'POST',
  path: '/ext/bc/P',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
});

type Side = { client: HttpClient; stop(): Promise<void> };
let sides: Side[] = [];

beforeAll(async () => {
  const mock = parseCompareSide('mock');
  if (mock.kind !== 'mock') throw new Error(`"mock" read as a ${mock.kind} side`);
  sides = await Promise.all(
    [0, 1].map(async () => {
      const live = await startLive(mock, SEED, 30_000, mkdtempSync(join(tmpdir(), 'avaconform-landing-')));
      return { client: new HttpClient(live.url), stop: live.stop };
    }),
  );
});
afterAll(async () => {
  await Promise.all(sides.map(async (s) => void (await Promise.all([s.client.close(), s.stop()]))));
});

/** The answer's body, as the mock sent it. */
async function send(side: Side, request: RawRequest, pauseMs: number): Promise<string> {
  if (pauseMs) await new Promise((r) => setTimeout(r, pauseMs));
  const x = await side.client.send(request);
  expect(x.error).toBeUndefined();
  return x.response!.body;
}

test('two mocks compare starts for one seed answer one sequence of requests alike, however far apart it comes', async () => {
  const [quick, slow] = sides as [Side, Side];
  const utxosRequest = rpc('platform.getUTXOs', { addresses: [address], limit: 1024 });
  const timeRequest = rpc('platform.getTimestamp', {});
  // The tx to issue, from the quick side's first answers.
  const first = [await send(quick, utxosRequest, 0), await send(quick, timeRequest, 0)];
  const page = JSON.parse(first[0]!) as { result: { utxos: string[] } };
  const time = JSON.parse(first[1]!) as { result: { timestamp: string } };
  const now = BigInt(Date.parse(time.result.timestamp) / 1000);
  const spendable = spendableUtxos(key, page.result.utxos.map(decodeHexChecksum), now)[0]!;
  const issued = rpc('platform.issueTx', {
    tx: encodeHexChecksum(selfTransfer(key, spendable, NETWORK_ID)),
    encoding: 'hex',
  });
  const issuedAnswer = await send(quick, issued, 0);
  const txID = (JSON.parse(issuedAnswer) as { result: { txID: string } }).result.txID;
  const after = [
    rpc('platform.getTxStatus', { txID }),
    rpc('platform.getTx', { txID, encoding: 'hex' }),
    utxosRequest,
    timeRequest,
    rpc('platform.getHeight', {}),
  ];
  const quickAnswers = [...first, issuedAnswer];
  for (const request of after) quickAnswers.push(await send(quick, request, 0));
  const slowAnswers: string[] = [];
  for (const request of [utxosRequest, timeRequest, issued, ...after])
    slowAnswers.push(await send(slow, request, PAUSE_MS));
  expect(slowAnswers).toEqual(quickAnswers);
  // The tx landed at the request after its issue, on both sides.
  expect(JSON.parse(quickAnswers[3]!)).toMatchObject({ result: { status: 'Committed' } });
});
