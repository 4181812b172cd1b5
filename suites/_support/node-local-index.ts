// Index helpers: which of the five paths can be checked on this target (enabled, non-empty), and
// fresh reads of the last accepted index (a live node keeps accepting while a check runs).
import { createHash } from 'node:crypto';
import { Container } from '../../schemas/index-api/container.js';
import { EmptyResult, Result as Range } from '../../schemas/index-api/getContainerRange.js';
import type { RpcOutcome } from '../../src/client/rpc.js';
import { preview } from '../../src/check/failure.js';
import { containersBreach, type RangeExpectation } from '../../src/spec/container-range.js';
import type { CheckContext } from '../../src/check/check.js';
import type { DiscoveredIndex } from '../../src/discovery/discovered-inputs.js';
import { cb58Encode } from '../../src/encoding/cb58.js';
import { stripChecksum } from '../../src/encoding/checksum.js';
import { fromHex } from '../../src/encoding/hex.js';
import { containerIdOf, type ContainerForm, type ContainerKind } from '../../src/codec/container-id.js';
import { starved, unseededBecause } from './inputs.js';

/** The five index paths (I.paths), the P-Chain's first. */
export { INDEX_PATHS as PATHS } from '../../src/spec/api-paths.js';

/** The discovered index at path when enabled; skips with the reason otherwise (I.enabled). */
export function enabledIndex(t: CheckContext, path: string): DiscoveredIndex {
  const i = t.discovery.indexes.find((x) => x.path === path);
  if (!i || !i.enabled) t.skip(`index disabled on this node (${path} answers 404; I.enabled)`);
  return i;
}

/** Why an index may be empty: the DAG-only X indexes stay empty on a linearized X-Chain; the others wait for seeding. */
function emptyBecause(t: CheckContext, path: string): string {
  if (path === '/ext/index/X/tx' || path === '/ext/index/X/vtx')
    return " (fed only by the X-Chain's pre-linearization DAG: empty forever on a network linearized from genesis, facts node-local §2.2)";
  return unseededBecause(
    t,
    path === '/ext/index/C/block' ? 'c-chain-index' : path === '/ext/index/X/block' ? 'x-chain-index' : '',
  );
}

/** The index at path, when enabled and not empty; skips otherwise. `last` is the discovered last index. */
export function usable(t: CheckContext, path: string): DiscoveredIndex & { last: number } {
  const i = enabledIndex(t, path);
  if (i.lastIndex === null) starved(t, 'index', `${path} holds no container yet${emptyBecause(t, path)}`, path);
  return { ...i, last: Number(i.lastIndex) };
}

/**
 * The last accepted index now: a live node keeps accepting after discovery, so a range is judged
 * against a fresh read (never below what discovery saw: an index only grows).
 */
export async function currentLast(t: CheckContext, path: string, discovered: bigint): Promise<bigint> {
  const now = BigInt((await lastAccepted(t, path)).index);
  return now > discovered ? now : discovered;
}

/** getLastAccepted now, asserted a container named by the ID of its bytes. */
export async function lastAccepted(t: CheckContext, path: string): Promise<Container> {
  return heldContainer(t, path, await t.rpc('index.getLastAccepted', { encoding: 'hex' }, { path }));
}

/** The bytes a container's hex holds: without the node's 4-byte checksum when it carries one (null: no hex). */
function containerBytes(hex: string): Uint8Array | null {
  let bytes: Uint8Array;
  try {
    bytes = fromHex(hex);
  } catch {
    return null;
  }
  try {
    return stripChecksum(bytes);
  } catch {
    return bytes;
  }
}

/** The form and ID of a container of the index at path, from its bytes (null: its hex does not read). */
export function containerIdentity(path: string, c: Container): { id: string; form: ContainerForm } | null {
  const bytes = containerBytes(c.bytes);
  if (!bytes) return null;
  const { id, form } = containerIdOf(path.slice('/ext/index/'.length) as ContainerKind, bytes);
  return { id: cb58Encode(id), form };
}

/**
 * Holds each container a check reads to its ID: `id` names the container (I.res.container: "container ID") and the
 * node names a container by the ID of its bytes, the hash src/codec/container-id.ts takes as AvalancheGo does (the
 * spec states no hash: this is the ID its chain gives the bytes, facts/node-local.md §2.2). Soft: the check goes on.
 * `at(k)` is the JSON path of container k.
 */
export function verifyContainerIds(
  t: CheckContext,
  path: string,
  containers: readonly Container[],
  at: (k: number) => string,
): void {
  containers.forEach((c, k) => {
    let want: { id: string; form: ContainerForm } | null;
    try {
      want = containerIdentity(path, c);
    } catch (e) {
      t.verify(false, `container ${c.index} of ${path} is no container its index can hold: ${(e as Error).message}`, {
        code: 'index.container-id',
        clause: 'I.res.container',
        expected: 'a proposer block, a pre-fork block, a tx or a vertex',
        received: c.bytes.slice(0, 60) + '…',
        path: `${at(k)}.bytes`,
      });
      return;
    }
    // Bytes that are no hex are the schema's finding.
    if (want)
      t.verify(
        want.id === c.id,
        `container ${c.index} of ${path} is not named by the ID of its bytes (a ${want.form})`,
        {
          code: 'index.container-id',
          clause: 'I.res.container',
          expected: want.id,
          received: c.id,
          path: `${at(k)}.id`,
        },
      );
  });
}

/** A container answered (getLastAccepted, getContainerByIndex, getContainerByID), asserted one, its ID held to its bytes. */
export function heldContainer(t: CheckContext, path: string, out: RpcOutcome): Container {
  const c = t.ok(out, Container);
  verifyContainerIds(t, path, [c], () => '$.result');
  return c;
}

/** The last accepted index now (it only grows while the check runs). */
export async function lastIndexNow(t: CheckContext, path: string): Promise<number> {
  return Number((await lastAccepted(t, path)).index);
}

/** A well-formed container ID that no index holds: derived from the run seed, not a hash of any bytes a node accepted. */
export function unknownId(t: CheckContext): string {
  return cb58Encode(new Uint8Array(createHash('sha256').update(`avaconform:not-accepted:${t.run.seed}`).digest()));
}

/** The containers' `index` members, as the check compares them. */
export const indexesOf = (list: readonly Container[] | null): string[] => (list ?? []).map((c) => c.index);

/** Holds an answer of getContainerRange to what the rules expect of it (src/spec/container-range.ts), each container to its ID. */
export function judgeRange(t: CheckContext, path: string, want: RangeExpectation, out: RpcOutcome): void {
  if (want.kind === 'empty') return void t.ok(out, EmptyResult, 'empty answer to numToFetch 0 (I.range.R2)');
  if (want.kind === 'error') {
    t.assert(out.error !== undefined, `${want.why}: an error`, {
      code: 'range.refused',
      clause: want.clause,
      expected: '{"error": …}',
      received: preview(out.body, 200),
      path: '$',
    });
    return void t.rpcError(out);
  }
  const answered = t.ok(out, Range) ?? [];
  verifyContainerIds(t, path, answered, (k) => `$.result[${k}]`);
  t.failOn(containersBreach(want, indexesOf(answered)));
}
