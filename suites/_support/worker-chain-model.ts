// The chain model of this run's target (src/model/): built once, where discovery decoded the blocks it
// read in hex, and read here once per worker. A block getBlockByHeight answered that does not decode
// fails the check (a broken answer never becomes a skip); no block at all skips, or fails with the
// rule discovery saw getBlockByHeight break.
import { readFileSync } from 'node:fs';
import type { CheckContext } from '../../src/check/check.js';
import { parseAddress } from '../../src/encoding/address.js';
import { hexKey } from '../../src/encoding/hex.js';
import { chainModelOf, type ChainModel } from '../../src/model/chain-model.js';
import type { Discovery } from '../../src/discovery/discovered-inputs.js';
import { starved } from './inputs.js';

const models = new WeakMap<Discovery, ChainModel>();
/** The last model read, by its text: the parts of a selftest mostly share one model. */
let lastRead: { text: string; model: ChainModel } | undefined;

export function chainModel(t: CheckContext): ChainModel {
  const d = t.discovery;
  let m = models.get(d);
  if (!m) {
    // Named on t.discovery: src/harness/discovery-needs.ts finds the part a file reads by that text.
    const file = t.discovery.chainModelFile;
    const text = t.discovery.chainModel ?? (file !== undefined ? readFileSync(file, 'utf8') : null);
    if (text === null) return starved(t, 'blocks', 'discovery read no block: the chain model is empty');
    if (lastRead?.text !== text) lastRead = { text, model: chainModelOf(text) };
    models.set(d, (m = lastRead.model));
  }
  if (m.unread)
    t.fail(
      `the chain model cannot be built: the block getBlockByHeight answered in hex for height ${m.unread.height} does not decode (${m.unread.error})`,
      {
        expected: '0x-hex with its checksum, of a block the codec reads',
        received: m.unread.received,
        path: '$.result.block',
        clause: 'P.conv.bytes-hex',
        rpc: 'platform.getBlockByHeight',
      },
    );
  if (m.tip < 0) starved(t, 'blocks', 'discovery read no block in hex: the chain model is empty');
  return m;
}

/** The model when every block from genesis to the tip was read: listing and spending facts need it. */
export function completeChainModel(t: CheckContext, needs = 'which outputs are spent needs every block'): ChainModel {
  const m = chainModel(t);
  if (!m.complete)
    t.skip(
      `the chain model is partial (${m.blocksRead} blocks read of the ${Number(t.discovery.height) + 1} up to the tip): ${needs}`,
    );
  return m;
}

/** An address as the model keeps it: the hex of its 20 bytes ("P-local1…" parsed; hex kept as it is). */
export function addressKey(address: unknown): string {
  const text = String(address);
  if (/^[0-9a-f]{40}$/.test(text)) return text;
  try {
    return hexKey(parseAddress(text).bytes);
  } catch {
    return text;
  }
}

/** An owner as an answer or the model holds it (locktime and threshold in any uint64 form), in one comparable text. */
export function ownerText(o: { locktime: unknown; threshold: unknown; addresses: readonly unknown[] }): string {
  return `locktime ${String(o.locktime)}, threshold ${String(o.threshold)}, addresses ${o.addresses.map(addressKey).sort().join(' ')}`;
}

/**
 * Ends the check as skipped when the chain grew since discovery (a live network): the model then
 * lacks the newest blocks, and an answer about the present may rightly differ from it.
 */
export async function skipIfChainMoved(t: CheckContext, m: ChainModel): Promise<void> {
  const r = await t.rpc('platform.getHeight', {});
  const height = (r.result as { height?: unknown } | undefined)?.height;
  if (height !== undefined && String(height) !== String(m.tip))
    t.skip(
      `the chain grew from height ${m.tip} to ${String(height)} during the run: the model read at discovery no longer holds every block`,
    );
}
