// `avaconform seed --target URL`: builds, on a network the user funds, the state the suites look for
// (src/seed/), prints one line per step, and writes the seed manifest a later `avaconform run
// --target URL` reads. A second seed reuses what the manifest records and the network still holds.
import { parseArgs } from 'node:util';
import { HttpClient } from '../../client/http.js';
import { callRpc } from '../../client/rpc.js';
import { processEnvironment } from '../../harness/environment.js';
import { resolveTransport } from '../../harness/options.js';
import { probe } from '../../harness/prepare.js';
import { defaultManifestPath, readSeedManifest, writeSeedManifest } from '../../seed/seed-manifest.js';
import { SEED_BUDGET_MS, seedingKey, seedNetwork, seedNotes } from '../../seed/seed-network.js';
import { SHORT_STAKE_SECONDS } from '../../targets/node-binary.js';
import { EXIT, UsageError } from '../usage.js';

export const SEED_HELP = `avaconform seed --target URL [options]

Builds on an existing network, with real signed txs the node commits, the state the suites look for:
addresses with 3,001 and exactly 1,025 UTXOs, X- and C-Chain activity with atomic UTXOs exported to the
P-Chain (one imported), a permissioned subnet with a chain, the node as its validator and an ownership
transfer, an L1 with BLS validators (one topped up, one disabled), the node as a Primary Network
validator, and a validator and a delegator that end so getRewardUTXOs has reward UTXOs. Prints one line
per step and writes a seed manifest that \`avaconform run --target URL\` reads.

Signs with AVACONFORM_PRIVATE_KEY (PrivateKey-… or hex); on a local network (IDs 1337, 12345) the key
its genesis funds is the default. Needs about 2 × the minimum validator stake plus a few AVAX.

  --target URL             the node's base URL (required)
  --manifest FILE          where the manifest goes (default: reports/seed/<host>-<port>.json, the file
                           \`run --target URL\` reads by default)
  --stake-seconds N        length of the stakes that must end during seeding (default ${SHORT_STAKE_SECONDS}); at least the
                           network's minimum stake duration (--min-stake-duration), which is 24 h unless set
  --budget SECONDS         bound on the whole seeding (default ${SEED_BUDGET_MS / 1000}); a reward wait longer than that
                           needs --budget ≥ stake-seconds + 60
  --help

Exit: 0 every step done (created or reused), 1 a step failed (its reason printed and kept in the
manifest), 2 usage error or unreachable target.`;

export async function seedCommand(argv: string[]): Promise<number> {
  const { values } = parseArgs({
    args: argv,
    options: {
      target: { type: 'string' },
      manifest: { type: 'string' },
      'stake-seconds': { type: 'string' },
      budget: { type: 'string' },
      help: { type: 'boolean' },
    },
    strict: true,
    allowPositionals: false,
  });
  if (values.help) {
    console.log(SEED_HELP);
    return EXIT.ok;
  }
  if (!values.target) throw new UsageError('--target URL is required (the node to seed)');
  let url: URL;
  try {
    url = new URL(values.target);
  } catch {
    throw new UsageError(`--target must be an http(s):// URL, got ${JSON.stringify(values.target)}`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new UsageError(`--target must be an http(s):// URL, got ${url.protocol}`);
  const count = (flag: string, v: string | undefined, fallback: number) => {
    if (v === undefined) return fallback;
    if (!/^\d+$/.test(v) || Number(v) < 1)
      throw new UsageError(`--${flag} must be a positive integer, got ${JSON.stringify(v)}`);
    return Number(v);
  };
  const stakeSeconds = count('stake-seconds', values['stake-seconds'], SHORT_STAKE_SECONDS);
  const budgetMs = count('budget', values.budget, SEED_BUDGET_MS / 1000) * 1000;
  const target = values.target.replace(/\/$/, '');
  const file = values.manifest ?? defaultManifestPath(target);

  // The transport variables `run` reads (AVACONFORM_HEADERS, _AUTH, _TOKEN, _CA, _INSECURE, _RETRIES); seed has no such flags.
  const env = processEnvironment();
  const transport = resolveTransport(env.settings, env.token);
  const problem = await probe(target, 5000, transport);
  if (problem) {
    console.error(`avaconform seed: target ${target} is unreachable: ${problem}`);
    return EXIT.usage;
  }
  const client = new HttpClient(target, { timeoutMs: 20_000, transport });
  try {
    const net = await callRpc(client, {
      path: '/ext/info',
      method: 'info.getNetworkID',
      params: {},
      id: 'avaconform-seed',
    });
    const networkId = Number((net.result as { networkID?: unknown } | undefined)?.networkID);
    if (!Number.isSafeInteger(networkId)) throw new UsageError(`${target} did not answer info.getNetworkID`);
    const key = seedingKey(networkId, env.privateKey);
    if (typeof key === 'string') throw new UsageError(key);
    let previous = readSeedManifest(file);
    if (previous && previous.networkId !== networkId) {
      console.error(
        `avaconform seed: ${file} records network ${previous.networkId}, the target is network ${networkId}: not reused`,
      );
      previous = null;
    }
    const manifest = await seedNetwork(client, {
      target,
      key,
      previous,
      budgetMs,
      stakeSeconds,
      progress: (line) => console.error(`avaconform seed: ${line}`),
    });
    writeSeedManifest(file, manifest);
    const notes = seedNotes(manifest);
    console.log(`avaconform seed: ${notes[0]}; manifest in ${file}`);
    return notes.length > 1 ? EXIT.failed : EXIT.ok;
  } finally {
    await client.close();
  }
}
