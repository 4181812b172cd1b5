// A node started again from the run's binary and genesis (--node-binary, --upgrades, --node-arg): a chain of the same
// state each time (an in-memory database), on which a failing state-machine sequence shrinks (src/stateful/engine.ts).
import { join } from 'node:path';
import { devnetArgs } from './devnet.js';
import { startNodeFromBinary } from './node-binary.js';

/** How the run started its network from a binary: what a fresh one needs. */
export interface FreshNetworkSpec {
  binary: string;
  /** --upgrades: a devnet with that upgrade and those before it active, or null for a local network. */
  upgrades: string | null;
  /** Extra node flags ("flag=value"). */
  nodeArgs: readonly string[];
  /** Where each fresh network's logs go (a folder per start). */
  logDir: string;
}

let started = 0;

export async function startFreshNetwork(spec: FreshNetworkSpec): Promise<{ url: string; stop(): Promise<void> }> {
  const dir = join(spec.logDir, `fresh-${++started}`);
  const node = await startNodeFromBinary({
    binary: spec.binary,
    extraArgs: [...devnetArgs(join(dir, 'devnet'), spec.upgrades), ...spec.nodeArgs],
    logDir: dir,
  });
  return { url: node.url, stop: () => node.stop() };
}
