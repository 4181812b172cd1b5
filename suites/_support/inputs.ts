// Inputs a check needs, taken from what discovery found on the target; a check whose input the
// target lacks is skipped with the reason, never failed.
import type { CheckContext } from '../../src/harness/check.js';
import type { DiscoveredBlock, DiscoveredValidator, SubnetKind } from '../../src/discovery/types.js';

export const PRIMARY_NETWORK = '11111111111111111111111111111111LpoYY';
export const P_PATH = '/ext/bc/P';

export function blockWithTxs(t: CheckContext): DiscoveredBlock {
  const b = t.discovery.blocks.find((x) => x.txIds.length > 0);
  return b ?? t.skip('no block with transactions was found on this target');
}

export function anyTxId(t: CheckContext): string {
  return t.discovery.txIds[0] ?? t.skip('no accepted transaction was found on this target');
}

export function primaryValidators(t: CheckContext): DiscoveredValidator[] {
  const list = t.discovery.validators.filter((v) => v.kind === 'primary');
  return list.length ? list : t.skip('the target has no Primary Network validator');
}

/** Why seeding could not build what a skipped check needed, as a suffix of the skip reason ('' when it did or did not try). */
export function unseededBecause(t: CheckContext, ...provisions: string[]): string {
  const why = provisions.map((p) => t.discovery.unseeded?.[p]).find(Boolean);
  return why ? ` (${why})` : '';
}

const SEEDED_SUBNET: Partial<Record<SubnetKind, string>> = { permissioned: 'permissioned-subnet', l1: 'l1' };
/** Why a kind of subnet may be impossible to create, whatever the seeding. */
const UNCREATABLE: Partial<Record<SubnetKind, string>> = { elastic: ' (the P-Chain refuses TransformSubnetTx since the Etna upgrade, v1.12: no new elastic subnet can exist)' };

export function subnetOfKind(t: CheckContext, kind: SubnetKind): string {
  return t.discovery.subnets.find((s) => s.kind === kind)?.id ?? t.skip(`no ${kind} subnet on this target${UNCREATABLE[kind] ?? unseededBecause(t, SEEDED_SUBNET[kind] ?? '')}`);
}

/** An address with at least `min` UTXOs (counted to the end by discovery). */
export function addressWithUtxos(t: CheckContext, min: number): string {
  const found = t.discovery.addresses.filter((a) => a.utxoCount !== null && a.utxoCount >= min).sort((a, b) => a.utxoCount! - b.utxoCount!)[0];
  return found?.address ?? t.skip(`no address with at least ${min} UTXOs was found on this target${unseededBecause(t, 'utxos-1025', 'utxos-3001')}`);
}

/** Address holding exactly n UTXOs, if discovery found one. */
export function addressWithExactly(t: CheckContext, n: number): string {
  return t.discovery.addresses.find((a) => a.utxoCount === n)?.address ?? t.skip(`no address with exactly ${n} UTXOs was found on this target${unseededBecause(t, `utxos-${n}`)}`);
}

export function heightOf(t: CheckContext): number {
  return Number(t.discovery.height);
}
