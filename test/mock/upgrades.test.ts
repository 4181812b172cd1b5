// The target's profile names the upgrades active on its network: info.upgrades' times already past; a devnet the
// harness starts activates the upgrades --upgrades names.
import { expect, test } from 'vitest';
import { activeUpgrades } from '../../src/harness/prepare.js';
import { formatAddress, hrpForNetwork } from '../../src/encoding/address.js';
import {
  DEVNET_NETWORK_ID,
  UPGRADE_NAMES,
  devnetGenesis,
  parseUpgrades,
  upgradeFile,
} from '../../src/targets/devnet.js';
import { LOCAL_PREFUNDED_KEY, parsePrivateKey } from '../../src/tx/key.js';

test('the upgrades whose time has passed, by name, in the node order; none said: unknown', () => {
  const now = Date.parse('2026-11-26T00:00:00Z');
  const said = {
    apricotPhase1Time: '2020-12-05T05:00:00Z',
    etnaTime: '2024-12-16T17:00:00Z',
    heliconTime: '2026-11-26T00:00:01Z',
    cortinaXChainStopVertexID: '11111111111111111111111111111111LpoYY',
  };
  expect(activeUpgrades(said, now)).toEqual(['apricotPhase1', 'etna']);
  expect(activeUpgrades({ ...said, heliconTime: '2026-07-28T14:00:00Z' }, now)).toEqual([
    'apricotPhase1',
    'etna',
    'helicon',
  ]);
  expect(activeUpgrades(undefined, now)).toBeUndefined();
  expect(activeUpgrades([], now)).toBeUndefined();
});

test('a devnet upgrade file activates the named upgrade and those before it, never the later ones; latest activates all', () => {
  const now = Date.parse('2026-11-26T00:00:00Z');
  const granite = upgradeFile('granite');
  const active = activeUpgrades(granite, now)!;
  expect(active.at(-1)).toBe('granite');
  expect(active).toEqual(UPGRADE_NAMES.slice(0, UPGRADE_NAMES.indexOf('granite') + 1));
  expect(granite.heliconTime).toBe('9999-12-01T00:00:00Z');
  expect(activeUpgrades(upgradeFile('latest'), now)).toEqual([...UPGRADE_NAMES]);
  // The node refuses an upgrade file whose times go backwards.
  const times = UPGRADE_NAMES.map((n) => Date.parse(String(granite[`${n}Time`])));
  expect(times).toEqual([...times].sort((a, b) => a - b));
  expect(parseUpgrades('Helicon')).toBe('helicon');
  expect(parseUpgrades('LATEST')).toBe('latest');
  expect(() => parseUpgrades('heliocentric')).toThrow(
    /--upgrades must be latest or one of apricotPhase1, .*, helicon, got "heliocentric"/,
  );
});

test("a devnet's genesis starts in the past and funds the prefunded key on the P-Chain, unlocked", () => {
  const g = devnetGenesis(1_795_000_000) as {
    networkID: number;
    startTime: number;
    allocations: Array<{ avaxAddr: string; unlockSchedule: Array<{ amount: number; locktime?: number }> }>;
    initialStakedFunds: string[];
  };
  expect(g.networkID).toBe(DEVNET_NETWORK_ID);
  const funded = formatAddress('X', hrpForNetwork(DEVNET_NETWORK_ID), parsePrivateKey(LOCAL_PREFUNDED_KEY).address);
  const own = g.allocations.find((a) => a.avaxAddr === funded)!;
  expect(own.unlockSchedule.some((u) => u.locktime === undefined && u.amount > 0)).toBe(true);
  // The staked funds are another allocation's: the prefunded key's P-Chain funds stay spendable.
  expect(g.initialStakedFunds).not.toContain(funded);
  expect(g.allocations.map((a) => a.avaxAddr)).toEqual(expect.arrayContaining(g.initialStakedFunds));
});
