// The target's profile names the upgrades active on its network: info.upgrades' times already past.
import { expect, test } from 'vitest';
import { activeUpgrades } from '../src/harness/prepare.js';

test('the upgrades whose time has passed, by name, in the node order; none said: unknown', () => {
  const now = Date.parse('2026-11-26T00:00:00Z');
  const said = { apricotPhase1Time: '2020-12-05T05:00:00Z', etnaTime: '2024-12-16T17:00:00Z', heliconTime: '2026-11-26T00:00:01Z', cortinaXChainStopVertexID: '11111111111111111111111111111111LpoYY' };
  expect(activeUpgrades(said, now)).toEqual(['apricotPhase1', 'etna']);
  expect(activeUpgrades({ ...said, heliconTime: '2026-07-28T14:00:00Z' }, now)).toEqual(['apricotPhase1', 'etna', 'helicon']);
  expect(activeUpgrades(undefined, now)).toBeUndefined();
  expect(activeUpgrades([], now)).toBeUndefined();
});
