// The cassette format (src/replay/cassette.ts, cassette-values.ts): every body comes back byte for
// byte, and two recordings that differ only in volatile values (IDs, bytes, clock times) differ only
// in the value table, never in an exchange line.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import type { Exchange } from '../../src/client/exchange.js';
import { cb58Encode, encodeNodeId } from '../../src/encoding/cb58.js';
import { encodeHexChecksum } from '../../src/encoding/hex.js';
import { CassetteError, readCassette, writeCassette, type CassetteRecording } from '../../src/replay/cassette.js';
import { volatileKind } from '../../src/replay/cassette-values.js';

const RECORDING: CassetteRecording = {
  seed: 1,
  runs: 10,
  profile: '1.14.2',
  nodeVersion: 'avalanchego/1.14.2',
  target: 'http://127.0.0.1:9650',
  tool: 'test',
};
const dir = mkdtempSync(join(tmpdir(), 'avaconform-cassette-format-'));

const bytes = (fill: number, n: number) => new Uint8Array(n).fill(fill);
const exchange = (seq: number, checkId: string, request: string, response: string): Exchange => ({
  seq,
  checkId,
  request: { method: 'POST', path: '/ext/bc/P', headers: { 'content-type': 'application/json' }, body: request },
  response: {
    status: 200,
    headers: { 'content-type': 'application/json; charset=utf-8', date: `Mon, 23 Nov 2026 10:00:0${seq} GMT` },
    body: response,
    bytes: response.length,
    utf8Valid: true,
  },
  durationMs: seq,
});

/** One small run of a node whose volatile values come from `v` (1 or 2): a block, the node's ID, clock times. */
function recordingOf(v: number): Exchange[] {
  const blockId = cb58Encode(bytes(v, 32));
  const nodeId = encodeNodeId(bytes(v + 10, 20));
  const block = encodeHexChecksum(bytes(v + 20, 40));
  const time = `2026-11-23T10:00:0${v}Z`;
  return [
    exchange(
      1,
      'getBlock.hex',
      `{"jsonrpc":"2.0","id":1,"method":"platform.getBlock","params":{"blockID":"${blockId}","encoding":"hex"}}`,
      `{"jsonrpc":"2.0","result":{"block":"${block}","encoding":"hex"},"id":1}\n`,
    ),
    exchange(
      2,
      'getBlock.json',
      `{"jsonrpc":"2.0","id":2,"method":"platform.getBlock","params":{"blockID":"${blockId}","encoding":"json"}}`,
      `{"jsonrpc":"2.0","result":{"block":{"id":"${blockId}","time":${1795455920 + v},"height":1},"encoding":"json"},"id":2}\n`,
    ),
    exchange(
      3,
      'getTimestamp.schema',
      '{"jsonrpc":"2.0","id":3,"method":"platform.getTimestamp","params":{}}',
      `{"jsonrpc":"2.0","result":{"timestamp":"${time}"},"id":3}\n`,
    ),
    exchange(
      4,
      'health.duration',
      '{"jsonrpc":"2.0","id":4,"method":"health.health","params":{}}',
      `{"jsonrpc":"2.0","result":{"checks":{"P":{"message":{"lastAcceptedID":"${blockId}"},"timestamp":"${time}","duration":${4000 + v}}},"healthy":true},"id":4}`,
    ),
    exchange(
      5,
      'getCurrentValidators.schema',
      '{"jsonrpc":"2.0","id":5,"method":"platform.getCurrentValidators","params":{}}',
      `{"jsonrpc":"2.0","result":{"validators":[{"nodeID":"${nodeId}","startTime":"${1795455000 + v}","weight":"2000"}]},"id":5}\n`,
    ),
    // Go escapes <, > and & inside strings; a "$"-string and a 2^64 integer are plain values.
    exchange(
      6,
      'robustness.any-id-echoed',
      '{"jsonrpc":"2.0","id":"<&>","method":"platform.getTimestamp","params":{}}',
      `{"jsonrpc":"2.0","result":{"timestamp":"${time}"},"id":"\\u003c\\u0026\\u003e"}\n`,
    ),
    exchange(
      7,
      'robustness.any-params',
      '{"jsonrpc":"2.0","id":"$id1","method":"platform.getHeight","params":{"$$x":"$","n":18446744073709551616}}',
      '{"jsonrpc":"2.0","error":{"code":-32000,"message":"not json at all',
    ),
  ];
}

async function written(name: string, xs: Exchange[]): Promise<string> {
  const file = join(dir, name);
  await writeCassette(file, RECORDING, xs);
  return file;
}

describe('cassette format 3', () => {
  test('every request and answer comes back byte for byte, in the order written', async () => {
    const xs = recordingOf(1);
    const back = readCassette(await written('round-trip.ndjson', xs));
    expect(back.map((x) => [x.checkId, x.request.body, x.response?.status, x.response?.body])).toEqual(
      xs.map((x) => [x.checkId, x.request.body, x.response?.status, x.response?.body]),
    );
    // Volatile headers (date) are not kept.
    expect(back[0]!.response!.headers).toEqual({ 'content-type': 'application/json; charset=utf-8' });
  });

  test('volatile values are named in the exchange lines and given once in the table at the end', async () => {
    const text = readFileSync(await written('named.ndjson', recordingOf(1)), 'utf8');
    const lines = text.trimEnd().split('\n');
    const block = cb58Encode(bytes(1, 32));
    // The block ID appears in four bodies and once in the file: in its table line.
    expect(text.split(block).length - 1).toBe(1);
    const groups = lines
      .filter((l) => l.startsWith('{"at":'))
      .map((l) => JSON.parse(l) as { at: string; values: Record<string, unknown> });
    const table = new Map(
      groups.flatMap((g) => Object.entries(g.values).map(([name, value]) => [value, name] as const)),
    );
    // One table line per body that brought new values, saying where that body is.
    expect(groups.map((g) => g.at)).toEqual([
      'getBlock.hex@#1 request',
      'getBlock.hex@#1 response',
      'getBlock.json@#1 response',
      'getTimestamp.schema@#1 response',
      'health.duration@#1 response',
      'getCurrentValidators.schema@#1 response',
    ]);
    const blockName = table.get(block)!;
    expect(blockName).toMatch(/^\$id-[0-9a-f]{6}$/);
    expect(table.get(1795455921)).toMatch(/^\$time-[0-9a-f]{6}$/);
    expect(lines[1]).toContain(`"blockID":"${blockName}"`);
    // A real "$"-string is stored with one more "$", never taken for a name.
    expect(lines.find((l) => l.includes('robustness.any-params'))).toContain('"id":"$$id1"');
    // A body Go escaped is kept as a JSON value with the escaping noted.
    expect(lines.find((l) => l.includes('robustness.any-id-echoed'))).toMatch(/"json":\{.*"goEscaped":true/);
  });

  test('two recordings that differ only in IDs, bytes and clock times differ only in the value table; a value more renames nothing', async () => {
    const [a, b] = await Promise.all([written('a.ndjson', recordingOf(1)), written('b.ndjson', recordingOf(2))]);
    const linesA = readFileSync(a, 'utf8').split('\n');
    const linesB = readFileSync(b, 'utf8').split('\n');
    expect(linesA.length).toBe(linesB.length);
    const differing = linesA.filter((l, i) => l !== linesB[i]);
    expect(differing.length).toBeGreaterThan(0);
    expect(differing.every((l) => l.startsWith('{"at":'))).toBe(true);
    // One more exchange with new volatile values, early in the file: every other line stays as it was.
    const [first, ...rest] = recordingOf(1);
    const extra = exchange(
      8,
      'aaa.first',
      '{"jsonrpc":"2.0","id":8,"method":"platform.getTimestamp","params":{}}',
      '{"jsonrpc":"2.0","result":{"timestamp":"2026-11-23T09:59:59Z"},"id":8}\n',
    );
    const c = readFileSync(await written('c.ndjson', [first!, extra, ...rest]), 'utf8').split('\n');
    expect(linesA.filter((l) => !c.includes(l))).toEqual([]);
    expect(c.filter((l) => !linesA.includes(l)).length).toBe(2);
  });

  test('what counts as volatile: IDs, node IDs, long hex, RFC 3339 times, and numbers under clock members (and uptime)', () => {
    expect(volatileKind(cb58Encode(bytes(3, 32)), 'txID')).toBe('id');
    expect(volatileKind(encodeNodeId(bytes(3, 20)), 'nodeID')).toBe('node');
    expect(volatileKind(encodeHexChecksum(bytes(3, 8)), 'bytes')).toBe('hex');
    expect(volatileKind('2026-11-23T10:00:01.123456789Z', 'timestamp')).toBe('time');
    expect(volatileKind(5000, 'duration')).toBe('time');
    expect(volatileKind('1795455000', 'endTime')).toBe('time');
    expect(volatileKind('99.9998', 'uptime')).toBe('time');
    // Kept inline: heights, weights, short hex, addresses, a base58 text without a valid checksum.
    expect(volatileKind('12', 'height')).toBeNull();
    expect(volatileKind(5000, 'weight')).toBeNull();
    expect(volatileKind('0x00', 'bytes')).toBeNull();
    expect(volatileKind('P-local18jma8ppw3nhx5r4ap8clazz0dps7rv5u00z96u', 'address')).toBeNull();
    expect(
      volatileKind(
        cb58Encode(bytes(3, 32)).replace(/.$/, (c) => (c === '2' ? '3' : '2')),
        'txID',
      ),
    ).toBeNull();
  });

  test('a name its table does not hold is a cassette error naming the line', async () => {
    const file = await written('broken.ndjson', recordingOf(1));
    const lines = readFileSync(file, 'utf8').trimEnd().split('\n');
    const tableLine = lines.find((l) => l.startsWith('{"at":') && l.includes(cb58Encode(bytes(1, 32))))!;
    const blockName = Object.keys((JSON.parse(tableLine) as { values: Record<string, unknown> }).values)[0]!;
    writeFileSync(file, lines.filter((l) => l !== tableLine).join('\n') + '\n');
    expect(() => readCassette(file)).toThrow(CassetteError);
    expect(() => readCassette(file)).toThrow(`:2: names ${blockName}, which its value table does not hold`);
  });

  test('a format-2 cassette (no value table) is still read, its "$"-strings as they are', () => {
    const file = join(dir, 'format-2.ndjson');
    const line = {
      request: {
        method: 'POST',
        path: '/ext/bc/P',
        headers: { 'content-type': 'application/json' },
        json: { jsonrpc: '2.0', id: '$id1', method: 'platform.getHeight' },
      },
      response: { status: 200, json: { jsonrpc: '2.0', result: { height: '1' }, id: '$id1' } },
    };
    writeFileSync(
      file,
      `${JSON.stringify({ cassette: 'avaconform', format: 2, recording: RECORDING })}\n${JSON.stringify(line)}\n`,
    );
    const [x] = readCassette(file);
    expect(x!.request.body).toBe('{"jsonrpc":"2.0","id":"$id1","method":"platform.getHeight"}');
    expect(x!.response!.body).toBe('{"jsonrpc":"2.0","result":{"height":"1"},"id":"$id1"}');
  });
});
