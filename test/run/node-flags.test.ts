// The node's flags are chosen from what its `--help` lists (never from its version), and an early
// exit is explained by the tail of what the node wrote.
import { describe, expect, test } from 'vitest';
import { helpFlags, nodeFlags, OutputTail, SHORT_STAKE_SECONDS } from '../../src/targets/node-binary.js';

// Short excerpts in the layout AvalancheGo's --help uses (pflag: two-space indent, "--name type", padded description).
const HELP_RECENT = `Usage of avalanchego:
      --db-type string                                            Database type to use (default "leveldb")
      --fd-limit uint                                             Raise the descriptor limit to at least this (default 32768)
      --index-enabled                                             Index accepted containers
      --min-stake-duration duration                               Shortest stake (default 24h0m0s)
      --proposervm-min-block-delay duration                       Delay between blocks (default 1s)
      --system-tracker-disk-required-available-space-percentage uint   Shutdown below this free percentage (default 3)
      --system-tracker-disk-warning-available-space-percentage uint    Unhealthy below this free percentage (default 10)
      --uptime-requirement float                                  Online fraction needed for rewards (default 0.8)
`;

const HELP_OLDER = `Usage of avalanchego:
      --api-keystore-enabled                                      Serve the keystore API
      --fd-limit uint                                             Raise the descriptor limit (default 32768)
      --system-tracker-disk-required-available-space uint         Shutdown below this many free bytes (default 536870912)
      --system-tracker-disk-warning-threshold-available-space uint   Unhealthy below this many free bytes (default 1073741824)
`;

const valueOf = (flags: string[], name: string) => flags.find((f) => f.startsWith(`--${name}=`))?.split('=')[1];

describe('helpFlags', () => {
  test('reads every listed flag with the default it states', () => {
    const listed = helpFlags(HELP_RECENT);
    expect([...listed.keys()]).toHaveLength(8);
    expect(listed.get('fd-limit')).toBe('32768');
    expect(listed.get('index-enabled')).toBeNull();
    expect(listed.get('db-type')).toBe('"leveldb"');
    expect(listed.has('Usage')).toBe(false);
  });
});

describe('nodeFlags', () => {
  test('a binary that lists the percentage disk flags and no keystore gets those, and no keystore flag', () => {
    const flags = nodeFlags('/tmp/d', helpFlags(HELP_RECENT), [], 1024);
    expect(valueOf(flags, 'system-tracker-disk-required-available-space-percentage')).toBe('0');
    expect(valueOf(flags, 'system-tracker-disk-warning-available-space-percentage')).toBe('0');
    expect(flags.some((f) => f.startsWith('--system-tracker-disk-required-available-space='))).toBe(false);
    expect(flags.some((f) => f.startsWith('--api-keystore-enabled'))).toBe(false);
    expect(valueOf(flags, 'fd-limit')).toBe('1024');
    expect(valueOf(flags, 'min-stake-duration')).toBe(`${SHORT_STAKE_SECONDS}s`);
    expect(valueOf(flags, 'uptime-requirement')).toBe('0');
    expect(valueOf(flags, 'data-dir')).toBe('/tmp/d');
  });

  test('a binary that lists the byte-based disk flags and the keystore gets those, and nothing it does not list', () => {
    const flags = nodeFlags('/tmp/d', helpFlags(HELP_OLDER), [], 1024);
    expect(valueOf(flags, 'system-tracker-disk-required-available-space')).toBe('0');
    expect(valueOf(flags, 'system-tracker-disk-warning-threshold-available-space')).toBe('0');
    expect(flags.some((f) => f.includes('percentage'))).toBe(false);
    expect(valueOf(flags, 'api-keystore-enabled')).toBe('true');
    expect(flags.some((f) => f.startsWith('--min-stake-duration') || f.startsWith('--uptime-requirement'))).toBe(false);
  });

  test('fd-limit only when the soft limit is below the default the binary states', () => {
    expect(valueOf(nodeFlags('/d', helpFlags(HELP_RECENT), [], 65536), 'fd-limit')).toBeUndefined();
    expect(valueOf(nodeFlags('/d', helpFlags(HELP_RECENT), [], null), 'fd-limit')).toBeUndefined();
    expect(valueOf(nodeFlags('/d', new Map(), [], 1024), 'fd-limit')).toBeUndefined();
  });

  test('a binary whose --help cannot be read gets only the base flags', () => {
    const flags = nodeFlags('/d', new Map(), [], 1024);
    expect(flags.map((f) => f.split('=')[0])).toEqual([
      '--network-id',
      '--sybil-protection-enabled',
      '--staking-ephemeral-cert-enabled',
      '--staking-ephemeral-signer-enabled',
      '--db-type',
      '--data-dir',
      '--http-host',
      '--http-port',
      '--staking-host',
      '--staking-port',
      '--public-ip',
      '--index-enabled',
      '--health-check-frequency',
    ]);
  });

  test('an extra flag replaces the default of the same name and comes last', () => {
    const flags = nodeFlags('/d', helpFlags(HELP_RECENT), ['min-stake-duration=1h', '--log-level=debug'], 1024);
    expect(flags.filter((f) => f.startsWith('--min-stake-duration'))).toEqual(['--min-stake-duration=1h']);
    expect(flags.slice(-2)).toEqual(['--min-stake-duration=1h', '--log-level=debug']);
  });
});

describe('OutputTail', () => {
  test('keeps the last lines across chunk boundaries', () => {
    const tail = new OutputTail(2);
    tail.push('one\ntw');
    tail.push('o\nthree\nfo');
    expect(tail.text()).toBe('three\nfo');
    tail.push('ur\n');
    expect(tail.text()).toBe('three\nfour');
  });
});
