// `avaconform mock`: serves the embedded mock node on a port for curl, other tools or a second terminal.
import { parseArgs } from 'node:util';
import { startMockServer } from '../../mock/server.js';
import { assertFaultNames } from '../../mock/faults/index.js';
import { EXIT, UsageError } from '../usage.js';

export const MOCK_HELP = `avaconform mock [--port 9650] [--host 127.0.0.1] [--fault NAME]… [--seed N] [--network-id N]

Serves the embedded mock node until interrupted (Ctrl-C).`;

export async function mockCommand(argv: string[]): Promise<number> {
  const { values } = parseArgs({
    args: argv,
    options: {
      port: { type: 'string', default: '9650' },
      host: { type: 'string', default: '127.0.0.1' },
      fault: { type: 'string', multiple: true },
      seed: { type: 'string', default: '1' },
      'network-id': { type: 'string', default: '12345' },
      help: { type: 'boolean' },
    },
    strict: true,
  });
  if (values.help) {
    console.log(MOCK_HELP);
    return EXIT.ok;
  }
  for (const [flag, v] of [['port', values.port], ['seed', values.seed], ['network-id', values['network-id']]] as const)
    if (!/^\d+$/.test(v)) throw new UsageError(`--${flag} must be a non-negative integer, got ${JSON.stringify(v)}`);
  const faults = values.fault ?? [];
  assertFaultNames(faults);
  const server = await startMockServer({ seed: Number(values.seed), faults, networkId: Number(values['network-id']), port: Number(values.port), host: values.host });
  console.log(`avaconform mock: serving on ${server.url} (seed ${values.seed}${faults.length ? `, faults ${faults.join(',')}` : ''}); Ctrl-C to stop`);
  await new Promise<void>((resolveStop) => {
    const stop = () => void server.close().then(resolveStop);
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
  });
  return EXIT.ok;
}
