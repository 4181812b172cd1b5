// `avaconform har CASSETTE`: a recorded cassette as a HAR 1.2 file, for the tools people already use
// to look at HTTP traffic.
import { writeFileSync } from 'node:fs';
import { readCassette, readCassetteRecording } from '../../replay/cassette.js';
import { toHar } from '../../replay/cassette-har.js';
import { parseCommandArgs } from '../args.js';
import { EXIT, UsageError } from '../usage.js';

export const HAR_HELP = `avaconform har CASSETTE [--out FILE]

Writes the exchanges of a cassette (avaconform run --record) as HAR 1.2, one entry per exchange in
cassette order, each entry's comment naming the check that sent it. Cassettes keep no clock: every
entry has the same start time, and durations are those recorded (0 in cassettes, which drop timings).

  --out FILE   where to write (default: stdout)
  --help`;

export async function harCommand(argv: string[]): Promise<number> {
  const { values, positionals } = parseCommandArgs('har', argv, {
    options: { out: { type: 'string' }, help: { type: 'boolean' } },
    allowPositionals: true,
  });
  if (values.help) {
    console.log(HAR_HELP);
    return EXIT.ok;
  }
  if (positionals.length !== 1) throw new UsageError('give exactly one cassette: avaconform har CASSETTE [--out FILE]');
  const file = positionals[0]!;
  const text = `${JSON.stringify(toHar(readCassette(file), readCassetteRecording(file)), null, 2)}\n`;
  if (values.out) writeFileSync(values.out, text);
  else process.stdout.write(text);
  return EXIT.ok;
}
