// A devnet the harness starts: a custom network ID, a genesis of its own (the local network's shape: the prefunded
// key funded on P and C, one genesis staker) starting now, and an upgrade file that activates the named network
// upgrade and every one before it at genesis (facts node-local: a local network refuses an upgrade file, a custom one
// takes it; an upgrade the file leaves out is active from time zero, so "latest" also activates one newer than this list).
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { formatAddress, hrpForNetwork } from '../encoding/address.js';
import { sha256 } from '../encoding/checksum.js';
import { InputError } from '../input-error.js';
import { LOCAL_PREFUNDED_KEY, parsePrivateKey } from '../tx/key.js';
import { EMPTY_ID } from '../encoding/cb58.js';

/** The network ID of a devnet the harness starts (custom: not mainnet, Fuji or local). */
export const DEVNET_NETWORK_ID = 88_888;

/** The network upgrades in the order they activate, by the name info.upgrades gives their time ("<name>Time"). */
export const UPGRADE_NAMES = [
  'apricotPhase1',
  'apricotPhase2',
  'apricotPhase3',
  'apricotPhase4',
  'apricotPhase5',
  'apricotPhasePre6',
  'apricotPhase6',
  'apricotPhasePost6',
  'banff',
  'cortina',
  'durango',
  'etna',
  'fortuna',
  'granite',
  'helicon',
] as const;
export type UpgradeName = (typeof UPGRADE_NAMES)[number];

/** What --upgrades takes: latest, or an upgrade's name in any case (the last one active); anything else is bad input. */
export function parseUpgrades(text: string): 'latest' | UpgradeName {
  if (text.toLowerCase() === 'latest') return 'latest';
  const name = UPGRADE_NAMES.find((n) => n.toLowerCase() === text.toLowerCase());
  if (!name)
    throw new InputError(
      `--upgrades must be latest or one of ${UPGRADE_NAMES.join(', ')}, got ${JSON.stringify(text)}`,
    );
  return name;
}

const ACTIVE_SINCE = '2020-12-05T05:00:00Z';
const NEVER = '9999-12-01T00:00:00Z';
/** Granite's epoch length on a local network (ns, as the node writes a duration). */
const GRANITE_EPOCH_NS = 30_000_000_000;

/** The upgrade file: `last` and every upgrade before it active since 2020, the later ones never. */
export function upgradeFile(last: 'latest' | UpgradeName): Record<string, string | number> {
  const upTo = last === 'latest' ? UPGRADE_NAMES.length - 1 : UPGRADE_NAMES.indexOf(last);
  return {
    ...Object.fromEntries(UPGRADE_NAMES.map((n, i) => [`${n}Time`, i <= upTo ? ACTIVE_SINCE : NEVER])),
    apricotPhase4MinPChainHeight: 0,
    cortinaXChainStopVertexID: EMPTY_ID,
    graniteEpochDuration: GRANITE_EPOCH_NS,
  };
}

const NANO_AVAX = 1_000_000_000;
/** The genesis staker: a local network's first, with its BLS key (public genesis data). */
const GENESIS_STAKER = {
  nodeID: 'NodeID-7Xhw2mDxuDS44j42TCB6U5579esbSt3Lg',
  delegationFee: 1_000_000,
  signer: {
    publicKey: '0x900c9b119b5c82d781d4b49be78c3fc7ae65f2b435b7ed9e3a8b9a03e475edff86d8a64827fec8db23a6f236afbf127d',
    proofOfPossession:
      '0x8bfd6d4d2086b2b8115d8f72f94095fefe5a6c07876b2accf51a811adf520f389e74a3d2152a6d90b521e2be58ffe468043dc5ea68b4c44410eb67f8dc24f13ed4f194000764c0e922cd254a3588a4962b1cb4db7de4bb9cda9d9d4d6b03f3d2',
  },
};

/** The C-Chain's genesis of a local network: chain ID 43112, every fork from block 0, the prefunded key's Ethereum address funded. */
const C_CHAIN_GENESIS = {
  config: {
    chainId: 43112,
    homesteadBlock: 0,
    daoForkBlock: 0,
    daoForkSupport: true,
    eip150Block: 0,
    eip150Hash: '0x2086799aeebeae135c246c65021c82b4e15a2c451340993aacfd2751886514f0',
    eip155Block: 0,
    eip158Block: 0,
    byzantiumBlock: 0,
    constantinopleBlock: 0,
    petersburgBlock: 0,
    istanbulBlock: 0,
    muirGlacierBlock: 0,
    apricotPhase1BlockTimestamp: 0,
    apricotPhase2BlockTimestamp: 0,
  },
  nonce: '0x0',
  timestamp: '0x5FCB13D0',
  extraData: '0x00',
  gasLimit: '0x5f5e100',
  difficulty: '0x0',
  mixHash: `0x${'0'.repeat(64)}`,
  coinbase: `0x${'0'.repeat(40)}`,
  alloc: { '8db97C7cEcE249c2b98bDC0226Cc4C2A57BF52FC': { balance: '0x295BE96E64066972000000' } },
  number: '0x0',
  gasUsed: '0x0',
  parentHash: `0x${'0'.repeat(64)}`,
};

/** The devnet's genesis, starting at `startTime` (unix seconds; the node refuses one in the future). */
export function devnetGenesis(startTime: number): Record<string, unknown> {
  const hrp = hrpForNetwork(DEVNET_NETWORK_ID);
  const funded = formatAddress('X', hrp, parsePrivateKey(LOCAL_PREFUNDED_KEY).address);
  // The genesis staker's stake: an address no key holds, as a local network's staked funds.
  const staked = formatAddress(
    'X',
    hrp,
    sha256(new TextEncoder().encode('avaconform devnet genesis stake')).subarray(0, 20),
  );
  return {
    networkID: DEVNET_NETWORK_ID,
    allocations: [
      // 300 M AVAX on the X-Chain; 20 M unlocked and 10 M locked until 2021 on the P-Chain.
      {
        ethAddr: '0xb3d82b1367d362de99ab59a658165aff520cbd4d',
        avaxAddr: funded,
        initialAmount: 300_000_000 * NANO_AVAX,
        unlockSchedule: [
          { amount: 20_000_000 * NANO_AVAX },
          { amount: 10_000_000 * NANO_AVAX, locktime: 1_633_824_000 },
        ],
      },
      // The genesis staker's 2 M AVAX, as each of a local network's five: below the maximum stake, so it takes delegators.
      {
        ethAddr: '0xb3d82b1367d362de99ab59a658165aff520cbd4d',
        avaxAddr: staked,
        initialAmount: 0,
        unlockSchedule: [{ amount: 2_000_000 * NANO_AVAX, locktime: 1_633_824_000 }],
      },
    ],
    startTime,
    initialStakeDuration: 31_536_000,
    initialStakeDurationOffset: 5_400,
    initialStakedFunds: [staked],
    initialStakers: [{ ...GENESIS_STAKER, rewardAddress: funded }],
    cChainGenesis: JSON.stringify(C_CHAIN_GENESIS),
    message: 'avaconform devnet',
  };
}

/**
 * Writes the genesis and upgrade files of a devnet with `upgrades` (as --upgrades takes it) into `dir`; the node flags
 * that start it from them. No upgrades (null): a local network, no flags.
 */
export function devnetArgs(dir: string, upgrades: string | null, now = Date.now()): string[] {
  if (upgrades === null) return [];
  const last = parseUpgrades(upgrades);
  mkdirSync(dir, { recursive: true });
  const genesis = join(dir, 'genesis.json');
  const upgrade = join(dir, 'upgrade.json');
  writeFileSync(genesis, JSON.stringify(devnetGenesis(Math.floor(now / 1000) - 30), null, 2) + '\n');
  writeFileSync(upgrade, JSON.stringify(upgradeFile(last), null, 2) + '\n');
  return [`--network-id=${DEVNET_NETWORK_ID}`, `--genesis-file=${genesis}`, `--upgrade-file=${upgrade}`];
}
