// `avaconform mock`: serves the embedded mock node on a port for curl, other tools or a second terminal.
import { InputError } from '../../errors.js';
import { MOCK_SCALES, type MockScale } from '../../mock/chain/scale.js';
import { startMockServer, type MockServer } from '../../mock/server.js';
import { assertFaultNames } from '../../mock/faults/index.js';
import { MOCK_PROFILES, parseProfile, SPEC_PROFILE } from '../../mock/profile.js';
import { parseCommandArgs } from '../args.js';
import { EXIT, UsageError } from '../usage.js';

const MAX_PORT = 65_535;

export const MOCK_HELP = `avaconform mock [--port 9650] [--host 127.0.0.1] [--profile spec|avalanchego@X.Y.Z] [--fault NAME]… [--seed N] [--network-id N] [--scale ${MOCK_SCALES.join('|')}]

Serves the embedded mock node until interrupted (Ctrl-C). --scale mainnet holds state of a public
network's size: about 2,000 validators, 2,000 subnets (500 L1s), an address with 100,000 UTXOs.
--profile answers as a node release does (its known deviations, its methods, its version and upgrades):
${MOCK_PROFILES.join(', ')}; spec (the default) is the reference node run --target mock judges.`;

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
      help: { type: 'boolean' },
    },
  });
  if (values.help) {
    console.log(MOCK_HELP);
    return EXIT.ok;
  }
  for (const [flag, v] of [['port', values.port], ['seed', values.seed], ['network-id', values['network-id']]] as const)
    if (!/^\d+$/.test(v)) throw new UsageError(`--${flag} must be a non-negative integer, got ${JSON.stringify(v)}`);
  if (!(MOCK_SCALES as readonly string[]).includes(values.scale)) throw new UsageError(`--scale must be one of ${MOCK_SCALES.join(', ')}, got ${JSON.stringify(values.scale)}`);
  const port = Number(values.port);
  if (port > MAX_PORT) throw new UsageError(`--port must be 0..${MAX_PORT}, got ${values.port}`);
  const faults = values.fault ?? [];
  assertFaultNames(faults);
  const profile = parseProfile(values.profile).name;
  let server: MockServer;
  try {
    server = await startMockServer({ seed: Number(values.seed), faults, networkId: Number(values['network-id']), scale: values.scale as MockScale, profile, port, host: values.host });
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    if (code) throw new InputError(`cannot serve on ${values.host}:${port}: ${code === 'EADDRINUSE' ? 'the port is in use' : code === 'EACCES' ? 'permission denied' : code}`);
    throw e;
  }
  console.log(`avaconform mock: serving on ${server.url} (${profile === SPEC_PROFILE ? '' : `${profile}, `}seed ${values.seed}${values.scale === 'default' ? '' : `, scale ${values.scale}`}${faults.length ? `, faults ${faults.join(',')}` : ''}); Ctrl-C to stop`);
  await new Promise<void>((resolveStop) => {
    const stop = () => void server.close().then(resolveStop);
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
  });
  return EXIT.ok;
}
