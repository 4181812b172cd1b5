// `avaconform network`: starts an N-node local network from an AvalancheGo binary, prints each node's
// URL and NodeID (and writes them as JSON), and keeps it running until Ctrl-C: a devnet to point
// `avaconform run --target` and `avaconform compare URL1 URL3` at.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { InputError } from '../../input-error.js';
import { processEnvironment } from '../../harness/environment.js';
import { DEVNET_NETWORK_ID, devnetArgs, parseUpgrades } from '../../targets/devnet.js';
import { startLocalNetwork } from '../../targets/local-network.js';
import { parseCommandArgs } from '../args.js';
import { EXIT, UsageError } from '../usage.js';

export const NETWORK_HELP = `avaconform network --node-binary PATH [--nodes N] [--upgrades latest|NAME] [--node-arg FLAG=VALUE] [--out FILE]

Starts a local network of N nodes (default 3) from an AvalancheGo binary: node 1 as avaconform run
--node-binary starts it, the others bootstrapping from node 1. Prints one line per node (index, URL,
NodeID), writes the same as JSON to --out (default reports/network.json), and runs until Ctrl-C
(SIGINT or SIGTERM), which stops every node. Compare two of its nodes by value with
  avaconform compare URL1 URL3 --by value

  --node-binary PATH     the AvalancheGo binary (default: $AVALANCHEGO_PATH)
  --nodes N              how many nodes, 2..16 (default 3)
  --upgrades latest|NAME a devnet (network ID ${DEVNET_NETWORK_ID}) instead of a local network, with NAME and
                         every upgrade before it active at genesis (latest: all the binary knows)
  --node-arg FLAG=VALUE  extra flag for every node (repeatable)
  --out FILE             where the nodes' URLs and NodeIDs are written (default reports/network.json)
  --help`;

export async function networkCommand(argv: string[]): Promise<number> {
  const { values } = parseCommandArgs('network', argv, {
    options: {
      'node-binary': { type: 'string' },
      nodes: { type: 'string' },
      upgrades: { type: 'string' },
      'node-arg': { type: 'string', multiple: true },
      out: { type: 'string' },
      help: { type: 'boolean' },
    },
  });
  if (values.help) {
    console.log(NETWORK_HELP);
    return EXIT.ok;
  }
  const binary = values['node-binary'] ?? processEnvironment().avalanchegoPath ?? undefined;
  if (!binary) throw new UsageError('--node-binary PATH is required (or AVALANCHEGO_PATH)');
  const count = Number(values.nodes ?? 3);
  if (!Number.isInteger(count) || count < 2 || count > 16)
    throw new UsageError(`--nodes must be an integer 2..16, got ${JSON.stringify(values.nodes)}`);
  if (values.upgrades !== undefined) parseUpgrades(values.upgrades);
  const out = resolve(values.out ?? 'reports/network.json');
  const logDir = resolve('reports/network-logs');
  const devnet = devnetArgs(join(logDir, 'devnet'), values.upgrades ?? null);
  let network;
  try {
    network = await startLocalNetwork({
      binary,
      nodes: count,
      extraArgs: [...devnet, ...(values['node-arg'] ?? [])],
      logDir,
    });
  } catch (e) {
    throw new InputError(`the network did not start: ${(e as Error).message.split('\n', 1)[0]}`);
  }
  for (const n of network.nodes) console.log(`node ${n.index} ${n.url} ${n.nodeId}`);
  mkdirSync(dirname(out), { recursive: true });
  writeFileSync(out, `${JSON.stringify({ binary, version: network.version, nodes: network.nodes }, null, 2)}\n`);
  console.error(`avaconform network: ${count} nodes of ${network.version ?? binary} up; ${out}; Ctrl-C stops them`);
  await new Promise<void>((done) => {
    for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => done());
  });
  await network.stop();
  return EXIT.ok;
}
