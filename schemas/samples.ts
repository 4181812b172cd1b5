// Sample values for the method modules' samples (schemas/<api>/<method>.ts `sample`) and the schema tests: IDs,
// addresses and bytes built from small seeds, and records as conforming nodes write them.
import { formatAddress } from '../src/encoding/address.js';
import { cb58Encode, EMPTY_ID, encodeNodeId } from '../src/encoding/cb58.js';
import { encodeHexChecksum, toHex } from '../src/encoding/hex.js';

export const bytes = (n: number, seed = 1) => Uint8Array.from({ length: n }, (_, i) => (i * 17 + seed * 29) & 0xff);
export const id = (s = 1) => cb58Encode(bytes(32, s));
export const node = (s = 1) => encodeNodeId(bytes(20, s));
export const addr = (s = 1) => formatAddress('P', 'local', bytes(20, s));
export const hexc = (n = 40, s = 1) => encodeHexChecksum(bytes(n, s));
export const blsKey = toHex(bytes(48));
export const blsSig = toHex(bytes(96));
export const owners = { locktime: '0', threshold: '1', addresses: [addr(1)] };
export const T = '2024-12-16T17:19:07Z';

export const txJson = {
  unsignedTx: {
    networkID: 12345,
    blockchainID: EMPTY_ID,
    outputs: [],
    memo: '0x',
    inputs: [
      { txID: id(2), outputIndex: 0, assetID: id(3), fxID: id(4), input: { amount: 1000, signatureIndices: [0] } },
    ],
    validator: { nodeID: node(1), start: 1767672000, end: 1799208000, weight: 2000000000000 },
    stake: [
      {
        assetID: id(3),
        fxID: id(4),
        output: { addresses: [addr(2)], amount: 2000000000000, locktime: 0, threshold: 1 },
      },
    ],
    rewardsOwner: { addresses: [addr(2)], locktime: 0, threshold: 1 },
  },
  credentials: [{ signatures: [toHex(bytes(65))] }],
  id: id(9),
};
export const blockJson = { parentID: id(5), height: 12, txs: [txJson] };

export const base = { txID: id(6), startTime: '1767672000', nodeID: node(2), weight: '2000000000000' };
export const delegator = {
  txID: id(7),
  startTime: '1767672000',
  endTime: '1799208000',
  weight: '25000000000',
  nodeID: node(2),
  rewardOwner: owners,
  potentialReward: '12',
};
export const primary = {
  ...base,
  endTime: '1799208000',
  validationRewardOwner: owners,
  delegationRewardOwner: owners,
  potentialReward: '0',
  delegationFee: '2.0000',
  uptime: '100.0000',
  connected: true,
  signer: { publicKey: blsKey, proofOfPosession: blsSig },
  delegatorCount: '0',
  delegatorWeight: '0',
};
export const l1 = {
  ...base,
  validationID: id(8),
  publicKey: blsKey,
  remainingBalanceOwner: owners,
  deactivationOwner: owners,
  minNonce: '0',
  balance: '100',
};
export const poa = { ...base, endTime: '1799208000' };
export const container = {
  id: id(10),
  bytes: hexc(),
  timestamp: '2026-01-06T04:00:01.123456789Z',
  encoding: 'hex' as const,
  index: '0',
};
export const check = { message: { connectedPeers: 1 }, timestamp: T, duration: 12345 };
export const failing = {
  error: 'not yet run',
  timestamp: '0001-01-01T00:00:00Z',
  duration: 0,
  contiguousFailures: 1,
  timeOfFirstFailure: T,
};

/** A peer record as v1.14.2 writes it (v1.12.1's has no upgradeTime). */
export const peer = {
  ip: '127.0.0.1:41532',
  publicIP: '127.0.0.1:9651',
  nodeID: node(2),
  version: 'avalanchego/1.14.2',
  upgradeTime: 1607144400,
  lastSent: T,
  lastReceived: '2024-12-16T17:19:07.123456789Z',
  observedUptime: '100',
  trackedSubnets: [],
  supportedACPs: [176],
  objectedACPs: [],
  benched: [],
};
export const ACTIVE = '2020-12-05T05:00:00Z';
/** v1.14.2's schedule on a local network. */
export const upgrades = {
  apricotPhase1Time: ACTIVE,
  apricotPhase2Time: ACTIVE,
  apricotPhase3Time: ACTIVE,
  apricotPhase4Time: ACTIVE,
  apricotPhase4MinPChainHeight: 0,
  apricotPhase5Time: ACTIVE,
  apricotPhasePre6Time: ACTIVE,
  apricotPhase6Time: ACTIVE,
  apricotPhasePost6Time: ACTIVE,
  banffTime: ACTIVE,
  cortinaTime: ACTIVE,
  cortinaXChainStopVertexID: EMPTY_ID,
  durangoTime: ACTIVE,
  etnaTime: ACTIVE,
  fortunaTime: ACTIVE,
  graniteTime: ACTIVE,
  graniteEpochDuration: 30000000000,
  heliconTime: '9999-12-01T00:00:00Z',
};
