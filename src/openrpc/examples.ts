// One example call per catalog method at the path a document names, answered by the embedded mock: the
// params come from what discovery finds on a mock of the same seed (the inputs the suites send), the
// result is what a fresh mock of that seed answers when the document's calls run in its order
// (`EXAMPLE_ORDER`), so a tool that replays them in that order against `avaconform mock --seed N` gets
// the same answers.
import { CATALOG, methodEntry, type CatalogEntry, type MethodName } from '../catalog/index.js';
import { HttpClient } from '../client/http.js';
import { discover } from '../discovery/discover.js';
import type { Discovery } from '../discovery/types.js';
import { formatAddress } from '../encoding/address.js';
import { decodeHexChecksum, encodeHexChecksum } from '../encoding/hex.js';
import { InputError } from '../errors.js';
import { isJsonObject, parseJson, type Json } from '../json/lossless.js';
import { createMock } from '../mock/node.js';
import { startMockServer } from '../mock/server.js';
import { PRIMARY_NETWORK_ID } from '../spec/paths.js';
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
export const EXAMPLE_ORDER: readonly CatalogEntry[] = [
  ...CATALOG.filter((e) => !RUN_LAST.includes(e.method)),
  ...RUN_LAST.map((m) => CATALOG.find((e) => e.method === m)!),
];

const USERNAME = 'avaconform';
const IMPORTED_USERNAME = 'avaconform-imported';
/** Strong by the spec's rule (K.limit.strength): 8+ characters, upper, lower, digit, symbol. */
const PASSWORD = 'Avaconform#OpenRPC-2026';

/** A discovered value the example needs, or a one-line error naming what the mock lacks. */
function need<T>(value: T | undefined | null, method: string, what: string): T {
  if (value === undefined || value === null)
    throw new InputError(`the mock holds no ${what} for the ${method} example (try another --seed)`);
  return value;
}

/** The discovered index served at `path`, the one an index example is sent to. */
const indexAt = (d: Discovery, path: string) => d.indexes.find((i) => i.path === path);

/** The params of each method's example, from the discovered inputs and the path the example is sent to. */
const PARAMS: Record<MethodName, (d: Discovery, ask: Ask, path: string) => Params | Promise<Params>> = {
  // The least busy address discovery saw: a short balance and UTXO list.
  'platform.getBalance': (d) => ({ addresses: [need(d.addresses.at(-1)?.address, 'getBalance', 'address')] }),
  'platform.getBlock': (d) => ({ blockID: need(d.blocks[1]?.id, 'getBlock', 'block after genesis'), encoding: 'hex' }),
  'platform.getBlockByHeight': (d) => ({
    height: need(d.blocks[1]?.height, 'getBlockByHeight', 'block after genesis'),
    encoding: 'hex',
  }),
  'platform.getBlockchains': () => ({}),
  'platform.getBlockchainStatus': (d) => ({
    blockchainID: need(d.blockchains[0]?.id, 'getBlockchainStatus', 'blockchain'),
  }),
  'platform.getCurrentSupply': () => ({}),
  'platform.getCurrentValidators': (d) => ({
    subnetID: PRIMARY_NETWORK_ID,
    nodeIDs: [need(d.validators.find((v) => v.kind === 'primary')?.nodeId, 'getCurrentValidators', 'validator')],
  }),
  'platform.getFeeConfig': () => ({}),
  'platform.getFeeState': () => ({}),
  'platform.getHeight': () => ({}),
  'platform.getL1Validator': (d) => ({ validationID: need(d.l1ValidationIds[0], 'getL1Validator', 'L1 validator') }),
  'platform.getProposedHeight': () => ({}),
  'platform.getMinStake': () => ({}),
  'platform.getRewardUTXOs': (d) => ({
    txID: need(d.endedStakerTxIds[0], 'getRewardUTXOs', 'ended staker'),
    encoding: 'hex',
  }),
  'platform.getStake': (d) => ({
    addresses: [need(d.addresses.at(-1)?.address, 'getStake', 'address')],
    validatorsOnly: false,
  }),
  'platform.getStakingAssetID': () => ({}),
  'platform.getSubnet': (d) => ({ subnetID: need(d.subnets[0]?.id, 'getSubnet', 'subnet') }),
  'platform.getSubnets': (d) => ({ ids: [need(d.subnets[0]?.id, 'getSubnets', 'subnet')] }),
  'platform.getTimestamp': () => ({}),
  'platform.getTotalStake': () => ({ subnetID: PRIMARY_NETWORK_ID }),
  'platform.getTx': (d) => ({ txID: need(d.txIds[0], 'getTx', 'tx'), encoding: 'hex' }),
  'platform.getTxStatus': (d) => ({ txID: need(d.txIds[0], 'getTxStatus', 'tx') }),
  'platform.getUTXOs': (d) => ({ addresses: [need(d.addresses.at(-1)?.address, 'getUTXOs', 'address')], limit: 2 }),
  'platform.getValidatorsAt': (d) => ({ height: d.height, subnetID: PRIMARY_NETWORK_ID }),
  'platform.getValidatorFeeConfig': () => ({}),
  'platform.getValidatorFeeState': () => ({}),
  'platform.issueTx': async (d, ask) => ({ tx: encodeHexChecksum(await signedSelfTransfer(d, ask)), encoding: 'hex' }),
  'platform.sampleValidators': () => ({ size: 2, subnetID: PRIMARY_NETWORK_ID }),
  'platform.validatedBy': (d) => ({
    blockchainID: need(
      d.blockchains.find((b) => b.subnetId !== PRIMARY_NETWORK_ID)?.id,
      'validatedBy',
      'subnet blockchain',
    ),
  }),
  'platform.validates': (d) => ({
    subnetID: need(
      d.blockchains.find((b) => b.subnetId !== PRIMARY_NETWORK_ID)?.subnetId,
      'validates',
      'subnet with a blockchain',
    ),
  }),
  'platform.getAllValidatorsAt': (d) => ({ height: d.height }),
  'health.health': () => ({}),
  'health.readiness': () => ({}),
  'health.liveness': () => ({}),
  'keystore.createUser': () => ({ username: USERNAME, password: PASSWORD }),
  'keystore.deleteUser': () => ({ username: USERNAME, password: PASSWORD }),
  'keystore.exportUser': () => ({ username: USERNAME, password: PASSWORD, encoding: 'hex' }),
  // K.import.username: the exported user imported under another name.
  'keystore.importUser': async (_d, ask) => {
    const exported = await ask('keystore.exportUser', { username: USERNAME, password: PASSWORD, encoding: 'hex' });
    return {
      username: IMPORTED_USERNAME,
      password: PASSWORD,
      user: need(isJsonObject(exported) ? exported.user : undefined, 'importUser', 'exported user'),
      encoding: 'hex',
    };
  },
  'keystore.listUsers': () => ({}),
  'index.getContainerByID': (d, _ask, path) => ({
    id: need(indexAt(d, path)?.sampleId, 'getContainerByID', `container indexed at ${path}`),
    encoding: 'hex',
  }),
  // The last accepted containers: the first ones hold the chain's funding txs, 50–110 kB a block.
  'index.getContainerByIndex': (d, _ask, path) => ({
    index: Number(need(indexAt(d, path)?.lastIndex, 'getContainerByIndex', `container indexed at ${path}`)),
    encoding: 'hex',
  }),
  'index.getContainerRange': (d, _ask, path) => ({
    startIndex: Number(need(indexAt(d, path)?.lastIndex, 'getContainerRange', `container indexed at ${path}`)) - 1,
    numToFetch: 2,
    encoding: 'hex',
  }),
  'index.getIndex': (d, _ask, path) => ({
    id: need(indexAt(d, path)?.sampleId, 'getIndex', `container indexed at ${path}`),
    encoding: 'hex',
  }),
  'index.getLastAccepted': () => ({ encoding: 'hex' }),
  'index.isAccepted': (d, _ask, path) => ({
    id: need(indexAt(d, path)?.sampleId, 'isAccepted', `container indexed at ${path}`),
    encoding: 'hex',
  }),
  'info.getNodeVersion': () => ({}),
  'info.getNetworkID': () => ({}),
  'info.getNetworkName': () => ({}),
  'info.getNodeID': () => ({}),
  'info.getNodeIP': () => ({}),
  'info.getBlockchainID': () => ({ alias: 'X' }),
  'info.isBootstrapped': () => ({ chain: 'P' }),
  'info.peers': () => ({}),
  'info.upgrades': () => ({}),
  'info.uptime': () => ({}),
  'info.acps': () => ({}),
  'info.getTxFee': () => ({}),
  'info.getVMs': () => ({}),
};

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
    const params = await PARAMS[entry.method](discovery, ask, at);
    out.push({ method: entry.method, path: at, params, result: await call(entry.method, at, params) });
  }
  return out;
}
