// `avaconform mock`: serves the embedded mock node on a port for curl, other tools or a second terminal.
import { InputError } from '../../input-error.js';
import { MOCK_SCALES, type MockScale } from '../../mock/chain/scale.js';
import { startMockServer } from '../../mock/server.js';
import { MEMPOOL_BLOCK_TIME_MS } from '../../mock/platform/txs.js';
import { startReplayServer } from '../../replay/cassette-server.js';
import { assertFaultNames } from '../../mock/faults/fault-registry.js';
import { MOCK_PROFILES, parseProfile, SPEC_PROFILE } from '../../mock/mock-profile.js';
import { parseCommandArgs } from '../args.js';
import { EXIT, UsageError } from '../usage.js';

const MAX_PORT = 65_535;

export const MOCK_HELP = `avaconform mock [--port 9650] [--host 127.0.0.1] [--profile spec|avalanchego@X.Y.Z] [--fault NAME]… [--seed N] [--network-id N] [--scale ${MOCK_SCALES.join('|')}] [--block-time MS]
avaconform mock --cassette FILE [--port 9650]

Serves the embedded mock node until interrupted (Ctrl-C). --scale mainnet holds state of a public
network's size: about 2,000 validators, 2,000 subnets (500 L1s), an address with 100,000 UTXOs.
--profile answers as a node release does (its known deviations, its methods, its version and upgrades):
${MOCK_PROFILES.join(', ')}; spec (the default) is the reference node run --target mock judges.
--block-time MS: how long an issued tx waits for its block (default ${MEMPOOL_BLOCK_TIME_MS}; 0, as in a run: at the next request).
--cassette FILE serves a recorded cassette instead, as --target replay:FILE does: each request gets the
recorded answer of the same check (its x-avaconform-check header) and request; what a run's reproduction starts.`;

export async function mockCommand(argv: string[]): Promise<number> {
  const { values } = parseCommandArgs('mock', argv, {
    options: {
      port: { type: 'string', default: '9650' },
      host: { type: 'string', default: '127.0.0.1' },
      fault: { type: 'string', multiple: true },
      seed: { type: 'string', default: '1' },
      'network-id': { type: 'string', default: '12345' },
      scale: { type: 'string', default: 'default' },
      profile: { type: 'string', default: SPEC_PROFILE },
      'block-time': { type: 'string' },
      cassette: { type: 'string' },
      help: { type: 'boolean' },
    },
  });
  if (values.help) {
    console.log(MOCK_HELP);
    return EXIT.ok;
  }
  for (const [flag, v] of [
    ['port', values.port],
    ['seed', values.seed],
    ['network-id', values['network-id']],
    ['block-time', values['block-time'] ?? '0'],
  ] as const)
    if (!/^\d+$/.test(v)) throw new UsageError(`--${flag} must be a non-negative integer, got ${JSON.stringify(v)}`);
  if (!(MOCK_SCALES as readonly string[]).includes(values.scale))
    throw new UsageError(`--scale must be one of ${MOCK_SCALES.join(', ')}, got ${JSON.stringify(values.scale)}`);
  const port = Number(values.port);
  if (port > MAX_PORT) throw new UsageError(`--port must be 0..${MAX_PORT}, got ${values.port}`);
  const faults = values.fault ?? [];
  assertFaultNames(faults);
  const profile = parseProfile(values.profile).name;
  if (values.cassette !== undefined && (faults.length || profile !== SPEC_PROFILE))
    throw new UsageError('--cassette serves what was recorded: --fault and --profile do not apply');
  let server: { url: string; close(): Promise<void> };
  try {
    server =
      values.cassette !== undefined
        ? await startReplayServer(values.cassette, port)
        : await startMockServer({
            seed: Number(values.seed),
            faults,
            networkId: Number(values['network-id']),
            scale: values.scale as MockScale,
            profile,
            port,
            host: values.host,
            ...(values['block-time'] !== undefined ? { blockTimeMs: Number(values['block-time']) } : {}),
          });
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    if (code)
      throw new InputError(
        `cannot serve on ${values.host}:${port}: ${code === 'EADDRINUSE' ? 'the port is in use' : code === 'EACCES' ? 'permission denied' : code}`,
      );
    throw e;
  }
  if (values.cassette !== undefined)
    console.log(`avaconform mock: serving the cassette ${values.cassette} on ${server.url}; Ctrl-C to stop`);
  else
    console.log(
      `avaconform mock: serving on ${server.url} (${profile === SPEC_PROFILE ? '' : `${profile}, `}seed ${values.seed}${values.scale === 'default' ? '' : `, scale ${values.scale}`}${faults.length ? `, faults ${faults.join(',')}` : ''}); Ctrl-C to stop`,
    );
  await new Promise<void>((resolveStop) => {
    const stop = () => void server.close().then(resolveStop);
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
  });
  return EXIT.ok;
}
