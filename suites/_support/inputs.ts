// Inputs a check needs, taken from what discovery found on the target. A check whose input the
// target lacks is skipped with the reason, unless a method that would have given the input broke a
// rule in what discovery read: then the check fails with that breach (a skip never hides a failure).
import type { CheckContext } from '../../src/check/check.js';
import { curlOf } from '../../src/client/curl.js';
import { MAX_UTXOS_PER_PAGE } from '../../src/spec/limits.js';
import type { DiscoveredBlock, DiscoveredValidator, SubnetKind } from '../../src/discovery/discovered-inputs.js';

/** The methods whose answers discovery reads each kind of input from. */
const SOURCES = {
  blocks: ['platform.getHeight', 'platform.getBlockByHeight'],
  validators: ['platform.getCurrentValidators'],
  subnets: ['platform.getSubnets', 'platform.getSubnet', 'platform.getBlockchains', 'platform.getCurrentValidators'],
  utxos: ['platform.getUTXOs', 'platform.getBlockByHeight', 'platform.getCurrentValidators', 'platform.getSubnet'],
  index: ['index.getLastAccepted'],
} as const;

/** Skips for want of an input, or fails with the rule its source method broke during discovery. */
export function starved(t: CheckContext, source: keyof typeof SOURCES, reason: string, path?: string): never {
  const broken = t.discovery.anomalies.find(
    (a) => (SOURCES[source] as readonly string[]).includes(a.rpc) && (!path || a.request.path === path),
  );
  if (!broken) return t.skip(reason);
  t.reproduceExtra.push(
    curlOf(t.run.target.url, {
      method: 'POST',
      path: broken.request.path,
      headers: { 'content-type': 'application/json' },
      body: broken.request.body,
    }),
  );
  const { request: _request, summary, ...finding } = broken;
  return t.fail(`${reason}, because ${broken.rpc} broke a rule while the run discovered inputs: ${summary}`, finding);
}

export function blockWithTxs(t: CheckContext): DiscoveredBlock {
  const b = t.discovery.blocks.find((x) => x.txIds.length > 0);
  return b ?? starved(t, 'blocks', 'no block with transactions was found on this target');
}

export function anyTxId(t: CheckContext): string {
  return t.discovery.txIds[0] ?? starved(t, 'blocks', 'no accepted transaction was found on this target');
}

export function primaryValidators(t: CheckContext): DiscoveredValidator[] {
  const list = t.discovery.validators.filter((v) => v.kind === 'primary');
  return list.length ? list : starved(t, 'validators', 'the target has no Primary Network validator');
}

/** Why seeding could not build what a skipped check needed, as a suffix of the skip reason ('' when it did or did not try). */
export function unseededBecause(t: CheckContext, ...provisions: string[]): string {
  const why = provisions.map((p) => t.discovery.unseeded?.[p]).find(Boolean);
  return why ? ` (${why})` : '';
}

const SEEDED_SUBNET: Partial<Record<SubnetKind, string>> = { permissioned: 'permissioned-subnet', l1: 'l1' };
/** Why a kind of subnet may be impossible to create, whatever the seeding. */
const UNCREATABLE: Partial<Record<SubnetKind, string>> = {
  elastic: ' (the P-Chain refuses TransformSubnetTx since the Etna upgrade, v1.12: no new elastic subnet can exist)',
};

export function subnetOfKind(t: CheckContext, kind: SubnetKind): string {
  return (
    t.discovery.subnets.find((s) => s.kind === kind)?.id ??
    starved(
      t,
      'subnets',
      `no ${kind} subnet on this target${UNCREATABLE[kind] ?? unseededBecause(t, SEEDED_SUBNET[kind] ?? '')}`,
    )
  );
}

/** An address with at least `min` UTXOs (counted to the end by discovery). */
export function addressWithUtxos(t: CheckContext, min: number): string {
  const found = t.discovery.addresses
    .filter((a) => a.utxoCount !== null && a.utxoCount >= min)
    .sort((a, b) => a.utxoCount! - b.utxoCount!)[0];
  return (
    found?.address ??
    starved(
      t,
      'utxos',
      `no address with at least ${min} UTXOs was found on this target${unseededBecause(t, 'utxos-1025', 'utxos-3001')}`,
    )
  );
}

/**
 * Up to `most` addresses whose UTXOs discovery counted to fewer than one full page, those with the fewest
 * first (each is read whole with one request, and every UTXO decoded).
 */
export function onePageAddresses(t: CheckContext, most: number): string[] {
  const found = t.discovery.addresses
    .filter((a) => a.utxoCount !== null && a.utxoCount > 0 && a.utxoCount < MAX_UTXOS_PER_PAGE)
    .sort((a, b) => a.utxoCount! - b.utxoCount!)
    .slice(0, most)
    .map((a) => a.address);
  return found.length
    ? found
    : starved(t, 'utxos', `no address with 1 to ${MAX_UTXOS_PER_PAGE - 1} UTXOs was found on this target`);
}

export function heightOf(t: CheckContext): number {
  return Number(t.discovery.height);
}
