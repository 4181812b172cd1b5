// One example call per catalog method at the path a document names, answered by the embedded mock: the
// params come from what discovery finds on a mock of the same seed (the inputs the suites send), the
// result is what a fresh mock of that seed answers when the document's calls run in its order
// (`EXAMPLE_ORDER`), so a tool that replays them in that order against `avaconform mock --seed N` gets
// the same answers.
import type { ExampleInputs } from '../../schemas/method.js';
import { DEFINITIONS, methodEntry, type MethodDefinitions, type MethodName } from '../catalog/method-catalog.js';
import { HttpClient } from '../client/http.js';
import { discover } from '../discovery/discover.js';
import type { Discovery } from '../discovery/discovered-inputs.js';
import { formatAddress } from '../encoding/address.js';
import { decodeHexChecksum, encodeHexChecksum } from '../encoding/hex.js';
import { InputError } from '../input-error.js';
import { isJsonObject, parseJson, type Json } from '../json/lossless.js';
import { createMock } from '../mock/node.js';
import { startMockServer } from '../mock/server.js';
import { LOCAL_PREFUNDED_KEY, parsePrivateKey } from '../tx/key.js';
import { selfTransfer, spendableUtxos } from '../tx/self-transfer.js';

export type Params = Record<string, Json>;

export interface Example {
  method: MethodName;
  /** The URL path it was sent to: the document's endpoint, else the method's first (canonical) path. */
  path: string;
  params: Params;
  result: Json;
}

/** Asks the example mock a read-only question (a UTXO to spend, the user to import). */
type Ask = (method: MethodName, params: Params) => Promise<Json>;

/**
 * Examples that change what later examples read run last, in this order: the imported and the deleted
 * user after exportUser and listUsers, the issued tx after everything (it lands in a block after the
 * mock's block time, which heights, health and the P-Chain index would then show).
 */
const RUN_LAST: readonly MethodName[] = ['keystore.importUser', 'keystore.deleteUser', 'platform.issueTx'];

/** The catalog in the order the examples run: catalog order, RUN_LAST at the end. */
export const EXAMPLE_ORDER: readonly MethodDefinitions[] = [
  ...DEFINITIONS.filter((e) => !RUN_LAST.includes(e.method)),
  ...RUN_LAST.map((m) => methodEntry(m)),
];

/** A discovered value an example of `method` needs, or a one-line error naming what the mock lacks. */
function need<T>(value: T | undefined | null, method: string, what: string): T {
  if (value === undefined || value === null)
    throw new InputError(`the mock holds no ${what} for the ${method} example (try another --seed)`);
  return value;
}

/** The write checks' signed self-transfer (src/tx/self-transfer.ts) of the local network's prefunded key. */
async function signedSelfTransfer(d: Discovery, ask: Ask): Promise<Uint8Array> {
  const key = parsePrivateKey(LOCAL_PREFUNDED_KEY);
  const networkId = need(d.networkId, 'issueTx', 'network ID');
  const address = formatAddress('P', need(d.hrp, 'issueTx', 'address HRP'), key.address);
  const page = await ask('platform.getUTXOs', { addresses: [address], limit: 1024 });
  const time = await ask('platform.getTimestamp', {});
  const utxos = isJsonObject(page) && Array.isArray(page.utxos) ? page.utxos.filter((u) => typeof u === 'string') : [];
  const now = BigInt(Math.floor(Date.parse(String(isJsonObject(time) ? time.timestamp : '')) / 1000));
  const spendable = spendableUtxos(key, utxos.map(decodeHexChecksum), now);
  return selfTransfer(key, need(spendable[0], 'issueTx', `spendable UTXO of ${address}`), networkId);
}

/** What discovery finds on a mock of this seed (served on loopback for the while). */
async function discoverMock(seed: number): Promise<Discovery> {
  const server = await startMockServer({ seed, port: 0 });
  const client = new HttpClient(server.url);
  try {
    return await discover(client);
  } finally {
    await client.close();
    await server.close();
  }
}

/**
 * The examples of the methods served at `path` (every method when absent), in EXAMPLE_ORDER, each sent to
 * `path` (else to the method's canonical path) and answered by a fresh mock of the seed.
 */
export async function mockExamples(seed: number, path?: string): Promise<Example[]> {
  const discovery = await discoverMock(seed);
  const mock = createMock({ seed });
  let id = 0;
  const call = async (method: MethodName, at: string, params: Params): Promise<Json> => {
    const body = JSON.stringify({ jsonrpc: '2.0', id: ++id, method, params });
    const res = await mock.handle({
      method: 'POST',
      path: at,
      headers: { 'content-type': 'application/json' },
      body: new TextEncoder().encode(body),
    });
    const answer = parseJson(typeof res.body === 'string' ? res.body : new TextDecoder().decode(res.body));
    if (!isJsonObject(answer) || answer.result === undefined)
      throw new Error(
        `the mock answered the ${method} example at ${at} with no result: ${JSON.stringify(isJsonObject(answer) ? answer.error : answer)}`,
      );
    return answer.result;
  };
  const ask: Ask = (method, params) => call(method, methodEntry(method).paths[0]!, params);
  const out: Example[] = [];
  for (const entry of EXAMPLE_ORDER.filter((e) => path === undefined || e.paths.includes(path))) {
    const at = path ?? entry.paths[0]!;
    const inputs: ExampleInputs = {
      discovery,
      path: at,
      index: discovery.indexes.find((i) => i.path === at),
      need: (value, what) => need(value, entry.method.slice(entry.method.indexOf('.') + 1), what),
      ask,
      signedSelfTransfer: async () => encodeHexChecksum(await signedSelfTransfer(discovery, ask)),
    };
    // A Params schema's input is JSON: the schemas take JSON-RPC params (strings, numbers, arrays, objects).
    const params = (await entry.example(inputs)) as Params;
    out.push({ method: entry.method, path: at, params, result: await call(entry.method, at, params) });
  }
  return out;
}
